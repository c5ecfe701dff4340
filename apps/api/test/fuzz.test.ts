import type { Access, Endpoint } from '@app/contract';
import * as contract from '@app/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type DEMO, json, useTestApp } from './helpers.ts';
import {
  deepRaw,
  fileFields,
  type Ids,
  nasty,
  nastyString,
  objectKeys,
  shaped,
  toFormFields,
  type Z,
} from './support/fuzz-arbitraries.ts';
import { FILE, fuzzWorld } from './support/fuzz-world.ts';

/*
 * Property-based fuzz of every contract endpoint that takes a body or a query (issue 10, item 7):
 * arbitrary JSON, objects shaped like the schema with wrong types, huge strings and numbers, deep
 * nesting, unicode and control characters (NUL included). Sent as a role the endpoint allows, so
 * the guard passes and validation (and, for plausible input, the handler) runs. Every answer must
 * be below 500, and every error the envelope `{ success:false, code, message, requestId }`.
 *
 * Short by default (part of `npm test`); FUZZ_RUNS=500 runs longer. A failure names its seed:
 * FUZZ_SEED=<seed> replays the whole file; FUZZ_STATS=1 prints how many answers of each status
 * every endpoint gave (to see how deep the inputs got).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const HIGH = '1000000';

// ---------------------------------------------------------------------------------------------
// The endpoints

interface Named {
  name: string;
  e: Endpoint;
}

function isEndpoint(v: unknown): v is Endpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
}

/** Every endpoint the contract exports (groups are plain objects of endpoints). */
function contractEndpoints(): Named[] {
  const out: Named[] = [];
  for (const [group, value] of Object.entries(contract)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [name, e] of Object.entries(value))
      if (isEndpoint(e)) out.push({ name: `${group}.${name}`, e });
  }
  return out;
}

const endpoints = contractEndpoints().filter(({ e }) => e.body || e.query);

type Role = keyof typeof DEMO | null;

/** A demo account the guard lets through (company: the activated company admin). */
function roleFor(a: Access): Role {
  if (a.kind === 'public') return null;
  if (a.kind === 'optional' || a.kind === 'authenticated') return 'employee';
  if (a.roles.includes('employee')) return 'employee';
  if (a.roles.includes('company')) return 'company';
  if (a.roles.includes('sub_admin')) return 'subAdmin';
  if (a.roles.includes('admin')) return 'admin';
  if (a.roles.includes('sale')) return 'sale';
  return 'leaderSale';
}

// ---------------------------------------------------------------------------------------------
// Values

const stats = new Map<string, number>();
afterAll(() => {
  if (process.env.FUZZ_STATS)
    console.log(
      [...stats]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    );
});
interface Input {
  json?: unknown;
  raw?: string;
  form?: [string, string][];
  query?: [string, string][];
}

let ipSeq = 0;
/** Each request from its own address: per-IP limits must not hide what the handler does. */
function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

