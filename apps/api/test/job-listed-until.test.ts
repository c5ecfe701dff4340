import { LICENCE_STATES, USER_STATUSES } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

/**
 * `jobs.listed_until` (ADR 0038, migration 0029), kept by triggers, against the formula the public
 * condition read before it: a join to `companies` for the labour-export licence and an EXISTS on
 * `users` for the account. The old formula lives here only, as the oracle.
 */
const OLD_LISTED = (day: string) => sql`
  (j.kind <> 'labor_export' OR (c.licence_state = 'verified' AND (c.licence_expires_on IS NULL OR c.licence_expires_on >= ${day}::date)))
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status = 'activated')`;

const KINDS = ['labor_export', 'study_abroad', 'domestic'] as const;

/** A calendar day `offset` days from today (UTC is enough: the test compares days it chose). */
function dayFrom(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

describe('jobs.listed_until, kept by the database (ADR 0038)', () => {
  const t = useTestApp();
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const run = (query: SQL) => t.database.db.execute(query);
  const tag = `lu${Date.now().toString(36)}`;
  let seq = 0;
  let nationCode: string;

  beforeAll(async () => {
    nationCode = (await rows<{ code: string }>(sql`SELECT code FROM nations ORDER BY code LIMIT 1`))[0]
      ?.code as string;
  });

  /** A company admin account of this test and its company (licence none). */
  async function newCompany(status: string = 'activated'): Promise<{ userId: number; companyId: number }> {
    seq += 1;
    const [u] = await rows<{ id: number }>(sql`
      INSERT INTO users (type, status, name, email) VALUES ('company', ${status}, ${`Công ty ${tag} ${seq}`}, ${`${tag}-${seq}@example.test`})
      RETURNING id`);
    const [c] = await rows<{ id: number }>(sql`
      INSERT INTO companies (user_id, name) VALUES (${u?.id}, ${`Công ty TNHH ${tag} ${seq}`}) RETURNING id`);
    return { userId: Number(u?.id), companyId: Number(c?.id) };
  }

  async function newJob(companyId: number, kind: string): Promise<number> {
    seq += 1;
    const [j] = await rows<{ id: number }>(sql`
      INSERT INTO jobs (company_id, kind, status, title, slug, nation_code, quantity, deadline, description, published_at)
      VALUES (${companyId}, ${kind}, 'approved', ${`Việc ${tag} ${seq}`}, ${`viec-${tag}-${seq}`}, ${nationCode}, 1,
        ${dayFrom(30)}::date, 'Mô tả', now())
      RETURNING id`);
    return Number(j?.id);
  }

  const listedUntil = async (jobId: number) =>
    (await rows<{ v: string | null }>(sql`SELECT listed_until::text AS v FROM jobs WHERE id = ${jobId}`))[0]
      ?.v;

  /**
   * Every job's column against the old formula, on the days where the answer can change: today,
   * and each licence expiry of the database, the day itself and the day after.
   */
  async function disagreements(): Promise<{ id: number; day: string }[]> {
    const expiries = await rows<{ d: string }>(
      sql`SELECT DISTINCT licence_expires_on::text AS d FROM companies WHERE licence_expires_on IS NOT NULL`,
    );
    const days = new Set([dayFrom(0), dayFrom(-1), dayFrom(400)]);
    for (const { d } of expiries) {
      days.add(d);
      const next = new Date(`${d}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      days.add(next.toISOString().slice(0, 10));
    }
    const out: { id: number; day: string }[] = [];
    for (const day of days) {
      const found = await rows<{ id: number }>(sql`
        SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE (${OLD_LISTED(day)}) IS DISTINCT FROM coalesce(j.listed_until >= ${day}::date, false)`);
      out.push(...found.map((r) => ({ id: Number(r.id), day })));
    }
    return out;
  }

  it('agrees with the old join formula through each transition of the account, licence and job', async () => {
    const a = await newCompany();
    const labour = await newJob(a.companyId, 'labor_export');
    const study = await newJob(a.companyId, 'study_abroad');
    const domestic = await newJob(a.companyId, 'domestic');
    const setCompany = (set: SQL) => run(sql`UPDATE companies SET ${set} WHERE id = ${a.companyId}`);
    const setStatus = (status: string) =>
      run(sql`UPDATE users SET status = ${status} WHERE id = ${a.userId}`);
    const check = async (expected: Record<number, string | null>) => {
      for (const [id, value] of Object.entries(expected)) expect(await listedUntil(Number(id))).toBe(value);
      expect(await disagreements()).toEqual([]);
    };

    // New jobs of an activated company without a licence: listed but for the labour-export order.
    await check({ [labour]: null, [study]: 'infinity', [domestic]: 'infinity' });
    await setCompany(sql`licence_state = 'pending'`);
    await check({ [labour]: null });
    await setCompany(sql`licence_state = 'verified'`);
    await check({ [labour]: 'infinity', [study]: 'infinity' });
    await setCompany(sql`licence_expires_on = ${dayFrom(90)}::date`);
    await check({ [labour]: dayFrom(90) });
    await setCompany(sql`licence_expires_on = ${dayFrom(10)}::date`);
    await check({ [labour]: dayFrom(10) });
    // Past its expiry: the date stays, the public condition (>= today) no longer holds.
    await setCompany(sql`licence_expires_on = ${dayFrom(-1)}::date`);
    await check({ [labour]: dayFrom(-1) });
    await setCompany(sql`licence_expires_on = NULL`);
    await check({ [labour]: 'infinity' });
    await setCompany(sql`licence_state = 'revoked'`);
    await check({ [labour]: null, [study]: 'infinity' });
    await setCompany(sql`licence_state = 'verified'`);
    await check({ [labour]: 'infinity' });
    await setCompany(sql`licence_state = 'rejected'`);
    await check({ [labour]: null });
    await setCompany(sql`licence_state = 'verified', licence_expires_on = ${dayFrom(5)}::date`);
    await check({ [labour]: dayFrom(5) });
    await setCompany(sql`licence_state = 'expired'`);
    await check({ [labour]: null });
    await setCompany(sql`licence_state = 'verified', licence_expires_on = NULL`);

    // The account: locked, deactivated, reactivated.
    await setStatus('locked');
    await check({ [labour]: null, [study]: null, [domestic]: null });
    await setStatus('deactivated');
    await check({ [labour]: null, [study]: null, [domestic]: null });
    await setStatus('activated');
    await check({ [labour]: 'infinity', [study]: 'infinity', [domestic]: 'infinity' });

    // The job: its kind changed, moved to another company, a new one inserted.
    await setCompany(sql`licence_state = 'none'`);
    await run(sql`UPDATE jobs SET kind = 'labor_export' WHERE id = ${study}`);
    await check({ [study]: null });
    await run(sql`UPDATE jobs SET kind = 'domestic' WHERE id = ${study}`);
    await check({ [study]: 'infinity' });
    const locked = await newCompany('locked');
    await run(sql`UPDATE jobs SET company_id = ${locked.companyId} WHERE id = ${domestic}`);
    await check({ [domestic]: null });
    await run(sql`UPDATE users SET status = 'activated' WHERE id = ${locked.userId}`);
    await check({ [domestic]: 'infinity' });
    expect(await listedUntil(await newJob(locked.companyId, 'labor_export'))).toBeNull();
    expect(await listedUntil(await newJob(locked.companyId, 'study_abroad'))).toBe('infinity');

    // The company handed to another account; a hand-written value is recomputed.
    const other = await newCompany('wait_approval');
    await run(sql`DELETE FROM companies WHERE id = ${other.companyId}`);
    await run(sql`UPDATE companies SET user_id = ${other.userId} WHERE id = ${a.companyId}`);
    await check({ [labour]: null, [study]: null });
    await run(sql`UPDATE jobs SET listed_until = 'infinity' WHERE id = ${study}`);
    await check({ [study]: null });
  });

  it('agrees over every job after any random sequence of transitions (fast-check)', async () => {
    const companies = [await newCompany(), await newCompany('locked'), await newCompany('wait_activation')];
    const jobsOf: number[] = [];
    for (const c of companies) for (const kind of KINDS) jobsOf.push(await newJob(c.companyId, kind));

    const company = fc.integer({ min: 0, max: companies.length - 1 });
    const step = fc.oneof(
      fc.record({
        op: fc.constant('status' as const),
        c: company,
        status: fc.constantFrom(...USER_STATUSES),
      }),
      fc.record({
        op: fc.constant('licence' as const),
        c: company,
        state: fc.constantFrom(...LICENCE_STATES),
      }),
      fc.record({
        op: fc.constant('expiry' as const),
        c: company,
        offset: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      }),
      fc.record({ op: fc.constant('kind' as const), j: fc.nat(), kind: fc.constantFrom(...KINDS) }),
      fc.record({ op: fc.constant('move' as const), j: fc.nat(), c: company }),
      fc.record({ op: fc.constant('insert' as const), c: company, kind: fc.constantFrom(...KINDS) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'status') {
            await run(sql`UPDATE users SET status = ${s.status} WHERE id = ${companies[s.c]?.userId}`);
          } else if (s.op === 'licence') {
            await run(
              sql`UPDATE companies SET licence_state = ${s.state} WHERE id = ${companies[s.c]?.companyId}`,
            );
          } else if (s.op === 'expiry') {
            const day = s.offset === null ? null : dayFrom(s.offset);
            await run(
              sql`UPDATE companies SET licence_expires_on = ${day}::date WHERE id = ${companies[s.c]?.companyId}`,
            );
          } else if (s.op === 'kind') {
            await run(sql`UPDATE jobs SET kind = ${s.kind} WHERE id = ${jobsOf[s.j % jobsOf.length]}`);
          } else if (s.op === 'move') {
            await run(
              sql`UPDATE jobs SET company_id = ${companies[s.c]?.companyId} WHERE id = ${jobsOf[s.j % jobsOf.length]}`,
            );
          } else {
            jobsOf.push(await newJob(companies[s.c]?.companyId as number, s.kind));
          }
        }
        expect(await disagreements()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
