import { randomBytes } from 'node:crypto';
import type { LicenceState, UserStatus } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { companies, jobs, users } from '../../src/db/schema/index.ts';
import { type DemoJob, insertDemoJobs } from '../../src/db/seed/demo-jobs.ts';
import { forgetVndRates, loadVndRates } from '../../src/modules/jobs/exchange-rates.ts';
import { DEMO, json, type TestContext } from '../helpers.ts';
import { VERIFIED_LICENCE } from './company-profile.ts';

/** A company account of its own, so a test can scope lists with `company_id` and know every job. */
export async function createCompany(
  t: TestContext,
  opts: {
    name?: string;
    abbreviation?: string;
    status?: UserStatus;
    activities?: number[];
    /** Default `verified`: its labour-export jobs are public (ADR 0030). */
    licenceState?: LicenceState;
  } = {},
): Promise<{ id: number; userId: number; name: string }> {
  const tag = randomBytes(4).toString('hex');
  const name = opts.name ?? `Công ty TNHH Kiểm thử ${tag}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      type: 'company',
      status: opts.status ?? 'activated',
      name,
      email: `cty-${tag}@example.vn`,
      username: `cty${tag}`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('company user not inserted');
  const [company] = await t.database.db
    .insert(companies)
    .values({
      userId: user.id,
      name,
      abbreviation: opts.abbreviation ?? null,
      activities: opts.activities ?? [2],
      ...VERIFIED_LICENCE,
      licenceState: opts.licenceState ?? 'verified',
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company not inserted');
  return { id: company.id, userId: user.id, name };
}

/** The minimum of a demo job; tests override what they look at. */
export function jobSpec(over: Partial<DemoJob> & Pick<DemoJob, 'title'>): DemoJob {
  return {
    company: 'test',
    kind: 'labor_export',
    nation: 'JP',
    work: 'Cơm hộp',
    quantity: 5,
    deadlineInDays: 30,
    publishedDaysAgo: 1,
    description: '<p>Mô tả</p>',
    ...over,
  };
}

/**
 * Inserts jobs for `company` with the seed's own writer (the same stored shape as a posting),
 * in order; returns their ids.
 */
export async function addJobs(
  t: TestContext,
  company: { id: number; userId: number; name: string },
  specs: DemoJob[],
): Promise<number[]> {
  const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin));
  forgetVndRates();
  const { rates } = await loadVndRates(t.database.db);
  return t.database.db.transaction((tx) =>
    insertDemoJobs(
      tx,
      specs.map((s) => ({ ...s, company: 'test' })),
      { companies: new Map([['test', company]]), adminId: admin?.id ?? 0, rates, now: new Date() },
    ),
  );
}

/** Ids of seeded demo jobs by title. */
export async function jobIdsByTitle(t: TestContext, titles: string[]): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.title, titles));
  return new Map(rows.map((r) => [r.title, r.id]));
}

export async function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url });
}

/** `GET /api/listJobs` with a query object; the answer's data. */
export async function listJobs(app: FastifyInstance, query: Record<string, string | number | string[]> = {}) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
  }
  const res = await get(app, `/api/listJobs?${qs}`);
  if (res.statusCode !== 200) throw new Error(`listJobs ${qs}: ${res.statusCode} ${res.body}`);
  return json(res).data as {
    items: { id: number; name: string; [k: string]: unknown }[];
    total: number;
    page: number;
    limit: number;
    total_capped: boolean;
    keyword_match: 'words' | 'similar' | null;
  };
}