function expectSafeAnswer(res: LightMyRequestResponse, what: string) {
  const ctx = `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, ctx).toBeLessThan(500);
  if (res.statusCode < 300) return;
  if (res.statusCode < 400) {
    // Only the social-login start answers a redirect.
    expect(res.headers.location, ctx).toBeTruthy();
    return;
  }
  expect(String(res.headers['content-type']), ctx).toMatch(/^application\/json/);
  const body = json(res);
  expect(body.success, ctx).toBe(false);
  expect(['number', 'string'], ctx).toContain(typeof body.code);
  expect(typeof body.message === 'string' && body.message.length > 0, ctx).toBe(true);
  expect(typeof body.requestId === 'string' && body.requestId.length > 0, ctx).toBe(true);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), ctx).toBe(true);
    }
  }
}

const describeInput = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s;
};

async function check<T extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<T>,
  runs = RUNS,
) {
  try {
    await fc.assert(property, { numRuns: runs, seed: SEED, includeErrorInReport: true });
  } catch (err) {
    throw new Error(`Fuzz failed; replay with FUZZ_SEED=${SEED}\n${(err as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------

describe(`fuzz of every body and query schema (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  const t = useTestApp({
    LOGIN_RATE_LIMIT_MAX: HIGH,
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: HIGH,
    ACCOUNT_RATE_LIMIT_MAX: HIGH,
    GUEST_APPLY_RATE_LIMIT_MAX: HIGH,
    JOB_POST_RATE_LIMIT_MAX: HIGH,
    REVIEW_RATE_LIMIT_MAX: HIGH,
    NEWSLETTER_RATE_LIMIT_MAX: HIGH,
    CHAT_ACCOUNT_RATE_LIMIT_MAX: HIGH,
    OFFER_CHECK_RATE_LIMIT_MAX: HIGH,
  });
  const tokens = new Map<Role, string>();
  const ids: Ids = { all: [], params: () => ({}), valid: {} };

  beforeAll(async () => {
    Object.assign(ids, await fuzzWorld(t, tokens));
  });

  const url = (e: Endpoint, query?: [string, string][]) => {
    const params = ids.params(e.path);
    const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? '1'),
    );
    const qs = query && query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    return `/api${path}${qs}`;
  };

  const send = async ({ e, name }: Named, input: Input) => {
    const role = roleFor(e.access);
    const headers: Record<string, string> = role ? bearer(tokens.get(role) as string) : {};
    let payload: string | undefined;
    if ('json' in input) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input.json) ?? 'null';
    } else if (input.raw !== undefined) {
      headers['content-type'] = 'application/json';
      payload = input.raw;
    } else if (input.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(input.form).toString();
    }
    const res = await t.app.inject({
      method: e.method,
      url: url(e, input.query),
      headers,
      remoteAddress: nextIp(),
      ...(payload !== undefined && e.method !== 'GET' ? { payload } : {}),
    });
    const what = `${name} ${e.method} ${e.path} as ${role ?? 'guest'} with ${describeInput(input.json ?? input.raw ?? input.form ?? input.query)}`;
    expectSafeAnswer(res, what);
    if (process.env.FUZZ_STATS)
      stats.set(`${name} ${res.statusCode}`, (stats.get(`${name} ${res.statusCode}`) ?? 0) + 1);
    // The role's token stays valid: the guard passed and the fuzz reached validation.
    if (role) expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).not.toBe(401);
    return res;
  };

  it('covers the contract: endpoints with a body or a query exist and each gets a role', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const { e } of endpoints) expect(e.access).toBeDefined();
    const missing = endpoints.filter(({ e, name }) => e.body && !ids.valid[name]).map(({ name }) => name);
    expect(missing, 'body endpoints without a valid base').toEqual([]);
    const withFiles = endpoints.filter(({ e }) => e.body && fileFields(e.body as unknown as Z).length > 0);
    expect(withFiles.map(({ name }) => name).sort()).toEqual(
      [
        'adminBlogsEndpoints.create',
        'adminBlogsEndpoints.update',
        'applicationsEndpoints.apply',
        'applicationsEndpoints.guestApply',
        'companyJobsEndpoints.create',
        'companyJobsEndpoints.update',
        'companyProfileEndpoints.update',
        'editorUploadEndpoints.adminUpload',
        'editorUploadEndpoints.companyUpload',
        'employeeEndpoints.updateProfile',
      ].sort(),
    );
  });

  for (const named of endpoints) {
    const { e, name } = named;
    it(`${name}: ${e.method} ${e.path}`, async () => {
      const inputs: fc.Arbitrary<Input>[] = [];
      if (e.body) {
        const schema = e.body as unknown as Z;
        inputs.push(
          deepRaw,
          fc.jsonValue().map((json) => ({ json })),
          nasty.map((json) => ({ json })),
          shaped(schema, ids).map((json) => ({ json })),
          shaped(schema, ids).map((v) => ({ form: toFormFields(v) })),
        );
      }
      const valid = ids.valid[name];
      if (valid) {
        // The base passes the contract's schema, so the handler runs; the fuzz then breaks one or two
        // of its fields (business refusals such as a duplicate application are fine).
        const parsed = e.body?.safeParse(valid());
        expect(parsed?.error?.issues ?? [], 'the valid base passes the schema').toEqual([]);
        await send(named, { json: valid() });
        const keys = Object.keys(valid());
        const mutated = fc
          .tuple(
            fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 }),
            fc.array(fc.oneof({ weight: 3, arbitrary: nastyString }, { weight: 1, arbitrary: nasty }), {
              minLength: 2,
              maxLength: 2,
            }),
          )
          .map(([broken, values]) => {
            const body: Record<string, unknown> = valid();
            broken.forEach((k, i) => {
              body[k] = values[i];
            });
            return body;
          });
        // A JSON object shaped like a file (no bytes) in a file field: the field's 422, not a 500.
        for (const field of fileFields(e.body as unknown as Z)) {
          const res = await send(named, { json: { ...valid(), [field]: field === 'cvs' ? [FILE] : FILE } });
          expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
        }
        inputs.push(
          mutated.map((json) => ({ json })),
          mutated.map((json) => ({ json })),
          mutated.map((v) => ({ form: toFormFields(v) })),
        );
      }
      if (e.query) {
        const schema = e.query as unknown as Z;
        const names = fc.oneof(fc.constantFrom(...objectKeys(schema), '_method'), fc.string());
        inputs.push(
          shaped(schema, ids).map((v) => ({ query: toFormFields(v) })),
          fc
            .array(fc.tuple(names, fc.oneof(nastyString, fc.string({ unit: 'binary' }))))
            .map((query) => ({ query })),
        );
      }
      await check(fc.asyncProperty(fc.oneof(...inputs), async (input) => void (await send(named, input))));
    });
  }

  it('answers unreadable JSON bodies with 400 in the envelope', async () => {
    const post = endpoints.filter(({ e }) => e.body && e.method !== 'GET');
    const raws = fc.oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '[',
        'nul',
        '"\\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '\u0000',
        '{}}',
      ),
      fc.string({ unit: 'binary' }),
    );
    await check(
      fc.asyncProperty(
        fc.constantFrom(...post),
        raws,
        async (named, raw) => void (await send(named, { raw })),
      ),
    );
  });
});
