import { SITEMAP_CHUNK_SIZE, sitemapEndpoints, todayInVietnam } from '@app/contract';
import { and, asc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, jobs, users } from '../../db/schema/index.ts';
import { route } from '../../lib/route.ts';
import { publicCompanyCondition } from '../companies/public-companies.repo.ts';
import { publicJobCondition } from './job-visibility.ts';

/**
 * Data for `/sitemap.xml` (served by the web side): only what is public is listed, so closed,
 * expired and disabled jobs drop out of the sitemap as they drop out of the pages (404).
 * Jobs come in id-range chunks of SITEMAP_CHUNK_SIZE so a sitemap index can point at each file.
 */
export function sitemapRoutes(app: FastifyInstance) {
  const { db } = app;
  // A literal, not a parameter: GROUP BY must repeat the very same expression as the select list.
  const chunkOf = sql<number>`(${jobs.id} / ${sql.raw(String(SITEMAP_CHUNK_SIZE))})::int`;
  // The same rule as the company directory (an activated company admin account).
  const activeCompany = publicCompanyCondition();

  return [
    route(sitemapEndpoints.summary, async () => {
      const today = todayInVietnam();
      const chunks = await db
        .select({ chunk: chunkOf, count: sql<number>`count(*)::int`, lastmod: max(jobs.updatedAt) })
        .from(jobs)
        .where(publicJobCondition(today))
        .groupBy(chunkOf)
        .orderBy(chunkOf);
      const [companyStats] = await db
        .select({ total: sql<number>`count(*)::int`, lastmod: max(companies.updatedAt) })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(activeCompany);
      return {
        chunk_size: SITEMAP_CHUNK_SIZE,
        jobs: {
          total: chunks.reduce((sum, c) => sum + c.count, 0),
          chunks: chunks.map((c) => ({
            chunk: Number(c.chunk),
            count: c.count,
            lastmod: new Date(c.lastmod ?? 0).toISOString(),
          })),
        },
        companies: {
          total: companyStats?.total ?? 0,
          lastmod: companyStats?.lastmod ? new Date(companyStats.lastmod).toISOString() : null,
        },
      };
    }),

    route(sitemapEndpoints.jobs, async ({ query }) => {
      const from = query.chunk * SITEMAP_CHUNK_SIZE;
      const rows = await db
        .select({ id: jobs.id, slug: jobs.slug, updatedAt: jobs.updatedAt })
        .from(jobs)
        .where(
          and(
            publicJobCondition(todayInVietnam()),
            gte(jobs.id, from),
            lt(jobs.id, from + SITEMAP_CHUNK_SIZE),
          ),
        )
        .orderBy(asc(jobs.id));
      return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: r.updatedAt.toISOString() }));
    }),

    route(sitemapEndpoints.companies, async () => {
      const rows = await db
        .select({ id: companies.id, updatedAt: companies.updatedAt })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(activeCompany)
        .orderBy(asc(companies.id))
        .limit(SITEMAP_CHUNK_SIZE);
      return rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() }));
    }),
  ];
}
