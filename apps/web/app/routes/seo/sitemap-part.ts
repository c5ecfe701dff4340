import { blogsEndpoints, sitemapEndpoints } from '@app/contract';
import { data } from 'react-router';
import { loadHandbookEntries } from '../../features/knowledge/handbook.server.ts';
import {
  blogUrls,
  companyUrls,
  jobUrls,
  knowledgeUrls,
  parseSitemapFile,
  staticUrls,
  urlsetXml,
} from '../../features/seo/sitemap.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import type { Route } from './+types/sitemap-part';
import { XML_HEADERS } from './sitemap.ts';

/** The files of the sitemap index: `/sitemaps/pages.xml` and `/sitemaps/jobs-{chunk}.xml`. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const part = parseSitemapFile(params.file);
  if (part === null) throw data('Not found', { status: 404 });
  const { publicUrl } = getBridge(context);
  if (part === 'pages') {
    const [companies, blogs, handbook] = await Promise.all([
      callApi(context, request, sitemapEndpoints.companies, { token: null }),
      callApi(context, request, blogsEndpoints.sitemap, { token: null }),
      loadHandbookEntries(context, request, undefined),
    ]);
    if (!companies.ok || !blogs.ok) throw data('Sitemap unavailable', { status: 503 });
    const urls = [
      ...staticUrls(),
      ...companyUrls(companies.data),
      ...blogUrls(blogs.data),
      ...knowledgeUrls(handbook),
    ];
    return new Response(urlsetXml(publicUrl, urls), {
      headers: XML_HEADERS,
    });
  }
  const jobs = await callApi(context, request, sitemapEndpoints.jobs, {
    token: null,
    query: { chunk: part },
  });
  if (!jobs.ok) throw data('Sitemap unavailable', { status: 503 });
  if (jobs.data.length === 0) throw data('Not found', { status: 404 });
  return new Response(urlsetXml(publicUrl, jobUrls(jobs.data)), { headers: XML_HEADERS });
}
