import { randomBytes } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, errorMessages } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  blogs,
  emailCodes,
  emailOutbox,
  jobs,
  newsletterSubscribers,
  newsletterTokens,
  notifications,
  passwordResets,
  uploads,
} from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import { futureDate, postJob } from './support/jobs.ts';
import { runsOf } from './support/scheduler.ts';

/*
 * What each scheduled task does (ADR 0035), run the way an admin's "Chạy ngay" runs it: through
 * the scheduler, recorded as a run. The clock is the real one; the rows are moved back in time.
 */

const t = useTestApp({ FOLLOW_UP_CHECK_MS: '0' });
let company: string;
let admin: string;
let companyUserId: number;

async function run(task: string) {
  const before = (await runsOf(t, task)).length;
  expect(await t.app.scheduler.requestRun(task)).toBe(true);
  await t.app.scheduler.idle();
  const runs = await runsOf(t, task);
  expect(runs).toHaveLength(before + 1);
  const last = runs.at(-1);
  expect(last?.outcome, last?.error ?? '').toBe('ok');
  return last;
}

async function approvedJob(title: string): Promise<number> {
  const job = await postJob(t.app, company, { title });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/jobs/${job.id}/approve`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return job.id;
}

const daysFromToday = (days: number) => futureDate(days);

async function setDeadline(jobId: number, deadline: string) {
  await t.database.db.update(jobs).set({ deadline }).where(eq(jobs.id, jobId));
}

async function notificationsOf(type: number, targetId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, type),
        eq(notifications.targetId, targetId),
        eq(notifications.userId, companyUserId),
      ),
    );
}

async function mailsWith(subject: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
}

beforeAll(async () => {
  company = await loginAs(t.app, DEMO.company);
  admin = await loginAs(t.app, DEMO.admin);
  companyUserId = await userIdByEmail(t, DEMO.company);
});

describe('jobs past their deadline', () => {
  const title = `Đơn hàng đóng gói thực phẩm tại Osaka ${randomBytes(3).toString('hex')}`;
  let jobId: number;

  it('close: off the public list and page, the company told once with the renewal link (27)', async () => {
    jobId = await approvedJob(title);
    const yesterday = daysFromToday(-1);
    await setDeadline(jobId, yesterday);
    const summary = await run('job-deadline-close');
    expect(JSON.parse(summary?.summary ?? '{}').closed).toBeGreaterThanOrEqual(1);

    const told = await notificationsOf(27, jobId);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      `Tin "${title}" đã hết hạn nhận hồ sơ và không còn hiển thị. Bấm để gia hạn tin.`,
    );
    const mails = await mailsWith(`Tin tuyển dụng đã hết hạn: ${title}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(DEMO.company);
    expect(mails[0]?.text).toContain(`/company/jobs/${jobId}/renew`);
    expect(mails[0]?.text).toContain(
      `đã hết hạn nhận hồ sơ ngày ${yesterday.split('-').reverse().join('/')}`,
    );

    // Closed as expired jobs are: off the public list, its page says so (not indexed), the company
    // sees "expired".
    const slug = (await t.database.db.select({ slug: jobs.slug }).from(jobs).where(eq(jobs.id, jobId)))[0]
      ?.slug;
    const page = await t.app.inject({ method: 'GET', url: `/api/job/${jobId}/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(json(page).data.state).toBe('expired');
    const list = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/listJobs?limit=100&search=${encodeURIComponent(title)}`,
      }),
    );
    expect(list.data.items.map((j: { id: number }) => j.id)).not.toContain(jobId);
    const own = json(
      await t.app.inject({ method: 'GET', url: `/api/company/jobs/${jobId}`, headers: bearer(company) }),
    );
    expect(own.data.state).toBe('expired');

    await run('job-deadline-close');
    expect(await notificationsOf(27, jobId)).toHaveLength(1);
    expect(await mailsWith(`Tin tuyển dụng đã hết hạn: ${title}`)).toHaveLength(1);
  });

  it('renewal: a later deadline reopens the job without a new approval', async () => {
    const deadline = futureDate(30);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/jobs/${jobId}/renew`,
      headers: bearer(company),
      payload: { deadline },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Đã gia hạn tin tuyển dụng',
      data: { state: 'approved', deadline },
    });
    const list = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/listJobs?limit=100&search=${encodeURIComponent(title)}`,
      }),
    );
    expect(list.data.items.map((j: { id: number }) => j.id)).toContain(jobId);

    // Closed again later: told again (a new deadline is a new closing).
    await setDeadline(jobId, daysFromToday(-2));
    await run('job-deadline-close');
    expect(await notificationsOf(27, jobId)).toHaveLength(2);
  });

  it('renewal refusals: not later, after departure, not approved, another company, other roles', async () => {
    const renew = (token: string | null, id: number, deadline: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/company/jobs/${id}/renew`,
        headers: token ? bearer(token) : {},
        payload: { deadline },
      });
    await setDeadline(jobId, daysFromToday(5));
    const notLater = await renew(company, jobId, daysFromToday(5));
    expect(notLater.statusCode).toBe(422);
    expect(json(notLater).errors?.deadline).toEqual(['Hạn nộp hồ sơ mới phải sau hạn hiện tại']);
    const past = await renew(company, jobId, daysFromToday(-1));
    expect(past.statusCode).toBe(422);
    // The posting form's flight date is 90 days ahead: the deadline stays before departure.
    const afterFlight = await renew(company, jobId, futureDate(120));
    expect(afterFlight.statusCode).toBe(422);
    expect(json(afterFlight).errors?.deadline).toEqual(['Hạn nộp hồ sơ phải trước lịch bay dự kiến.']);

    const waiting = await postJob(t.app, company, { title: 'Đơn hàng chờ duyệt để thử gia hạn' });
    const notApproved = await renew(company, waiting.id, futureDate(40));
    expect(notApproved.statusCode).toBe(409);
    expect(json(notApproved)).toMatchObject({ code: 1175, message: errorMessages[1175] });

    // A job of another company: not found, as for any other object of another company.
    const [other] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.companyId} <> (select company_id from jobs where id = ${jobId})`)
      .limit(1);
    expect((await renew(company, other?.id ?? 0, futureDate(40))).statusCode).toBe(404);

    for (const [who, status, code] of [
      [DEMO.employee, 403, ErrorCode.Forbidden],
      [DEMO.admin, 403, ErrorCode.Forbidden],
      [DEMO.companyWaitApproval, 403, ErrorCode.CompanyPending],
      [null, 401, ErrorCode.Unauthenticated],
    ] as const) {
      const res = await renew(who ? await loginAs(t.app, who) : null, jobId, futureDate(40));
      expect(res.statusCode, String(who)).toBe(status);
      expect(json(res)).toMatchObject({ code, message: errorMessages[code] });
    }
    // The company's staff may renew, as they may edit.
    const staff = await renew(await loginAs(t.app, DEMO.companyStaff), jobId, futureDate(40));
    expect(staff.statusCode, staff.body).toBe(200);
  });
});

