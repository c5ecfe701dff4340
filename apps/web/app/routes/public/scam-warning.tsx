import { ScamWarningPage, scamWarningMeta } from '../../features/static-pages/ScamWarningPage.tsx';
import { getBridge } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/scam-warning';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}/canh-bao-lua-dao` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: scamWarningMeta.title.replace(/ \| ViệcXa$/, ''),
    description: scamWarningMeta.description,
    canonical: loaderData?.canonical,
  });

export default function ScamWarning() {
  return <ScamWarningPage />;
}
