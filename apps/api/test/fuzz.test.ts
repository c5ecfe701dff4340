import type { Access, Endpoint } from '@app/contract';
import * as contract from '@app/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { userIdByEmail } from './support/applications.ts';
import { futureDate } from './support/jobs.ts';

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
/** What a JSON client can send in a file field: the shape of a file without its bytes. */
const FILE = { name: 'anh.png', size: 68, mimeType: 'image/png' };
/** A seeded seeker the fuzz never signs in as: admin calls may change it. */
const SEEKER2 = 'ngoc.tran@viecxa.vn';

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

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\r\n\t\b\f\v',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff',
  '😀👩‍👩‍👧‍👦',
  'Nguyễn Văn Ánh Dương',
  'e\u0301\u0302\u0303',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%ff%uD800',
  '../../../etc/passwd',
  '0x7fffffff',
  '1e309',
  '-1',
  '9'.repeat(400),
  'NaN',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e-300,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e308,
];

const controlString = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
});

/** Up to ~240k bytes (the body limit is 1 MiB): long fields, long words, long lines. */
const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'ệ', '\u0000', '<b>', '0', '😀', ' ', '%', '\\'),
    fc.integer({ min: 300, max: 60_000 }),
  )
  .map(([unit, n]) => unit.repeat(n));

function nest(depth: number, leaf: unknown, asObject: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  // fast-check's own printing of a counterexample recurses: describe the value instead.
  Object.defineProperty(v, fc.toStringMethod, {
    value: () => `<${depth} nested ${asObject ? 'objects' : 'arrays'}>`,
  });
  return v;
}
const deep = fc
  .tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean(), fc.constantFrom<unknown>('x', 1, null, '\u0000'))
  .map(([d, asObject, leaf]) => nest(d, leaf, asObject));

/** Bodies nested deeper than a client's JSON.stringify manages (the body limit allows ~200k levels). */
const deepRaw = fc
  .tuple(fc.integer({ min: 1000, max: 150_000 }), fc.boolean(), fc.constantFrom('1', '"\\u0000"', 'null'))
  .map(([d, asObject, leaf]) =>
    asObject ? '{"a":'.repeat(d) + leaf + '}'.repeat(d) : '['.repeat(d) + leaf + ']'.repeat(d),
  )
  .map((raw) => {
    const input = { raw };
    Object.defineProperty(input, fc.toStringMethod, {
      value: () => `{ raw: <${raw.length} characters of nesting> }`,
    });
    return input;
  });

/** Any JSON value a hostile client could send, including ones built to break parsers and SQL. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  controlString,
  hugeString,
  deep,
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true }),
  fc.array(fc.constantFrom(...NASTY_STRINGS), { maxLength: 200 }),
  fc.double(),
  fc.bigInt().map((b) => b.toString()),
  fc.constantFrom<unknown>(null, true, false, {}, [], [[]], { length: 1e9 }),
);

/** Strings only: they pass type checks and reach the handler and the database. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', minLength: 1 }),
  controlString,
  hugeString,
  fc
    .constantFrom('Nguyễn\u0000Văn', 'Ha\u0000 Noi', 'a\ud800b', '\u0000<p>x</p>', 'x'.repeat(256))
    .map(String),
);

/** Values that pass the common rules when a field name says what it holds. */
function plausibleString(key: string, ids: Ids): fc.Arbitrary<string> {
  const k = key.toLowerCase();
  if (k.includes('email')) return fc.oneof(fc.emailAddress(), fc.constantFrom(DEMO.employee, DEMO.company));
  if (k.includes('phone')) return fc.stringMatching(/^0[35789][0-9]{8}$/);
  if (k.includes('password')) return fc.constantFrom('Abc@12345', 'Xyz#98765', 'Demo@123');
  if (k.includes('date') || k === 'deadline' || k === 'birthday')
    return fc.constantFrom(futureDate(30), futureDate(400), '2000-01-31', '2024-02-30', '31/12/2024');
  if (k === 'nation_code') return fc.constantFrom('JP', 'KR', 'VN', 'TW', 'XX');
  if (k.endsWith('province_code')) return fc.constantFrom('01', '79', '999999');
  if (k.endsWith('ward_code')) return fc.constantFrom('00004', '26734', '1');
  if (k === 'tax_code') return fc.constantFrom('0123456789', '0123456789-001');
  if (k === 'code') return fc.stringMatching(/^[0-9]{6}$/);
  if (k.includes('url') || k === 'website') return fc.webUrl();
  if (k === 'username') return fc.stringMatching(/^[a-z][a-z0-9._-]{7,20}$/);
  if (k.endsWith('_id') || k.endsWith('_ids') || k === 'id')
    return fc.constantFrom(...ids.all.map(String), '1', '999999999');
  if (k === 'page' || k === 'limit') return fc.constantFrom('1', '2', '100', '101', '0');
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('Nguyễn Văn An', '<p>Mô tả <b>công việc</b></p>'),
  );
}

