import { ErrorCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { DRAFT_TITLE, FEE_TITLE } from './support/blog-articles.ts';

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
