import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { withHashSlot } from '../src/modules/auth/passwords.ts';
import { DEMO, json, type TestContext, useTestApp } from './helpers.ts';
import { registerBody } from './support/accounts.ts';

// Login limits (modules/auth/login-limits.ts): failed logins per account and address, per address,
// and per account from all addresses; the owner with the right password is not locked out.

const WRONG = 'Sai@12345';

function login(t: TestContext, email: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  });
}

function expectRefused(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(json(res)).toMatchObject({
    success: false,
    code: 1108,
    message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('failed logins per account and address', () => {
  const t = useTestApp({ LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4', LOGIN_RATE_LIMIT_MAX: '100' });
  const attacker = '203.0.113.66';

  it('count the account whether its email or username is typed, in any case or spacing', async () => {
    const identifiers = ['sale@viecxa.vn', 'nhanviensale', '  SALE@VIECXA.VN ', 'NhanVienSale'];
    for (const id of identifiers) expect((await login(t, id, WRONG, attacker)).statusCode).toBe(401);
    // Refused by either identifier, even with the right password, from this address.
    expectRefused(await login(t, 'nhanviensale', DEMO_PASSWORD, attacker));
    expectRefused(await login(t, 'sale@viecxa.vn', WRONG, attacker));
  });

  it('do not lock the owner out: the right password from another address signs in', async () => {
    const owner = await login(t, 'sale@viecxa.vn', DEMO_PASSWORD, '198.51.100.5');
    expect(owner.statusCode).toBe(200);
    expect(json(owner).data.user.email).toBe(DEMO.sale);
    // The owner's own mistakes are counted in their own bucket only.
    expect((await login(t, 'nhanviensale', WRONG, '198.51.100.5')).statusCode).toBe(401);
    expect((await login(t, 'nhanviensale', DEMO_PASSWORD, '198.51.100.5')).statusCode).toBe(200);
  });

  it('count failures, not successes: an owner signing in often is never refused', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await login(t, DEMO.leaderSale, DEMO_PASSWORD, '198.51.100.6')).statusCode).toBe(200);
    }
  });

  it('treat an unknown identifier like an account (a 429 tells nothing about existence)', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login(t, 'khong.ton.tai@example.com', WRONG, attacker)).statusCode).toBe(401);
    }
    expectRefused(await login(t, 'khong.ton.tai@example.com', WRONG, attacker));
  });
});

describe('failed logins per address, any accounts', () => {
  const t = useTestApp({ LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100', LOGIN_RATE_LIMIT_MAX: '3' });

  it('refuse a guesser who moves from account to account', async () => {
    const ip = '203.0.113.77';
    for (const account of [DEMO.admin, DEMO.sale, DEMO.employee]) {
      expect((await login(t, account, WRONG, ip)).statusCode).toBe(401);
    }
    expectRefused(await login(t, DEMO.company, DEMO_PASSWORD, ip));
    expect((await login(t, DEMO.company, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('failed logins on one account from many addresses', () => {
  // 2 per address, 20 (10×) per account from all addresses together.
  const t = useTestApp({ LOGIN_ACCOUNT_RATE_LIMIT_MAX: '2', LOGIN_RATE_LIMIT_MAX: '100' });

  it('are capped, while an address the owner signed in from before still signs in', async () => {
    const home = '198.51.100.8';
    expect((await login(t, DEMO.employee, DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const id = i % 2 === 0 ? DEMO.employee : 'nguyenvanan';
      expect((await login(t, id, WRONG, `203.0.113.${100 + Math.floor(i / 2)}`)).statusCode).toBe(401);
    }
    // A new address is refused, even with the right password: the account is under attack.
    expectRefused(await login(t, DEMO.employee, DEMO_PASSWORD, '203.0.113.200'));
    // The owner at home is not.
    expect((await login(t, 'nguyenvanan', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await login(t, DEMO.sale, DEMO_PASSWORD, '203.0.113.200')).statusCode).toBe(200);
  });
});

describe('password hashing under load (PASSWORD_HASH_CONCURRENCY=1, PASSWORD_HASH_QUEUE=2)', () => {
  const t = useTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });

  it('answers the logins beyond the queue at once with 503/1128 and Retry-After; the queued sign in', async () => {
    // Hold the one slot, as a long hash would.
    let release = () => {};
    const held = withHashSlot(() => new Promise<void>((resolve) => (release = resolve)));
    const statuses: number[] = [];
    const answers = Array.from({ length: 12 }, (_, i) =>
      login(t, DEMO.sale, DEMO_PASSWORD, `198.51.100.${50 + i}`).then((res) => {
        statuses.push(res.statusCode);
        return res;
      }),
    );
    // Two wait in the queue; the ten others are answered while the slot is still held.
    await vi.waitFor(() => expect(statuses).toHaveLength(10), { timeout: 30_000, interval: 20 });
    expect(statuses.every((s) => s === 503)).toBe(true);
    release();
    await held;
    const all = await Promise.all(answers);
    const busy = all.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(10);
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const res of busy) {
      expect(json(res)).toMatchObject({
        success: false,
        code: 1128,
        message: 'Hệ thống đang bận. Vui lòng thử lại sau giây lát.',
      });
      expect(json(res).requestId).toBeTruthy();
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A refused login counted as no failure, and the queue has drained: the next one signs in.
    expect((await login(t, DEMO.sale, DEMO_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
  });

  it('bounds registration hashing the same way', async () => {
    let release = () => {};
    const held = withHashSlot(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = [withHashSlot(async () => {}), withHashSlot(async () => {})];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-register',
      payload: registerBody(),
    });
    release();
    await Promise.all([held, ...queued]);
    expect(res.statusCode).toBe(503);
    expect(json(res).code).toBe(1128);
  });
});
