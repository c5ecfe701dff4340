import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { contentSecurityPolicy, imageOrigins } from '../src/web.ts';
import { bearer, DEMO, loginAs, useTestApp } from './helpers.ts';
import { TINY_PNG } from './support/images.ts';

const t = useTestApp();

/** Another app on this file's database, with other settings (nothing is migrated or seeded). */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    database: t.database,
    migrate: false,
    emailWorker: false,
    env: { LOG_LEVEL: 'silent', ...env },
    rateLimitNamespace: `h${randomBytes(4).toString('hex')}`,
  });
  await app.ready();
  return app;
}

describe('headers on API answers', () => {
  it('no personal or error API answer may be cached (public reads asked anonymously: http-cache.test.ts)', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/provinces', headers: bearer(token) }),
      await t.app.inject({
        method: 'GET',
        url: '/api/listJobs',
        headers: { cookie: `access_token=${token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/api/employee/saved-jobs', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/api/profile' }), // 401
      await t.app.inject({ method: 'GET', url: '/api/khong-ton-tai' }), // 404
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }), // 422
      await t.app.inject({ method: 'GET', url: '/api' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 422, 404]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('private, no-store');
  });

  it('a public file keeps its own long public cache', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const boundary = '----vxheaders';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/company/uploads/tinymce',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.headers['cache-control']).toBe('private, no-store');
    const file = await t.app.inject({ method: 'GET', url: uploaded.json().data.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('every answer turns off the browser features no page uses', async () => {
    for (const url of ['/api/health', '/api/khong-ton-tai']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
        expect(policy).toContain(`${feature}=()`);
      // Chromium logs an unknown feature name as a console error on every page.
      expect(policy).not.toContain('interest-cohort');
    }
  });
});

describe('OpenAPI document and UI (OPENAPI_UI)', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is on by default in development and tests, off in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).OPENAPI_UI).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).OPENAPI_UI).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).OPENAPI_UI).toBe(false);
    expect(loadEnv({}).OPENAPI_UI).toBe(false); // NODE_ENV defaults to production
    expect(loadEnv({ NODE_ENV: 'production', OPENAPI_UI: 'true' }).OPENAPI_UI).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', OPENAPI_UI: 'false' }).OPENAPI_UI).toBe(false);
  });

  it('in production neither the UI nor the JSON is served, unless switched on', async () => {
    const closed = await appWith({ NODE_ENV: 'production' });
    apps.push(closed);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await closed.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 1107, message: 'Không tìm thấy dữ liệu' });
    }
    // The API itself is unaffected.
    expect((await closed.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const open = await appWith({ NODE_ENV: 'production', OPENAPI_UI: 'true' });
    apps.push(open);
    const doc = await open.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
    expect([200, 302]).toContain((await open.inject({ method: 'GET', url: '/api/docs' })).statusCode);
  });

  it('can be switched off in development', async () => {
    const closed = await appWith({ NODE_ENV: 'development', OPENAPI_UI: 'false' });
    apps.push(closed);
    expect((await closed.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    // This file's app runs as a test: on.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('content security policy of the pages', () => {
  it('allows no eval and no image from another origin', () => {
    const policy = contentSecurityPolicy('abc');
    const directives = Object.fromEntries(
      policy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/https:(?!\/\/)/);
  });

  it("adds a social provider's avatar host only while that provider is configured", () => {
    expect(imageOrigins({})).toEqual([]);
    expect(imageOrigins({ GOOGLE_CLIENT_ID: 'x' })).toEqual(['https://*.googleusercontent.com']);
    expect(imageOrigins({ FACEBOOK_CLIENT_ID: 'x' })).toContain('https://platform-lookaside.fbsbx.com');
    const policy = contentSecurityPolicy('n', imageOrigins({ GOOGLE_CLIENT_ID: 'x' }));
    expect(policy).toContain("img-src 'self' data: blob: https://*.googleusercontent.com;");
  });
});
