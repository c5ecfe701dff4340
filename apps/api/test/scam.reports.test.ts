import { ErrorCode, errorMessages, ReportText } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.ts';
import { DEMO, json, useTestApp } from './helpers.ts';
import { postJob } from './support/jobs.ts';
import { useScamWorld } from './support/scam-world.ts';

/**
 * Issue 17 item 3 (ADR 0032), part 2: reports from anyone through the public form (fields, the
 * per-address limit, the honeypot). Rules: scam.rules.test.ts; the admin queue: scam.admin.test.ts;
 * the shared world: support/scam-world.ts.
 */

describe('scam signals, reports and the moderation queue (ADR 0032)', () => {
  const t = useTestApp();
  const { w, report, adminCall, caseOfJob, publicJob } = useScamWorld(t);

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
      const detail = json(await adminCall('GET', `/admin/reports/${c?.id}`, w.admin)).data;
      expect(detail).toMatchObject({
        sources: ['report'],
        reasons: ['Đòi đặt cọc, nộp tiền trước khi ký hợp đồng'],
        reports: [{ reason: 'deposit', contact: '0912345678', outcome_mailed_at: null }],
        history: [{ action: 'report', actor: null }],
      });
    });

    it('a signed-in seeker may report a company; a second report adds to the same item', async () => {
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
      const [c] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.userId, owner?.id ?? 0));
      const body = {
        company_id: c?.id,
        reason: 'fake_company',
        details: 'Công ty dùng tên gần giống công ty khác.',
      };
      expect((await report(body, { token: w.employee })).statusCode).toBe(200);
      expect((await report(body)).statusCode).toBe(200);
      const items = json(await adminCall('GET', '/admin/reports?source=report', w.admin)).data.items;
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
      const waiting = await postJob(t.app, w.company, { title: 'Đơn hàng chưa duyệt để báo cáo' });
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
});
