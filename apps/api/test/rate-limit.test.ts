import { describe, expect, it } from 'vitest';
import { json, useTestApp } from './helpers.ts';

async function exhaust(t: ReturnType<typeof useTestApp>, max: number) {
  for (let i = 0; i < max; i++) {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
  }
  return t.app.inject({ method: 'GET', url: '/api/health' });
}

describe('rate limiting in memory (default)', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });

  it('answers 429 with Retry-After and the Vietnamese message', async () => {
    const res = await exhaust(t, 5);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(res)).toMatchObject({
      success: false,
      code: 1108,
      message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limiting in Redis (REDIS_URL)', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL: redisUrl ?? '' });

  it('counts in Redis and reports the store in /api/health', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json(first).data.rate_limit_store).toBe('redis');
    const res = await exhaust(t, 3);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });

  it('shares the count between two app instances on one Redis', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { randomBytes } = await import('node:crypto');
    const namespace = `shared${randomBytes(4).toString('hex')}`;
    const make = () =>
      buildApp({
        database: t.database,
        migrate: false,
        rateLimitNamespace: namespace,
        env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl ?? '' },
      });
    const [a, b] = [await make(), await make()];
    try {
      expect((await a.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await a.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await b.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The fourth request in the window is refused whichever instance receives it.
      expect((await b.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
      expect((await a.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('login has its own tighter limit', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });

  it('refuses the fourth attempt from one IP within the window', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ungvien@viecxa.vn', password: 'Sai@12345' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ungvien@viecxa.vn', password: 'Demo@123' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe(1108);
    // Other endpoints are still open.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('tokens rotate on login', () => {
  const t = useTestApp();

  it('ends the token a client presents when it logs in again', async () => {
    const first = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sale@viecxa.vn', password: 'Demo@123' },
      })
    ).json().data.token as string;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${first}` },
      payload: { email: 'sale@viecxa.vn', password: 'Demo@123' },
    });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(json(old).code).toBe(1010);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${second.json().data.token}` },
    });
    expect(fresh.statusCode).toBe(200);
  });
});
