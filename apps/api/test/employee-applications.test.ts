import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, jobs } from '../src/db/schema/index.ts';
import { lastMonths } from '../src/modules/employee/employee-applications.service.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { mailsTo, nextMail } from './support/accounts.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const SAO_MAI_CONTACT = 'tuyendung@saomaihr.example.vn';

const SEEKER2 = 'ngoc.tran@viecxa.vn';
const NAGOYA = 'Kỹ sư cơ khí làm việc tại Nagoya – Nhật Bản (visa kỹ sư)';
const AICHI = 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản';

describe('my applications (employee/applications, statics, withdraw)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const withdraw = (id: number, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/employee/applications/${id}/withdraw`,
      headers: token ? bearer(token) : {},
    });

  it('lists the seeded applications newest first, each with its history and the note', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await get('/api/employee/applications', token);
    expect(res.statusCode).toBe(200);
    const page = json(res).data;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.items.map((a: { status: string }) => a.status)).toEqual([
      'submitted',
      'reviewing',
      'interview',
    ]);
    const aichi = page.items.find((a: { job: { title: string } }) => a.job.title === AICHI);
    expect(aichi.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'submitted',
      'reviewing',
      'interview',
    ]);
    expect(aichi.events[2].note).toBe('Phỏng vấn online với xí nghiệp lúc 9h sáng thứ Hai tuần tới.');
    expect(aichi.can_withdraw).toBe(true);

    const filtered = json(await get('/api/employee/applications?status=interview', token)).data;
    expect(filtered.total).toBe(1);
    expect(filtered.items[0].job.title).toBe(AICHI);
    const bad = await get('/api/employee/applications?status=nope', token);
    expect(bad.statusCode).toBe(422);
  });

  it('counts by status (zeros included), totals and the last 6 months', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await get('/api/employee/applications/statics', token);
    expect(res.statusCode).toBe(200);
    const s = json(res).data;
    expect(s.by_status).toEqual({
      submitted: 1,
      reviewing: 1,
      interview: 1,
      passed: 0,
      preparing: 0,
      departed: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(s.total).toBe(3);
    expect(s.active).toBe(3);
    expect(s.by_month).toHaveLength(6);
    expect(s.by_month.map((m: { month: string }) => m.month)).toEqual(lastMonths(6));
    expect(s.by_month.reduce((a: number, m: { count: number }) => a + m.count, 0)).toBe(3);
  });

  it('lastMonths crosses the year boundary', () => {
    expect(lastMonths(3, new Date('2027-02-10T05:00:00Z'))).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const who of [DEMO.company, DEMO.admin, DEMO.sale]) {
      const token = await loginAs(t.app, who);
      for (const url of [
        '/api/employee/applications',
        '/api/employee/applications/statics',
        '/api/employee/job-list',
      ])
        expect((await get(url, token)).statusCode, `${who} ${url}`).toBe(403);
      expect((await withdraw(1, token)).statusCode).toBe(403);
    }
    expect((await get('/api/employee/applications')).statusCode).toBe(401);
    expect((await withdraw(1)).statusCode).toBe(401);
  });

  it('withdraws my own application once, with a history row by me', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const me = await userIdByEmail(t, DEMO.employee);
    const [row] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.userId, me), eq(jobs.title, NAGOYA)));
    const id = row?.id as number;

    // Another seeker gets the same 404 as for a missing id.
    const other = await loginAs(t.app, SEEKER2);
    const foreign = await withdraw(id, other);
    const missing = await withdraw(99_999_999, other);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(json(foreign).message).toBe(json(missing).message);

    const res = await withdraw(id, token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Đã rút hồ sơ ứng tuyển',
      data: { id, status: 'withdrawn', can_withdraw: false },
    });
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.at(-1)).toMatchObject({ actorId: me, fromStatus: 'submitted', toStatus: 'withdrawn' });

    // The hiring company is told by mail (same transaction as the change).
    const mail = await nextMail(t.app, sink, SAO_MAI_CONTACT);
    expect(mail.subject).toBe(`Ứng viên rút hồ sơ: ${NAGOYA}`);
    expect(mail.text).toContain(`Ứng viên Nguyễn Văn An đã rút hồ sơ ứng tuyển vị trí "${NAGOYA}"`);
    expect(mail.text).toContain(`/company/applications/${id}`);

    const twice = await withdraw(id, token);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ code: 1125, message: 'Hồ sơ ở trạng thái hiện tại không thể rút' });
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, SAO_MAI_CONTACT)).toHaveLength(1);

    const stats = json(await get('/api/employee/applications/statics', token)).data;
    expect(stats.by_status.withdrawn).toBe(1);
    expect(stats.active).toBe(2);
  });

  it('refuses to withdraw a rejected application (409 with the message)', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const me = await userIdByEmail(t, SEEKER2);
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, NAGOYA));
    const id = await insertApplication(t, { jobId: job?.id as number, userId: me, status: 'rejected' });
    const res = await withdraw(id, token);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Hồ sơ ở trạng thái hiện tại không thể rút');
    const list = json(await get('/api/employee/applications?status=rejected', token)).data;
    expect(list.items.find((a: { id: number }) => a.id === id).can_withdraw).toBe(false);
  });
});
