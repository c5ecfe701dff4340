import { ErrorCode, errorMessages } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

describe('admin fields and tags (spec §7 "Fields and tags", admin only)', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const [k, email] of Object.entries({
      admin: DEMO.admin,
      sub: DEMO.subAdmin,
      company: DEMO.company,
      employee: DEMO.employee,
      sale: DEMO.sale,
    }))
      tokens[k] = await loginAs(t.app, email);
  });
  const call = (who: string | null, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: who ? bearer(tokens[who] as string) : {} });
  const asAdmin = (opts: InjectOptions) => call('admin', opts);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]?.n);

  async function newField(name: string, activity = 2) {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/fields', payload: { name, activity } });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { id: number; name: string; slug: string; activity: number };
  }
  async function newTag(name: string, suggested = false) {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/tags', payload: { name, suggested } });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { id: number; name: string; suggested: boolean };
  }
  /** Two demo jobs and two demo companies, in this file's own database. */
  async function someJobsAndCompanies() {
    const jobs = await rows<{ id: number }>(sql`select id from jobs order by id limit 2`);
    const companies = await rows<{ id: number }>(sql`select id from companies order by id limit 2`);
    return { jobs: jobs.map((r) => Number(r.id)), companies: companies.map((r) => Number(r.id)) };
  }

  it('refuses everyone but the admin: sub_admin, company, employee and sale 403 (1104), guests 401', async () => {
    const field = await newField(`Lĩnh vực quyền ${unique()}`);
    const tag = await newTag(`Thẻ quyền ${unique()}`);
    const calls: InjectOptions[] = [];
    for (const [base, id] of [
      ['/api/admin/fields', field.id],
      ['/api/admin/tags', tag.id],
    ] as const) {
      calls.push(
        { method: 'GET', url: base },
        { method: 'GET', url: `${base}/${id}` },
        { method: 'POST', url: base, payload: { name: 'Mới', activity: 1 } },
        { method: 'PUT', url: `${base}/${id}`, payload: { name: 'Đổi', activity: 1 } },
        { method: 'POST', url: `${base}/${id}`, payload: { _method: 'PUT', name: 'Đổi', activity: 1 } },
        { method: 'DELETE', url: `${base}/${id}` },
        { method: 'POST', url: `${base}/${id}`, payload: { _method: 'DELETE' } },
      );
    }
    for (const opts of calls) {
      for (const who of ['sub', 'company', 'employee', 'sale']) {
        const res = await call(who, opts);
        const where = `${who} ${opts.method} ${opts.url}`;
        expect(res.statusCode, where).toBe(403);
        expect(json(res), where).toMatchObject({
          code: ErrorCode.AdminOnly,
          message: 'Chỉ admin mới có quyền truy cập',
        });
      }
      const guest = await call(null, opts);
      expect(guest.statusCode).toBe(401);
      expect(json(guest).code).toBe(ErrorCode.Unauthenticated);
    }
    // Nothing was changed by the refused calls.
    expect(json(await asAdmin({ method: 'GET', url: `/api/admin/fields/${field.id}` })).data.name).toBe(
      field.name,
    );
    expect(json(await asAdmin({ method: 'GET', url: `/api/admin/tags/${tag.id}` })).data.name).toBe(tag.name);
  });

  it('creates a field: every failing rule in Vietnamese, a used name refused per activity, then the public list has it', async () => {
    const empty = await asAdmin({ method: 'POST', url: '/api/admin/fields', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({
      name: ['Tên lĩnh vực không được để trống.'],
      activity: ['Vui lòng chọn loại hoạt động'],
    });
    const bad = await asAdmin({
      method: 'POST',
      url: '/api/admin/fields',
      payload: { name: 'x'.repeat(101), activity: 3 },
    });
    expect(json(bad).errors).toEqual({
      name: ['Dữ liệu nhập vào nhỏ hơn 100 ký tự.'],
      activity: ['Vui lòng chọn loại hoạt động'],
    });

    const name = `Điều dưỡng Hokkaido ${unique()}`;
    const field = await newField(name, 2);
    expect(field).toMatchObject({ name, activity: 2, job_count: 0, company_count: 0 });
    expect(field.slug).toMatch(/^dieu-duong-hokkaido-/);
    const again = await asAdmin({
      method: 'POST',
      url: '/api/admin/fields',
      payload: {
        name: name
          .toUpperCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/Đ/g, 'D'),
        activity: 2,
      },
    });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors).toEqual({ name: ['Lĩnh vực này đã tồn tại'] });
    // The same name in the other activity is another field.
    await newField(name, 1);

    const labor = json(await t.app.inject({ method: 'GET', url: '/api/company/fields/labor-abroad' })).data;
    expect(labor.map((f: { id: number }) => f.id)).toContain(field.id);
  });

  it('lists fields with an accent-free search, the activity filter and paging; counts equal SQL counts', async () => {
    const word = `Kagoshima${unique()}`;
    const a = await newField(`Chế biến thủy sản ${word}`, 2);
    const b = await newField(`Du học nghề ${word}`, 1);
    const { jobs, companies } = await someJobsAndCompanies();
    await t.database.db.execute(sql`update jobs set field_id = ${a.id} where id = ${jobs[0] as number}`);
    await t.database.db.execute(
      sql`insert into company_field_links (company_id, field_id) values (${companies[0] as number}, ${a.id}), (${companies[1] as number}, ${a.id})`,
    );
    const list = json(
      await asAdmin({
        method: 'GET',
        url: `/api/admin/fields?search=${encodeURIComponent(`CHE BIEN thuy san ${word}`)}`,
      }),
    ).data;
    expect(list.items.map((f: { id: number }) => f.id)).toEqual([a.id]);
    expect(list.items[0]).toMatchObject({
      job_count: await count(sql`select count(*)::int as n from jobs where field_id = ${a.id}`),
      company_count: await count(
        sql`select count(*)::int as n from company_field_links where field_id = ${a.id}`,
      ),
    });
    expect(list.items[0]).toMatchObject({ job_count: 1, company_count: 2 });
    const study = json(
      await asAdmin({ method: 'GET', url: `/api/admin/fields?search=${word}&activity=1` }),
    ).data;
    expect(study.items.map((f: { id: number }) => f.id)).toEqual([b.id]);
    const all = json(await asAdmin({ method: 'GET', url: '/api/admin/fields?limit=5&page=2' })).data;
    expect(all).toMatchObject({
      page: 2,
      limit: 5,
      total: await count(sql`select count(*)::int as n from company_fields`),
    });
    expect(all.items).toHaveLength(5);
    // Every figure of a full page equals its SQL count.
    const page = json(await asAdmin({ method: 'GET', url: '/api/admin/fields?limit=100' })).data;
    for (const f of page.items as { id: number; job_count: number; company_count: number }[]) {
      expect(f.job_count).toBe(
        await count(sql`select count(*)::int as n from jobs where field_id = ${f.id}`),
      );
      expect(f.company_count).toBe(
        await count(sql`select count(*)::int as n from company_field_links where field_id = ${f.id}`),
      );
    }
  });

  it('updates a field with POST _method=PUT; a missing id is 404 and a used name 422', async () => {
    const word = unique();
    const field = await newField(`Cơ khí ${word}`, 2);
    const other = await newField(`Hàn xì ${word}`, 2);
    const res = await asAdmin({
      method: 'POST',
      url: `/api/admin/fields/${field.id}`,
      payload: { _method: 'PUT', name: `Cơ khí chính xác ${word}`, activity: '2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Lưu thông tin thành công',
      data: { name: `Cơ khí chính xác ${word}` },
    });
    const taken = await asAdmin({
      method: 'PUT',
      url: `/api/admin/fields/${field.id}`,
      payload: { name: other.name, activity: 2 },
    });
    expect(json(taken).errors).toEqual({ name: ['Lĩnh vực này đã tồn tại'] });
    const missing = await asAdmin({
      method: 'PUT',
      url: '/api/admin/fields/999999',
      payload: { name: 'Bất kỳ', activity: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe(ErrorCode.NotFound);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/fields/999999' })).statusCode).toBe(404);
  });

  it('refuses to delete a field in use, with the counts; merges it into another of the same activity in one go', async () => {
    const word = unique();
    const source = await newField(`Xây dựng cầu đường ${word}`, 2);
    const target = await newField(`Xây dựng ${word}`, 2);
    const study = await newField(`Du học tiếng ${word}`, 1);
    const { jobs, companies } = await someJobsAndCompanies();
    const [j1, j2] = jobs as [number, number];
    const [c1, c2] = companies as [number, number];
    await t.database.db.execute(sql`update jobs set field_id = ${source.id} where id in (${j1}, ${j2})`);
    // c1 has both fields: after the merge it keeps one link.
    await t.database.db.execute(
      sql`insert into company_field_links (company_id, field_id) values (${c1}, ${source.id}), (${c2}, ${source.id}), (${c1}, ${target.id})`,
    );

    const refused = await asAdmin({ method: 'DELETE', url: `/api/admin/fields/${source.id}` });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: ErrorCode.CatalogInUse,
      message:
        'Lĩnh vực đang được 2 tin tuyển dụng và 2 công ty sử dụng nên không thể xóa. Hãy chọn một lĩnh vực khác để gộp vào.',
    });
    expect((await asAdmin({ method: 'GET', url: `/api/admin/fields/${source.id}` })).statusCode).toBe(200);

    const self = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/fields/${source.id}`,
      payload: { merge_into: source.id },
    });
    expect(json(self).errors).toEqual({ merge_into: ['Không thể gộp vào chính nó'] });
    const across = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/fields/${source.id}`,
      payload: { merge_into: study.id },
    });
    expect(json(across).errors).toEqual({
      merge_into: ['Chỉ gộp được vào một lĩnh vực cùng loại hoạt động'],
    });
    const nowhere = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/fields/${source.id}`,
      payload: { merge_into: 999999 },
    });
    expect(json(nowhere).errors).toEqual({ merge_into: ['Mục được chọn để gộp vào không tồn tại'] });
    expect(await count(sql`select count(*)::int as n from jobs where field_id = ${source.id}`)).toBe(2);

    const merged = await asAdmin({
      method: 'POST',
      url: `/api/admin/fields/${source.id}`,
      payload: { _method: 'DELETE', merge_into: String(target.id) },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json(merged).data).toEqual({
      deleted: source.id,
      merged_into: target.id,
      moved_jobs: 2,
      moved_companies: 2,
    });
    expect((await asAdmin({ method: 'GET', url: `/api/admin/fields/${source.id}` })).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from jobs where field_id = ${target.id}`)).toBe(2);
    expect(
      (
        await rows<{ company_id: number }>(
          sql`select company_id from company_field_links where field_id = ${target.id} order by company_id`,
        )
      ).map((r) => Number(r.company_id)),
    ).toEqual([c1, c2].sort((a, b) => a - b));
    expect(json(await asAdmin({ method: 'GET', url: `/api/admin/fields/${target.id}` })).data).toMatchObject({
      job_count: 2,
      company_count: 2,
    });

    // An unused field goes at once; then it is missing.
    const unused = await asAdmin({ method: 'DELETE', url: `/api/admin/fields/${study.id}` });
    expect(json(unused).data).toEqual({
      deleted: study.id,
      merged_into: null,
      moved_jobs: 0,
      moved_companies: 0,
    });
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/fields/${study.id}` })).statusCode).toBe(404);
  });

  it('tags: create, validation, the suggested flag drives /suggested-tags, update with _method=PUT', async () => {
    const empty = await asAdmin({ method: 'POST', url: '/api/admin/tags', payload: { suggested: 'on' } });
    expect(json(empty).errors).toEqual({ name: ['Tên thẻ không được để trống.'] });
    const name = `Bay tháng ${unique()}`;
    const tag = await newTag(name, true);
    expect(tag).toMatchObject({ name, suggested: true, job_count: 0, company_count: 0 });
    const dup = await asAdmin({
      method: 'POST',
      url: '/api/admin/tags',
      payload: { name: ` ${name.toLowerCase()} ` },
    });
    expect(json(dup).errors).toEqual({ name: ['Thẻ này đã tồn tại'] });
    const suggested = async () =>
      json(await t.app.inject({ method: 'GET', url: '/api/suggested-tags' })).data.map(
        (x: { id: number }) => x.id,
      );
    expect(await suggested()).toContain(tag.id);
    // A form without the checkbox means "not suggested".
    const res = await asAdmin({
      method: 'POST',
      url: `/api/admin/tags/${tag.id}`,
      payload: { _method: 'PUT', name },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.suggested).toBe(false);
    expect(await suggested()).not.toContain(tag.id);
    const listed = json(
      await asAdmin({ method: 'GET', url: `/api/admin/tags?search=${encodeURIComponent(name)}&suggested=0` }),
    ).data;
    expect(listed.items.map((x: { id: number }) => x.id)).toEqual([tag.id]);
    const none = json(
      await asAdmin({ method: 'GET', url: `/api/admin/tags?search=${encodeURIComponent(name)}&suggested=1` }),
    ).data;
    expect(none.total).toBe(0);
  });

  it('merges two tags: jobs and companies move, one that had both keeps one link; in use without a target is refused', async () => {
    const word = unique();
    const source = await newTag(`Đi nhanh ${word}`);
    const target = await newTag(`Bay nhanh ${word}`);
    const { jobs, companies } = await someJobsAndCompanies();
    const [j1, j2] = jobs as [number, number];
    const [c1] = companies as [number];
    await t.database.db.execute(
      sql`insert into job_tags (job_id, tag_id) values (${j1}, ${source.id}), (${j2}, ${source.id}), (${j1}, ${target.id})`,
    );
    await t.database.db.execute(
      sql`insert into company_tag_links (company_id, tag_id) values (${c1}, ${source.id})`,
    );
    const refused = await asAdmin({ method: 'DELETE', url: `/api/admin/tags/${source.id}` });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'Thẻ đang được 2 tin tuyển dụng và 1 công ty sử dụng nên không thể xóa. Hãy chọn một thẻ khác để gộp vào.',
    );
    expect(errorMessages[ErrorCode.CatalogInUse]).toBeTruthy();
    const merged = await asAdmin({
      method: 'DELETE',
      url: `/api/admin/tags/${source.id}`,
      payload: { merge_into: target.id },
    });
    expect(json(merged).data).toEqual({
      deleted: source.id,
      merged_into: target.id,
      moved_jobs: 2,
      moved_companies: 1,
    });
    expect(await count(sql`select count(*)::int as n from job_tags where tag_id = ${source.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from job_tags where tag_id = ${target.id}`)).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from job_tags where job_id = ${j1} and tag_id = ${target.id}`,
      ),
    ).toBe(1);
    expect(json(await asAdmin({ method: 'GET', url: `/api/admin/tags/${target.id}` })).data).toMatchObject({
      job_count: 2,
      company_count: 1,
    });
    // The public job page shows the new tag.
    const job = await rows<{ id: number; slug: string }>(
      sql`select id, slug from jobs where id = ${j1} and status = 'approved'`,
    );
    if (job[0]) {
      const page = json(
        await t.app.inject({ method: 'GET', url: `/api/job/${job[0].id}/${job[0].slug}` }),
      ).data;
      expect(page.tags.map((x: { id: number }) => x.id)).toContain(target.id);
      expect(page.tags.map((x: { id: number }) => x.id)).not.toContain(source.id);
    }
  });
});
