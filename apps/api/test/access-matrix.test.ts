import { type Access, ErrorCode, errorMessages, type UserType } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import type { RouteDef } from '../src/lib/route.ts';
import { bearer, DEMO, loginAs, useTestApp } from './helpers.ts';

/**
 * Route × role access matrix (issue 10 item 7): every API operation the app serves, called by every
 * kind of caller with harmless input (ids that do not exist, empty bodies). The expected answer is
 * derived from the endpoint's contract access rule (and the route's own guard), so a new endpoint is
 * covered the day it is registered: a refused caller gets exactly the guard's status, code and message
 * whatever the input, an admitted one is never refused by the guard, and nobody gets a 5xx.
 */

interface Role {
  name: string;
  /** Demo login; none: an anonymous visitor. */
  email?: string;
  type: UserType | null;
  companySubUser?: boolean;
  pendingCompany?: boolean;
}

/** The eight kinds of caller of the issue, plus the two account states the rules single out. */
const ROLES: readonly Role[] = [
  { name: 'guest', type: null },
  { name: 'employee', email: DEMO.employee, type: 'employee' },
  { name: 'company admin', email: DEMO.company, type: 'company' },
  { name: 'company sub-user', email: DEMO.companyStaff, type: 'company', companySubUser: true },
  { name: 'admin', email: DEMO.admin, type: 'admin' },
  { name: 'sub_admin', email: DEMO.subAdmin, type: 'sub_admin' },
  { name: 'sale', email: DEMO.sale, type: 'sale' },
  { name: 'leader_sale', email: DEMO.leaderSale, type: 'leader_sale' },
  { name: 'pending company', email: DEMO.companyWaitApproval, type: 'company', pendingCompany: true },
  { name: 'no account type', email: DEMO.noType, type: null },
];

type Expected = { allowed: true } | { allowed: false; code: ErrorCode };

/** What enforceAccess (plugins/auth.ts) answers `role` for `rule`, restated from the contract. */
function byAccessRule(rule: Access, role: Role): Expected {
  if (rule.kind === 'public' || rule.kind === 'optional') return { allowed: true };
  if (!role.email) return { allowed: false, code: ErrorCode.Unauthenticated };
  if (role.type === null) {
    return rule.kind === 'authenticated' && rule.allowNoType
      ? { allowed: true }
      : { allowed: false, code: ErrorCode.NoAccountType };
  }
  if (rule.kind === 'authenticated') return { allowed: true };
  if (!rule.roles.includes(role.type)) {
    const adminOnly = rule.roles.length === 1 && rule.roles[0] === 'admin';
    return { allowed: false, code: adminOnly ? ErrorCode.AdminOnly : ErrorCode.Forbidden };
  }
  if (rule.companyAdmin && role.companySubUser) return { allowed: false, code: ErrorCode.CompanyAdminOnly };
  if (rule.activeCompany && role.pendingCompany) return { allowed: false, code: ErrorCode.CompanyPending };
  return { allowed: true };
}

/**
 * Routes with their own guard (`extras.guard`) beyond the access rule: what that guard adds. A route
 * that gains a guard must be listed here, so the matrix knows whom it refuses.
 */
const ROUTE_GUARDS: Record<string, (role: Role) => Expected> = {
  // Only job seekers apply; other logged-in types are told so (1050) before the input is read.
  'POST /jobs/:job_id/apply': employeesOnly,
  'POST /jobapplication': employeesOnly,
};
function employeesOnly(role: Role): Expected {
  return role.type === 'employee'
    ? { allowed: true }
    : { allowed: false, code: ErrorCode.CannotApplyWithType };
}

const opName = (def: RouteDef) => `${def.endpoint.method} ${def.endpoint.path}`;

function expectedFor(def: RouteDef, role: Role): Expected {
  const first = byAccessRule(def.endpoint.access, role);
  if (!first.allowed || !def.extras?.guard) return first;
  const guard = ROUTE_GUARDS[opName(def)];
  if (!guard) throw new Error(`${opName(def)} has its own guard: describe it in ROUTE_GUARDS`);
  return guard(role);
}

/** Codes only the access layer answers: an admitted caller must never see them. */
const GUARD_CODES = new Set<number>([
  ErrorCode.Unauthenticated,
  ErrorCode.NoAccountType,
  ErrorCode.Forbidden,
  ErrorCode.AdminOnly,
  ErrorCode.CompanyAdminOnly,
  ErrorCode.CompanyPending,
  ErrorCode.CannotApplyWithType,
]);

const statusOf: Record<number, number> = {
  [ErrorCode.Unauthenticated]: 401,
};

/** An id that no row has: the guard must answer before the handler looks anything up. */
const MISSING_ID = '999999';

function urlOf(path: string): string {
  return `/api${path.replace(/:[A-Za-z_]+/g, MISSING_ID)}`;
}

/** Session-ending operations get a fresh token per call, so the shared ones stay valid. */
const ENDS_SESSION = new Set(['POST /auth/logout']);

