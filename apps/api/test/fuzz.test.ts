import type { Access, Endpoint } from '@app/contract';
import * as contract from '@app/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { userIdByEmail } from './support/applications.ts';
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
