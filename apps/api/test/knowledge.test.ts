import { ErrorCode, errorMessages, todayInVietnam, ZKnowledgeBody } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../src/db/seed/knowledge.ts';
import { KNOWLEDGE_ENTRIES } from '../src/db/seed/knowledge-entries.data.ts';
import { loadKnowledge } from '../src/modules/knowledge/knowledge-cache.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A valid entry of the admin form (JSON), with its own slug. */
function entry(over: Record<string, unknown> = {}) {
  return {
    slug: `muc-thu-${unique()}`,
    title: 'Thời gian làm thêm của du học sinh tại Úc',
    topic: 'study_work',
    nations: ['AU'],
    programmes: ['study'],
    keywords: ['làm thêm', 'du học Úc'],
    summary: 'Du học sinh tại Úc được làm thêm tối đa 48 giờ mỗi hai tuần trong kỳ học.',
    body: 'Đoạn một.\n\nDanh sách:\n- Ý một\n- Ý hai',
    sources: [{ title: 'Bộ Nội vụ Úc', url: 'https://immi.homeaffairs.gov.au/' }],
    checked_on: '2026-11-20',
    ...over,
  };
}

/** Seeded entries the tests read (whatever the shipped content is): one tied to a country, one general. */
const tied = KNOWLEDGE_ENTRIES.find((e) => e.nations.length > 0) as (typeof KNOWLEDGE_ENTRIES)[number];
const general = KNOWLEDGE_ENTRIES.find((e) => e.nations.length === 0) as (typeof KNOWLEDGE_ENTRIES)[number];
/** A country the tied entry is not about. */
const elsewhere = ['KR', 'JP', 'DE'].find((c) => !tied.nations.includes(c)) as string;

