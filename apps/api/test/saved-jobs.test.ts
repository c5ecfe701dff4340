import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, savedJobs, users } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { jobIdsByTitle, listJobs } from './support/public-jobs.ts';

const SAVED = 'Thêm vào yêu thích thành công';
const UNSAVED = 'Xoá khỏi yêu thích thành công';

/** Seeded demo jobs that are not public (see public-jobs.test.ts). */
const HIDDEN = {
  waiting: 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản',
  disabled: 'Học bổng du học Nhật Bản 100% học phí – cam kết đỗ visa',
  expired: 'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
  lockedCompany: 'Đơn hàng đóng gói mỹ phẩm tại Osaka – Nhật Bản',
};

type Method = 'GET' | 'POST' | 'DELETE';

describe('saved jobs (employee/saved-jobs/*)', () => {
  const t = useTestApp();
  let token: string;
  let userId: number;
  let publicIds: number[];
  let publicKinds: Map<number, string>;
  let hidden: Map<string, number>;

  const call = (method: Method, url: string, payload?: unknown, tok = token) =>
    t.app.inject({
      method,
      url: `/api/employee/saved-jobs${url}`,
      headers: tok ? bearer(tok) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rowsOf = async (jobId?: number) =>
    t.database.db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), jobId ? eq(savedJobs.jobId, jobId) : undefined));

  beforeAll(async () => {
    token = await loginAs(t.app, DEMO.employee);
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employee));
    userId = me?.id ?? 0;
    const page = await listJobs(t.app, { limit: 10 });
    publicIds = page.items.map((j) => j.id);
    publicKinds = new Map(page.items.map((j) => [j.id, String(j.kind)]));
    hidden = await jobIdsByTitle(t, Object.values(HIDDEN));
    expect(hidden.size).toBe(4);
  });

  beforeEach(async () => {
    await t.database.db.delete(savedJobs).where(eq(savedJobs.userId, userId));
  });

  it('saves, checks, lists and unsaves with the spec messages', async () => {
    const id = publicIds[0] as number;
    expect(json(await call('GET', `/check/${id}`)).data).toEqual({ saved: false });

    const saved = await call('POST', '/save', { job_id: id });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ success: true, data: { saved: true }, message: SAVED });
    expect(json(await call('GET', `/check/${id}`)).data).toEqual({ saved: true });

    const list = json(await call('GET', '')).data;
    expect(list).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(list.items[0]).toMatchObject({ id, state: 'approved', saved_at: expect.any(String) });

    const unsaved = await call('DELETE', '/unsave', { job_id: id });
    expect(unsaved.statusCode).toBe(200);
    expect(json(unsaved)).toMatchObject({ success: true, data: { saved: false }, message: UNSAVED });
    expect(json(await call('GET', `/check/${id}`)).data).toEqual({ saved: false });
    expect(await rowsOf()).toHaveLength(0);
    // Removing again is not an error; Laravel-style POST with _method=DELETE reaches the same call.
    const again = await call('POST', '/unsave', { job_id: id, _method: 'DELETE' });
    expect(json(again)).toMatchObject({ success: true, message: UNSAVED });
  });

  it('toggles both ways with the matching message', async () => {
    const id = publicIds[1] as number;
    const on = json(await call('POST', '/toggle', { job_id: id }));
    expect(on).toMatchObject({ success: true, data: { saved: true }, message: SAVED });
    expect(await rowsOf(id)).toHaveLength(1);
    const off = json(await call('POST', '/toggle', { job_id: String(id) }));
    expect(off).toMatchObject({ success: true, data: { saved: false }, message: UNSAVED });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('is idempotent under double clicks: parallel saves or toggles leave one row', async () => {
    const id = publicIds[2] as number;
    const saves = await Promise.all([1, 2, 3].map(() => call('POST', '/save', { job_id: id })));
    for (const res of saves) expect(json(res)).toMatchObject({ success: true, data: { saved: true } });
    expect(await rowsOf(id)).toHaveLength(1);

    const other = publicIds[3] as number;
    const toggles = await Promise.all([1, 2].map(() => call('POST', '/toggle', { job_id: other })));
    for (const res of toggles) expect(res.statusCode).toBe(200);
    const rows = await rowsOf(other);
    expect(rows.length).toBeLessThanOrEqual(1);
    const answers = toggles.map((res) => json(res).data.saved as boolean);
    // The first toggle to run saves; the second either removes it (serial) or meets the first's
    // row under the primary key and reports it saved: the table agrees with the answers.
    expect(answers).toContain(true);
    expect(rows.length === 1).toBe(answers.every(Boolean));
  });

  it('refuses to save a job that is not public with 404, and never lists it', async () => {
    for (const [title, id] of hidden) {
      for (const [method, url] of [
        ['POST', '/save'],
        ['POST', '/toggle'],
      ] as const) {
        const res = await call(method, url, { job_id: id });
        expect(res.statusCode, `${url} ${title}`).toBe(404);
        expect(json(res)).toMatchObject({ success: false, code: 1107 });
      }
      expect(json(await call('GET', `/check/${id}`)).data).toEqual({ saved: false });
    }
    const missing = await call('POST', '/save', { job_id: 999_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await rowsOf()).toHaveLength(0);
  });

  it('keeps saved jobs that expired (state expired) and drops disabled ones until they return', async () => {
    const [a, b, c] = publicIds as [number, number, number];
    for (const id of [a, b, c]) await call('POST', '/save', { job_id: id });
    const [before] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, c));
    const [bJob] = await t.database.db.select({ deadline: jobs.deadline }).from(jobs).where(eq(jobs.id, b));
    await t.database.db.update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, b));
    await t.database.db.update(jobs).set({ status: 'disabled' }).where(eq(jobs.id, c));
    try {
      const list = json(await call('GET', '')).data;
      expect(list.total).toBe(2);
      // Newest saved first: b was saved after a.
      expect(list.items.map((j: { id: number }) => j.id)).toEqual([b, a]);
      expect(list.items[0]).toMatchObject({ id: b, state: 'expired' });
      expect(json(await call('GET', `/check/${c}`)).data).toEqual({ saved: false });
      const stats = json(await call('GET', '/stats')).data;
      expect(stats).toMatchObject({ total: 2, open: 1, expired: 1 });
      const kinds = Object.values(stats.by_kind as Record<string, number>);
      expect(kinds.reduce((s, n) => s + n, 0)).toBe(2);
      expect(stats.by_kind[publicKinds.get(a) as string]).toBeGreaterThanOrEqual(1);
      // An expired saved job can no longer be saved (not public), but can be removed.
      expect((await call('POST', '/save', { job_id: b })).statusCode).toBe(404);
      expect(json(await call('POST', '/toggle', { job_id: b }))).toMatchObject({ data: { saved: false } });
    } finally {
      await t.database.db
        .update(jobs)
        .set({ status: before?.status ?? 'approved' })
        .where(eq(jobs.id, c));
      await t.database.db
        .update(jobs)
        .set({ deadline: bJob?.deadline ?? '2099-01-01' })
        .where(eq(jobs.id, b));
    }
    // c comes back once it is approved again: its row was kept.
    expect(json(await call('GET', `/check/${c}`)).data).toEqual({ saved: true });
  });

  it('pages newest first and answers the batch check', async () => {
    const ids = publicIds.slice(0, 5);
    for (const id of ids) await call('POST', '/save', { job_id: id });
    const p1 = json(await call('GET', '?page=1&limit=2')).data;
    const p3 = json(await call('GET', '?page=3&limit=2')).data;
    expect(p1).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(p1.items.map((j: { id: number }) => j.id)).toEqual([ids[4], ids[3]]);
    expect(p3.items.map((j: { id: number }) => j.id)).toEqual([ids[0]]);

    const unsavedId = publicIds[7] as number;
    const q = [ids[0], ids[2], unsavedId, hidden.get(HIDDEN.waiting)].map((id) => `job_id=${id}`).join('&');
    const batch = json(await call('GET', `/ids?${q}`)).data;
    expect([...batch.saved_ids].sort()).toEqual([ids[0], ids[2]].sort());
    expect(json(await call('GET', `/ids?job_id=${ids[1]},${unsavedId}`)).data).toEqual({
      saved_ids: [ids[1]],
    });
    expect(json(await call('GET', '/ids')).data).toEqual({ saved_ids: [] });
    expect((await call('GET', '/ids?job_id=abc')).statusCode).toBe(422);
  });

  it('answers 422 with Vietnamese messages for a missing or invalid job_id', async () => {
    for (const [method, url] of [
      ['POST', '/save'],
      ['DELETE', '/unsave'],
      ['POST', '/toggle'],
    ] as const) {
      const missing = await call(method, url, {});
      expect(missing.statusCode, url).toBe(422);
      expect(json(missing).errors?.job_id).toEqual(['Việc làm không được để trống.']);
      const bad = await call(method, url, { job_id: 'abc' });
      expect(bad.statusCode, url).toBe(422);
      expect(json(bad).errors?.job_id).toEqual(['Dữ liệu phải là số']);
      expect((await call(method, url, { job_id: -3 })).statusCode).toBe(422);
    }
    expect((await call('GET', '/check/abc')).statusCode).toBe(422);
  });

  it('is for employees only: guests 401, every other role 403, before validation', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/stats'],
      ['GET', `/check/${publicIds[0]}`],
      ['GET', `/ids?job_id=${publicIds[0]}`],
      ['POST', '/save', { job_id: publicIds[0] }],
      ['DELETE', '/unsave', { job_id: publicIds[0] }],
      ['POST', '/toggle', {}],
    ];
    const check = async (tok: string, status: number, who: string) => {
      for (const [method, url, payload] of calls) {
        const res = await call(method, url, payload, tok);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(json(res).success).toBe(false);
      }
    };
    await check('', 401, 'guest');
    for (const who of [
      DEMO.admin,
      DEMO.subAdmin,
      DEMO.company,
      DEMO.companyStaff,
      DEMO.sale,
      DEMO.leaderSale,
    ]) {
      await check(await loginAs(t.app, who), 403, who);
    }
    expect(await rowsOf()).toHaveLength(0);
  });

  it('keeps each seeker to their own saved jobs', async () => {
    const id = publicIds[0] as number;
    await call('POST', '/save', { job_id: id });
    const other = await loginAs(t.app, 'ngoc.tran@viecxa.vn');
    expect(json(await call('GET', `/check/${id}`, undefined, other)).data).toEqual({ saved: false });
    expect(json(await call('GET', '', undefined, other)).data.total).toBe(0);
  });
});