type Z = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The schema a pipe checks: its output side after a preprocess (`transform`) or an `unknown` gate. */
function pipeTarget(def: Z['_zod']['def']): Z {
  const from = (def.in as Z)._zod.def.type;
  return (from === 'transform' || from === 'unknown' ? def.out : def.in) as Z;
}

/**
 * A value the schema would plausibly accept (enums, literals, numbers in range, strings by field
 * name): the fuzz then breaks one field at a time, so the handler behind validation runs too.
 */
function plausible(schema: Z, key: string, ids: Ids, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
      return fc.oneof(
        { weight: 4, arbitrary: plausible(def.innerType as Z, key, ids, depth + 1) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'pipe': {
      const inner = pipeTarget(def);
      return plausible(inner, key, ids, depth + 1);
    }
    case 'object': {
      const shape = def.shape as Record<string, Z>;
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(shape)) rec[k] = plausible(s, k, ids, depth + 1);
      return fc.record(rec);
    }
    case 'array':
      return fc.array(plausible(def.element as Z, key, ids, depth + 1), { maxLength: 4 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as Z[]).map((o) => plausible(o, key, ids, depth + 1)));
    case 'number':
      return key.endsWith('_id') || key === 'id'
        ? fc.constantFrom(...ids.all)
        : fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1000, max: 2_000_000_000 }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausibleString(key, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Keys of an object schema (through optional, default and preprocess wrappers). */
function objectKeys(schema: Z): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') {
    const inner = pipeTarget(def);
    return objectKeys(inner);
  }
  if (def.innerType) return objectKeys(def.innerType as Z);
  return [];
}

/** Fields of an object schema that hold a file (or a list of files): an object of name, size, mimeType. */
function fileFields(schema: Z): string[] {
  const unwrap = (z: Z, depth = 0): Z => {
    const def = z._zod.def;
    if (depth > 8) return z;
    if (def.type === 'pipe') return unwrap(pipeTarget(def), depth + 1);
    if (def.type === 'array') return unwrap(def.element as Z, depth + 1);
    if (def.innerType) return unwrap(def.innerType as Z, depth + 1);
    return z;
  };
  let root = unwrap(schema);
  if (root._zod.def.type !== 'object') root = schema;
  const shape = (root._zod.def.shape ?? {}) as Record<string, Z>;
  return Object.entries(shape)
    .filter(([, s]) => {
      const inner = unwrap(s)._zod.def;
      const keys = inner.type === 'object' ? Object.keys(inner.shape as object) : [];
      return ['name', 'size', 'mimeType'].every((k) => keys.includes(k));
    })
    .map(([k]) => k);
}

/** For a query string or form: strings, or lists of strings (a repeated name). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
function toFormFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null) return [['q', asText(value)]];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.push([k, asText(item)]);
    else out.push([k, asText(v)]);
  }
  return out;
}

/** Schema-shaped input with some fields (possibly all) replaced by hostile values. */
function shaped(schema: Z, ids: Ids): fc.Arbitrary<unknown> {
  const keys = objectKeys(schema);
  const base = plausible(schema, '', ids);
  if (keys.length === 0) return base;
  return fc
    .tuple(
      base,
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 0, maxLength: Math.min(3, keys.length) }),
      fc.array(nasty, { minLength: 3, maxLength: 3 }),
      fc.option(fc.tuple(fc.string(), nasty), { nil: undefined }),
    )
    .map(([b, broken, values, extra]) => {
      const obj: Record<string, unknown> = { ...(b as object) };
      broken.forEach((k, i) => {
        obj[k] = values[i];
      });
      if (extra) obj[extra[0]] = extra[1];
      return obj;
    });
}

// ---------------------------------------------------------------------------------------------
// Requests and the invariant

