import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { bearer, DEMO, loginAs, type TestContext, useTestApp } from '../helpers.ts';
import { userIdByEmail } from './applications.ts';
import { applyForm, publicJobsOf } from './apply.ts';
import { addJobs, createCompany, jobIdsByTitle, jobSpec } from './public-jobs.ts';
import type { SmtpSink } from './smtp-sink.ts';

const MB = 1024 * 1024;
/** A seeker without a filled-in profile (the demo seeker has one: see demo-profiles.ts). */
export const SEEKER = 'ngoc.tran@viecxa.vn';
export const SAO_MAI_CONTACT = 'tuyendung@saomaihr.example.vn';

/** Seeded demo jobs that are not public (see saved-jobs.test.ts). */
export const HIDDEN = {
  waiting: 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản',
  disabled: 'Học bổng du học Nhật Bản 100% học phí – cam kết đỗ visa',
  expired: 'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
  lockedCompany: 'Đơn hàng đóng gói mỹ phẩm tại Osaka – Nhật Bản',
};

export interface ApplySetup {
  t: TestContext;
  /** The seeker's token and id. */
  token: string;
  me: number;
  /** Open jobs of Sao Mai with no application yet, oldest first. */
  jobs: number[];
  hidden: Map<string, number>;
  rejectedJob: number;
  apply: (
    jobId: number,
    fields: Parameters<typeof applyForm>[0],
    tok?: string,
  ) => Promise<LightMyRequestResponse>;
  introduce: (payload: object, tok?: string) => Promise<LightMyRequestResponse>;
  /** A public job of Sao Mai this file has not applied to yet. */
  freshJob: () => number;
}

/**
 * One app per test file for the account applying calls, mail delivered to `sink`, and enough open
 * jobs of the demo company (Sao Mai) for every test to apply to its own.
 */
export function useApplySetup(sink: SmtpSink): ApplySetup {
  // A CV one byte over 10 MB must reach the CV rule, not the multipart limit (413).
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    UPLOAD_LIMIT_BYTES: String(12 * MB),
    BODY_LIMIT_BYTES: String(13 * MB),
  });
  let nextJob = 0;
  const s: ApplySetup = {
    t,
    token: '',
    me: 0,
    jobs: [],
    hidden: new Map(),
    rejectedJob: 0,
    apply: (jobId, fields, tok = s.token) =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply`, ...applyForm(fields, tok) }),
    introduce: (payload, tok = s.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobapplication',
        payload: { consent: true, ...payload },
        headers: tok ? bearer(tok) : {},
      }),
    freshJob: () => {
      const id = s.jobs[nextJob++];
      if (id === undefined) throw new Error('out of public jobs');
      return id;
    },
  };
  beforeAll(async () => {
    s.token = await loginAs(t.app, SEEKER);
    s.me = await userIdByEmail(t, SEEKER);
    const [saoMai] = await t.database.db
      .select({ id: companies.id, userId: companies.userId, name: companies.name })
      .from(companies)
      .where(eq(companies.userId, await userIdByEmail(t, DEMO.company)));
    await addJobs(
      t,
      saoMai as { id: number; userId: number; name: string },
      Array.from({ length: 12 }, (_, i) => jobSpec({ title: `Đơn hàng ứng tuyển thử ${i + 1}` })),
    );
    s.jobs = await publicJobsOf(t, DEMO.company);
    expect(s.jobs.length).toBeGreaterThanOrEqual(14);
    s.hidden = await jobIdsByTitle(t, Object.values(HIDDEN));
    expect(s.hidden.size).toBe(4);
    const company = await createCompany(t);
    [s.rejectedJob] = (await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng bị từ chối', status: 'rejected' }),
    ])) as [number];
  });
  return s;
}
