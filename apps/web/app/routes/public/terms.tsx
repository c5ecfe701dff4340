import { TermsPage, termsMeta } from '../../features/static-pages/TermsPage.tsx';
import { getBridge } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}/dieu-khoan` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: termsMeta.title.replace(/ \| ViệcXa$/, ''),
    description: termsMeta.description,
    canonical: loaderData?.canonical,
  });

export default function Terms() {
  return <TermsPage />;
}
