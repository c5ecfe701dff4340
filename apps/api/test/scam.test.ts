import { ErrorCode, errorMessages, ReportText, scamRuleReason } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, scamCases, users } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { futureDate, postJob } from './support/jobs.ts';
import { addJobs, createCompany, get, jobSpec } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/** Issue 17 item 3 (ADR 0032): scam rules on submission, reports from anyone, the admin queue. */

// The outcome mail goes over real SMTP to this sink.
const sink = await startSmtpSink();
afterAll(() => sink.close());

const DEPOSIT = {
  category: 'deposit',
  amount: 50_000_000,
  currency: 'VND',
  paid_when: 'before_training',
  refundable: true,
};
const HEALTH = {
  category: 'health_check',
  amount: 1_200_000,
  currency: 'VND',
  paid_when: 'after_contract',
  refundable: false,
};

describe('scam signals, reports and the moderation queue (ADR 0032)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  let company: string;
  let admin: string;
  let subAdmin: string;
  let employee: string;
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
    const job = await postJob(t.app, company, { title });
    const res = await adminCall('POST', `/admin/jobs/${job.id}/approve`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return job;
  };

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    admin = await loginAs(t.app, DEMO.admin);
    subAdmin = await loginAs(t.app, DEMO.subAdmin);
    employee = await loginAs(t.app, DEMO.employee);
  });

  describe('rules on submission, edit and approval', () => {
    it('a lawful order is not flagged', async () => {
      const job = await postJob(t.app, company, { title: 'Đơn hàng lắp ráp hợp pháp tại Saitama' });
      expect(await caseOfJob(job.id)).toBeUndefined();
    });

    it('a deposit before the contract and a personal account flag the order with their reasons; admins hear of it', async () => {
      const job = await postJob(t.app, company, {
        title: 'Đơn hàng đặt cọc giữ chỗ tại Osaka',
        cost_items: JSON.stringify([DEPOSIT, HEALTH]),
        benefits: '<p>Chuyển khoản cá nhân cho chị Hoa để giữ chỗ</p>',
      });
      const c = await caseOfJob(job.id);
      expect(c).toMatchObject({ status: 'open', rules: ['deposit_before_contract', 'personal_account'] });
      // No auto-reject: the job waits for the admin like any other.
      const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
      expect(row?.status).toBe('waiting');
      const bell = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.targetId, c?.id ?? 0));
      expect(
        bell.some((n) => n.type === 25 && n.message.includes('Đơn hàng đặt cọc giữ chỗ tại Osaka')),
      ).toBe(true);
      const queue = json(await adminCall('GET', '/admin/reports?source=rule', subAdmin)).data;
      const item = queue.items.find((i: { id: number }) => i.id === c?.id);
      expect(item).toMatchObject({
        sources: ['rule'],
        job: { id: job.id, name: 'Đơn hàng đặt cọc giữ chỗ tại Osaka' },
        report_count: 0,
      });
      expect(item.reasons).toEqual([
        scamRuleReason('deposit_before_contract'),
        scamRuleReason('personal_account'),
      ]);
    });

    it('a quick departure without language training and a Korea EPS order fire on submission', async () => {
      const quick = await postJob(t.app, company, {
        title: 'Đơn hàng bay gấp tại Nagoya',
        deadline: futureDate(5),
        expected_flight_date: futureDate(12),
      });
      expect((await caseOfJob(quick.id))?.rules).toEqual(['quick_departure']);
      const eps = await postJob(t.app, company, {
        title: 'Đơn hàng EPS sản xuất tại Hàn Quốc',
        nation_code: 'KR',
        salary_currency: 'KRW',
        salary_min: '2.100.000',
        salary_max: '2.500.000',
        cost_items: JSON.stringify([HEALTH]),
      });
      expect((await caseOfJob(eps.id))?.rules).toEqual(['eps_private']);
    });

    it('a salary twice the nation’s median of published orders fires; below it, not', async () => {
      const c = await createCompany(t);
      // Five published Taiwanese orders around 28 000 TWD.
      await addJobs(
        t,
        c,
        [1, 2, 3, 4, 5].map((n) =>
          jobSpec({
            title: `Đơn hàng Đài Loan mẫu ${n}`,
            nation: 'TW',
            salary: { currency: 'TWD', min: 28_000 },
          }),
        ),
      );
      const base = { nation_code: 'TW', salary_currency: 'TWD', cost_items: JSON.stringify([HEALTH]) };
      const high = await postJob(t.app, company, {
        ...base,
        title: 'Đơn hàng Đài Loan lương cao',
        salary_min: '60.000',
        salary_max: '70.000',
      });
      expect((await caseOfJob(high.id))?.rules).toEqual(['salary_too_high']);
      const usual = await postJob(t.app, company, {
        ...base,
        title: 'Đơn hàng Đài Loan lương thường',
        salary_min: '30.000',
        salary_max: '32.000',
      });
      expect(await caseOfJob(usual.id)).toBeUndefined();
    });

    it('contact only through chat apps fires for a company with no phone, email or address', async () => {
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
      const { companies } = await import('../src/db/schema/index.ts');
      const [before] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.userId, owner?.id ?? 0));
      await t.database.db
        .update(companies)
        .set({ contactPhone: null, contactEmail: null, addressDetail: null })
        .where(eq(companies.id, before?.id ?? 0));
      try {
        const job = await postJob(t.app, company, {
          title: 'Đơn hàng liên hệ qua Zalo',
          requirements: '<p>Liên hệ qua Zalo để được tư vấn</p>',
        });
        expect((await caseOfJob(job.id))?.rules).toEqual(['chat_only']);
      } finally {
        await t.database.db
          .update(companies)
          .set({
            contactPhone: before?.contactPhone ?? null,
            contactEmail: before?.contactEmail ?? null,
            addressDetail: before?.addressDetail ?? null,
          })
          .where(eq(companies.id, before?.id ?? 0));
      }
    });

    it('an edit that removes the signs clears an item nobody reported; a new sign reopens it', async () => {
      const job = await postJob(t.app, company, {
        title: 'Đơn hàng sửa lại tại Kobe',
        cost_items: JSON.stringify([DEPOSIT]),
      });
      expect((await caseOfJob(job.id))?.status).toBe('open');
      const edit = (over: Record<string, string>) =>
        postJob(
          t.app,
          company,
          { title: 'Đơn hàng sửa lại tại Kobe', _method: 'PUT', ...over },
          `/api/company/jobs/${job.id}`,
        );
      await edit({ cost_items: JSON.stringify([HEALTH]) });
      expect(await caseOfJob(job.id)).toMatchObject({ status: 'closed', rules: [] });
      await edit({ cost_items: JSON.stringify([DEPOSIT]) });
      expect(await caseOfJob(job.id)).toMatchObject({ status: 'open', rules: ['deposit_before_contract'] });
    });
  });

  describe('reports', () => {
    it('a guest reports a public job: thanked, the item opens and admins hear of it', async () => {
      const job = await publicJob('Đơn hàng được báo cáo tại Chiba');
      const res = await report({
        job_id: job.id,
        reason: 'deposit',
        details: 'Người tư vấn đòi đặt cọc 30 triệu trước khi ký hợp đồng.',
        contact: '0912345678',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe(ReportText.thanks);
      const c = await caseOfJob(job.id);
      expect(c).toMatchObject({ status: 'open', reportCount: 1, rules: [] });
      const detail = json(await adminCall('GET', `/admin/reports/${c?.id}`, admin)).data;
      expect(detail).toMatchObject({
        sources: ['report'],
        reasons: ['Đòi đặt cọc, nộp tiền trước khi ký hợp đồng'],
        reports: [{ reason: 'deposit', contact: '0912345678', outcome_mailed_at: null }],
        history: [{ action: 'report', actor: null }],
      });
    });

    it('a signed-in seeker may report a company; a second report adds to the same item', async () => {
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
      const { companies } = await import('../src/db/schema/index.ts');
      const [c] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.userId, owner?.id ?? 0));
      const body = {
        company_id: c?.id,
        reason: 'fake_company',
        details: 'Công ty dùng tên gần giống công ty khác.',
      };
      expect((await report(body, { token: employee })).statusCode).toBe(200);
      expect((await report(body)).statusCode).toBe(200);
      const items = json(await adminCall('GET', '/admin/reports?source=report', admin)).data.items;
      const item = items.find(
        (i: { job: unknown; company: { id: number } }) => !i.job && i.company.id === c?.id,
      );
      expect(item.report_count).toBe(2);
    });

    it('names wrong fields with exact messages', async () => {
      const res = await report({ reason: 'nope', details: 'ngắn', contact: 'abc' });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({
        reason: [ReportText.reasonRequired],
        details: ['Dữ liệu nhập vào lớn hơn 10 ký tự.'],
        contact: [ReportText.contactInvalid],
      });
      const both = await report({
        job_id: 1,
        company_id: 1,
        reason: 'other',
        details: 'Nội dung đủ dài để gửi.',
      });
      expect(json(both).errors).toEqual({ job_id: [ReportText.targetRequired] });
    });

    it('refuses a job that is not public (waiting, unknown) with 1161', async () => {
      const waiting = await postJob(t.app, company, { title: 'Đơn hàng chưa duyệt để báo cáo' });
      for (const job_id of [waiting.id, 99_999_999]) {
        const res = await report({ job_id, reason: 'other', details: 'Nội dung đủ dài để gửi.' });
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({
          code: ErrorCode.ScamReportTargetMissing,
          message: errorMessages[ErrorCode.ScamReportTargetMissing],
        });
      }
    });

    it('is limited to 5 reports an hour per address (429, 1108), invalid forms not counted', async () => {
      const job = await publicJob('Đơn hàng báo cáo nhiều lần tại Nara');
      const ip = '203.0.113.77';
      expect((await report({ job_id: job.id, reason: 'x', details: '' }, { ip })).statusCode).toBe(422);
      for (let i = 0; i < 5; i++) {
        const res = await report(
          { job_id: job.id, reason: 'other', details: `Báo cáo số ${i + 1} về tin này.` },
          { ip },
        );
        expect(res.statusCode).toBe(200);
      }
      const sixth = await report(
        { job_id: job.id, reason: 'other', details: 'Báo cáo số 6 về tin này.' },
        { ip },
      );
      expect(sixth.statusCode).toBe(429);
      expect(json(sixth).code).toBe(1108);
      expect(sixth.headers['retry-after']).toBeDefined();
      // Another address is not held back.
      expect(
        (await report({ job_id: job.id, reason: 'other', details: 'Từ một địa chỉ khác.' })).statusCode,
      ).toBe(200);
    });

    it('a bot filling the hidden field gets the same answer and nothing is kept', async () => {
      const job = await publicJob('Đơn hàng bẫy bot tại Kyoto');
      const res = await report({
        job_id: job.id,
        reason: 'other',
        details: 'Nội dung đủ dài để gửi.',
        website: 'x',
      });
      expect(res.statusCode).toBe(200);
      expect(await caseOfJob(job.id)).toBeUndefined();
    });
  });

  describe('admin actions', () => {
    const reported = async (title: string, contact?: string) => {
      const job = await publicJob(title);
      const res = await report({
        job_id: job.id,
        reason: 'personal_account',
        details: 'Yêu cầu chuyển tiền vào tài khoản riêng của nhân viên.',
        ...(contact ? { contact } : {}),
      });
      expect(res.statusCode).toBe(200);
      const c = await caseOfJob(job.id);
      if (!c) throw new Error('no case');
      return { job, id: c.id };
    };

    it('refuses guests (401) and employees, companies, sales (403) on every queue call', async () => {
      const { id } = await reported('Đơn hàng kiểm tra quyền tại Sendai');
      const calls: ['GET' | 'POST', string, object?][] = [
        ['GET', '/admin/reports'],
        ['GET', `/admin/reports/${id}`],
        ['POST', `/admin/reports/${id}/dismiss`, {}],
        ['POST', `/admin/reports/${id}/ask`, { question: 'Vì sao?' }],
        ['POST', `/admin/reports/${id}/disable-job`, {}],
        ['POST', `/admin/reports/${id}/lock-company`, {}],
      ];
      const sale = await loginAs(t.app, DEMO.sale);
      for (const [method, url, payload] of calls) {
        expect((await t.app.inject({ method, url: `/api${url}`, payload })).statusCode).toBe(401);
        for (const token of [employee, company, sale]) {
          const res = await adminCall(method, url, token, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect(
        (
          await caseOfJob(
            (await t.database.db.select().from(scamCases).where(eq(scamCases.id, id)))[0]?.jobId ?? 0,
          )
        )?.status,
      ).toBe('open');
    });

    it('asks the company (type 24 with the question), then disables the job: gone publicly, reporter mailed', async () => {
      const { job, id } = await reported('Đơn hàng bị vô hiệu hóa tại Fukuoka', 'nguoibao@example.vn');
      const asked = await adminCall('POST', `/admin/reports/${id}/ask`, subAdmin, {
        question: 'Vui lòng gửi số tài khoản công ty dùng để thu phí.',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(json(asked).data.status).toBe('asked');
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
      const bell = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner?.id ?? 0));
      expect(bell.find((n) => n.type === 24 && n.targetId === job.id)?.message).toBe(
        'Quản trị viên cần công ty giải trình về "Đơn hàng bị vô hiệu hóa tại Fukuoka": Vui lòng gửi số tài khoản công ty dùng để thu phí.',
      );

      const res = await adminCall('POST', `/admin/reports/${id}/disable-job`, admin, {
        note: 'Thu tiền vào tài khoản cá nhân',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe('Việc làm đã được vô hiệu hóa');
      const d = json(res).data;
      expect(d).toMatchObject({ status: 'closed', outcome: 'job_disabled', job: { status: 'disabled' } });
      expect(d.history.map((h: { action: string }) => h.action)).toEqual(['disable_job', 'ask', 'report']);
      expect(d.history[0]).toMatchObject({
        note: 'Thu tiền vào tài khoản cá nhân',
        actor: { name: expect.any(String) },
      });
      expect((await get(t.app, `/api/job/${job.id}/${job.slug}`)).statusCode).toBe(404);

      await t.app.emailWorker.flush();
      const mail = await sink.waitFor('nguoibao@example.vn');
      expect(mail.subject).toBe('Kết quả xử lý báo cáo của bạn trên ViệcXa');
      expect(mail.text).toContain('Đơn hàng bị vô hiệu hóa tại Fukuoka');
      expect(mail.text).toContain('Đã vô hiệu hóa tin');
      expect(
        json(await adminCall('GET', `/admin/reports/${id}`, admin)).data.reports[0].outcome_mailed_at,
      ).not.toBeNull();

      // Closed: a second decision is refused.
      const again = await adminCall('POST', `/admin/reports/${id}/dismiss`, admin, {});
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({
        code: 1160,
        message: 'Mục này đã được xử lý. Vui lòng tải lại trang.',
      });
    });

    it('dismisses with a note, and a phone-only reporter gets no mail', async () => {
      const { id } = await reported('Đơn hàng bỏ qua tại Hiroshima', '0987654321');
      const res = await adminCall('POST', `/admin/reports/${id}/dismiss`, subAdmin, {
        note: 'Đã kiểm tra, hợp lệ',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        status: 'closed',
        outcome: 'dismissed',
        reports: [{ outcome_mailed_at: null }],
      });
      const active = json(await adminCall('GET', '/admin/reports', admin)).data.items;
      expect(active.some((i: { id: number }) => i.id === id)).toBe(false);
    });

    it('locks the company: its jobs leave the site and its sessions end', async () => {
      const c = await createCompany(t);
      const [jobId] = await addJobs(t, c, [jobSpec({ title: 'Đơn hàng công ty bị khóa tại Okinawa' })]);
      const res0 = await report({
        job_id: jobId,
        reason: 'fake_company',
        details: 'Công ty không có giấy phép thật.',
      });
      expect(res0.statusCode, res0.body).toBe(200);
      const id = (await caseOfJob(jobId ?? 0))?.id;
      const res = await adminCall('POST', `/admin/reports/${id}/lock-company`, admin, { note: 'Giả mạo' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({ outcome: 'company_locked', company: { locked: true } });
      const [u] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
      expect(u?.status).toBe('locked');
      expect((await get(t.app, `/api/job/${jobId}/x`)).statusCode).toBe(404);
    });

    it('refuses "disable the job" on a company item (1162)', async () => {
      const c = await createCompany(t);
      await report({ company_id: c.id, reason: 'other', details: 'Công ty đáng ngờ không rõ địa chỉ.' });
      const items = json(await adminCall('GET', '/admin/reports?source=report', admin)).data.items;
      const item = items.find((i: { company: { id: number } }) => i.company.id === c.id);
      const res = await adminCall('POST', `/admin/reports/${item.id}/disable-job`, admin, {});
      expect(res.statusCode).toBe(409);
      expect(json(res).code).toBe(1162);
    });
  });
});
