import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Access, access, dashboardPath, ErrorCode, errorMessages } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { customerAreaAccess, customerAreaOfPath } from '../app/features/customers/customer-area.ts';
import routes from '../app/routes.ts';
import { expect, test } from './fixtures.ts';
import { ROLES, type Role, roleContexts } from './support/roles.ts';

/**
 * Page route × role matrix (issue 10 item 7): every page and resource route of app/routes.ts,
 * requested (no browser) by every kind of caller. Each page's rule is read from its own loader and
 * its layout's (requireUser with a contract access rule, requireCompany…, redirectIfLoggedIn), so a
 * new page is covered the day it is added: guests go to the login page, wrong roles get the 403
 * page with the guard's message, admitted roles are never refused, and nobody gets a 5xx.
 */

const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');

interface RouteNode {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteNode[];
}

/** A page's guard as its loader calls it. */
type PageRule =
  | { kind: 'public' }
  /** redirectIfLoggedIn: signed-in visitors go to their dashboard. */
  | { kind: 'guestOnly' }
  | { kind: 'guarded'; access: Exclude<Access, { kind: 'public' | 'optional' }>; companyOwner?: boolean };

/** The guard a route file's loader calls, read from its source; undefined when it calls none. */
function guardIn(file: string, path: string): PageRule | undefined {
  const source = readFileSync(join(APP_DIR, file), 'utf8');
  const loader = /export (?:async )?function loader[\s\S]*?\n}/.exec(source)?.[0];
  if (!loader) return undefined;
  if (/requireCompanyOwner\(/.test(loader))
    return { kind: 'guarded', access: access.company, companyOwner: true };
  if (/requireCompany(?:CanPost)?\(context, request\)/.test(loader))
    return { kind: 'guarded', access: access.company };
  // The company guard with a rule of its own (the team pages: access.companyAdmin).
  const companyRule = /requireCompany\(context, request, access\.(\w+)\)/.exec(loader)?.[1];
  if (companyRule) {
    const rule: Access = access[companyRule as keyof typeof access];
    if (rule.kind !== 'roles' || !(rule.roles as readonly string[]).includes('company'))
      throw new Error(`${file}: access.${companyRule}`);
    return { kind: 'guarded', access: rule };
  }
  const named = /requireUser\(context, request, access\.(\w+)\)/.exec(loader)?.[1];
  if (named) {
    const rule = access[named as keyof typeof access];
    if (!rule || rule.kind === 'public' || rule.kind === 'optional')
      throw new Error(`${file}: access.${named}`);
    return { kind: 'guarded', access: rule };
  }
  if (/redirectIfLoggedIn\(/.test(loader)) return { kind: 'guestOnly' };
  // The customer pages serve three areas from one module: the rule of the area in the path.
  if (/requireCustomerArea\(context, request\)/.test(loader))
    return { kind: 'guarded', access: customerAreaAccess[customerAreaOfPath(path)] };
  // A loader calling a guard this table does not know must be described here.
  if (/require\w+\(/.test(loader)) throw new Error(`${file}: unknown guard in the loader`);
  return undefined;
}

interface Page {
  path: string;
  file: string;
  rule: PageRule;
  /** The enclosing layout's guard, when the page has a stricter one of its own (e.g. admin only). */
  layoutRule?: PageRule;
}

/** Every route of routes.ts with a path, with its own guard or its layout's. */
function pagesOf(nodes: RouteNode[], prefix = '', layoutRule?: PageRule): Page[] {
  const out: Page[] = [];
  for (const node of nodes) {
    const path = node.index ? prefix || '/' : node.path ? `${prefix}/${node.path}` : prefix;
    const own = guardIn(node.file, path);
    if (node.children) {
      out.push(...pagesOf(node.children, path, own ?? layoutRule));
      continue;
    }
    out.push({
      path: path || '/',
      file: node.file,
      rule: own ?? layoutRule ?? { kind: 'public' },
      ...(own && layoutRule ? { layoutRule } : {}),
    });
  }
  return out;
}

/** The catch-all not-found page is not a route one can be refused. */
const PAGES = pagesOf(routes as RouteNode[]).filter((p) => !p.path.endsWith('*'));

/** Ids nobody has: the guard must answer before the loader looks anything up. */
function urlOf(path: string): string {
  return path.replace(/:\w+\?/g, 'x').replace(/:\w+/g, '999999');
}

type Expected =
  | { kind: 'admitted' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden'; message: string };

/**
 * The layout's and the page's loaders run together; a refusal by the layout is what shows (its error
 * boundary is the outer one): an employee at an admin-only page gets the admin layout's 403.
 */
function expectedForPage(page: Page, role: Role): Expected {
  if (page.layoutRule) {
    const outer = expectedFor(page.layoutRule, role);
    if (outer.kind !== 'admitted') return outer;
  }
  return expectedFor(page.rule, role);
}

/** What requireUser / requireCompanyOwner / redirectIfLoggedIn (app/lib) answer `role`. */
function expectedFor(rule: PageRule, role: Role): Expected {
  if (rule.kind === 'public') return { kind: 'admitted' };
  if (rule.kind === 'guestOnly')
    return role.email ? { kind: 'redirect', to: dashboardPath(role.type) } : { kind: 'admitted' };
  const guard = rule.access;
  if (!role.email) return { kind: 'login' };
  if (role.type === null) {
    return guard.kind === 'authenticated' && guard.allowNoType
      ? { kind: 'admitted' }
      : { kind: 'redirect', to: '/chon-tai-khoan' };
  }
  if (guard.kind === 'authenticated') return { kind: 'admitted' };
  if (!guard.roles.includes(role.type)) {
    const adminOnly = guard.roles.length === 1 && guard.roles[0] === 'admin';
    return {
      kind: 'forbidden',
      message: errorMessages[adminOnly ? ErrorCode.AdminOnly : ErrorCode.Forbidden],
    };
  }
  if ((guard.companyAdmin || rule.companyOwner) && role.companySubUser) {
    return { kind: 'forbidden', message: errorMessages[ErrorCode.CompanyAdminOnly] };
  }
  return { kind: 'admitted' };
}

test.describe('page route × role access matrix', () => {
  const contexts = new Map<string, APIRequestContext>();

  test.beforeAll(async ({ baseURL }) => {
    for (const [name, ctx] of await roleContexts(baseURL)) contexts.set(name, ctx);
  });

  test.afterAll(async () => {
    for (const ctx of contexts.values()) await ctx.dispose();
  });

  test('the table covers the protected areas of routes.ts', () => {
    const rules = new Map(PAGES.map((p) => [p.path, p.rule]));
    // Sanity of the derivation: one page of each area, with the rule its layout gives it.
    expect(rules.get('/admin/dashboard')).toEqual({ kind: 'guarded', access: access.adminOrSubAdmin });
    expect(rules.get('/user/dashboard')).toEqual({ kind: 'guarded', access: access.employee });
    expect(rules.get('/company/settings')).toEqual({
      kind: 'guarded',
      access: access.company,
      companyOwner: true,
    });
    expect(rules.get('/sale/dashboard')).toEqual({ kind: 'guarded', access: access.sale });
    expect(rules.get('/leader-sale/dashboard')).toEqual({ kind: 'guarded', access: access.leaderSale });
    expect(rules.get('/dang-nhap')).toEqual({ kind: 'guestOnly' });
    expect(rules.get('/')).toEqual({ kind: 'public' });
    // Every page under a protected prefix has a guarded rule.
    const unguarded = PAGES.filter(
      (p) => /^\/(admin|company|user|sale|leader-sale)\//.test(p.path) && p.rule.kind !== 'guarded',
    );
    expect(unguarded).toEqual([]);
  });

  for (const page of PAGES) {
    test(`${page.path} (${page.file})`, async ({ baseURL }) => {
      const url = urlOf(page.path);
      const failures: string[] = [];
      for (const role of ROLES) {
        const ctx = contexts.get(role.name) as APIRequestContext;
        const res = await ctx.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const status = res.status();
        const location = res.headers().location;
        const target = location ? new URL(location, baseURL) : undefined;
        const expected = expectedForPage(page, role);
        const got = `${status}${location ? ` → ${location}` : ''}`;
        const fail = (why: string) => failures.push(`${role.name}: ${why}, got ${got}`);
        if (status >= 500) {
          fail('a server error');
          continue;
        }
        const toLogin = target?.pathname === '/dang-nhap';
        switch (expected.kind) {
          case 'login':
            if (status !== 302 || !toLogin || target?.searchParams.get('redirect') !== url) {
              fail(`expected the login page with redirect=${url}`);
            }
            break;
          case 'redirect':
            if (status !== 302 || `${target?.pathname}${target?.search}` !== expected.to) {
              fail(`expected a redirect to ${expected.to}`);
            }
            break;
          case 'forbidden': {
            const body = await res.text();
            if (status !== 403 || !body.includes(expected.message))
              fail(`expected 403 "${expected.message}"`);
            break;
          }
          case 'admitted': {
            // Admitted: not refused by a guard (the page may still say 404 for the missing id, or
            // send the visitor on, e.g. the company status flow).
            const refused =
              status === 401 ||
              status === 403 ||
              (toLogin && page.rule.kind !== 'public') ||
              target?.pathname === '/chon-tai-khoan';
            if (refused) fail('admitted by the rule but refused');
            break;
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
