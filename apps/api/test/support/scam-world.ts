import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { scamCases } from '../../src/db/schema/index.ts';
import { bearer, DEMO, loginAs, type TestContext } from '../helpers.ts';
import { postJob } from './jobs.ts';

/*
 * The world of the scam suites (issue 17 item 3, ADR 0032), split into scam.rules (the rules on
 * submission, edit and approval), scam.reports (the public form: fields, limits, honeypot) and
 * scam.admin (the moderation queue's actions). Nothing here is kept at module level: Vitest shares
 * modules between the files of a worker (isolate: false), so each file calls useScamWorld with its
 * own app and gets its own tokens and address counter.
 */

/** A cost item that flags an order: a deposit paid before the contract. */
export const DEPOSIT = {
  category: 'deposit',
  amount: 50_000_000,
  currency: 'VND',
  paid_when: 'before_training',
  refundable: true,
};
/** A cost item no rule minds. */
export const HEALTH = {
  category: 'health_check',
  amount: 1_200_000,
  currency: 'VND',
  paid_when: 'after_contract',
  refundable: false,
};

/**
 * Registers (beforeAll) the demo company's, admin's, sub-admin's and seeker's tokens, returned in `w`
 * (filled once beforeAll has run), with the calls the tests make. Call it inside the file's
 * describe, after its useTestApp.
 */
export function useScamWorld(t: TestContext) {
  const w = { company: '', admin: '', subAdmin: '', employee: '' };
  let ipSeq = 0;
  /** Each call from its own address unless one is given: the per-IP limit is tested on its own. */
  const report = (payload: Record<string, unknown>, opts: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scam-reports',
      payload,
      remoteAddress: opts.ip ?? `198.51.100.${++ipSeq}`,
      headers: opts.token ? bearer(opts.token) : {},
    });
  const adminCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const caseOfJob = async (jobId: number) =>
    (await t.database.db.select().from(scamCases).where(eq(scamCases.jobId, jobId)))[0];
  /** A lawful order by the demo company, approved (public). */
  const publicJob = async (title: string) => {
    const job = await postJob(t.app, w.company, { title });
    const res = await adminCall('POST', `/admin/jobs/${job.id}/approve`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    return job;
  };

  beforeAll(async () => {
    w.company = await loginAs(t.app, DEMO.company);
    w.admin = await loginAs(t.app, DEMO.admin);
    w.subAdmin = await loginAs(t.app, DEMO.subAdmin);
    w.employee = await loginAs(t.app, DEMO.employee);
  });

  return { w, report, adminCall, caseOfJob, publicJob };
}
