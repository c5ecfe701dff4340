import { describe, expect, it } from 'vitest';
import {
  blogUrls,
  jobUrls,
  needsIndex,
  parseSitemapFile,
  robotsTxt,
  STATIC_PATHS,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.ts';

const summary = (jobs: number, companies: number) => ({
  jobs: { total: jobs, chunks: [{ chunk: 0, count: jobs, lastmod: '2026-11-20T10:00:00.000Z' }] },
  companies: { total: companies, lastmod: '2026-11-19T08:00:00.000Z' },
});

describe('sitemap', () => {
  it('switches to an index only past 50 000 URLs in all', () => {
    const room = 50_000 - STATIC_PATHS.length;
    expect(needsIndex(summary(room - 10, 10))).toBe(false);
    expect(needsIndex(summary(room - 10, 11))).toBe(true);
  });

  it('writes absolute, escaped locations with W3C lastmod', () => {
    const xml = urlsetXml('https://viecxa.vn/', [
      { loc: '/danh-sach-chuong-trinh-xkld-duhoc?kind=labor_export&nation=JP' },
      ...jobUrls([{ id: 7, slug: 'han-tig-aichi', updated_at: '2026-11-20T10:00:00.123Z' }]),
    ]);
    expect(xml).toContain(
      '<url><loc>https://viecxa.vn/danh-sach-chuong-trinh-xkld-duhoc?kind=labor_export&amp;nation=JP</loc></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://viecxa.vn/job/7/han-tig-aichi</loc><lastmod>2026-11-20T10:00:00+00:00</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('indexes the pages file and one file per job chunk', () => {
    const xml = sitemapIndexXml('https://viecxa.vn', {
      jobs: {
        total: 3,
        chunks: [
          { chunk: 0, count: 2, lastmod: '2026-11-20T10:00:00.000Z' },
          { chunk: 4, count: 1, lastmod: '2026-11-21T10:00:00.000Z' },
        ],
      },
      companies: { total: 2, lastmod: null },
    });
    expect(xml).toContain('<sitemap><loc>https://viecxa.vn/sitemaps/pages.xml</loc></sitemap>');
    expect(xml).toContain(
      '<sitemap><loc>https://viecxa.vn/sitemaps/jobs-4.xml</loc><lastmod>2026-11-21T10:00:00+00:00</lastmod></sitemap>',
    );
    expect(parseSitemapFile('jobs-4.xml')).toBe(4);
    expect(parseSitemapFile('pages.xml')).toBe('pages');
    expect(parseSitemapFile('jobs-04.xml')).toBeNull();
    expect(parseSitemapFile('jobs-1.txt')).toBeNull();
  });

  it('robots.txt closes private areas and the API but not company pages or uploaded files', () => {
    const txt = robotsTxt('https://viecxa.vn/');
    const disallowed = [...txt.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] as string);
    const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    expect(blocked('/admin/jobs')).toBe(true);
    expect(blocked('/company/jobs/create')).toBe(true);
    expect(blocked('/user/dashboard')).toBe(true);
    expect(blocked('/sale/customers')).toBe(true);
    expect(blocked('/leader-sale/dashboard')).toBe(true);
    expect(blocked('/api/listJobs')).toBe(true);
    expect(blocked('/companies/3')).toBe(false);
    expect(blocked('/danh-sach-cong-ty-xkld-duhoc')).toBe(false);
    expect(txt).toContain('Allow: /api/files/');
    expect(txt).toContain('Sitemap: https://viecxa.vn/sitemap.xml');
  });
});

describe('news in the sitemap', () => {
  it('lists the news list among the pages and each published article at its public path', () => {
    expect(STATIC_PATHS).toContain('/tin-tuc-xkld-duhoc');
    expect(STATIC_PATHS).toContain('/cam-nang');
    const xml = urlsetXml(
      'https://viecxa.vn',
      blogUrls([{ id: 7, slug: 'hop-dong-xkld', updated_at: '2026-11-20T10:00:00.000Z' }]),
    );
    expect(xml).toContain(
      '<url><loc>https://viecxa.vn/tin-tuc-xkld-duhoc/7/hop-dong-xkld</loc><lastmod>2026-11-20T10:00:00+00:00</lastmod></url>',
    );
  });
});
