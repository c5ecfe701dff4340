import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, hydrated, signIn, test } from './fixtures.ts';

/*
 * Compression and caching of what the browser gets from the built app (docs/performance.md
 * "Compression and caching"): pages (hijacked from Fastify, compressed and tagged in
 * apps/api/src/web-response.ts) and the build's assets (precompressed at build). The API's side is
 * in apps/api/test/http-cache.test.ts.
 */

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const clientBuild = fileURLToPath(new URL('../build/client/', import.meta.url));

test('a public page asked anonymously is compressed, tagged, cached briefly and answers 304 when unchanged', async ({
  request,
}) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe(PUBLIC_CACHE);
  expect(headers.vary).toBe('Cookie, Accept-Encoding');
  expect(headers.etag).toMatch(/^W\/"[\w-]+"$/);
  expect(await res.text()).toContain('</html>');

  // The per-request CSP nonce is the only difference between two renders: the tag ignores it.
  const gz = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(gz.headers().etag).toBe(headers.etag);

  const again = await request.get('/', {
    headers: { 'accept-encoding': 'br', 'if-none-match': headers.etag as string },
  });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(headers.etag);
  // The browser keeps its copy with that copy's nonce: a new CSP would refuse its scripts.
  expect(again.headers()['content-security-policy']).toBeUndefined();
});

test('a page reloaded from a 304 still runs its scripts under the CSP it came with', async ({
  page,
  consoleErrors,
}) => {
  const first = await page.goto('/');
  const etag = (await first?.allHeaders())?.etag;
  expect(etag).toMatch(/^W\//);
  await hydrated(page);
  const revalidated = page.waitForResponse((r) => new URL(r.url()).pathname === '/');
  await page.reload();
  // Chromium shows a revalidated copy as the 200 it keeps; the question it asked was If-None-Match.
  const response = await revalidated;
  expect((await response.request().allHeaders())['if-none-match']).toBe(etag);
  expect((await response.allHeaders()).etag).toBe(etag);
  await hydrated(page);
  expect(consoleErrors).toEqual([]);
});

test('the same page with a session streams compressed and is never cached or tagged', async ({ page }) => {
  await signIn(page, 'ungvien@viecxa.vn');
  const res = await page.request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers.etag).toBeUndefined();
  expect(headers.vary).toContain('Cookie');
});

test('a page error is compressed but never cached', async ({ request }) => {
  const res = await request.get('/trang-khong-ton-tai', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status()).toBe(404);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers().etag).toBeUndefined();
});

test('build assets are sent from their precompressed copies with the immutable cache', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/"(\/assets\/[^"#]+\.(?:js|css))#?"/g)].map((m) => m[1] as string);
  expect(assets.length).toBeGreaterThan(0);
  // Every asset, even the tiny entry chunk: one without a copy would be compressed per request.
  for (const asset of assets) {
    expect(existsSync(`${clientBuild}${asset}.br`), asset).toBe(true);
    for (const [accept, suffix] of [
      ['br, gzip', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      const res = await request.get(asset, { headers: { 'accept-encoding': accept } });
      const headers = res.headers();
      expect(headers['content-encoding'], asset).toBe(suffix === 'gz' ? 'gzip' : 'br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toContain('accept-encoding');
      // Exactly the bytes of the file written at build, not a per-request compression.
      expect(Number(headers['content-length']), asset).toBe(
        statSync(`${clientBuild}${asset}.${suffix}`).size,
      );
    }
  }
  const favicon = await request.get('/favicon.ico', { headers: { 'accept-encoding': 'identity' } });
  expect(favicon.headers()['content-encoding']).toBeUndefined();
});
