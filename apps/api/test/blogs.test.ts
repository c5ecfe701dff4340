import { ErrorCode, errorMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { multipartForm } from './support/multipart.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const DRAFT_TITLE = 'Bản nháp: lịch thi tiếng Nhật năm tới';
const FEE_TITLE = 'Tiền dịch vụ xuất khẩu lao động: mức trần theo Luật 69/2020 và Thông tư 21/2021';

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

/** A valid article form; `title` carries a unique word the tests search for. */
function article(word: string, extra: Record<string, string> = {}) {
  return {
    title: `Kinh nghiệm phỏng vấn đơn hàng ${word}`,
    summary: 'Những câu hỏi nhà tuyển dụng Nhật Bản hay hỏi và cách trả lời.',
    body: '<p>Hãy chuẩn bị kỹ phần tự giới thiệu.</p>',
    category: 'guide',
    tags: 'Phỏng vấn, Nhật Bản',
    nation_code: 'JP',
    status: 'published',
    ...extra,
  };
}

describe('blogs: public reading', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('lists published articles newest first; the seeded draft is not among them', async () => {
    const res = await get('/api/blogs?limit=100');
    expect(res.statusCode).toBe(200);
    const { items, total } = json(res).data;
    expect(total).toBe(12);
    expect(items).toHaveLength(12);
    expect(items.map((b: { title: string }) => b.title)).not.toContain(DRAFT_TITLE);
    const dates = items.map((b: { published_at: string }) => b.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0].url).toBe(`/tin-tuc-xkld-duhoc/${items[0].id}/${items[0].slug}`);
    expect(items[0]).not.toHaveProperty('body');
  });

  it('searches without accents, filters by category and tag, and pages (/listBlogs and /blogs alike)', async () => {
    for (const path of ['/api/listBlogs', '/api/blogs']) {
      const found = json(await get(`${path}?search=tien%20dich%20vu%20muc%20tran`)).data;
      expect(found.items.map((b: { title: string }) => b.title)).toEqual([FEE_TITLE]);
    }
    const none = json(await get('/api/listBlogs?search=khongcotu')).data;
    expect(none).toMatchObject({ items: [], total: 0 });
    // Word starts, any order, case aside: "NHAT tieng" finds "Tiếng Nhật".
    const words = json(await get('/api/listBlogs?search=NHAT%20tieng')).data.items;
    expect(words.length).toBeGreaterThan(0);
    for (const b of words) {
      const text = `${b.title} ${b.summary} ${b.tags.join(' ')}`.toLowerCase();
      expect(text).toContain('nhật');
      expect(text).toContain('tiếng');
    }

    const study = json(await get('/api/listBlogs?category=study_abroad')).data;
    expect(study.total).toBe(2);
    for (const b of study.items) expect(b.category).toBe('study_abroad');

    const tagged = json(await get(`/api/listBlogs?tag=${encodeURIComponent('Lừa đảo')}`)).data;
    expect(tagged.total).toBe(2);
    for (const b of tagged.items) expect(b.tags).toContain('Lừa đảo');

    const page2 = json(await get('/api/listBlogs?limit=5&page=3')).data;
    expect(page2).toMatchObject({ total: 12, page: 3, limit: 5 });
    expect(page2.items).toHaveLength(2);
  });

  it('refuses a wrong category with the field named', async () => {
    const res = await get('/api/listBlogs?category=khac');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})).toEqual(['category']);
  });

  it('answers an article by id whatever the slug; a draft or a missing id is 404', async () => {
    const list = json(await get('/api/blogs?limit=1')).data.items;
    const first = list[0];
    const res = await get(`/api/blog/${first.id}/sai-slug`);
    expect(res.statusCode).toBe(200);
    const detail = json(res).data;
    expect(detail).toMatchObject({ id: first.id, slug: first.slug, title: first.title });
    expect(detail.body).toContain('<p>');
    expect(detail.author).toEqual({ id: expect.any(Number), name: expect.any(String) });

    const admin = await loginAs(t.app, DEMO.admin);
    const drafts = json(await get('/api/admin/blogs?status=draft', bearer(admin))).data.items.filter(
      (b: { title: string }) => b.title === DRAFT_TITLE,
    );
    expect(drafts).toHaveLength(1);
    const draftId = drafts[0].id;
    for (const url of [`/api/blog/${draftId}/x`, `/api/blogs/related/${draftId}`, '/api/blog/999999/x']) {
      const hidden = await get(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(json(hidden).code).toBe(ErrorCode.NotFound);
    }
    // Signed in as an admin changes nothing on the public call.
    expect((await get(`/api/blog/${draftId}/x`, bearer(admin))).statusCode).toBe(404);
  });

  it('latest n, related (never itself, never a draft), top viewed and popular tags', async () => {
    const latest = json(await get('/api/blogs/latest/3')).data;
    const newest = json(await get('/api/blogs?limit=3')).data.items;
    expect(latest.map((b: { id: number }) => b.id)).toEqual(newest.map((b: { id: number }) => b.id));
    expect((await get('/api/blogs/latest/0')).statusCode).toBe(422);
    expect((await get('/api/blogs/latest/21')).statusCode).toBe(422);

    const scam = json(await get(`/api/listBlogs?search=dau%20hieu%20lua%20dao`)).data.items[0];
    const related = json(await get(`/api/blogs/related/${scam.id}?limit=4`)).data;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((b: { id: number }) => b.id)).not.toContain(scam.id);
    expect(related.map((b: { title: string }) => b.title)).not.toContain(DRAFT_TITLE);
    // Shared tags come first: the other article tagged "Lừa đảo" or "Kiểm tra doanh nghiệp".
    expect(related[0].tags.some((tag: string) => scam.tags.includes(tag))).toBe(true);

    const top = json(await get('/api/blogs/top-viewed?limit=3')).data;
    expect(top).toHaveLength(3);
    const views = top.map((b: { view_count: number }) => b.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);

    const tags = json(await get('/api/blogs/popular-tags?limit=50')).data;
    expect(tags[0]).toEqual({ tag: expect.any(String), count: expect.any(Number) });
    const counts = tags.map((x: { count: number }) => x.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // "JLPT" is on one published article and on the draft: only the published one counts.
    expect(tags.find((x: { tag: string }) => x.tag === 'JLPT')).toEqual({ tag: 'JLPT', count: 1 });
  });

  it('counts a view once per visitor per day, written in batches (reloads do not inflate it)', async () => {
    const [blog] = json(await get('/api/blogs/latest/1')).data;
    const count = async () =>
      json(await get('/api/blogs?limit=100')).data.items.find((b: { id: number }) => b.id === blog.id)
        .view_count;
    await t.app.blogViews.flush();
    const before = await count();
    for (let i = 0; i < 5; i++) await get(`/api/blog/${blog.id}/${blog.slug}`, {}, '198.51.100.7');
    // Not written per request: nothing changes until the flush.
    expect(await count()).toBe(before);
    await t.app.blogViews.flush();
    expect(await count()).toBe(before + 1);
    // Another visitor counts; the first one reloading again does not.
    await get(`/api/blog/${blog.id}/${blog.slug}`, {}, '198.51.100.8');
    await get(`/api/blog/${blog.id}/${blog.slug}`, {}, '198.51.100.7');
    // A signed-in reader is one visitor from any address.
    const reader = await loginAs(t.app, DEMO.employee);
    await get(`/api/blog/${blog.id}/${blog.slug}`, bearer(reader), '198.51.100.20');
    await get(`/api/blog/${blog.id}/${blog.slug}`, bearer(reader), '198.51.100.21');
    await t.app.blogViews.flush();
    expect(await count()).toBe(before + 3);
  });

  it('the sitemap call lists published articles only', async () => {
    const res = await get('/api/sitemap/blogs');
    expect(res.statusCode).toBe(200);
    const rows = json(res).data;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      updated_at: expect.any(String),
    });
  });
});

