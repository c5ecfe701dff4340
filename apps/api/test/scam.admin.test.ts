import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, scamCases, users } from '../src/db/schema/index.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { addJobs, createCompany, get, jobSpec } from './support/public-jobs.ts';
import { useScamWorld } from './support/scam-world.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/**
 * Issue 17 item 3 (ADR 0032), part 3: the admin queue's actions (refused roles, ask, disable the job,
 * dismiss, lock the company) and the outcome mail to the reporter. Rules: scam.rules.test.ts;
 * reports: scam.reports.test.ts; the shared world: support/scam-world.ts.
 */

// The outcome mail goes over real SMTP to this sink.
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('scam signals, reports and the moderation queue (ADR 0032)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  const { w, report, adminCall, caseOfJob, publicJob } = useScamWorld(t);

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
        for (const token of [w.employee, w.company, sale]) {
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
      const asked = await adminCall('POST', `/admin/reports/${id}/ask`, w.subAdmin, {
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

      const res = await adminCall('POST', `/admin/reports/${id}/disable-job`, w.admin, {
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
        json(await adminCall('GET', `/admin/reports/${id}`, w.admin)).data.reports[0].outcome_mailed_at,
      ).not.toBeNull();

      // Closed: a second decision is refused.
      const again = await adminCall('POST', `/admin/reports/${id}/dismiss`, w.admin, {});
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({
        code: 1160,
        message: 'Mục này đã được xử lý. Vui lòng tải lại trang.',
      });
    });

    it('dismisses with a note, and a phone-only reporter gets no mail', async () => {
      const { id } = await reported('Đơn hàng bỏ qua tại Hiroshima', '0987654321');
      const res = await adminCall('POST', `/admin/reports/${id}/dismiss`, w.subAdmin, {
        note: 'Đã kiểm tra, hợp lệ',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        status: 'closed',
        outcome: 'dismissed',
        reports: [{ outcome_mailed_at: null }],
      });
      const active = json(await adminCall('GET', '/admin/reports', w.admin)).data.items;
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
      const res = await adminCall('POST', `/admin/reports/${id}/lock-company`, w.admin, { note: 'Giả mạo' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({ outcome: 'company_locked', company: { locked: true } });
      const [u] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
      expect(u?.status).toBe('locked');
      expect((await get(t.app, `/api/job/${jobId}/x`)).statusCode).toBe(404);
    });

    it('refuses "disable the job" on a company item (1162)', async () => {
      const c = await createCompany(t);
      await report({ company_id: c.id, reason: 'other', details: 'Công ty đáng ngờ không rõ địa chỉ.' });
      const items = json(await adminCall('GET', '/admin/reports?source=report', w.admin)).data.items;
      const item = items.find((i: { company: { id: number } }) => i.company.id === c.id);
      const res = await adminCall('POST', `/admin/reports/${item.id}/disable-job`, w.admin, {});
      expect(res.statusCode).toBe(409);
      expect(json(res).code).toBe(1162);
    });
  });
});
