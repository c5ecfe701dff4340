import { loadFilterOptions } from '../../features/jobs/filter-options.server.ts';
import type { Route } from './+types/job-filter-options';

/**
 * The job list's filter choices for the browser (features/jobs/filter-options-source.ts): one
 * cached answer instead of ~20 KB serialised into every list page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return Response.json(await loadFilterOptions(context, request), {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  });
}
