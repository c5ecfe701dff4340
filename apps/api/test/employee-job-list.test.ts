import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, employeeProfiles, jobs, notifications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { userIdByEmail } from './support/applications.ts';

const SEEKER2 = 'ngoc.tran@viecxa.vn';
const HIROSHIMA = 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản';

describe('matching jobs (employee/job-list) and notification 13', () => {
  const t = useTestApp();
  const jobList = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employee/job-list${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const jobRows = (ids: number[]) =>
    t.database.db
      .select({ id: jobs.id, nation: jobs.nationCode, field: jobs.fieldId })
      .from(jobs)
      .where(inArray(jobs.id, ids));
  const appliedIds = async (userId: number) =>
    (
      await t.database.db
        .select({ id: applications.jobId })
        .from(applications)
        .where(eq(applications.userId, userId))
    ).map((r) => r.id);

  it('matches the wished nations or fields and leaves out jobs already applied to', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const me = await userIdByEmail(t, DEMO.employee);
    const [profile] = await t.database.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.userId, me));
    const list = await jobList(token, '?limit=100');
    expect(list.matched_by).toBe('wishes');
    expect(list.total).toBeGreaterThan(0);
    expect(list.items).toHaveLength(list.total);
    for (const row of await jobRows(list.items.map((j: { id: number }) => j.id))) {
      const matches =
        profile?.wishedNationCodes.includes(row.nation) ||
        (row.field !== null && profile?.wishedFieldIds.includes(row.field));
      expect(matches, `job ${row.id}`).toBe(true);
    }
    const applied = await appliedIds(me);
    expect(applied.length).toBe(3);
    for (const id of applied) expect(list.items.map((j: { id: number }) => j.id)).not.toContain(id);
    // Same card shape as the public lists.
    expect(list.items[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      url: expect.any(String),
    });
    const paged = await jobList(token, '?limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: list.total });
    expect(paged.items[0]?.id).toBe(list.items[1]?.id);
  });

  it('shows the newest public jobs without wishes, then only the wished nation once set', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const me = await userIdByEmail(t, SEEKER2);
    const all = await jobList(token, '?limit=100');
    expect(all.matched_by).toBe('newest');
    const publicTotal = json(await t.app.inject({ method: 'GET', url: '/api/listJobs?limit=1' })).data.total;
    const applied = await appliedIds(me);
    expect(all.total).toBe(publicTotal - applied.length);
    for (const id of applied) expect(all.items.map((j: { id: number }) => j.id)).not.toContain(id);

    await t.database.db
      .insert(employeeProfiles)
      .values({ userId: me, wishedNationCodes: ['DE'] })
      .onConflictDoUpdate({ target: employeeProfiles.userId, set: { wishedNationCodes: ['DE'] } });
    const de = await jobList(token, '?limit=100');
    expect(de.matched_by).toBe('wishes');
    expect(de.total).toBeGreaterThan(0);
    expect(de.items.every((j: { nation: { code: string } }) => j.nation.code === 'DE')).toBe(true);
    await t.database.db.delete(employeeProfiles).where(eq(employeeProfiles.userId, me));
  });

  it('approval notifies matching seekers once (type 13, link = slug), never the others', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const seeker = await userIdByEmail(t, DEMO.employee);
    const other = await userIdByEmail(t, SEEKER2);
    // The other seeker wishes for Germany only: a Japanese job is not for her.
    await t.database.db.insert(employeeProfiles).values({ userId: other, wishedNationCodes: ['DE'] });
    const [job] = await t.database.db
      .select({ id: jobs.id, slug: jobs.slug, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.title, HIROSHIMA));
    expect(job?.status).toBe('waiting');
    const id = job?.id as number;
    const type13 = (userId: number) =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, 13), eq(notifications.targetId, id)),
        );

    const approve = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/approve`, headers: bearer(admin) });
    expect((await approve()).statusCode).toBe(200);
    const rows = await type13(seeker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      link: job?.slug,
      message: `Có việc làm mới phù hợp với nguyện vọng của bạn: "${HIROSHIMA}"`,
      readAt: null,
    });
    expect(await type13(other)).toHaveLength(0);

    // The seeker's bell links to the job page.
    const token = await loginAs(t.app, DEMO.employee);
    const bell = json(
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) }),
    ).data;
    const n = bell.notifications.find(
      (x: { type: number; target_id: number }) => x.type === 13 && x.target_id === id,
    );
    expect(n.href).toBe(`/job/${id}/${job?.slug}`);

    // An edit sends the job back to waiting; approving it again does not repeat the notification.
    await t.database.db.update(jobs).set({ status: 'waiting' }).where(eq(jobs.id, id));
    expect((await approve()).statusCode).toBe(200);
    expect(await type13(seeker)).toHaveLength(1);
    expect(await type13(other)).toHaveLength(0);
  });
});
