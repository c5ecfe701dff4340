import type { UserType } from '@app/contract';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures.ts';

/** A kind of caller: a guest, or a demo login of README (one per account type, plus edge cases). */
export interface Role {
  name: string;
  email?: string;
  type: UserType | null;
  companySubUser?: boolean;
}

export const ROLES: readonly Role[] = [
  { name: 'guest', type: null },
  { name: 'employee', email: 'ungvien@viecxa.vn', type: 'employee' },
  { name: 'company admin', email: 'congty@viecxa.vn', type: 'company' },
  { name: 'company sub-user', email: 'nhanvien.congty@viecxa.vn', type: 'company', companySubUser: true },
  { name: 'admin', email: 'admin@viecxa.vn', type: 'admin' },
  { name: 'sub_admin', email: 'subadmin@viecxa.vn', type: 'sub_admin' },
  { name: 'sale', email: 'sale@viecxa.vn', type: 'sale' },
  { name: 'leader_sale', email: 'leadersale@viecxa.vn', type: 'leader_sale' },
  { name: 'no account type', email: 'chuachon@viecxa.vn', type: null },
];

/**
 * One request context per role (no browser), signed in through the API with the session cookie the
 * login form sets. The caller disposes them.
 */
export async function roleContexts(
  baseURL: string | undefined,
  roles: readonly Role[] = ROLES,
): Promise<Map<string, APIRequestContext>> {
  const contexts = new Map<string, APIRequestContext>();
  for (const role of roles) {
    const ctx = await playwrightRequest.newContext({ baseURL });
    if (!role.email) {
      contexts.set(role.name, ctx);
      continue;
    }
    const res = await ctx.post('/api/auth/login', { data: { email: role.email, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    const token = (await res.json()).data.token as string;
    await ctx.dispose();
    contexts.set(
      role.name,
      await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `access_token=${token}` } }),
    );
  }
  return contexts;
}
