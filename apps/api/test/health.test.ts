import { describe, expect, it } from 'vitest';
import { json, onPostgres, useTestApp } from './helpers.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('liveness: the process answers, without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.success).toBe(true);
    expect(body.data).toEqual({ status: 'ok', rate_limit_store: 'memory', uptime_s: expect.any(Number) });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('readiness: reports the database and the rate-limit store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toMatchObject({ kind: onPostgres ? 'postgres' : 'pglite', ok: true });
    expect(body.data.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(body.data.rate_limit_store).toBe('memory');
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('echoes a caller request id and sets security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404 in Vietnamese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/khong-ton-tai' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 1107, message: 'Không tìm thấy dữ liệu' });
    expect(json(res).requestId).toBeTruthy();
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/profile',
      '/api/provinces',
      '/api/options/{group}',
      '/api/health',
      '/api/health/ready',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
