import { SITEMAP_CHUNK_SIZE, todayInVietnam } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../src/db/schema/index.ts';
import { DEMO, json, useTestApp } from './helpers.ts';

/** ISO date `days` from today in Vietnam. */
function dayOffset(days: number): string {
  const d = new Date(`${todayInVietnam()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('sitemap data (public jobs and companies only)', () => {
  const t = useTestApp();
  const ids: Record<string, number> = {};
  /** The seeded demo offers already public before this file adds its own. */
  let before: { total: number; firstChunk: number };

  beforeAll(async () => {
    const db = t.database.db;
    const seeded = json(await t.app.inject({ method: 'GET', url: '/api/sitemap' })).data;
    before = {
      total: seeded.jobs.total,
      firstChunk: seeded.jobs.chunks.find((c: { chunk: number }) => c.chunk === 0)?.count ?? 0,
    };
    const companyOf = async (email: string) => {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(eq(users.email, email));
      if (!row) throw new Error(`no company for ${email}`);
      return row.id;
    };
    const active = await companyOf(DEMO.company);
    const pending = await companyOf(DEMO.companyWaitApproval);
    const base = {
      kind: 'labor_export',
      nationCode: 'JP',
      quantity: 5,
      description: '<p>Mô tả</p>',
      deadline: dayOffset(30),
    };
    const rows: [string, Partial<typeof jobs.$inferInsert>][] = [
      ['open', { companyId: active, status: 'approved', publishedAt: new Date() }],
      ['closesToday', { companyId: active, status: 'approved', deadline: dayOffset(0) }],
      ['expired', { companyId: active, status: 'approved', deadline: dayOffset(-1) }],
      ['waiting', { companyId: active, status: 'waiting' }],
      ['rejected', { companyId: active, status: 'rejected' }],
      ['disabled', { companyId: active, status: 'disabled' }],
      ['pendingCompany', { companyId: pending, status: 'approved' }],
    ];
    for (const [key, values] of rows) {
      const [row] = await db
        .insert(jobs)
        .values({ ...base, title: `Việc ${key}`, slug: `viec-${key}`, ...values } as typeof jobs.$inferInsert)
        .returning({ id: jobs.id });
      ids[key] = row?.id as number;
    }
    // A public job in a later id chunk (ids are sparse after deletions or imports).
    const [far] = await db
      .insert(jobs)
      .values({
        ...base,
        id: SITEMAP_CHUNK_SIZE + 7,
        companyId: active,
        status: 'approved',
        title: 'Việc xa',
        slug: 'viec-xa',
      } as typeof jobs.$inferInsert)
      .returning({ id: jobs.id });
    ids.far = far?.id as number;
  });

  it('counts public jobs per id chunk and public companies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sitemap' });
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data.chunk_size).toBe(SITEMAP_CHUNK_SIZE);
    expect(data.jobs.total).toBe(before.total + 3);
    expect(data.jobs.chunks.map((c: { chunk: number; count: number }) => [c.chunk, c.count])).toEqual([
      [0, before.firstChunk + 2],
      [1, 1],
    ]);
    expect(Date.parse(data.jobs.chunks[0].lastmod)).not.toBeNaN();
    const activated = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.status, 'activated'));
    expect(data.companies.total).toBe(activated.length);
  });

  it('lists the public jobs of a chunk with slug and lastmod, nothing closed, expired or disabled', async () => {
    const first = json(await t.app.inject({ method: 'GET', url: '/api/sitemap/jobs?chunk=0' })).data as {
      id: number;
      slug: string;
      updated_at: string;
    }[];
    const listed = first.map((j) => j.id);
    expect(listed).toHaveLength(before.firstChunk + 2);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(listed).toEqual(expect.arrayContaining([ids.open, ids.closesToday]));
    for (const hidden of ['expired', 'waiting', 'rejected', 'disabled', 'pendingCompany']) {
      expect(listed).not.toContain(ids[hidden]);
    }
    const open = first.find((j) => j.id === ids.open);
    expect(open).toMatchObject({ slug: 'viec-open' });
    expect(Date.parse(open?.updated_at ?? '')).not.toBeNaN();
    const second = json(await t.app.inject({ method: 'GET', url: '/api/sitemap/jobs?chunk=1' })).data;
    expect(second).toEqual([expect.objectContaining({ id: ids.far, slug: 'viec-xa' })]);
    const empty = json(await t.app.inject({ method: 'GET', url: '/api/sitemap/jobs?chunk=9' })).data;
    expect(empty).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/sitemap/jobs?chunk=-1' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/sitemap/jobs' })).statusCode).toBe(422);
  });

  it('lists only companies whose account is activated', async () => {
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/sitemap/companies' })).data as {
      id: number;
    }[];
    const statuses = await t.database.db
      .select({ id: companies.id, status: users.status })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(
        inArray(
          companies.id,
          listed.map((c) => c.id),
        ),
      );
    expect(listed.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s.status === 'activated')).toBe(true);
    const pending = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, DEMO.companyWaitApproval));
    expect(listed.map((c) => c.id)).not.toContain(pending[0]?.id);
  });
});
