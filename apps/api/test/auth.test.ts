import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

describe('POST /api/auth/login', () => {
  const t = useTestApp();

  it('logs in with email and returns an opaque token with the user info', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.company, password: 'Demo@123' },
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Đăng nhập thành công');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.access_token).toBe(body.data.token);
    expect(body.data.expiresIn).toBe(3600);
    expect(body.data.user).toMatchObject({ type: 'company', status: 'activated', parent_id: null });
    expect(body.data.user.company).toMatchObject({
      name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
      company_activity: [2],
    });
    expect(body.data.user.company.address.province).toEqual({ value: '01', label: 'Hà Nội' });
  });

  it('logs in with the username, case-insensitively', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'NguyenVanAn', password: 'Demo@123' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.user.type).toBe('employee');
  });

  it('refuses a wrong password or unknown account with 1000', async () => {
    for (const payload of [
      { email: DEMO.employee, password: 'Sai@1234' },
      { email: 'khongco@viecxa.vn', password: 'Demo@123' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({
        success: false,
        code: 1000,
        message: 'Tài khoản hoặc mật khẩu không chính xác',
      });
    }
  });

  it('reports every missing field in Vietnamese (422)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 1106,
      errors: {
        email: ['Email hoặc tên đăng nhập không được để trống.'],
        password: ['Mật khẩu không được để trống.'],
      },
    });
  });

  it('refuses deactivated (1007) and locked (1008) accounts', async () => {
    const dead = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.employeeDeactivated, password: 'Demo@123' },
    });
    expect(dead.statusCode).toBe(403);
    expect(json(dead)).toMatchObject({ code: 1007, message: 'Tài khoản đã bị vô hiệu hóa' });
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.employeeLocked, password: 'Demo@123' },
    });
    expect(json(locked)).toMatchObject({ code: 1008, message: 'Tài khoản đã bị khóa' });
  });

  it('lets a pending company log in (it is sent to the waiting page)', async () => {
    const token = await loginAs(t.app, DEMO.companyWaitActivation);
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(json(me).data).toMatchObject({ type: 'company', status: 'wait_activation' });
  });

  it('accepts a bad JSON body with a Vietnamese 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Dữ liệu gửi lên không hợp lệ');
  });
});

describe('tokens: profile, verify-token, logout', () => {
  const t = useTestApp({ TOKEN_TTL_SECONDS: '60' });

  it('GET /api/profile needs a token (1012) and rejects an unknown one (1010)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ code: 1012, message: 'Vui lòng đăng nhập để tiếp tục' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(json(bad)).toMatchObject({ code: 1010, message: 'Token không hợp lệ' });
  });

  it('reads the token from the httpOnly cookie too', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', cookies: { access_token: token } });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.email).toBe(DEMO.employee);
  });

  it('gives a company sub-user its parent company', async () => {
    const token = await loginAs(t.app, DEMO.companyStaff);
    const me = json(await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).data;
    expect(me.parent_id).toBeTypeOf('number');
    expect(me.company.name).toBe('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
  });

  it('verify-token answers with the expiry; expired tokens give 1011', async () => {
    const token = await loginAs(t.app, DEMO.sale);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/verify-token', headers: bearer(token) });
    expect(json(ok).data.valid).toBe(true);
    const expiresIn = Date.parse(json(ok).data.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(50_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
    // Age the token in the database instead of waiting.
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update auth_tokens set expires_at = now() - interval '1 second'`,
    );
    const expired = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toMatchObject({ code: 1011, message: 'Token đã hết hạn' });
  });

  it('logout revokes the token', async () => {
    const token = await loginAs(t.app, DEMO.leaderSale);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(json(out).message).toBe('Đăng xuất thành công');
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(json(after).code).toBe(1010);
  });

  it('a lock takes effect on the very next request and ends the session', async () => {
    const token = await loginAs(t.app, 'ngoc.tran@viecxa.vn');
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update users set status = 'locked' where email = 'ngoc.tran@viecxa.vn'`);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe(1008);
    await t.database.db.execute(
      sql`update users set status = 'activated' where email = 'ngoc.tran@viecxa.vn'`,
    );
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(json(again).code).toBe(1010);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginAs(t.app, DEMO.admin);
    const { sql } = await import('drizzle-orm');
    const rows = await t.database.db.execute(sql`select token_hash from auth_tokens`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });
});
