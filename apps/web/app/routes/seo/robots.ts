import { robotsTxt } from '../../features/seo/sitemap.ts';
import { getBridge } from '../../lib/context.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getBridge(context).publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
