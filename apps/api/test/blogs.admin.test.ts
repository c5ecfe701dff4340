import { ErrorCode, errorMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { article, unique } from './support/blog-articles.ts';
import { TINY_PNG } from './support/images.ts';
import { multipartForm } from './support/multipart.ts';

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
      thumbnail: { name: 'anh.png', data: TINY_PNG },
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
    // Neither a typed list nor the form's values (the fuzz's `tags: 0` was a 500): refused, not split.
    const notAList = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: bearer(admin),
      payload: { ...article('x'), tags: 0 },
    });
    expect(notAList.statusCode).toBe(422);
    expect(Object.keys(json(notAList).errors ?? {})).toEqual(['tags']);
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
