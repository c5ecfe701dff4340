import { expect, test } from './fixtures.ts';

/**
 * Odd requests to page routes (issue 10 item 4) are answered 405/415/400/413 in the envelope,
 * never 500: React Router would otherwise run an action for any method and body.
 */
const PAGES = ['/dang-nhap', '/viec-lam-da-luu/toggle', '/'];

test('methods other than GET, HEAD and POST get 405 with Allow', async ({ request }) => {
  for (const url of PAGES) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await request.fetch(url, { method, form: { a: '1' } });
      expect(res.status(), `${method} ${url}`).toBe(405);
      expect(res.headers().allow).toBe('GET, HEAD, POST');
      expect(await res.json()).toMatchObject({ success: false, code: 1106 });
    }
    expect((await request.head(url, { maxRedirects: 0 })).status(), `HEAD ${url}`).toBeLessThan(500);
  }
});

test('a POST that is not a form gets 415, multipart without a boundary or broken gets 400', async ({
  request,
}) => {
  const post = (url: string, contentType: string | null, data: string) =>
    request.post(url, { headers: contentType ? { 'content-type': contentType } : {}, data, maxRedirects: 0 });
  for (const url of PAGES) {
    for (const type of ['application/json', 'text/plain', 'application/xml', 'application/octet-stream']) {
      const res = await post(url, type, 'a=1');
      expect(res.status(), `${type} ${url}`).toBe(415);
      expect(await res.json()).toMatchObject({ success: false, code: 1110 });
    }
    // No content type at all (Playwright sends none for a Buffer without one).
    const bare = await request.post(url, { data: Buffer.from('a=1'), maxRedirects: 0 });
    expect(bare.status(), `no content type ${url}`).toBe(415);

    const noBoundary = await post(url, 'multipart/form-data', 'a=1');
    expect(noBoundary.status(), `multipart without boundary ${url}`).toBe(400);
    expect(await noBoundary.json()).toMatchObject({ success: false, code: 1106 });
    const broken = await post(
      url,
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
    );
    expect(broken.status(), `broken multipart ${url}`).toBe(400);
  }
});

test('a form body over BODY_LIMIT_BYTES gets 413 in the envelope; a normal form still works', async ({
  request,
}) => {
  const big = await request.post('/dang-nhap', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `email=a&password=${'x'.repeat(2 * 1024 * 1024)}`,
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toMatchObject({ success: false, code: 1109, message: 'Dữ liệu gửi lên quá lớn' });

  // The same action with a body of normal size answers as before (a login with wrong details: 4xx page).
  const normal = await request.post('/dang-nhap', {
    form: { email: 'ai@viecxa.vn', password: 'sai' },
    maxRedirects: 0,
  });
  expect(normal.status()).toBeLessThan(500);
  expect(normal.headers()['content-type']).toContain('text/html');
});

test('the script route /server-middleware/auth keeps JSON POST and DELETE (spec §7), same origin only', async ({
  request,
  baseURL,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'ungvien@viecxa.vn', password: 'Demo@123' },
  });
  const token = (await login.json()).data.token as string;
  const origin = new URL(baseURL ?? '').origin;
  const handOver = await request.post('/server-middleware/auth', {
    data: { token, expiresIn: 600 },
    headers: { origin, 'sec-fetch-site': 'same-origin' },
  });
  expect(handOver.status(), await handOver.text()).toBe(200);
  expect(handOver.headers()['set-cookie']).toContain('access_token=');
  const clear = await request.delete('/server-middleware/auth', { headers: { origin } });
  expect(clear.status()).toBe(200);
  expect(clear.headers()['set-cookie']).toContain('access_token=;');
  const planted = await request.post('/server-middleware/auth', {
    data: { token, expiresIn: 600 },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(planted.status()).toBe(403);
  expect(await planted.json()).toMatchObject({ code: 1127 });
  // An older browser sends only Origin; a cross-site DELETE would end the visitor's session. Both are
  // the pages' CSRF check's (plugins/csrf.ts): the route keeps no check of its own.
  for (const method of ['POST', 'DELETE']) {
    const foreign = await request.fetch('/server-middleware/auth', {
      method,
      data: { token, expiresIn: 600 },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status(), method).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 1127 });
    expect(foreign.headers()['set-cookie'], method).toBeUndefined();
  }
  expect((await request.fetch('/server-middleware/auth', { method: 'PUT' })).headers().allow).toBe(
    'GET, HEAD, POST, DELETE',
  );
});
