import { data } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/not-found';

/** Every unknown URL: a real 404 response, rendered by the default layout's error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Không tìm thấy trang', noindex: true });

export default function NotFound() {
  return null;
}
