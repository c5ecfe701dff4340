import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { bearer, DEMO, loginAs, type TestContext } from '../helpers.ts';
import { registerAccount } from './accounts.ts';
import { applyForm } from './apply.ts';
import { addJobs, createCompany, jobSpec } from './public-jobs.ts';
import type { SmtpSink } from './smtp-sink.ts';

/*
 * The world of the candidate data-rights suites (ADR 0033), split into my-data.consent (consent at
 * applying, contact details only for the company applied to, withdrawal, export), my-data.deletion
 * (the refused roles, account deletion) and my-data.guest (the guest's link). Nothing here is kept
 * at module level: Vitest shares modules between the files of a worker (isolate: false), so each
 * file calls useMyDataWorld with its own app and sink and gets its own company, jobs and tokens.
 */

export const CONSENT_REQUIRED = 'Vui lòng đánh dấu đồng ý chia sẻ thông tin với nhà tuyển dụng để ứng tuyển';

/** A name nobody else has (letters only: the name rule refuses digits), to search the database for. */
export function uniqueName(given: string) {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return `${given} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/**
 * Every text, varchar and jsonb column of every table holding `needle` (case-insensitive), as
 * "table.column": what deleting someone must leave empty.
 */
export async function columnsHolding(t: TestContext, needle: string): Promise<string[]> {
  const cols = (await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const hits: string[] = [];
  for (const c of cols.rows) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(res.rows[0]?.n) > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}

/** Every file under the upload folder, as storage keys ("cv/abc….pdf"). */
export function storedKeys(root: string): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(root, dir.name))) out.push(`${dir.name}/${f}`);
  }
  return out;
}

/**
 * Registers (beforeAll) the file's hiring company with six public jobs, signed in, and the demo
 * company's token (another company); returns them in `w` (filled once beforeAll has run) with the
 * calls the tests make. Call it inside the file's describe, after its useTestApp.
 */
export function useMyDataWorld(t: TestContext, sink: SmtpSink) {
  const w = {
    company: { id: 0, userId: 0, name: '' },
    companyToken: '',
    otherCompanyToken: '',
    jobs: [] as number[],
    jobTitles: [] as string[],
  };
  let ip = 0;

  const apply = (jobId: number, fields: Record<string, unknown>, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm({ job_id: String(jobId), ...fields } as Parameters<typeof applyForm>[0], token),
    });
  const guestApply = (fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest-apply',
      remoteAddress: `10.33.0.${++ip}`,
      ...applyForm(fields as Parameters<typeof applyForm>[0]),
    });
  /** A new seeker account of the test's own, with the name it registered under. */
  const register = async (name: string) => ({ ...(await registerAccount(t.app, sink, { name })), name });
  const getAs = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const postAs = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    w.company = await createCompany(t, { name: `Công ty Tuyển dụng Dữ liệu ${randomInt(1000, 9999)}` });
    // A password of its own, so the company can sign in and read its applications.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date() })
      .where(eq(users.id, w.company.userId));
    w.jobTitles = Array.from({ length: 6 }, (_, i) => `Đơn hàng dữ liệu cá nhân ${i + 1}`);
    w.jobs = await addJobs(
      t,
      w.company,
      w.jobTitles.map((title) => jobSpec({ title })),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, w.company.userId));
    w.companyToken = await loginAs(t.app, row?.email as string);
    w.otherCompanyToken = await loginAs(t.app, DEMO.company);
  });

  return { w, apply, guestApply, register, getAs, postAs };
}