describe('reminders', () => {
  it('a job closing within 3 days: the company is told once (28)', async () => {
    const title = `Đơn hàng may mặc tại Gifu ${randomBytes(3).toString('hex')}`;
    const id = await approvedJob(title);
    await setDeadline(id, daysFromToday(2));
    await run('job-closing-reminder');
    const told = await notificationsOf(28, id);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      `Tin "${title}" sẽ hết hạn nhận hồ sơ vào ngày ${daysFromToday(2).split('-').reverse().join('/')}`,
    );
    expect(await mailsWith(`Tin tuyển dụng sắp hết hạn: ${title}`)).toHaveLength(1);
    await run('job-closing-reminder');
    expect(await notificationsOf(28, id)).toHaveLength(1);

    // A job 10 days off is not reminded yet.
    const later = await approvedJob(`Đơn hàng nông nghiệp tại Hokkaido ${randomBytes(3).toString('hex')}`);
    await setDeadline(later, daysFromToday(10));
    await run('job-closing-reminder');
    expect(await notificationsOf(28, later)).toHaveLength(0);
  });

  it('applications unanswered for 7 days: one notice per job naming how many, each application once (29)', async () => {
    const title = `Đơn hàng chế biến thủy sản tại Miyagi ${randomBytes(3).toString('hex')}`;
    const id = await approvedJob(title);
    const day = 86_400_000;
    const old = new Date(Date.now() - 8 * day);
    await insertApplication(t, { jobId: id, createdAt: old });
    await insertApplication(t, { jobId: id, createdAt: old });
    // Answered, or too recent: not counted.
    await insertApplication(t, { jobId: id, createdAt: old, status: 'reviewing' });
    await insertApplication(t, { jobId: id, createdAt: new Date(Date.now() - 2 * day) });
    await run('application-unanswered-reminder');
    const told = await notificationsOf(29, id);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(`Tin "${title}" có 2 hồ sơ chưa được phản hồi sau 7 ngày`);
    const mails = await mailsWith(`2 hồ sơ chưa được phản hồi: ${title}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/company/jobs/${id}/applications`);

    await run('application-unanswered-reminder');
    expect(await notificationsOf(29, id)).toHaveLength(1);
    // A new one turns 7 days old: only it is counted.
    await insertApplication(t, { jobId: id, createdAt: old });
    await run('application-unanswered-reminder');
    const again = await notificationsOf(29, id);
    expect(again.map((n) => n.message)).toContain(`Tin "${title}" có 1 hồ sơ chưa được phản hồi sau 7 ngày`);
  });
});