describe('blogs: admin writing', () => {
  const t = useTestApp();
  const send = (
    method: 'POST' | 'GET' | 'DELETE',
    url: string,
    token: string,
    fields?: Record<string, string | { name: string; data: Buffer }>,
  ) =>
    fields
      ? t.app.inject({ method, url, ...multipartForm(fields, token) })
      : t.app.inject({ method, url, headers: bearer(token) });

  it('an admin creates a published article with a thumbnail; the public finds it by a word without accents', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const word = `Gifu${unique()}`;
    const res = await send('POST', '/api/admin/blogs', admin, {
      ...article(word, { title: `Kinh nghiệm phỏng vấn đơn hàng điện tử ${word}` }),
      thumbnail: { name: 'anh.png', data: PNG },
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Đã tạo bài viết');
    expect(body.data).toMatchObject({
      status: 'published',
      category: 'guide',
      tags: ['Phỏng vấn', 'Nhật Bản'],
      nation: { code: 'JP', name: expect.any(String) },
      author: { name: expect.any(String) },
      view_count: 0,
    });
    expect(body.data.slug).toMatch(/^kinh-nghiem-phong-van-don-hang-dien-tu-gifu/);
    expect(body.data.published_at).not.toBeNull();
    expect(body.data.thumbnail).toMatch(/^\/api\/files\/blog-thumbnail\/[a-f0-9]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: body.data.thumbnail })).statusCode).toBe(200);

    const found = json(
      await t.app.inject({ method: 'GET', url: `/api/listBlogs?search=dien%20tu%20${word}` }),
    ).data;
    expect(found.items.map((b: { id: number }) => b.id)).toEqual([body.data.id]);
  });

  it('a draft stays invisible until a sub_admin publishes it (POST with _method=PUT); published_at is kept on later edits', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const sub = await loginAs(t.app, DEMO.subAdmin);
    const word = `Osaka${unique()}`;
    const created = json(
      await send('POST', '/api/admin/blogs', admin, article(word, { status: 'draft' })),
    ).data;
    expect(created).toMatchObject({ status: 'draft', published_at: null });
    const search = async () =>
      json(await t.app.inject({ method: 'GET', url: `/api/listBlogs?search=${word}` })).data.total;
    expect(await search()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${created.id}/x` })).statusCode).toBe(404);

    const published = await send('POST', `/api/admin/blogs/${created.id}`, sub, {
      _method: 'PUT',
      ...article(word, { title: `Đã sửa ${word}` }),
    });
    expect(published.statusCode).toBe(200);
    expect(json(published).message).toBe('Lưu thông tin thành công');
    const first = json(published).data;
    expect(first).toMatchObject({ status: 'published', title: `Đã sửa ${word}` });
    expect(first.published_at).not.toBeNull();
    expect(await search()).toBe(1);

    const again = json(
      await send('POST', `/api/admin/blogs/${created.id}`, admin, {
        _method: 'PUT',
        ...article(word, { summary: 'Tóm tắt mới.' }),
      }),
    ).data;
    expect(again.published_at).toBe(first.published_at);
    expect(again.summary).toBe('Tóm tắt mới.');

    const one = json(await send('GET', `/api/admin/blogs/${created.id}`, sub)).data;
    expect(one).toMatchObject({ id: created.id, status: 'published', body: expect.stringContaining('<p>') });

    const removed = await send('DELETE', `/api/admin/blogs/${created.id}`, sub);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toMatchObject({ message: 'Đã xóa bài viết', data: { id: created.id } });
    expect((await send('GET', `/api/admin/blogs/${created.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/blogs/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('reports every failing field with the catalogue messages', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const res = await send('POST', '/api/admin/blogs', admin, {
      title: ' ',
      summary: '',
      body: '<p> </p>',
      tags: '',
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      title: ['Tiêu đề không được để trống.'],
      summary: ['Tóm tắt không được để trống.'],
      category: ['Danh mục không được để trống.'],
      body: ['Nội dung không được để trống.'],
    });

    const tooMuch = await send('POST', '/api/admin/blogs', admin, {
      ...article('x'),
      title: 'T'.repeat(201),
      tags: Array.from({ length: 11 }, (_, i) => `the${i}`).join(','),
      nation_code: 'ZZ',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).errors).toEqual({
      title: ['Dữ liệu nhập vào nhỏ hơn 200 ký tự.'],
      tags: ['Tối đa 10 thẻ.'],
    });
    const noNation = await send('POST', '/api/admin/blogs', admin, { ...article('x'), nation_code: 'ZZ' });
    expect(noNation.statusCode).toBe(422);
    expect(json(noNation).errors).toEqual({ nation_code: ['Quốc gia không tồn tại'] });

    const scriptOnly = await send('POST', '/api/admin/blogs', admin, {
      ...article('x'),
      body: '<script>alert(1)</script>',
    });
    expect(scriptOnly.statusCode).toBe(422);
    expect(json(scriptOnly).errors).toEqual({ body: ['Nội dung không được để trống.'] });
  });

  it('sanitises the body like job descriptions', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const res = await send('POST', '/api/admin/blogs', admin, {
      ...article(`San${unique()}`),
      body: '<p onclick="x()">Chào <strong>bạn</strong><script>alert(1)</script></p><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">x</a>',
    });
    expect(res.statusCode).toBe(200);
    const html: string = json(res).data.body;
    expect(html).toContain('<strong>bạn</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('lists drafts and published articles for admins, with status and category filters', async () => {
    const sub = await loginAs(t.app, DEMO.subAdmin);
    const all = json(await send('GET', '/api/admin/blogs?limit=100', sub)).data;
    expect(all.items.some((b: { status: string }) => b.status === 'draft')).toBe(true);
    expect(all.items.some((b: { status: string }) => b.status === 'published')).toBe(true);
    const drafts = json(await send('GET', '/api/admin/blogs?status=draft&limit=100', sub)).data;
    for (const b of drafts.items) expect(b.status).toBe('draft');
    const cat = json(await send('GET', '/api/admin/blogs?category=study_abroad', sub)).data;
    for (const b of cat.items) expect(b.category).toBe('study_abroad');
  });

  it('refuses guests (401) and every role other than admin and sub_admin (403), before validation', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/blogs' },
      { method: 'GET', url: '/api/admin/blogs/1' },
      { method: 'POST', url: '/api/admin/blogs' },
      { method: 'POST', url: '/api/admin/blogs/1', form: { _method: 'PUT' } },
      { method: 'DELETE', url: '/api/admin/blogs/1' },
      { method: 'POST', url: '/api/admin/uploads/tinymce' },
      { method: 'POST', url: '/api/admin/uploads/cleanup' },
    ] as const;
    for (const c of calls) {
      const guest = await t.app.inject({
        method: c.method,
        url: c.url,
        ...('form' in c ? multipartForm(c.form) : {}),
      });
      expect(guest.statusCode, `guest ${c.method} ${c.url}`).toBe(401);
      expect(json(guest).code).toBe(ErrorCode.Unauthenticated);
    }
    for (const who of [DEMO.employee, DEMO.company, DEMO.companyStaff, DEMO.sale, DEMO.leaderSale]) {
      const token = await loginAs(t.app, who);
      for (const c of calls) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          ...('form' in c ? multipartForm(c.form, token) : { headers: bearer(token) }),
        });
        expect(res.statusCode, `${who} ${c.method} ${c.url}`).toBe(403);
        expect(json(res)).toMatchObject({
          code: ErrorCode.Forbidden,
          message: errorMessages[ErrorCode.Forbidden],
        });
      }
    }
  });
});

