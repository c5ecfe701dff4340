import { blogsEndpoints, SITEMAP_CHUNK_SIZE, sitemapEndpoints } from '@app/contract';
import { data } from 'react-router';
import {
  blogUrls,
  companyUrls,
  jobUrls,
  needsIndex,
  type SitemapUrl,
  sitemapIndexXml,
  staticUrls,
  urlsetXml,
} from '../../features/seo/sitemap.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import type { Route } from './+types/sitemap';

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

/** `/sitemap.xml`: every public page in one file, or an index once there are over 50 000. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicUrl } = getBridge(context);
  const summary = await callApi(context, request, sitemapEndpoints.summary, { token: null });
  if (!summary.ok) throw data('Sitemap unavailable', { status: 503 });
  const blogs = await callApi(context, request, blogsEndpoints.sitemap, { token: null });
  if (!blogs.ok) throw data('Sitemap unavailable', { status: 503 });
  // Articles go with the pages (pages.xml once there is an index): they count towards one file's room.
  if (needsIndex(summary.data, SITEMAP_CHUNK_SIZE - blogs.data.length)) {
    return new Response(sitemapIndexXml(publicUrl, summary.data), { headers: XML_HEADERS });
  }
  const urls: SitemapUrl[] = staticUrls();
  const companies = await callApi(context, request, sitemapEndpoints.companies, { token: null });
  if (!companies.ok) throw data('Sitemap unavailable', { status: 503 });
  urls.push(...companyUrls(companies.data), ...blogUrls(blogs.data));
  for (const { chunk } of summary.data.jobs.chunks) {
    const jobs = await callApi(context, request, sitemapEndpoints.jobs, { token: null, query: { chunk } });
    if (!jobs.ok) throw data('Sitemap unavailable', { status: 503 });
    urls.push(...jobUrls(jobs.data));
  }
  return new Response(urlsetXml(publicUrl, urls), { headers: XML_HEADERS });
}
