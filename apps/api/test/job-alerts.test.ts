import { JOB_ALERTS_PENDING_MAX, JobAlertMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runJobAlertDigests } from '../src/modules/job-alerts/job-alert-digest.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import type { ParsedMail } from './support/mail-parse.ts';
import { addJobs, createCompany, jobSpec } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/** Issue 18 item 4: job alerts — saving a search, double opt-in, digests through the outbox (ADR 0036). */
const sink = await startSmtpSink();
afterAll(() => sink.close());
const PUBLIC_URL = 'https://viecxa.example';
const t = useTestApp({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  PUBLIC_URL,
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;
let ip = 0;
const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job-alerts',
    payload,
    headers,
    remoteAddress: `198.19.0.${++ip}`,
  });
async function mailsTo(to: string): Promise<ParsedMail[]> {
  await t.app.emailWorker.flush();
  return sink.messages.filter((m) => m.to.includes(to));
}
function linkIn(mail: ParsedMail, path: string): string {
  const found = new RegExp(`https?://\\S+${path}\\?token=([\\w%-]+)`).exec(mail.text)?.[1];
  expect(found, mail.text).toBeTruthy();
  return decodeURIComponent(found as string);
}
const run = (now: Date) =>
  runJobAlertDigests({ db: t.database.db, log: { info: () => {} }, now, publicUrl: PUBLIC_URL });
/** Alerts of other tests are moved out of the way: each test's run sees only its own. */
async function onlyThese(ids: number[]) {
  await query(
    sql`update job_alerts set paused_at = now() where id not in ${ids.length ? ids : [0]} and paused_at is null`,
  );
}
async function alertIdOf(email: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    sql`select id from job_alerts where email = ${email} order by id desc limit 1`,
  );
  return Number(row?.id);
}
async function publishAt(ids: number[], at: Date) {
  await query(sql`update jobs set published_at = ${at.toISOString()}::timestamptz where id in ${ids}`);
}
/** A guest's alert, confirmed; its clock set to `start`. */
async function guestAlert(
  email: string,
  criteria: object,
  start: Date,
  frequency = 'daily',
): Promise<number> {
  expect((await create({ ...criteria, email, frequency })).statusCode).toBe(200);
  const [mail] = await mailsTo(email);
  const token = linkIn(mail as ParsedMail, '/thong-bao-viec-lam/xac-nhan');
  const res = await t.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token } });
  expect(json(res).message).toBe(JobAlertMessage.confirmed);
  const id = await alertIdOf(email);
  await query(
    sql`update job_alerts set watermark = ${start.toISOString()}::timestamptz, due_at = ${new Date(start.getTime() + (frequency === 'weekly' ? 7 : 1) * DAY - HOUR).toISOString()}::timestamptz where id = ${id}`,
  );
  return id;
}

