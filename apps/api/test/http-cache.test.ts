import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE } from '../src/plugins/http-cache.ts';
import { negotiateEncoding } from '../src/plugins/http-compression.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { applyForm, publicJobsOf } from './support/apply.ts';
import { PDF_BYTES } from './support/multipart.ts';

/**
 * Compression and caching of API answers (docs/performance.md "Compression and caching"); the
 * pages' side is in apps/web/e2e/compression-cache.spec.ts (it needs the built web app).
 */
describe('API compression', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('compresses JSON above 1 KB with brotli (preferred) or gzip, and says Vary: Accept-Encoding', async () => {
    const plain = await get('/api/listJobs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/i);

    const br = await get('/api/listJobs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await get('/api/listJobs', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/api/listJobs', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(json(res).success).toBe(true);
  });

  it('never compresses a private file download', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const [jobId] = (await publicJobsOf(t, DEMO.company)) as [number];
    // A CV well above the threshold, of a type that would shrink (a PDF of mostly spaces).
    const pdf = Buffer.concat([PDF_BYTES, Buffer.alloc(20_000, ' ')]);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm(
        { job_id: String(jobId), cv: { name: 'cv.pdf', data: pdf, type: 'application/pdf' } },
        token,
      ),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const cv = await get(`/api/applications/${json(applied).data.application_id}/cv`, {
      ...bearer(token),
      'accept-encoding': 'br, gzip',
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-encoding']).toBeUndefined();
    expect(cv.rawPayload.equals(pdf)).toBe(true);
  });

  it('negotiates like the browsers send it', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('API caching', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('public reads asked anonymously carry an ETag and a short public cache, and 304 when unchanged', async () => {
    for (const url of ['/api/listJobs', '/api/provinces', '/api/companies', '/api/options/job']) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(String(res.headers.vary)).toMatch(/Authorization.*Cookie/);

      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE);

      const other = await get(url, { 'if-none-match': 'W/"autre"' });
      expect(other.statusCode).toBe(200);
    }
  });

  it('the same reads asked with a token or the session cookie are never cached', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    for (const headers of [bearer(token), { cookie: `access_token=${token}` }]) {
      const res = await get('/api/listJobs', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      const etag = String((await get('/api/listJobs')).headers.etag);
      expect((await get('/api/listJobs', { ...headers, 'if-none-match': etag })).statusCode).toBe(200);
    }
  });

  it('personal endpoints, errors, state changes and the health probe are never cached', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const answers = [
      await get('/api/profile', bearer(token)),
      await get('/api/employee/saved-jobs', bearer(token)),
      await get('/api/profile'), // 401
      await get('/api/job/999999999/khong-co'), // 404 of a public read
      await get('/api/listJobs?page=abc'), // 422 of a public read
      await get('/api/health'),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 422, 200, 422]);
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body.slice(0, 200)).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
