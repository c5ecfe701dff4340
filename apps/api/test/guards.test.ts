import { type Access, access, defineEndpoint } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRoutes, route } from '../src/lib/route.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

/** One probe endpoint per access rule of the contract, so every guard of spec §6 is exercised. */
const rules = Object.entries(access) as [string, Access][];
const probes = rules.map(([name, rule]) =>
  route(
    defineEndpoint({
      method: 'GET',
      path: `/_probe/${name}`,
      summary: name,
      tag: 'Test',
      access: rule,
      response: z.object({ ok: z.literal(true) }),
    }),
    async () => ({ ok: true as const }),
  ),
);

describe('route guards (spec §6)', () => {
  const t = useTestApp({}, (app) =>
    app.register(async (scope) => registerRoutes(scope, probes), { prefix: '/api' }),
  );
  const tokens = new Map<string, string>();
  const call = async (rule: string, who?: keyof typeof DEMO) => {
    let headers = {};
    if (who) {
      if (!tokens.has(who)) tokens.set(who, await loginAs(t.app, DEMO[who]));
      headers = bearer(tokens.get(who) as string);
    }
    return t.app.inject({ method: 'GET', url: `/api/_probe/${rule}`, headers });
  };

  it('public and optional need no login', async () => {
    expect((await call('public')).statusCode).toBe(200);
    expect((await call('optional')).statusCode).toBe(200);
    expect((await call('optional', 'employee')).statusCode).toBe(200);
  });

  it('protected rules refuse anonymous callers with 401 (1012)', async () => {
    for (const [name, rule] of rules) {
      if (rule.kind === 'public' || rule.kind === 'optional') continue;
      const res = await call(name);
      expect(res.statusCode, name).toBe(401);
      expect(json(res).code).toBe(1012);
    }
  });

  it('admin-only answers "Chỉ admin mới có quyền truy cập" to everyone else', async () => {
    expect((await call('admin', 'admin')).statusCode).toBe(200);
    for (const who of ['subAdmin', 'employee', 'company', 'sale', 'leaderSale'] as const) {
      const res = await call('admin', who);
      expect(res.statusCode, who).toBe(403);
      expect(json(res)).toMatchObject({ code: 1104, message: 'Chỉ admin mới có quyền truy cập' });
    }
  });

  it('admin-or-sub_admin lets both in and refuses others with 1103', async () => {
    expect((await call('adminOrSubAdmin', 'admin')).statusCode).toBe(200);
    expect((await call('adminOrSubAdmin', 'subAdmin')).statusCode).toBe(200);
    const res = await call('adminOrSubAdmin', 'company');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 1103, message: 'Bạn không có quyền truy cập' });
  });

  it('each single-type rule admits only its type', async () => {
    const cases = [
      ['employee', 'employee'],
      ['company', 'company'],
      ['sale', 'sale'],
      ['leaderSale', 'leaderSale'],
    ] as const;
    for (const [rule, who] of cases) {
      expect((await call(rule, who)).statusCode, `${rule} as ${who}`).toBe(200);
      const other = who === 'employee' ? 'sale' : 'employee';
      expect((await call(rule, other)).statusCode, `${rule} as ${other}`).toBe(403);
    }
    expect((await call('sales', 'sale')).statusCode).toBe(200);
    expect((await call('sales', 'leaderSale')).statusCode).toBe(200);
  });

  it('company-admin refuses sub-users with 1105', async () => {
    expect((await call('companyAdmin', 'company')).statusCode).toBe(200);
    const res = await call('companyAdmin', 'companyStaff');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({
      code: 1105,
      message: 'Chỉ tài khoản quản trị của công ty mới có quyền truy cập',
    });
  });

  it('active-company refuses pending companies with the info message (1113)', async () => {
    expect((await call('companyActive', 'company')).statusCode).toBe(200);
    for (const who of ['companyWaitActivation', 'companyWaitApproval'] as const) {
      const res = await call('companyActive', who);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({
        code: 1113,
        message: 'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
      });
    }
  });

  it('an account without a type may only use type-free endpoints (1114)', async () => {
    expect((await call('authenticatedAnyType', 'noType')).statusCode).toBe(200);
    const res = await call('authenticated', 'noType');
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe(1114);
    expect((await call('employee', 'noType')).statusCode).toBe(403);
  });
});