describe('creating an alert', () => {
  it('a guest gets the same answer and a confirmation mail; nothing is sent before the link is used', async () => {
    const res = await create({
      email: 'Khach.A@Example.com',
      search: 'kỹ sư',
      nation: 'JP',
      frequency: 'weekly',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { status: 'pending' },
      message: JobAlertMessage.createdPending,
    });
    const [mail] = await mailsTo('khach.a@example.com');
    expect(mail?.subject).toBe('Xác nhận nhận việc làm mới qua email từ ViệcXa');
    expect(mail?.text).toContain('“kỹ sư”');
    const [row] = await query<{ confirmed_at: Date | null; keyword_query: string; nations: string[] }>(
      sql`select confirmed_at, keyword_query, nations from job_alerts where email = 'khach.a@example.com'`,
    );
    expect(row?.confirmed_at).toBeNull();
    // "kỹ sư" is a concept of the dictionary: its token, as the list's words index reads it.
    expect(row?.keyword_query).toBe("'kwkysu'");
    expect(row?.nations).toEqual(['JP']);
  });

  it('an address gets at most two confirmation mails waiting; confirming one makes room (issue 32)', async () => {
    const email = 'mot.hop.thu@example.com';
    for (const search of ['điều dưỡng', 'cơ khí', 'xây dựng', 'nông nghiệp', 'thực phẩm']) {
      const res = await create({ email, search, frequency: 'daily' });
      // The same answer every time: nothing says what the address already holds.
      expect(json(res)).toEqual({
        success: true,
        data: { status: 'pending' },
        message: JobAlertMessage.createdPending,
      });
    }
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(JOB_ALERTS_PENDING_MAX);
    const [held] = await query<{ n: number }>(
      sql`select count(*)::int as n from job_alerts where email = ${email}`,
    );
    expect(held?.n).toBe(JOB_ALERTS_PENDING_MAX);
    const token = linkIn(mails[0] as ParsedMail, '/thong-bao-viec-lam/xac-nhan');
    await t.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token } });
    expect((await create({ email, search: 'may mặc', frequency: 'daily' })).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(JOB_ALERTS_PENDING_MAX + 1);
  });

  it('validation: a guest must give an email, a valid one, a known frequency, a coherent salary range', async () => {
    const none = await create({ search: 'điều dưỡng' });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors).toEqual({ email: [JobAlertMessage.emailRequired] });
    const bad = await create({ email: 'khong-phai-email' });
    expect(json(bad).errors?.email?.[0]).toBe('Email không đúng định dạng');
    const freq = await create({ email: 'a@example.com', frequency: 'monthly' });
    expect(json(freq).errors?.frequency).toEqual(['Tần suất không hợp lệ']);
    const salary = await create({ email: 'a@example.com', salary_min: 20_000_000, salary_max: 10_000_000 });
    expect(salary.statusCode).toBe(422);
    expect(json(salary).errors?.salary_max).toBeDefined();
  });

  it('a logged-in candidate is saved at once; other account types are refused', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await create({ search: 'điều dưỡng', kind: 'labor_export' }, bearer(token));
    expect(json(res)).toEqual({
      success: true,
      data: { status: 'active' },
      message: JobAlertMessage.created,
    });
    for (const who of [DEMO.company, DEMO.admin, DEMO.sale]) {
      const refused = await create({ search: 'x' }, bearer(await loginAs(t.app, who)));
      expect(refused.statusCode, who).toBe(403);
      expect(json(refused).message).toBe('Chỉ tài khoản cá nhân (ứng viên) mới tạo được thông báo việc làm.');
    }
  });

  it('the confirm link: wrong token, then right, then again (same success)', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/job-alerts/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({ token: [JobAlertMessage.confirmLinkInvalid] });
    await create({ email: 'hai.lan@example.com' });
    const token = linkIn(
      (await mailsTo('hai.lan@example.com'))[0] as ParsedMail,
      '/thong-bao-viec-lam/xac-nhan',
    );
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('managing alerts (/employee/job-alerts)', () => {
  it('lists, pauses, resumes, changes frequency and deletes only the candidate’s own', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    await create({ search: 'cơ khí', nation: 'JP,KR' }, bearer(token));
    const list = await t.app.inject({ url: '/api/employee/job-alerts', headers: bearer(token) });
    const alert = json(list).data.find((a: { search: string }) => a.search === 'cơ khí');
    expect(alert).toMatchObject({
      nation: ['JP', 'KR'],
      frequency: 'daily',
      paused: false,
      list_query: '?search=c%C6%A1+kh%C3%AD&nation=JP%2CKR',
      summary: '“cơ khí” · Hàn Quốc, Nhật Bản',
    });
    const url = `/api/employee/job-alerts/${alert.id}`;
    const paused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(token),
      payload: { paused: true, frequency: 'weekly' },
    });
    expect(json(paused).data).toMatchObject({ paused: true, frequency: 'weekly' });
    const resumed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(token),
      payload: { paused: false },
    });
    expect(json(resumed).data.paused).toBe(false);
    // Another candidate's alert does not exist for this one.
    const other = await create({ email: 'khac@example.com' });
    expect(other.statusCode).toBe(200);
    const foreign = await alertIdOf('khac@example.com');
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/employee/job-alerts/${foreign}`,
      headers: bearer(token),
    });
    expect(stranger.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(json(del).message).toBe(JobAlertMessage.deleted);
  });

  it('refuses guests and every other role', async () => {
    const guest = await t.app.inject({ url: '/api/employee/job-alerts' });
    expect(guest.statusCode).toBe(401);
    for (const who of [DEMO.company, DEMO.admin, DEMO.leaderSale]) {
      const res = await t.app.inject({
        url: '/api/employee/job-alerts',
        headers: bearer(await loginAs(t.app, who)),
      });
      expect(res.statusCode, who).toBe(403);
    }
  });
});

describe('digests', () => {
  it('matches keyword with or without accents and the filters, sends each job once, nothing when nothing is new', async () => {
    // In the future, past every seeded job (their deadlines are further): only this test's jobs are new.
    const start = new Date(Date.now() + 5 * DAY);
    const company = await createCompany(t);
    const [kySu, kySuKr, dienTu] = await addJobs(t, company, [
      jobSpec({ title: 'Kỹ sư cơ khí Aichi', nation: 'JP' }),
      jobSpec({ title: 'Kỹ sư xây dựng Seoul', nation: 'KR' }),
      jobSpec({ title: 'Lắp ráp điện tử Osaka', nation: 'JP' }),
    ]);
    await publishAt([kySu, kySuKr, dienTu] as number[], new Date(start.getTime() + HOUR));
    const plain = await guestAlert('khong.dau@example.com', { search: 'ky su', nation: 'JP' }, start);
    const accented = await guestAlert('co.dau@example.com', { search: 'KỸ SƯ' }, start);
    const kind = await guestAlert('du.hoc@example.com', { kind: 'study_abroad' }, start);
    await onlyThese([plain, accented, kind]);

    const first = await run(new Date(start.getTime() + DAY));
    expect(first).toEqual({ alerts: 3, mails: 2 });
    const [m1] = await mailsTo('khong.dau@example.com').then((m) => m.slice(1));
    expect(m1?.subject).toBe('1 việc làm mới phù hợp: “ky su” · Nhật Bản');
    expect(m1?.text).toContain('Kỹ sư cơ khí Aichi');
    expect(m1?.text).not.toContain('Seoul');
    expect(m1?.text).toContain(`${PUBLIC_URL}/job/${kySu}/`);
    expect(m1?.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/viecxa\.example\/api\/job-alerts\/unsubscribe\?token=/,
    );
    expect(m1?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [m2] = await mailsTo('co.dau@example.com').then((m) => m.slice(1));
    expect(m2?.text).toContain('Kỹ sư cơ khí Aichi');
    expect(m2?.text).toContain('Kỹ sư xây dựng Seoul');
    expect(m2?.text).not.toContain('điện tử');
    expect(await mailsTo('du.hoc@example.com')).toHaveLength(1);

    // A day later nothing new: no mail, and the jobs already sent are not sent again.
    expect(await run(new Date(start.getTime() + 2 * DAY))).toEqual({ alerts: 3, mails: 0 });
    // A new job for the accented alert only: the next digest lists it alone.
    const [fresh] = await addJobs(t, company, [jobSpec({ title: 'Kỹ sư điện Busan', nation: 'KR' })]);
    await publishAt([fresh as number], new Date(start.getTime() + 2 * DAY + HOUR));
    expect(await run(new Date(start.getTime() + 3 * DAY))).toEqual({ alerts: 3, mails: 1 });
    const third = (await mailsTo('co.dau@example.com')).at(-1);
    expect(third?.text).toContain('Kỹ sư điện Busan');
    expect(third?.text).not.toContain('Aichi');
  });

  it('daily and weekly alerts are due by their period, given the clock', async () => {
    const start = new Date(Date.now() - 10 * DAY);
    const daily = await guestAlert('ngay@example.com', {}, start, 'daily');
    const weekly = await guestAlert('tuan@example.com', {}, start, 'weekly');
    await onlyThese([daily, weekly]);
    expect((await run(new Date(start.getTime() + 22 * HOUR))).alerts).toBe(0);
    expect((await run(new Date(start.getTime() + DAY))).alerts).toBe(1);
    expect((await run(new Date(start.getTime() + 6 * DAY))).alerts).toBe(1);
    const due = await run(new Date(start.getTime() + 7 * DAY));
    expect(due.alerts).toBe(2);
  });

  it('a new alert is due at once: the next run mails the jobs published since its confirmation', async () => {
    expect((await create({ email: 'ngay.dau@example.com', search: 'thợ lặn Okinawa' })).statusCode).toBe(200);
    const [mail] = await mailsTo('ngay.dau@example.com');
    const token = linkIn(mail as ParsedMail, '/thong-bao-viec-lam/xac-nhan');
    await t.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token } });
    const id = await alertIdOf('ngay.dau@example.com');
    await onlyThese([id]);
    const [row] = await query<{ due_at: Date; watermark: Date }>(
      sql`select due_at, watermark from job_alerts where id = ${id}`,
    );
    expect(new Date(row?.due_at as Date).getTime()).toBeLessThanOrEqual(Date.now());
    const company = await createCompany(t);
    const [job] = await addJobs(t, company, [jobSpec({ title: 'Thợ lặn Okinawa', nation: 'JP' })]);
    await publishAt([job as number], new Date(Date.now() + 1000));
    expect(await run(new Date(Date.now() + 2000))).toEqual({ alerts: 1, mails: 1 });
    expect((await mailsTo('ngay.dau@example.com')).at(-1)?.text).toContain('Thợ lặn Okinawa');
    // Then its period: not due again within the day.
    expect((await run(new Date(Date.now() + 3 * HOUR))).alerts).toBe(0);
  });

  it('a candidate’s digest also notifies in the app (type 31); unsubscribe stops the alert', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    await create({ search: 'thợ hàn Nagoya' }, bearer(token));
    const [row] = await query<{ id: number }>(sql`select id from job_alerts where search = 'thợ hàn Nagoya'`);
    const id = Number(row?.id);
    const start = new Date(Date.now() + 5 * DAY);
    await query(
      sql`update job_alerts set watermark = ${start.toISOString()}::timestamptz, due_at = ${start.toISOString()}::timestamptz where id = ${id}`,
    );
    const company = await createCompany(t);
    const [job] = await addJobs(t, company, [jobSpec({ title: 'Thợ hàn bán tự động Nagoya', nation: 'JP' })]);
    await publishAt([job as number], new Date(start.getTime() + HOUR));
    await onlyThese([id]);
    expect(await run(new Date(start.getTime() + DAY))).toEqual({ alerts: 1, mails: 1 });
    const [note] = await query<{ type: number; message: string }>(
      sql`select type, message from notifications where type = 31 and target_id = ${id}`,
    );
    expect(note?.message).toBe('Có 1 việc làm mới phù hợp với thông báo việc làm: “thợ hàn Nagoya”');
    const mail = (await mailsTo(DEMO.employee)).at(-1) as ParsedMail;
    expect(mail.text).toContain('/user/job-alerts');
    const unsub = linkIn(mail, '/thong-bao-viec-lam/huy');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(unsub)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(json(oneClick).message).toBe(JobAlertMessage.unsubscribed);
    await query(sql`update job_alerts set due_at = now() - interval '1 day' where id = ${id}`);
    expect((await run(new Date(start.getTime() + 2 * DAY))).alerts).toBe(0);
    const bad = await t.app.inject({ method: 'POST', url: '/api/job-alerts/unsubscribe?token=nope' });
    expect(json(bad).errors).toEqual({ token: [JobAlertMessage.unsubscribeLinkInvalid] });
  });
});
