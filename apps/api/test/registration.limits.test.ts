import { afterAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from './helpers.ts';
import { mailsTo, post, registerBody, uniqueIdentity } from './support/accounts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// Registration limits: per IP, per address, per code check. Mail goes over real SMTP to this sink.
const sink = await startSmtpSink();
afterAll(() => sink.close());

const REQUEST = '/api/auth/request-register';
const CONFIRM = '/api/auth/register';

describe('registration rate limits', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), ACCOUNT_RATE_LIMIT_MAX: '2' });

  it('limits code requests per IP (ACCOUNT_RATE_LIMIT_MAX per 15 min) with Retry-After', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await post(t.app, REQUEST, registerBody(), '10.1.0.1')).statusCode).toBe(200);
    }
    const blocked = await post(t.app, REQUEST, registerBody(), '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({
      code: 1108,
      message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // Another visitor is not affected.
    expect((await post(t.app, REQUEST, registerBody(), '10.1.0.2')).statusCode).toBe(200);
  });

  it('limits code mails per address to 3 per 15 min, whichever IP asks', async () => {
    const body = registerBody();
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, REQUEST, body, `10.2.0.${i + 1}`)).statusCode).toBe(200);
    }
    const blocked = await post(t.app, REQUEST, body, '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Case and spaces do not make a new address.
    const shouted = await post(
      t.app,
      REQUEST,
      { ...body, email: ` ${body.email.toUpperCase()} ` },
      '10.2.0.10',
    );
    expect(shouted.statusCode).toBe(429);
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, body.email)).toHaveLength(3);
  });

  it('limits code checks per IP (4× the setting) and per address (10)', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await post(t.app, CONFIRM, { email: `a${i}@example.com`, code: '123456' }, '10.3.0.1');
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post(t.app, CONFIRM, { email: 'b@example.com', code: '123456' }, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const { email } = uniqueIdentity();
    for (let i = 0; i < 10; i++) {
      const res = await post(t.app, CONFIRM, { email, code: '123456' }, `10.4.0.${i + 1}`);
      expect(json(res).code).toBe(1009);
    }
    const perAddress = await post(t.app, CONFIRM, { email, code: '123456' }, '10.4.0.99');
    expect(perAddress.statusCode).toBe(429);
  });

  it('gives every route its own bucket: reset mails use up neither code requests nor their mails', async () => {
    const ip = '10.5.0.1';
    const body = registerBody();
    // ACCOUNT_RATE_LIMIT_MAX (2) reset mails from this address, to the address that then registers.
    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, '/api/send-reset-password-mail', { email: body.email }, ip);
      expect(res.statusCode).toBe(200);
    }
    expect((await post(t.app, '/api/send-reset-password-mail', { email: body.email }, ip)).statusCode).toBe(
      429,
    );
    // Registration from the same address, for the same inbox, still has its whole allowance.
    expect((await post(t.app, REQUEST, body, ip)).statusCode).toBe(200);
    expect((await post(t.app, REQUEST, registerBody(), ip)).statusCode).toBe(200);
    expect((await post(t.app, REQUEST, registerBody(), ip)).statusCode).toBe(429);

    // The same for the two routes that share the 4× allowance: failed resets and code checks.
    const checks = '10.5.0.2';
    const reset = {
      email: 'x@example.com',
      token: 'a'.repeat(43),
      password: 'Moi@12345',
      password_confirmation: 'Moi@12345',
    };
    for (let i = 0; i < 8; i++)
      expect((await post(t.app, '/api/reset-password', reset, checks)).statusCode).toBe(422);
    expect((await post(t.app, '/api/reset-password', reset, checks)).statusCode).toBe(429);
    const confirm = await post(t.app, CONFIRM, { email: 'c@example.com', code: '123456' }, checks);
    expect(json(confirm).code).toBe(1009);
  });
});