describe('knowledge base', () => {
  const t = useTestApp();
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  it('ships entries that pass the admin form and have unique slugs', () => {
    expect(KNOWLEDGE_ENTRIES.length).toBeGreaterThanOrEqual(3);
    expect(tied).toBeDefined();
    expect(general).toBeDefined();
    expect(new Set(KNOWLEDGE_ENTRIES.map((e) => e.slug)).size).toBe(KNOWLEDGE_ENTRIES.length);
    for (const e of KNOWLEDGE_ENTRIES) {
      const parsed = ZKnowledgeBody.safeParse(e);
      expect(parsed.success ? [] : parsed.error.issues, e.slug).toEqual([]);
    }
  });

  it("ships only countries of the catalogue (the admin form's rule)", async () => {
    const known = new Set(json(await get('/api/nations')).data.map((n: { code: string }) => n.code));
    const unknown = KNOWLEDGE_ENTRIES.flatMap((e) =>
      e.nations.filter((c) => !known.has(c)).map((c) => `${e.slug}: ${c}`),
    );
    expect(unknown).toEqual([]);
  });

  it('lists the seeded entries publicly, filters by topic and country, and reads one whole', async () => {
    const all = json(await get('/api/knowledge?limit=100')).data;
    expect(all.total).toBeGreaterThanOrEqual(Math.min(KNOWLEDGE_ENTRIES.length, 100));
    expect(all.limit).toBe(100);
    const seeded = all.items.find((e: { slug: string }) => e.slug === tied.slug);
    expect(seeded).toMatchObject({ topic: tied.topic, nations: tied.nations, programmes: tied.programmes });
    expect(seeded.checked_on).toBe(tied.checked_on);
    expect(seeded.body).toBeUndefined();
    expect(json(await get('/api/knowledge')).data.limit).toBe(20);

    const byTopic = json(await get(`/api/knowledge?topic=${tied.topic}&limit=100`)).data.items;
    expect(byTopic.some((e: { slug: string }) => e.slug === tied.slug)).toBe(true);
    expect(byTopic.every((e: { topic: string }) => e.topic === tied.topic)).toBe(true);
    // A country: its own entries and those tied to no country; never another country's.
    const slugsFor = async (nation: string) =>
      json(await get(`/api/knowledge?nation=${nation}&limit=100`)).data.items.map(
        (e: { slug: string }) => e.slug,
      );
    const own = await slugsFor(tied.nations[0] as string);
    expect(own).toContain(tied.slug);
    expect(own).toContain(general.slug);
    const other = await slugsFor(elsewhere);
    expect(other).toContain(general.slug);
    expect(other).not.toContain(tied.slug);

    const one = json(await get(`/api/knowledge/${general.slug}`)).data;
    expect(one).toMatchObject({ title: general.title, body: general.body, sources: general.sources });
    expect((await get('/api/knowledge/khong-co-muc-nay')).statusCode).toBe(404);
    expect((await get('/api/knowledge?topic=khac')).statusCode).toBe(422);
  });

  it('an admin creates, edits and deletes an entry; the public follows each step and 404s an unpublished one', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const body = entry();
    const created = await send('POST', '/api/admin/knowledge', admin, body);
    expect(created.statusCode).toBe(200);
    expect(json(created).message).toBe('Đã thêm mục cẩm nang');
    const c = json(created).data;
    expect(c).toMatchObject({ slug: body.slug, published: true, nations: ['AU'], checked_on: '2026-11-20' });
    expect(json(await get(`/api/knowledge/${body.slug}`)).data.title).toBe(body.title);

    const adminList = json(
      await get(`/api/admin/knowledge?search=${encodeURIComponent('lam them du hoc')}`, admin),
    ).data;
    expect(adminList.items.map((e: { id: number }) => e.id)).toContain(c.id);

    // A sub_admin (moderator) may write too; hiding the entry makes its public page a 404.
    const sub = await loginAs(t.app, DEMO.subAdmin);
    const hidden = await send('PUT', `/api/admin/knowledge/${c.id}`, sub, { ...body, published: false });
    expect(hidden.statusCode).toBe(200);
    expect(json(hidden).message).toBe('Lưu thông tin thành công');
    expect((await get(`/api/knowledge/${body.slug}`)).statusCode).toBe(404);
    const listed = json(await get('/api/knowledge?limit=100')).data.items;
    expect(listed.some((e: { id: number }) => e.id === c.id)).toBe(false);
    const unpublished = json(await get('/api/admin/knowledge?published=0&limit=100', admin)).data.items;
    expect(unpublished.map((e: { id: number }) => e.id)).toContain(c.id);
    expect(json(await get(`/api/admin/knowledge/${c.id}`, admin)).data.published).toBe(false);

    const removed = await send('DELETE', `/api/admin/knowledge/${c.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toMatchObject({ data: { id: c.id }, message: 'Đã xóa mục cẩm nang' });
    expect((await get(`/api/admin/knowledge/${c.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/knowledge/${c.id}`, admin)).statusCode).toBe(404);
  });

  it('loadKnowledge sees an edit at once (the cache is dropped on every admin write)', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const body = entry();
    const c = json(await send('POST', '/api/admin/knowledge', admin, body)).data;
    const before = await loadKnowledge(t.app.db);
    expect(before.find((e) => e.id === c.id)?.title).toBe(body.title);
    // A second read within the TTL is the same copy (no query).
    expect(await loadKnowledge(t.app.db)).toBe(before);
    const title = `Tiêu đề mới ${unique()}`;
    expect((await send('PUT', `/api/admin/knowledge/${c.id}`, admin, { ...body, title })).statusCode).toBe(
      200,
    );
    const after = await loadKnowledge(t.app.db);
    expect(after).not.toBe(before);
    expect(after.find((e) => e.id === c.id)?.title).toBe(title);
    expect(json(await get(`/api/knowledge/${body.slug}`)).data.title).toBe(title);
    await send('DELETE', `/api/admin/knowledge/${c.id}`, admin);
    expect((await loadKnowledge(t.app.db)).some((e) => e.id === c.id)).toBe(false);
  });

  it('refuses each invalid field with its Vietnamese message', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const errorsOf = async (over: Record<string, unknown>) => {
      const res = await send('POST', '/api/admin/knowledge', admin, entry(over));
      expect(res.statusCode).toBe(422);
      return json(res).errors as Record<string, string[]>;
    };
    expect(await errorsOf({ slug: 'Có Dấu Và Hoa' })).toEqual({
      slug: ['Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang (ví dụ: phi-dich-vu-toi-da)'],
    });
    expect(await errorsOf({ slug: '' })).toEqual({ slug: ['Đường dẫn không được để trống.'] });
    expect(await errorsOf({ title: 'Ngắn' })).toEqual({
      title: ['Dữ liệu nhập vào phải từ 5 đến 200 ký tự.'],
    });
    expect(await errorsOf({ title: 'x'.repeat(201) })).toEqual({
      title: ['Dữ liệu nhập vào phải từ 5 đến 200 ký tự.'],
    });
    expect(await errorsOf({ summary: '  ' })).toEqual({ summary: ['Tóm tắt không được để trống.'] });
    expect(await errorsOf({ summary: 'x'.repeat(601) })).toEqual({
      summary: ['Dữ liệu nhập vào nhỏ hơn 600 ký tự.'],
    });
    expect(await errorsOf({ body: '' })).toEqual({ body: ['Nội dung không được để trống.'] });
    expect(await errorsOf({ body: 'x'.repeat(20_001) })).toEqual({
      body: ['Dữ liệu nhập vào nhỏ hơn 20000 ký tự.'],
    });
    expect(await errorsOf({ sources: [] })).toEqual({
      sources: ['Cần ít nhất một nguồn có đường dẫn http(s) hợp lệ'],
    });
    expect(await errorsOf({ sources: [{ title: 'Trang', url: 'ftp://example.com/a' }] })).toEqual({
      'sources.0.url': ['Đường dẫn không hợp lệ'],
    });
    expect(await errorsOf({ sources: [{ title: '', url: 'https://example.com/' }] })).toEqual({
      'sources.0.title': ['Tên nguồn không được để trống.'],
    });
    const tomorrow = new Date(`${todayInVietnam()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(await errorsOf({ checked_on: tomorrow.toISOString().slice(0, 10) })).toEqual({
      checked_on: ['Ngày không được ở trong tương lai'],
    });
    expect(await errorsOf({ checked_on: '' })).toEqual({
      checked_on: ['Ngày kiểm tra không được để trống.'],
    });
    // Not a real day: the format and the comparison both fail, as every date rule of the catalogue.
    expect(await errorsOf({ checked_on: '2026-02-30' })).toEqual({
      checked_on: ['Ngày tháng không hợp lệ', 'Ngày không được ở trong tương lai'],
    });
    expect(await errorsOf({ topic: 'khac' })).toEqual({ topic: ['Vui lòng chọn chủ đề'] });
    expect(await errorsOf({ topic: undefined })).toEqual({ topic: ['Vui lòng chọn chủ đề'] });
    expect(await errorsOf({ programmes: ['tts', 'xyz'] })).toEqual({
      'programmes.1': ['Chương trình không hợp lệ'],
    });
    expect(await errorsOf({ nations: ['Nhật'] })).toEqual({ 'nations.0': ['Quốc gia không hợp lệ'] });
    // Well-formed but not in the catalogue: checked by the service.
    expect(await errorsOf({ nations: ['ZZ'] })).toEqual({ nations: ['Quốc gia không tồn tại'] });

    // A slug in use (a seeded entry's), on create and on update.
    expect(await errorsOf({ slug: general.slug })).toEqual({
      slug: ['Đường dẫn đã được sử dụng'],
    });
    const c = json(await send('POST', '/api/admin/knowledge', admin, entry())).data;
    const taken = await send('PUT', `/api/admin/knowledge/${c.id}`, admin, entry({ slug: general.slug }));
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ slug: ['Đường dẫn đã được sử dụng'] });
    await send('DELETE', `/api/admin/knowledge/${c.id}`, admin);
  });

  it('refuses every role but admin and sub_admin (403), and guests (401)', async () => {
    const forbidden = errorMessages[ErrorCode.Forbidden];
    for (const email of [DEMO.employee, DEMO.company, DEMO.sale, DEMO.leaderSale]) {
      const token = await loginAs(t.app, email);
      for (const res of [
        await get('/api/admin/knowledge', token),
        await get('/api/admin/knowledge/1', token),
        await send('POST', '/api/admin/knowledge', token, entry()),
        await send('PUT', '/api/admin/knowledge/1', token, entry()),
        await send('DELETE', '/api/admin/knowledge/1', token),
      ]) {
        expect(res.statusCode, email).toBe(403);
        expect(json(res)).toMatchObject({ success: false, code: ErrorCode.Forbidden, message: forbidden });
      }
    }
    for (const res of [
      await get('/api/admin/knowledge'),
      await send('POST', '/api/admin/knowledge', null, entry()),
      await send('PUT', '/api/admin/knowledge/1', null, entry()),
      await send('DELETE', '/api/admin/knowledge/1', null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ success: false, code: ErrorCode.Unauthenticated });
    }
  });

  it('seeding adds missing slugs and keeps an admin edit', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const edited = json(await get(`/api/knowledge/${general.slug}`)).data;
    const full = json(await get(`/api/admin/knowledge/${edited.id}`, admin)).data;
    const title = `${general.title.slice(0, 150)} (bản đã sửa)`;
    const put = await send('PUT', `/api/admin/knowledge/${edited.id}`, admin, { ...full, title });
    expect(put.statusCode).toBe(200);
    const removed = json(await get(`/api/knowledge/${tied.slug}`)).data;
    expect((await send('DELETE', `/api/admin/knowledge/${removed.id}`, admin)).statusCode).toBe(200);

    expect(await seedKnowledge(t.app.db)).toBe(1);
    expect(json(await get(`/api/knowledge/${general.slug}`)).data.title).toBe(title);
    expect(json(await get(`/api/knowledge/${tied.slug}`)).data.title).toBe(tied.title);
    expect(await seedKnowledge(t.app.db)).toBe(0);
  });
});
