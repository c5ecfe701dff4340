import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { article, unique } from './support/blog-articles.ts';
import { TINY_PNG } from './support/images.ts';
import { multipartForm } from './support/multipart.ts';

describe('blogs: editor images and cleanup', () => {
  const t = useTestApp();

  it('cleanup removes the admin’s unused editor images and keeps those an article (even a draft) uses', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const upload = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads/tinymce',
        ...multipartForm({ file: { name: 'a.png', data: TINY_PNG } }, admin),
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
        ...multipartForm({ ...article(word), thumbnail: { name: 'a.png', data: TINY_PNG } }, admin),
      }),
    ).data;
    const updated = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/blogs/${created.id}`,
        ...multipartForm(
          { _method: 'PUT', ...article(word), thumbnail: { name: 'b.png', data: TINY_PNG } },
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
