/**
 * sitemaps.org XML for `/sitemap.xml`: one `urlset` while everything fits in one file (50 000
 * URLs), else a `sitemapindex` pointing at `/sitemaps/pages.xml` (home, lists, companies) and
 * one `/sitemaps/jobs-{chunk}.xml` per id chunk of public jobs. Pure functions.
 */
import { NEWS_LIST_PATH, SITEMAP_CHUNK_SIZE } from '@app/contract';
import { COMPANIES_PATH, companyPath, LIST_PATH } from '../jobs/format.ts';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

export interface SitemapSummary {
  jobs: { total: number; chunks: { chunk: number; count: number; lastmod: string }[] };
  companies: { total: number; lastmod: string | null };
}

/** Indexable pages that are not jobs or companies: home, the lists and their kind landing pages. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  LIST_PATH,
  `${LIST_PATH}?kind=labor_export`,
  `${LIST_PATH}?kind=study_abroad`,
  `${LIST_PATH}?kind=domestic`,
  COMPANIES_PATH,
  `${COMPANIES_PATH}?activity=2`,
  `${COMPANIES_PATH}?activity=1`,
  NEWS_LIST_PATH,
  '/cam-nang',
  '/introduction',
  '/lien-he',
];

export const jobsSitemapPath = (chunk: number) => `/sitemaps/jobs-${chunk}.xml`;
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/** Whether one file holds everything, or an index is needed. */
export function needsIndex(summary: SitemapSummary, limit = SITEMAP_CHUNK_SIZE): boolean {
  return STATIC_PATHS.length + summary.companies.total + summary.jobs.total > limit;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** Date-times as W3C datetime (what the sitemap protocol asks for). */
const w3c = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export function urlsetXml(publicUrl: string, urls: SitemapUrl[]): string {
  const root = base(publicUrl);
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(root + u.loc)}</loc>${u.lastmod ? `<lastmod>${w3c(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, summary: SitemapSummary): string {
  const root = base(publicUrl);
  const entries: SitemapUrl[] = [
    { loc: PAGES_SITEMAP_PATH, lastmod: summary.companies.lastmod },
    ...summary.jobs.chunks.map((c) => ({ loc: jobsSitemapPath(c.chunk), lastmod: c.lastmod })),
  ];
  const body = entries
    .map(
      (e) =>
        `<sitemap><loc>${escapeXml(root + e.loc)}</loc>${e.lastmod ? `<lastmod>${w3c(e.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const staticUrls = (): SitemapUrl[] => STATIC_PATHS.map((loc) => ({ loc }));

export const companyUrls = (companies: { id: number; updated_at: string }[]): SitemapUrl[] =>
  companies.map((c) => ({ loc: companyPath(c.id), lastmod: c.updated_at }));

/** Published news articles (`/tin-tuc-xkld-duhoc/{id}/{slug}`), listed with the pages. */
export const blogUrls = (blogs: { id: number; slug: string; updated_at: string }[]): SitemapUrl[] =>
  blogs.map((b) => ({ loc: `${NEWS_LIST_PATH}/${b.id}/${b.slug}`, lastmod: b.updated_at }));

/** Published handbook entries (`/cam-nang/{slug}`), listed with the pages. */
export const knowledgeUrls = (entries: { slug: string }[]): SitemapUrl[] =>
  entries.map((e) => ({ loc: `/cam-nang/${e.slug}` }));

export const jobUrls = (jobs: { id: number; slug: string; updated_at: string }[]): SitemapUrl[] =>
  jobs.map((j) => ({ loc: `/job/${j.id}/${j.slug}`, lastmod: j.updated_at }));

/** `jobs-12.xml` → 12; `pages.xml` → 'pages'; anything else → null. */
export function parseSitemapFile(file: string): number | 'pages' | null {
  if (file === 'pages.xml') return 'pages';
  const m = /^jobs-(0|[1-9][0-9]{0,6})\.xml$/.exec(file);
  return m ? Number(m[1]) : null;
}

/** robots.txt: public pages open, private areas and the API closed (uploaded files open). */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/files/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /company',
    'Disallow: /user',
    'Disallow: /sale',
    'Disallow: /leader-sale',
    'Disallow: /dev/',
    'Disallow: /server-middleware/',
    'Disallow: /dang-xuat',
    'Disallow: /chon-tai-khoan',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${base(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
