import { ComingSoonPage, comingSoonMeta } from '../../features/static-pages/ComingSoonPage.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/coming-soon';

// A stand-in for features switched off by configuration: not indexed, so no canonical URL.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: comingSoonMeta.title.replace(/ \| ViệcXa$/, ''),
    description: comingSoonMeta.description,
    noindex: true,
  });

export default function ComingSoon() {
  return <ComingSoonPage />;
}
