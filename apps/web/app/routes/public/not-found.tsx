import { data, redirect } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { pageUrl } from '../../lib/session.server.ts';
import { isUnbuiltPage } from '../../lib/unbuilt-pages.ts';
import type { Route } from './+types/not-found';

/**
 * Every unknown URL outside the signed-in areas: a real 404 response, rendered by the default
 * layout's error boundary; a public page of the spec not built yet goes to /coming-soon.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (isUnbuiltPage(pageUrl(request).pathname)) throw redirect('/coming-soon');
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Không tìm thấy trang', noindex: true });

export default function NotFound() {
  return null;
}
