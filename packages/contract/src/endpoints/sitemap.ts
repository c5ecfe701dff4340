import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

/**
 * The most URLs one sitemap file may hold (sitemaps.org). Jobs are split into sitemap files by
 * id range (`chunk` n = ids n·size … (n+1)·size − 1), so a file never holds more than this and any
 * file can be produced without reading the ones before it.
 */
export const SITEMAP_CHUNK_SIZE = 50_000;

const ZSitemapJob = z.object({ id: z.number(), slug: z.string(), updated_at: z.string() });
export type SitemapJob = z.infer<typeof ZSitemapJob>;

/** What `/sitemap.xml` needs: only public jobs (approved, deadline not passed, company active). */
export const sitemapEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/sitemap',
    summary: 'Sơ đồ trang: số việc làm công khai theo từng khối id, số công ty công khai',
    tag: 'Sitemap',
    access: access.public,
    response: z.object({
      chunk_size: z.number(),
      jobs: z.object({
        total: z.number(),
        chunks: z.array(z.object({ chunk: z.number(), count: z.number(), lastmod: z.string() })),
      }),
      companies: z.object({ total: z.number(), lastmod: z.string().nullable() }),
    }),
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/sitemap/jobs',
    summary: 'Việc làm công khai của một khối id (id, slug, ngày cập nhật) cho sơ đồ trang',
    tag: 'Sitemap',
    access: access.public,
    query: z.object({ chunk: z.coerce.number().int().min(0).max(1_000_000) }),
    response: z.array(ZSitemapJob),
  }),
  companies: defineEndpoint({
    method: 'GET',
    path: '/sitemap/companies',
    summary: 'Công ty công khai (id, ngày cập nhật) cho sơ đồ trang, tối đa 50.000',
    tag: 'Sitemap',
    access: access.public,
    response: z.array(z.object({ id: z.number(), updated_at: z.string() })),
  }),
};
