import { blogsEndpoints } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';

/** The sidebar's data (anonymous: the same for every visitor, so the page stays cacheable). */
export async function loadNewsSidebar(context: Readonly<RouterContextProvider>, request: Request) {
  const [top, tags] = await Promise.all([
    callApi(context, request, blogsEndpoints.topViewed, { token: null, query: { limit: 5 } }),
    callApi(context, request, blogsEndpoints.popularTags, { token: null, query: { limit: 15 } }),
  ]);
  return { top: top.ok ? top.data : [], tags: tags.ok ? tags.data : [] };
}
