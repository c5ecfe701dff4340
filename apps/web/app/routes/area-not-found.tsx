import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { AREAS, type Area, areaGuard, pageUrl } from '../lib/session.server.ts';
import { isUnbuiltPage } from '../lib/unbuilt-pages.ts';

/** The dashboard each area's bare path (`/admin`) opens. */
const AREA_HOME = '/dashboard';

/**
 * Catch-all of each signed-in area (`/admin/*`, `/company/*`, `/user/*`, `/sale/*`, `/leader-sale/*`),
 * one module listed once per area in routes.ts. The area's guard answers first (login, 403, company
 * status flow), then: the bare area path opens its dashboard, a spec page not built yet goes to
 * /coming-soon, anything else is a 404 shown inside the area's layout (its sidebar stays).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { pathname } = pageUrl(request);
  const area = pathname.split('/')[1] as Area;
  if (!AREAS.includes(area)) throw data(null, { status: 404 });
  await areaGuard(context, request, area);
  if (pathname.replace(/\/+$/, '') === `/${area}`) throw redirect(`/${area}${AREA_HOME}`);
  if (isUnbuiltPage(pathname)) throw redirect('/coming-soon');
  throw data(null, { status: 404 });
}

export default function AreaNotFound() {
  return null;
}

/** The 404 in the area's main column: the layout above rendered with its own data. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
