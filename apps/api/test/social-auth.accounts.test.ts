import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, socialAccounts, users } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { flowHelpers, googleUser, useMockProvider } from './support/social-mock.ts';

describe('social login: account status and account type', () => {
  const env: Record<string, string> = {};
  const mock = useMockProvider(env);
  const t = useTestApp(env);
  const flow = flowHelpers(t, mock);
  const db = () => t.database.db;

  it('refuses locked (1008) and deactivated (1007) accounts, linked or found by email', async () => {
    const byEmail = await flow.toLoginCode('google', googleUser('g-locked', DEMO.employeeLocked));
    expect(byEmail.to.searchParams.get('error')).toBe('1008');
    expect(
      await db().query.socialAccounts.findFirst({ where: eq(socialAccounts.providerUserId, 'g-locked') }),
    ).toBeUndefined();

    const first = await flow.signIn('google', googleUser('g-to-lock', 'se.bi.khoa@example.com'));
    await db().update(users).set({ status: 'locked' }).where(eq(users.id, first.user.id));
    const locked = await flow.toLoginCode('google', googleUser('g-to-lock', 'se.bi.khoa@example.com'));
    expect(locked.to.pathname).toBe('/dang-nhap');
    expect(locked.to.searchParams.get('error')).toBe('1008');

    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, first.user.id));
    const dead = await flow.toLoginCode('google', googleUser('g-to-lock', 'se.bi.khoa@example.com'));
    expect(dead.to.searchParams.get('error')).toBe('1007');

    // Locked after the code was issued but before the exchange: no token either.
    await db().update(users).set({ status: 'activated' }).where(eq(users.id, first.user.id));
    const late = await flow.toLoginCode('google', googleUser('g-to-lock', 'se.bi.khoa@example.com'));
    await db().update(users).set({ status: 'locked' }).where(eq(users.id, first.user.id));
    const res = await flow.exchange(late.code, late.codeBinding);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe(1008);
  });

  describe('POST /api/auth/call-employee', () => {
    const call = (token: string | null, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/call-employee',
        headers: token ? bearer(token) : {},
        payload,
      });

    it('makes a new social account a job seeker', async () => {
      const { token } = await flow.signIn('google', googleUser('g-employee', 'nguoi.tim.viec@example.com'));
      const res = await call(token, { type: 'employee', company_name: 'bỏ qua' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({
        message: 'Cập nhật loại tài khoản thành công',
        data: { type: 'employee', status: 'activated', company: null },
      });
      // Now an employee: employee-only endpoints and the guard agree.
      const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(json(me).data.type).toBe('employee');
      const again = await call(token, { type: 'company', company_name: 'Công ty Mới' });
      expect(again.statusCode).toBe(403);
      expect(json(again)).toMatchObject({ code: 1103, message: 'Tài khoản đã có loại tài khoản' });
    });

    it('makes a new social account a company waiting for approval, with its company row', async () => {
      const { token, user } = await flow.signIn('google', googleUser('g-company', 'giam.doc@example.com'));
      const res = await call(token, { type: 'company', company_name: '  Công ty TNHH Nhân lực Minh Khoa  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({
        type: 'company',
        status: 'wait_activation',
        parent_id: null,
        company: { name: 'Công ty TNHH Nhân lực Minh Khoa', user_id: user.id, has_info: false },
      });
      const rows = await db().select().from(companies).where(eq(companies.userId, user.id));
      expect(rows).toHaveLength(1);
      // A pending company keeps its session (it sees the waiting page).
      const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(json(me).data.status).toBe('wait_activation');
    });

    it('reports missing choices in Vietnamese (422)', async () => {
      const token = await loginAs(t.app, DEMO.noType);
      const none = await call(token, {});
      expect(none.statusCode).toBe(422);
      expect(json(none).errors).toEqual({ type: ['Vui lòng chọn loại tài khoản'] });
      const wrong = await call(token, { type: 'admin' });
      expect(json(wrong).errors).toEqual({ type: ['Vui lòng chọn loại tài khoản'] });
      const noName = await call(token, { type: 'company', company_name: '   ' });
      expect(noName.statusCode).toBe(422);
      expect(json(noName).errors).toEqual({ company_name: ['Tên công ty không được để trống.'] });
      const long = await call(token, { type: 'company', company_name: 'x'.repeat(256) });
      expect(json(long).errors).toEqual({ company_name: ['Dữ liệu nhập vào nhỏ hơn 255 ký tự.'] });
      const [row] = await db()
        .select({ type: users.type })
        .from(users)
        .where(sql`lower(${users.email}) = ${DEMO.noType}`);
      expect(row?.type).toBeNull();
    });

    it('refuses accounts that already have a type (1103) and anonymous callers (1012)', async () => {
      for (const who of [DEMO.employee, DEMO.company, DEMO.admin]) {
        const res = await call(await loginAs(t.app, who), { type: 'employee' });
        expect(res.statusCode, who).toBe(403);
        expect(json(res)).toMatchObject({ code: 1103, message: 'Tài khoản đã có loại tài khoản' });
      }
      const anon = await call(null, { type: 'employee' });
      expect(anon.statusCode).toBe(401);
      expect(json(anon).code).toBe(1012);
    });
  });
});