describe('blogs: editor images and cleanup', () => {
  const t = useTestApp();

  it('cleanup removes the admin’s unused editor images and keeps those an article (even a draft) uses', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const upload = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads/tinymce',
        ...multipartForm({ file: { name: 'a.png', data: PNG } }, admin),
      });
      expect(res.statusCode).toBe(200);
      return json(res).data.location as string;
    };
    const used = await upload();
    const unused = await upload();
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      ...multipartForm(
        { ...article(`Img${unique()}`, { status: 'draft' }), body: `<p>Ảnh</p><img src="${used}">` },
        admin,
      ),
    });
    expect(create.statusCode).toBe(200);
    expect(json(create).data.body).toContain(used);

    const cleanup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/cleanup',
      headers: bearer(admin),
      payload: { files: [used, unused] },
    });
    expect(cleanup.statusCode).toBe(200);
    expect(json(cleanup).data).toEqual({ deleted: 1 });
    expect((await t.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
  });

  it('a replaced thumbnail’s file is removed; the new one is served', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const word = `Thumb${unique()}`;
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/blogs',
        ...multipartForm({ ...article(word), thumbnail: { name: 'a.png', data: PNG } }, admin),
      }),
    ).data;
    const updated = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/blogs/${created.id}`,
        ...multipartForm(
          { _method: 'PUT', ...article(word), thumbnail: { name: 'b.png', data: PNG } },
          admin,
        ),
      }),
    ).data;
    expect(updated.thumbnail).not.toBe(created.thumbnail);
    expect((await t.app.inject({ method: 'GET', url: updated.thumbnail })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: created.thumbnail })).statusCode).toBe(404);
    // An edit without a file keeps the thumbnail.
    const kept = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/blogs/${created.id}`,
        ...multipartForm({ _method: 'PUT', ...article(word) }, admin),
      }),
    ).data;
    expect(kept.thumbnail).toBe(updated.thumbnail);
  });
});