describe('clean-up', () => {
  const DAY = 86_400_000;
  const key = (kind: string) => `${kind}/${randomBytes(16).toString('hex')}.png`;
  const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

  async function stored(k: string, opts: { row: boolean; ageDays: number; owner?: number }) {
    await t.app.storage.put(k, BYTES);
    const at = new Date(Date.now() - opts.ageDays * DAY);
    // The local driver's own folder: the test ages the file as time would.
    await utimes(join(t.app.env.UPLOAD_DIR, k), at, at);
    if (opts.row) {
      await t.database.db.insert(uploads).values({
        key: k,
        ownerUserId: opts.owner ?? null,
        kind: k.split('/')[0] as string,
        visibility: 'public',
        mimeType: 'image/png',
        size: 4,
        originalName: 'anh.png',
        createdAt: at,
      });
    }
  }

  it('orphaned uploads past the grace period go; referenced and recent ones stay', async () => {
    const adminId = await userIdByEmail(t, DEMO.admin);
    const orphanRow = key('editor-image');
    const recentRow = key('editor-image');
    const inBlog = key('editor-image');
    const asThumbnail = key('job-thumbnail');
    const asLogo = key('company-logo');
    const noRowOld = key('cv');
    const noRowRecent = key('cv');
    await stored(orphanRow, { row: true, ageDays: 3, owner: adminId });
    await stored(recentRow, { row: true, ageDays: 0, owner: adminId });
    await stored(inBlog, { row: true, ageDays: 3, owner: adminId });
    await stored(asThumbnail, { row: true, ageDays: 3 });
    await stored(asLogo, { row: true, ageDays: 3 });
    await stored(noRowOld, { row: false, ageDays: 3 });
    await stored(noRowRecent, { row: false, ageDays: 0 });
    // References: rich text of an article, a job's thumbnail URL, a company's logo URL.
    const [blog] = await t.database.db.select({ id: blogs.id, body: blogs.body }).from(blogs).limit(1);
    await t.database.db
      .update(blogs)
      .set({ body: `${blog?.body ?? ''}<p><img src="/api/files/${inBlog}"></p>` })
      .where(eq(blogs.id, blog?.id ?? 0));
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    await t.database.db
      .update(jobs)
      .set({ thumbnail: `/api/files/${asThumbnail}` })
      .where(eq(jobs.id, job?.id ?? 0));
    await t.database.db.execute(
      sql`update companies set logo = ${`/api/files/${asLogo}`} where id = (select min(id) from companies)`,
    );

    const summary = JSON.parse((await run('orphan-upload-cleanup'))?.summary ?? '{}');
    expect(summary.rows).toBeGreaterThanOrEqual(1);
    expect(summary.files).toBeGreaterThanOrEqual(1);

    const exists = async (k: string) => (await t.app.storage.get(k)) !== null;
    expect(await exists(orphanRow)).toBe(false);
    expect(await exists(noRowOld)).toBe(false);
    for (const k of [recentRow, inBlog, asThumbnail, asLogo, noRowRecent])
      expect(await exists(k), k).toBe(true);
    const rows = await t.database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(inArray(uploads.key, [orphanRow, recentRow, inBlog, asThumbnail, asLogo]));
    expect(rows.map((r) => r.key).sort()).toEqual([recentRow, inBlog, asThumbnail, asLogo].sort());
  });

  it('expired and spent tokens are purged after a day; live ones and unsubscribe links stay', async () => {
    const userId = await userIdByEmail(t, DEMO.employee);
    const past = new Date(Date.now() - 2 * DAY);
    const justExpired = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + DAY);
    const hash = () => randomBytes(32).toString('hex');
    const codes = await t.database.db
      .insert(emailCodes)
      .values([
        { userId, purpose: 'register', codeHash: hash(), expiresAt: past },
        { userId, purpose: 'register', codeHash: hash(), expiresAt: justExpired },
        { userId, purpose: 'register', codeHash: hash(), expiresAt: future },
      ])
      .returning({ id: emailCodes.id });
    const resets = await t.database.db
      .insert(passwordResets)
      .values([
        { userId, tokenHash: hash(), expiresAt: past },
        { userId, tokenHash: hash(), expiresAt: future, usedAt: past },
        { userId, tokenHash: hash(), expiresAt: future },
      ])
      .returning({ id: passwordResets.id });
    const sessions = await t.database.db
      .insert(authTokens)
      .values([
        { userId, tokenHash: hash(), expiresAt: past },
        { userId, tokenHash: hash(), expiresAt: future, revokedAt: past },
        { userId, tokenHash: hash(), expiresAt: future },
      ])
      .returning({ id: authTokens.id });
    const [subscriber] = await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: `tin.${randomBytes(4).toString('hex')}@example.com` })
      .returning({ id: newsletterSubscribers.id });
    const subscriberId = subscriber?.id ?? 0;
    const letters = await t.database.db
      .insert(newsletterTokens)
      .values([
        { subscriberId, purpose: 'confirm', tokenHash: hash(), expiresAt: past },
        { subscriberId, purpose: 'confirm', tokenHash: hash(), expiresAt: future },
        { subscriberId, purpose: 'unsubscribe', tokenHash: hash(), expiresAt: null, createdAt: past },
      ])
      .returning({ id: newsletterTokens.id });

    await run('expired-token-purge');
    const left = async (
      table: typeof emailCodes | typeof passwordResets | typeof authTokens | typeof newsletterTokens,
      ids: { id: number }[],
    ) =>
      (
        await t.database.db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              ids.map((r) => r.id),
            ),
          )
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const id = (rows: { id: number }[], i: number) => rows[i]?.id;
    expect(await left(emailCodes, codes)).toEqual([id(codes, 1), id(codes, 2)]);
    expect(await left(passwordResets, resets)).toEqual([id(resets, 2)]);
    expect(await left(authTokens, sessions)).toEqual([id(sessions, 2)]);
    expect(await left(newsletterTokens, letters)).toEqual([id(letters, 1), id(letters, 2)]);
  });
});