/** Each call of the matrix, with a variant for Laravel's `_method` override of PUT/PATCH/DELETE. */
interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: object;
}

function probesOf(def: RouteDef): Probe[] {
  const { method, path } = def.endpoint;
  const url = urlOf(path);
  if (method === 'GET') return [{ label: method, method, url }];
  const probes: Probe[] = [{ label: method, method, url, payload: {} }];
  if (method !== 'POST') {
    probes.push({ label: `POST _method=${method}`, method: 'POST', url, payload: { _method: method } });
  }
  return probes;
}

const OPERATIONS = operationNames();

describe('route × role access matrix (every API operation, every kind of caller)', () => {
  const t = useTestApp();
  let defs: RouteDef[] = [];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    defs = apiRoutes(t.app);
    expect(defs.map(opName)).toEqual(OPERATIONS);
    for (const role of ROLES) if (role.email) tokens.set(role.name, await loginAs(t.app, role.email));
  });

  it('walks every /api route the app serves, and the app serves every operation of the list', () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(served).toContain('POST /api/auth/login');
    for (const def of defs) {
      const op = `${def.endpoint.method} /api${def.endpoint.path}`;
      expect(served, op).toContain(op);
    }
    const listed = new Set(defs.map((d) => `${d.endpoint.method} /api${d.endpoint.path}`));
    // Each path with PUT/PATCH/DELETE also takes POST for Laravel's `_method` (the variants below).
    const overrides = new Set(
      defs
        .filter((d) => !['GET', 'POST'].includes(d.endpoint.method))
        .map((d) => `POST /api${d.endpoint.path}`),
    );
    const unlisted = served.filter((op) => {
      const [verb, path] = op.split(' ') as [string, string];
      if (verb === 'HEAD' || !path.startsWith('/api')) return false;
      // The JSON 404 for unknown API paths, and the OpenAPI document and UI.
      if (path === '/api' || path === '/api*' || path.startsWith('/api/docs')) return false;
      return !listed.has(op) && !overrides.has(op);
    });
    expect(unlisted, 'API routes outside apiRoutes() escape the matrix').toEqual([]);
  });

  it('every route guard beyond the access rule is described', () => {
    const guarded = defs.filter((d) => d.extras?.guard).map(opName);
    expect(guarded.sort()).toEqual(Object.keys(ROUTE_GUARDS).sort());
  });

  // One test per operation, listing every caller whose answer differs from the rule.
  it.each(OPERATIONS)('%s', async (op) => {
    const def = defs.find((d) => opName(d) === op);
    expect(def, op).toBeDefined();
    const failures: string[] = [];
    let refusals = 0;
    for (const [i, role] of ROLES.entries()) {
      const expected = expectedFor(def as RouteDef, role);
      for (const probe of probesOf(def as RouteDef)) {
        let token = tokens.get(role.name);
        if (role.email && ENDS_SESSION.has(op)) token = await loginAs(t.app, role.email);
        const res = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: token ? bearer(token) : {},
          // Each caller from its own address, so per-IP limits of one caller do not touch another.
          remoteAddress: `127.0.10.${i + 1}`,
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        const where = `${role.name} ${probe.label}`;
        let body: { success?: boolean; code?: number; message?: string } = {};
        try {
          body = res.json();
        } catch {
          // Redirects and file downloads answer without a JSON body.
        }
        if (res.statusCode >= 500) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (expected.allowed) {
          if (body.code !== undefined && GUARD_CODES.has(body.code)) {
            failures.push(`${where}: admitted by the rule but refused ${res.statusCode} (${body.code})`);
          }
          continue;
        }
        refusals += 1;
        const status = statusOf[expected.code] ?? 403;
        if (
          res.statusCode !== status ||
          body.success !== false ||
          body.code !== expected.code ||
          body.message !== errorMessages[expected.code]
        ) {
          failures.push(
            `${where}: expected ${status} (${expected.code}), got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Public and optional operations refuse nobody; the others refuse at least the guest.
    const open = def?.endpoint.access.kind === 'public' || def?.endpoint.access.kind === 'optional';
    expect(refusals > 0).toBe(!open);
  });
});

/** `METHOD /full/path` of every route in Fastify's printRoutes tree (4 characters per level). */
function servedRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    stack.length = depth;
    stack.push(m[2] as string);
    const path = stack.join('');
    for (const verb of m[3]?.split(', ') ?? []) out.push(`${verb} ${path}`);
  }
  return out;
}

/**
 * The operation names, known when the file is collected (before the app is built) so that each gets
 * its own test: apiRoutes() only reads settings and services off the app while it lists the routes,
 * so a stand-in with the tests' settings that answers every other property lists the same
 * operations. The first hook checks that the real app's list is this one.
 */
function operationNames(): string[] {
  const env = loadEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const standIn: unknown = new Proxy(() => standIn, {
    get: (_, key) => (key === 'env' ? env : key === Symbol.toPrimitive ? () => 1 : standIn),
    apply: () => standIn,
  });
  return apiRoutes(standIn as FastifyInstance).map(opName);
}
