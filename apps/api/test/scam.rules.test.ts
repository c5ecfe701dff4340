import { scamRuleReason } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, jobs, notifications, users } from '../src/db/schema/index.ts';
import { DEMO, json, useTestApp } from './helpers.ts';
import { futureDate, postJob } from './support/jobs.ts';
import { addJobs, createCompany, jobSpec } from './support/public-jobs.ts';
import { DEPOSIT, HEALTH, useScamWorld } from './support/scam-world.ts';

/**
 * Issue 17 item 3 (ADR 0032), part 1: the scam rules on submission, edit and approval. Reports:
 * scam.reports.test.ts; the admin queue: scam.admin.test.ts; the shared world: support/scam-world.ts.
 */

describe('scam signals, reports and the moderation queue (ADR 0032)', () => {
  const t = useTestApp();
  const { w, adminCall, caseOfJob } = useScamWorld(t);

  describe('rules on submission, edit and approval', () => {
    it('a lawful order is not flagged', async () => {
      const job = await postJob(t.app, w.company, { title: 'Đơn hàng lắp ráp hợp pháp tại Saitama' });
      expect(await caseOfJob(job.id)).toBeUndefined();
    });

    it('a deposit before the contract and a personal account flag the order with their reasons; admins hear of it', async () => {
      const job = await postJob(t.app, w.company, {
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
      const queue = json(await adminCall('GET', '/admin/reports?source=rule', w.subAdmin)).data;
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
      const quick = await postJob(t.app, w.company, {
        title: 'Đơn hàng bay gấp tại Nagoya',
        deadline: futureDate(5),
        expected_flight_date: futureDate(12),
      });
      expect((await caseOfJob(quick.id))?.rules).toEqual(['quick_departure']);
      const eps = await postJob(t.app, w.company, {
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
      const high = await postJob(t.app, w.company, {
        ...base,
        title: 'Đơn hàng Đài Loan lương cao',
        salary_min: '60.000',
        salary_max: '70.000',
      });
      expect((await caseOfJob(high.id))?.rules).toEqual(['salary_too_high']);
      const usual = await postJob(t.app, w.company, {
        ...base,
        title: 'Đơn hàng Đài Loan lương thường',
        salary_min: '30.000',
        salary_max: '32.000',
      });
      expect(await caseOfJob(usual.id)).toBeUndefined();
    });

    it('contact only through chat apps fires for a company with no phone, email or address', async () => {
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
      const [before] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.userId, owner?.id ?? 0));
      await t.database.db
        .update(companies)
        .set({ contactPhone: null, contactEmail: null, addressDetail: null })
        .where(eq(companies.id, before?.id ?? 0));
      try {
        const job = await postJob(t.app, w.company, {
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
      const job = await postJob(t.app, w.company, {
        title: 'Đơn hàng sửa lại tại Kobe',
        cost_items: JSON.stringify([DEPOSIT]),
      });
      expect((await caseOfJob(job.id))?.status).toBe('open');
      const edit = (over: Record<string, string>) =>
        postJob(
          t.app,
          w.company,
          { title: 'Đơn hàng sửa lại tại Kobe', _method: 'PUT', ...over },
          `/api/company/jobs/${job.id}`,
        );
      await edit({ cost_items: JSON.stringify([HEALTH]) });
      expect(await caseOfJob(job.id)).toMatchObject({ status: 'closed', rules: [] });
      await edit({ cost_items: JSON.stringify([DEPOSIT]) });
      expect(await caseOfJob(job.id)).toMatchObject({ status: 'open', rules: ['deposit_before_contract'] });
    });
  });
});
