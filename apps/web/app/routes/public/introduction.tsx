import { IntroductionPage, introductionMeta } from '../../features/static-pages/IntroductionPage.tsx';
import { getBridge } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/introduction';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}/introduction` };
}

/** The introduction's own title already names the product, so it is used as it is. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: introductionMeta.title.replace(/ \| ViệcXa$/, ''),
    description: introductionMeta.description,
    canonical: loaderData?.canonical,
  }).map((tag) => {
    if ('title' in tag) return { title: introductionMeta.title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: introductionMeta.title };
    return tag;
  });

export default function Introduction() {
  return <IntroductionPage />;
}
