import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { foldVietnamese } from '@app/contract/client';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../src/db/schema/index.ts';
import { refreshDetailsSegmentSql } from '../src/modules/jobs/search-text.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { companyProfileForm } from './support/company-profile.ts';
import { multipartForm } from './support/multipart.ts';
import { addJobs, createCompany, jobSpec, listJobs } from './support/public-jobs.ts';

/**
 * A job is found by the names it shows and its occupation's group (ADR 0024): renaming its company,
 * occupation, group or field, moving its occupation to another group, or merging its field into
 * another, rewrites the search text of its jobs in that transaction. Every object here is the
 * test's own (a company, two groups, an occupation and two fields).
 */
describe('search text follows renames of company, occupation, group and field', () => {
  const t = useTestApp();
  const word = () => `zq${randomBytes(3).toString('hex')}`;
  let admin: string;
  let companyToken: string;
  let company: { id: number; userId: number; name: string };
  let workId: number;
  let groupId: number;
  let otherGroupId: number;
  let fieldId: number;
  let otherFieldId: number;
  let jobId: number;
  const names = { company: '', work: '', group: '', otherGroup: '', field: '', otherField: '' };
  const put = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Ids of this company's jobs a keyword finds. */
  const found = async (search: string) => {
    const res = await listJobs(t.app, { search, company_id: company.id, limit: 50 });
    return res.keyword_match === 'words' ? res.items.map((j) => j.id) : [];
  };
  const storedText = async () =>
    (await t.database.db.select({ s: jobs.searchText }).from(jobs).where(eq(jobs.id, jobId)))[0]?.s;

  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
    names.company = `Công ty TNHH ${word()}`;
    company = await createCompany(t, { name: names.company });
    // The company logs in with the demo password (copied from a demo company's row).
    const [demo] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO.company));
    const [own] = await t.database.db
      .update(users)
      .set({ passwordHash: demo?.hash ?? null, emailVerifiedAt: new Date() })
      .where(eq(users.id, company.userId))
      .returning({ email: users.email });
    companyToken = await loginAs(t.app, own?.email ?? '');

    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as { id: number };
    };
    names.group = `Nhóm ${word()}`;
    groupId = (await post('/api/works', { name: names.group })).id;
    names.otherGroup = `Nhóm ${word()}`;
    otherGroupId = (await post('/api/works', { name: names.otherGroup })).id;
    names.work = `Nghề ${word()}`;
    workId = (await post('/api/works', { name: names.work, work_id: groupId })).id;
    names.field = `Lĩnh vực ${word()}`;
    fieldId = (await post('/api/admin/fields', { name: names.field, activity: 2 })).id;
    names.otherField = `Lĩnh vực ${word()}`;
    otherFieldId = (await post('/api/admin/fields', { name: names.otherField, activity: 2 })).id;
    [jobId] = (await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng đóng gói tại Aichi', work: names.work, field: names.field }),
    ])) as [number];
    for (const name of [names.company, names.work, names.group, names.field])
      expect(await found(name)).toEqual([jobId]);
  });

  it('an occupation renamed by the admin: its jobs are found by the new name, no longer by the old', async () => {
    const renamed = `Nghề ${word()}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/works/${workId}`,
      headers: bearer(admin),
      payload: { name: renamed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found(renamed)).toEqual([jobId]);
    expect(await found(names.work)).toEqual([]);
    names.work = renamed;
  });

  it('its group renamed, then its occupation moved to another group: found by the group it is in', async () => {
    const renamed = `Nhóm ${word()}`;
    await put(`/api/works/${groupId}`, { name: renamed });
    expect(await found(renamed)).toEqual([jobId]);
    expect(await found(names.group)).toEqual([]);
    names.group = renamed;

    await put(`/api/works/${workId}`, { name: names.work, work_id: otherGroupId });
    expect(await found(names.otherGroup)).toEqual([jobId]);
    expect(await found(names.group)).toEqual([]);
    expect(await found(names.work)).toEqual([jobId]);
  });

  it('migration 0024 puts the group into the text of jobs stored without it, and changes nothing else', async () => {
    const migration = readFileSync(
      new URL('../src/db/migrations/0024_search_occupation_group.sql', import.meta.url),
      'utf8',
    );
    expect(migration.replace(/^-- .*\n/gm, '').trim()).toBe(`${refreshDetailsSegmentSql()};`);
    const fresh = await storedText();
    const folded = foldVietnamese(names.otherGroup).toLowerCase();
    expect(fresh).toContain(` ${folded} `);
    // The text as it was stored before the group was searched.
    await t.database.db
      .update(jobs)
      .set({ searchText: sql`replace(${jobs.searchText}, ${` ${folded} `}, ' ')` })
      .where(eq(jobs.id, jobId));
    expect(await found(names.otherGroup)).toEqual([]);
    await t.database.db.execute(sql.raw(migration));
    expect(await storedText()).toBe(fresh);
    expect(await found(names.otherGroup)).toEqual([jobId]);
  });

  it('a field renamed by the admin, then merged into another: found by the name it now has', async () => {
    const renamed = `Lĩnh vực ${word()}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fields/${fieldId}`,
      headers: bearer(admin),
      payload: { name: renamed, activity: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found(renamed)).toEqual([jobId]);
    expect(await found(names.field)).toEqual([]);

    const merged = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/fields/${fieldId}`,
      headers: bearer(admin),
      payload: { merge_into: otherFieldId },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await found(names.otherField)).toEqual([jobId]);
    expect(await found(renamed)).toEqual([]);
  });

  it('a company renaming itself in its profile: its jobs carry the new name', async () => {
    const renamed = `Công ty Cổ phần ${word()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...multipartForm(companyProfileForm({ name: renamed }), companyToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found(renamed)).toEqual([jobId]);
    expect(await found(names.company)).toEqual([]);
    // The other segments are unchanged: the text is the same as a fresh posting's.
    expect(await storedText()).toContain(' dong goi ');
  });

  it('a save that keeps the names rewrites nothing', async () => {
    const before = await storedText();
    const [row] = await t.database.db
      .select({ updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/works/${workId}`,
      headers: bearer(admin),
      payload: { name: names.work },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedText()).toBe(before);
    const [after] = await t.database.db
      .select({ updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    expect(after?.updatedAt).toEqual(row?.updatedAt);
  });
});
