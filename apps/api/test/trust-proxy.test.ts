import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { authTokens } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { DEMO, json, type TestContext, useTestApp } from './helpers.ts';

// TRUST_PROXY decides which X-Forwarded-For entries are believed (README). Per-IP limits are
// observed through the global limit (RATE_LIMIT_MAX per window on every /api call) and the
// address a session records (auth_tokens.ip).

const MAX = 4;

function health(t: TestContext, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/health',
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

/** MAX requests pass, the next is refused: the sender could not escape its own count. */
async function expectLimited(send: (i: number) => ReturnType<typeof health>) {
  for (let i = 0; i < MAX; i++) expect((await send(i)).statusCode).toBe(200);
  const refused = await send(MAX);
  expect(refused.statusCode).toBe(429);
  expect(json(refused).code).toBe(1108);
}

/** The address the API saw for a login, as its session recorded it. */
async function sessionIp(t: TestContext, remoteAddress: string, forwardedFor?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    payload: { email: DEMO.sale, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ ip: authTokens.ip })
    .from(authTokens)
    .orderBy(desc(authTokens.id))
    .limit(1);
  return row?.ip;
}

/** Client-written entries that change on every request (what an attacker sends). */
const spoofed = (i: number) => `198.18.${i}.${i + 1}`;

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: String(MAX) });

  it('counts the connection address whatever the header says', async () => {
    await expectLimited((i) => health(t, '203.0.113.10', spoofed(i)));
    expect(await sessionIp(t, '203.0.113.11', '198.51.100.1')).toBe('203.0.113.11');
  });

  it('an in-process call (the page bridge: remoteAddress, no header) is seen at its address', async () => {
    expect(await sessionIp(t, '198.51.100.77')).toBe('198.51.100.77');
  });
});

describe('TRUST_PROXY=1 (one proxy that appends the client address)', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '1' });
  const proxy = '10.0.0.2';

  it('rotating entries written by the client before the appended one do not escape the limit', async () => {
    await expectLimited((i) => health(t, proxy, `${spoofed(i)}, 198.51.100.20`));
    // Another client behind the same proxy has its own count.
    expect((await health(t, proxy, `${spoofed(99)}, 198.51.100.21`)).statusCode).toBe(200);
    expect(await sessionIp(t, proxy, `${spoofed(7)}, 198.51.100.22`)).toBe('198.51.100.22');
  });

  it('a client reaching the port directly from the internet is counted by its own address', async () => {
    await expectLimited((i) => health(t, '203.0.113.30', spoofed(i)));
    expect(await sessionIp(t, '203.0.113.31', '198.51.100.23')).toBe('203.0.113.31');
  });

  it('an in-process call (the page bridge) is seen at its address and cannot be moved', async () => {
    expect(await sessionIp(t, '198.51.100.78')).toBe('198.51.100.78');
  });
});

describe('TRUST_PROXY=<list>: only listed proxies are believed', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' });

  it('walks the chain through listed proxies to the first address none of them is', async () => {
    // client 198.51.100.40 → proxy 10.1.0.5 → proxy 10.0.0.2 → app.
    await expectLimited((i) => health(t, '10.0.0.2', `${spoofed(i)}, 198.51.100.40, 10.1.0.5`));
    expect(await sessionIp(t, '10.0.0.2', `${spoofed(3)}, 198.51.100.41, 10.1.0.5`)).toBe('198.51.100.41');
  });

  it('ignores the header from a peer that is not listed, even a private one', async () => {
    await expectLimited((i) => health(t, '10.9.9.9', `${spoofed(i)}, 198.51.100.42`));
    expect(await sessionIp(t, '10.9.9.8', '198.51.100.43')).toBe('10.9.9.8');
  });

  it('an entry added by an unlisted hop is where belief stops', async () => {
    // 10.0.0.2 is listed, 192.0.2.1 is not: what 192.0.2.1 claims is not believed.
    expect(await sessionIp(t, '10.0.0.2', '198.51.100.44, 192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('reads hops, lists, and no trust', () => {
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (the left-most, client-written entry) with a message that says what to set', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY.*TRUST_PROXY=1 behind one nginx/s);
  });

  it('refuses what is not an address, a range or a hop count', () => {
    expect(() => parse('nginx')).toThrow(/'nginx'/);
    expect(() => parse('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parse('10.0.0.1,')).toThrow(/TRUST_PROXY/);
    expect(() => parse('99')).toThrow(/hops/);
  });
});
