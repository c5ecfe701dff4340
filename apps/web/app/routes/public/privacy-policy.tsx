import { PrivacyPolicyPage, privacyPolicyMeta } from '../../features/static-pages/PrivacyPolicyPage.tsx';
import { getBridge } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/privacy-policy';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}/chinh-sach-bao-ve` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: privacyPolicyMeta.title.replace(/ \| ViệcXa$/, ''),
    description: privacyPolicyMeta.description,
    canonical: loaderData?.canonical,
  });

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}
