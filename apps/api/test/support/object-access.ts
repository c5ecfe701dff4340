import { randomBytes } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { applications, companies, notifications, users } from '../../src/db/schema/index.ts';
import { newAccount } from '../admin-users.helpers.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from '../helpers.ts';
import { CV_PDF } from './apply.ts';
import { companyProfileForm, VERIFIED_LICENCE } from './company-profile.ts';
import { jobFormFields } from './jobs.ts';
import { multipartForm, type Part, PNG_BYTES } from './multipart.ts';

/**
 * The world of the object-access suites (issue 10 item 7, DESIGN §4 layer 2), split by domain into
 * object-access.*.test.ts: every object a user owns — applications, CV files and profiles,
 * notifications, saved jobs, company jobs, editor images, company files and sub-accounts — created by
 * user A, then read, changed and deleted by user B of the same kind (another seeker, another company
 * and its sub-user) and by the other kinds. B must get exactly the answer (status, code, message,
 * errors, data) that the same call with an id nobody has gets, and A's object must be unchanged
 * afterwards. Each test file builds this world once, on its own database.
 */

export const MISSING = 999_999;

export interface Caller {
  name: string;
  token?: string;
}

/** The answer as a caller could tell it apart: status, content type and body (request id aside). */
function answerOf(res: LightMyRequestResponse) {
  let body: unknown = res.body;
  try {
    const parsed = res.json() as Record<string, unknown>;
    delete parsed.requestId;
    body = parsed;
  } catch {
    // Files and redirects: compared as raw bytes.
  }
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    location: res.headers.location,
    body,
  };
}

/** A valid seeker profile form (PUT user/update-profile as a multipart POST). */
export const profileForm = (phone: string, over: Record<string, Part> = {}): Record<string, Part> => ({
  _method: 'PUT',
  name: 'Lê Văn Bình',
  phone,
  birthday: '1998-03-21',
  gender: 'male',
  province_code: '01',
  ward_code: '00004',
  address_detail: 'Số 5 ngõ 12 phố Huế',
  education: 'college',
  experience_years: '1_2',
  ...over,
});