interface Ids {
  all: number[];
  params: (path: string) => Record<string, string>;
  /** A body each endpoint accepts past validation (its handler runs), by endpoint name. */
  valid: Record<string, () => Record<string, unknown>>;
}

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
  });
  const tokens = new Map<Role, string>();
  const ids: Ids = { all: [], params: () => ({}), valid: {} };

  beforeAll(async () => {
    for (const role of ['employee', 'company', 'subAdmin', 'admin', 'sale'] as const) {
      tokens.set(role, await loginAs(t.app, DEMO[role]));
    }
    const company = tokens.get('company') as string;
    const get = async (url: string, token?: string) =>
      json(await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).data;
    const companyJob = (await get('/api/company/jobs', company)).items[0];
    const application = (await get('/api/company/applications', company)).items[0];
    const publicJob = (await get('/api/listJobs?limit=1')).items[0];
    const work = (await get('/api/works'))[0];
    const equipment = (await get('/api/equipments'))[0];
    // An account the admin calls may change; not one the fuzz signs in with.
    const someUser = await userIdByEmail(t, SEEKER2);
    if (!companyJob || !application || !publicJob || !work || !equipment)
      throw new Error('seed data missing');
    const employee = tokens.get('employee') as string;
    const resume = (await get('/api/jobapplication/user/cvs', employee))[0];
    const ownApplication = (await get('/api/employee/applications', employee)).items[0];
    const occupation = (await get('/api/works')).find((w: { work_id: number | null }) => w.work_id !== null);
    if (!resume || !ownApplication || !occupation) throw new Error('seed data missing');
    ids.all = [companyJob.id, application.id, publicJob.id, work.id, equipment.id, someUser, resume.id];
    let n = 0;
    const unique = () => `${Date.now().toString(36)}${++n}`;
    const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const password = { password: 'Abc@12345', password_confirmation: 'Abc@12345' };
    const job = () => ({
      kind: 'labor_export',
      title: `Đơn hàng lắp ráp linh kiện tại Saitama ${unique()}`,
      nation_code: 'JP',
      location: 'Saitama',
      work_id: occupation.id,
      quantity: 8,
      salary_currency: 'JPY',
      salary_min: '170.000',
      salary_max: '200.000',
      deadline: futureDate(20),
      expected_flight_date: futureDate(90),
      description: '<p>Lắp ráp linh kiện trong nhà máy có điều hòa.</p>',
      requirements: '<p>Sức khỏe tốt</p>',
      benefits: '<p>Ký túc xá</p>',
    });
    ids.valid = {
      'adminJobsEndpoints.reject': () => ({ reason: 'Thiếu giấy phép' }),
      'adminUserEndpoints.create': () => ({
        type: 'employee',
        name: 'Nguyễn Văn Thử',
        username: `fuzz${unique()}`,
        email: `fuzz.${unique()}@example.com`,
        phone: phone(),
        ...password,
      }),
      'adminUserEndpoints.update': () => ({ name: 'Trần Thị Bích Ngọc', phone: phone() }),
      'adminUserEndpoints.password': () => ({ ...password }),
      'adminUserEndpoints.editProfile': () => ({
        name: 'Lê Thu Hà',
        email: DEMO.subAdmin,
        phone: '0901000002',
      }),
      'adminApplicationEndpoints.setStatus': () => ({ status: 'reviewing', note: 'Đã xem hồ sơ' }),
      'companyApplicationEndpoints.setStatus': () => ({ status: 'reviewing', note: 'Đã xem hồ sơ' }),
      'applicationsEndpoints.apply': () => ({
        job_id: publicJob.id,
        resume_id: resume.id,
        message: 'Xin chào',
      }),
      'applicationsEndpoints.introduce': () => ({
        job_id: publicJob.id,
        resume_id: resume.id,
        message: 'Xin chào',
      }),
      'applicationsEndpoints.checkMultiple': () => ({ job_ids: [publicJob.id, companyJob.id] }),
      'applicationsEndpoints.sendApplicationEmail': () => ({ application_id: ownApplication.id }),
      'authEndpoints.login': () => ({ email: SEEKER2, password: 'Sai@12345' }),
      'companyJobsEndpoints.create': job,
      'companyJobsEndpoints.update': job,
      'companyProfileEndpoints.update': () => ({
        name: 'Công ty TNHH Sao Mai',
        province_code: '01',
        ward_code: '00004',
        address_detail: '12 Trần Hưng Đạo',
        tax_code: '0101234567',
        activities: [2],
        description: 'Tuyển dụng lao động đi Nhật',
        website: 'https://saomai.example.vn',
        contact_name: 'Phạm Văn Hưng',
        contact_phone: '0912345678',
        contact_email: 'lienhe@saomai.example.vn',
        labor_license_number: '123/LĐTBXH',
        labor_license_date: '2020-01-15',
      }),
      // JSON cannot carry a file's bytes: these bases get the file field's 422 from the handler.
      'editorUploadEndpoints.companyUpload': () => ({ file: { ...FILE } }),
      'editorUploadEndpoints.adminUpload': () => ({ file: { ...FILE } }),
      'applicationsEndpoints.guestApply': () => ({
        job_id: publicJob.id,
        name: 'Lê Thị Khách',
        phone: phone(),
        email: `khach.${unique()}@example.com`,
        cv: { name: 'cv.pdf', size: 100, mimeType: 'application/pdf' },
        message: 'Xin chào',
      }),
      'editorUploadEndpoints.companyCleanup': () => ({
        files: [`/api/files/editor-image/${'a'.repeat(32)}.png`],
      }),
      'editorUploadEndpoints.adminCleanup': () => ({
        files: [`/api/files/editor-image/${'b'.repeat(32)}.png`],
      }),
      'employeeEndpoints.updateProfile': () => ({
        name: 'Nguyễn Văn An',
        phone: '0912000001',
        birthday: '1995-05-20',
        province_code: '01',
        ward_code: '00004',
        address_detail: 'Số 1 Phố Huế',
        id_card: '012345678901',
        experience: 'Ba năm làm cơ khí',
        wished_nation_codes: ['JP'],
      }),
      'newsletterEndpoints.subscribe': () => ({ email: `tin.${unique()}@example.com` }),
      'registrationEndpoints.requestRegister': () => ({
        type: 'employee',
        name: 'Nguyễn Văn Thử',
        username: `fuzz${unique()}`,
        email: `dk.${unique()}@example.com`,
        phone: phone(),
        ...password,
        agree_terms: true,
      }),
      'registrationEndpoints.register': () => ({ email: `dk.${unique()}@example.com`, code: '123456' }),
      'registrationEndpoints.sendResetPasswordMail': () => ({ email: `quen.${unique()}@example.com` }),
      'registrationEndpoints.resetPassword': () => ({ email: SEEKER2, token: 'khong-hop-le', ...password }),
      // A wrong current password: the handler runs, the account keeps its password and sessions.
      'registrationEndpoints.changePassword': () => ({ current_password: 'Sai@12345', ...password }),
      'savedJobsEndpoints.save': () => ({ job_id: publicJob.id }),
      'savedJobsEndpoints.unsave': () => ({ job_id: publicJob.id }),
      'savedJobsEndpoints.toggle': () => ({ job_id: publicJob.id }),
      'socialAuthEndpoints.exchange': () => ({ code: 'abc', binding: 'def' }),
      'socialAuthEndpoints.callEmployee': () => ({ type: 'company', company_name: 'Công ty Thử' }),
      'worksEndpoints.create': () => ({ name: `Ngành ${unique()}`, work_id: work.id, sort: 1 }),
      'worksEndpoints.update': () => ({ name: `Ngành ${unique()}`, sort: 2 }),
      'worksEndpoints.createEquipment': () => ({ name: `Tiện ích ${unique()}`, sort: 1 }),
      'worksEndpoints.updateEquipment': () => ({ name: `Tiện ích ${unique()}`, sort: 2 }),
    };
    ids.params = (path) => {
      const p: Record<string, string> = {};
      if (path.includes(':provider')) p.provider = 'google';
      if (path.includes(':group')) p.group = 'job';
      if (path.includes(':appId')) p.appId = String(application.id);
      if (path.includes(':job_id')) p.job_id = String(publicJob.id);
      if (path.includes(':x')) p.x = publicJob.slug;
      if (path.includes(':id')) {
        if (path.startsWith('/admin/user')) p.id = String(someUser);
        else if (path.startsWith('/company/applications')) p.id = String(application.id);
        else if (path.startsWith('/works')) p.id = String(work.id);
        else if (path.startsWith('/equipments')) p.id = String(equipment.id);
        else if (path.startsWith('/job/') || path.startsWith('/companies')) {
          p.id = String(path.startsWith('/companies') ? publicJob.company.id : publicJob.id);
        } else p.id = String(companyJob.id);
      }
      return p;
    };
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