/** Registers the file's app and the world's creation (beforeAll); call it inside the file's describe. */
export function useObjectAccessWorld() {
  const t = useTestApp();

  // The world of the suite: two seekers, two companies each with a sub-user, and what A owns.
  const w = {
    admin: '',
    subAdmin: '',
    sale: '',
    leaderSale: '',
    empA: '',
    empB: '',
    empBPhone: '',
    coA: '',
    coB: '',
    staffA: '',
    staffB: '',
    staffAId: 0,
    coAUserId: 0,
    coACompanyId: 0,
    /** A's public job (applied to by empA), a second public job, and a job still waiting for review. */
    jobA: 0,
    openJobA: 0,
    waitingJobA: 0,
    /** B's own public job, for calls that need one (saving, applying). */
    jobB: 0,
    appA: 0,
    cvResumeA: 0,
    /** A's online profile (the candidate profile companies see), as a resume of kind `online`. */
    onlineResumeA: 0,
    notifEmpA: 0,
    notifCoA: 0,
    editorImageA: '',
    licenseKeyA: '',
  };

  const call = (token: string | undefined, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? bearer(token) : {}) } });

  /** A valid job form: B's edits must reach the owner check, not stop at validation. */
  const jobForm = (title: string) => jobFormFields(t.app, title);

  async function createAccount(type: 'employee' | 'company') {
    const body = newAccount({
      type,
      ...(type === 'company' ? { company_name: `Công ty Kiểm thử ${type}` } : {}),
    });
    const res = await call(w.admin, { method: 'POST', url: '/api/admin/user', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.id as number;
    // Its labour-export jobs must be publishable: a verified licence (ADR 0030).
    if (type === 'company') {
      await t.database.db
        .update(companies)
        .set({ ...VERIFIED_LICENCE, activities: [2] })
        .where(eq(companies.userId, id));
    }
    return {
      id,
      email: body.email,
      phone: body.phone,
      token: await loginAs(t.app, body.email, body.password),
    };
  }

  /** A sub-user of the company account `parentId` (no API makes one): the same password. */
  async function createSubUser(parentId: number, password: string) {
    const [parent] = await t.database.db.select().from(users).where(eq(users.id, parentId));
    const tag = randomBytes(4).toString('hex');
    const email = `nv-${tag}@example.vn`;
    const [row] = await t.database.db
      .insert(users)
      .values({
        type: 'company',
        status: 'activated',
        parentId,
        name: 'Nhân viên Kiểm thử',
        username: `nv${tag}`,
        email,
        phone: `09${String(Number.parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
        passwordHash: parent?.passwordHash ?? null,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return { id: row?.id as number, token: await loginAs(t.app, email, password) };
  }

  async function postJob(token: string, title: string, approve: boolean) {
    const res = await call(undefined, {
      method: 'POST',
      url: '/api/company/jobs',
      ...multipartForm(await jobForm(title), token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.id as number;
    if (approve) {
      const ok = await call(w.admin, { method: 'POST', url: `/api/admin/jobs/${id}/approve` });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    return id;
  }

  async function notify(userId: number) {
    const [row] = await t.database.db
      .insert(notifications)
      .values({ userId, type: NOTIFICATION_TYPES[0], message: 'Thông báo kiểm thử', targetId: w.appA })
      .returning({ id: notifications.id });
    return row?.id as number;
  }

  beforeAll(async () => {
    w.admin = await loginAs(t.app, DEMO.admin);
    w.subAdmin = await loginAs(t.app, DEMO.subAdmin);
    w.sale = await loginAs(t.app, DEMO.sale);
    w.leaderSale = await loginAs(t.app, DEMO.leaderSale);
    const password = newAccount().password;
    const empA = await createAccount('employee');
    const empB = await createAccount('employee');
    const coA = await createAccount('company');
    const coB = await createAccount('company');
    w.empA = empA.token;
    w.empB = empB.token;
    w.empBPhone = empB.phone;
    w.coA = coA.token;
    w.coB = coB.token;
    w.coAUserId = coA.id;
    const [companyA] = await t.database.db.select().from(companies).where(eq(companies.userId, coA.id));
    w.coACompanyId = companyA?.id as number;
    const staffA = await createSubUser(coA.id, password);
    const staffB = await createSubUser(coB.id, password);
    w.staffA = staffA.token;
    w.staffAId = staffA.id;
    w.staffB = staffB.token;

    w.jobA = await postJob(w.coA, 'Đơn hàng lắp ráp của công ty A', true);
    w.openJobA = await postJob(w.coA, 'Đơn hàng thứ hai của công ty A', true);
    w.waitingJobA = await postJob(w.coA, 'Đơn hàng chờ duyệt của công ty A', false);
    w.jobB = await postJob(w.coB, 'Đơn hàng của công ty B', true);

    // Seeker A applies with a new CV: an application and a CV file (resume) of A.
    const applied = await call(undefined, {
      method: 'POST',
      url: `/api/jobs/${w.jobA}/apply`,
      ...multipartForm({ job_id: String(w.jobA), cv: CV_PDF, consent: 'on' }, w.empA),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    w.appA = json(applied).data.application_id as number;
    const [app] = await t.database.db.select().from(applications).where(eq(applications.id, w.appA));
    w.cvResumeA = app?.resumeId as number;
    expect(w.cvResumeA).toBeGreaterThan(0);

    // Seeker A fills in a profile: the online profile companies see.
    const filled = await call(undefined, {
      method: 'POST',
      url: '/api/user/update-profile',
      ...multipartForm(profileForm(empA.phone), w.empA),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const cvs = json(await call(w.empA, { method: 'GET', url: '/api/jobapplication/user/cvs' })).data as {
      id: number;
      kind: string;
    }[];
    w.onlineResumeA = cvs.find((c) => c.kind === 'online')?.id as number;
    expect(w.onlineResumeA).toBeGreaterThan(0);

    w.notifEmpA = await notify(empA.id);
    w.notifCoA = await notify(coA.id);

    const saved = await call(w.empA, {
      method: 'POST',
      url: '/api/employee/saved-jobs/save',
      payload: { job_id: w.jobA },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const image = await call(undefined, {
      method: 'POST',
      url: '/api/company/uploads/tinymce',
      ...multipartForm({ file: { name: 'anh.png', data: PNG_BYTES, type: 'image/png' } }, w.coA),
    });
    expect(image.statusCode, image.body).toBe(200);
    w.editorImageA = json(image).data.location as string;

    // Last: a complete profile may send company A back to review, which later steps must not need.
    const profile = await call(undefined, {
      method: 'POST',
      url: '/api/company/profile/update',
      ...multipartForm(
        companyProfileForm({ name: 'Công ty TNHH Kiểm thử A', contact_email: 'lienhe@kiemthu-a.vn' }),
        w.coA,
      ),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [withLicense] = await t.database.db.select().from(companies).where(eq(companies.userId, coA.id));
    w.licenseKeyA = withLicense?.businessLicenseFile as string;
    expect(w.licenseKeyA).toMatch(/^business-license\//);
  });

  /**
   * Calls `request(A's id)` and `request(missing id)` as each caller and lists every caller whose two
   * answers differ, or (when `notFound`) whose two alike answers are not the 404.
   */
  async function compare<Id>(
    callers: Caller[],
    ownId: Id,
    missingId: Id,
    request: (id: Id) => InjectOptions | Promise<InjectOptions>,
    opts: { label: string; failures: string[]; notFound?: boolean },
  ) {
    for (const caller of callers) {
      const own = answerOf(await call(caller.token, await request(ownId)));
      const missing = answerOf(await call(caller.token, await request(missingId)));
      const where = `${opts.label} as ${caller.name}`;
      if (own.status >= 500 || missing.status >= 500) {
        opts.failures.push(`${where}: 5xx ${JSON.stringify({ own, missing }).slice(0, 300)}`);
      } else if (JSON.stringify(own) !== JSON.stringify(missing)) {
        opts.failures.push(
          `${where}: A's object ${JSON.stringify(own).slice(0, 300)} ≠ missing ${JSON.stringify(missing).slice(0, 300)}`,
        );
      } else if (opts.notFound && own.status !== 404) {
        opts.failures.push(`${where}: expected the missing-id 404, both got ${own.status}`);
      }
    }
  }

  const seekerB = (): Caller[] => [{ name: 'seeker B', token: w.empB }];
  const companyB = (): Caller[] => [
    { name: 'company B', token: w.coB },
    { name: 'sub-user of company B', token: w.staffB },
  ];
  const others = (): Caller[] => [
    { name: 'guest' },
    { name: 'sale', token: w.sale },
    { name: 'leader_sale', token: w.leaderSale },
  ];

  return { t, w, call, jobForm, compare, seekerB, companyB, others };
}
