import { randomBytes } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/app.ts';
import { applications, companies, notifications, users } from '../src/db/schema/index.ts';
import { newAccount } from './admin-users.helpers.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { CV_PDF } from './support/apply.ts';
import { jobFormFields } from './support/jobs.ts';
import { multipartForm, type Part, PDF_BYTES, PNG_BYTES } from './support/multipart.ts';

/**
 * Object access (issue 10 item 7, DESIGN §4 layer 2): every object a user owns — applications, CV
 * files and profiles, notifications, saved jobs, company jobs, editor images, company files and
 * sub-accounts — created here by user A, then read, changed and deleted by user B of the same kind
 * (another seeker, another company and its sub-user) and by the other kinds. B must get exactly the
 * answer (status, code, message, errors, data) that the same call with an id nobody has gets, and A's
 * object must be unchanged afterwards. Admin-only routes are walked the same way for every non-admin.
 */

const MISSING = 999_999;

interface Caller {
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

describe("object access: another user's objects answer as missing ones", () => {
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

  /** A valid seeker profile form (PUT user/update-profile as a multipart POST). */
  const profileForm = (phone: string, over: Record<string, Part> = {}): Record<string, Part> => ({
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

  async function createAccount(type: 'employee' | 'company') {
    const body = newAccount({
      type,
      ...(type === 'company' ? { company_name: `Công ty Kiểm thử ${type}` } : {}),
    });
    const res = await call(w.admin, { method: 'POST', url: '/api/admin/user', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.id as number;
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
      ...multipartForm({ job_id: String(w.jobA), cv: CV_PDF }, w.empA),
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
        {
          name: 'Công ty TNHH Kiểm thử A',
          province_code: '01',
          ward_code: '00004',
          address_detail: '12 Phố Huế',
          tax_code: '0101234567',
          activities: ['2'],
          contact_name: 'Phạm Văn Hưng',
          contact_phone: '0912345678',
          contact_email: 'lienhe@kiemthu-a.vn',
          labor_license_number: '123/LĐTBXH-GP',
          labor_license_date: '2023-05-10',
          business_license: { name: 'giay-phep.pdf', data: PDF_BYTES },
        },
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
   * answers differ, or (when `refused`) whose answer is a success.
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

  it("a seeker's application: withdrawn, read and moved by others", async () => {
    const failures: string[] = [];
    const label = (s: string) => ({ label: s, failures });
    await compare(
      seekerB(),
      w.appA,
      MISSING,
      (id) => ({ method: 'POST', url: `/api/employee/applications/${id}/withdraw` }),
      {
        ...label('withdraw'),
        notFound: true,
      },
    );
    await compare(
      [...seekerB(), ...companyB(), ...others()],
      w.appA,
      MISSING,
      (id) => ({ method: 'GET', url: `/api/applications/${id}/cv` }),
      label('CV of the application'),
    );
    await compare(
      [...seekerB()],
      w.appA,
      MISSING,
      (id) => ({ method: 'POST', url: '/api/send-job-application-email', payload: { application_id: id } }),
      { ...label('send the application mail'), notFound: true },
    );
    for (const [method, url, payload] of [
      ['GET', '/company/applications/:id', undefined],
      ['GET', '/company/applications/:id/status', undefined],
      ['POST', '/company/applications/:id/status', { status: 'reviewing', note: 'Xem xét' }],
    ] as const) {
      await compare(
        companyB(),
        w.appA,
        MISSING,
        (id) => ({ method, url: `/api${url.replace(':id', String(id))}`, payload }),
        {
          ...label(`${method} ${url}`),
          notFound: true,
        },
      );
      await compare(
        [...seekerB(), ...others()],
        w.appA,
        MISSING,
        (id) => ({ method, url: `/api${url.replace(':id', String(id))}`, payload }),
        label(`${method} ${url}`),
      );
    }
    expect(failures).toEqual([]);

    // A's side still sees it, untouched.
    const mine = await call(w.coA, { method: 'GET', url: `/api/company/applications/${w.appA}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine).data.status).toBe('submitted');
    const cv = await call(w.empA, { method: 'GET', url: `/api/applications/${w.appA}/cv` });
    expect(cv.statusCode).toBe(200);
  });

  it("a seeker's CV file and online profile: downloaded, applied with and removed by others", async () => {
    const failures: string[] = [];
    for (const [what, resume] of [
      ['CV file', w.cvResumeA],
      ['online profile', w.onlineResumeA],
    ] as const) {
      const label = (s: string) => ({ label: `${s} (${what})`, failures });
      await compare(
        [...seekerB(), ...companyB(), ...others()],
        resume,
        MISSING,
        (id) => ({ method: 'GET', url: `/api/resumes/${id}/file` }),
        label('download'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({
          method: 'POST',
          url: `/api/jobs/${w.jobB}/apply`,
          ...multipartForm({ job_id: String(w.jobB), resume_id: String(id) }),
        }),
        label('apply with it'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({ method: 'POST', url: '/api/jobapplication', payload: { job_id: w.jobB, resume_id: id } }),
        label('introduce it'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({
          method: 'POST',
          url: '/api/user/update-profile',
          ...multipartForm(profileForm(w.empBPhone, { remove_resume_ids: String(id) })),
        }),
        label('remove it from a profile'),
      );
    }
    expect(failures).toEqual([]);

    const file = await call(w.empA, { method: 'GET', url: `/api/resumes/${w.cvResumeA}/file` });
    expect(file.statusCode).toBe(200);
    const cvs = json(await call(w.empA, { method: 'GET', url: '/api/jobapplication/user/cvs' })).data as {
      id: number;
    }[];
    expect(cvs.map((c) => c.id)).toEqual(expect.arrayContaining([w.cvResumeA, w.onlineResumeA]));
    // B applied with nothing of A's.
    const bApplied = await call(w.coB, { method: 'GET', url: `/api/company/jobs/${w.jobB}/applications` });
    expect(bApplied.statusCode, bApplied.body).toBe(200);
    expect(json(bApplied).data.total).toBe(0);
  });

  it('notifications: read and deleted by others', async () => {
    const failures: string[] = [];
    for (const [owner, id, intruders] of [
      ['seeker A', w.notifEmpA, [...seekerB(), ...companyB()]],
      [
        'company A',
        w.notifCoA,
        [...companyB(), ...seekerB(), { name: 'sub-user of company A', token: w.staffA }],
      ],
    ] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const url = (n: number) =>
          method === 'POST' ? `/api/notifications/${n}/read` : `/api/notifications/${n}`;
        await compare([...intruders], id, MISSING, (n) => ({ method, url: url(n) }), {
          label: `${method} notification of ${owner}`,
          failures,
          notFound: true,
        });
      }
    }
    expect(failures).toEqual([]);
    for (const [token, id] of [
      [w.empA, w.notifEmpA],
      [w.coA, w.notifCoA],
    ] as const) {
      const items = json(await call(token, { method: 'GET', url: '/api/all-notifications' })).data.items as {
        id: number;
        is_read: boolean;
      }[];
      expect(items.find((n) => n.id === id)).toMatchObject({ is_read: false });
    }
  });

  it("a company's jobs: read, edited and listed by another company and its sub-user", async () => {
    const failures: string[] = [];
    const form = await jobForm('Tin bị sửa bởi công ty khác');
    for (const job of [w.jobA, w.waitingJobA]) {
      await compare(companyB(), job, MISSING, (id) => ({ method: 'GET', url: `/api/company/jobs/${id}` }), {
        label: `read job ${job}`,
        failures,
        notFound: true,
      });
      await compare(
        companyB(),
        job,
        MISSING,
        (id) => ({ method: 'GET', url: `/api/company/jobs/${id}/applications` }),
        {
          label: `applications of job ${job}`,
          failures,
          notFound: true,
        },
      );
      await compare(
        companyB(),
        job,
        MISSING,
        (id) => ({
          method: 'POST',
          url: `/api/company/jobs/${id}`,
          ...multipartForm({ ...form, _method: 'PUT' }),
        }),
        { label: `edit job ${job}`, failures, notFound: true },
      );
    }
    // A job not yet public is, for everyone but its company and the admins, a missing job.
    const outsiders = [...seekerB(), ...companyB(), ...others()];
    await compare(outsiders, w.waitingJobA, MISSING, (id) => ({ method: 'GET', url: `/api/job/${id}/x` }), {
      label: 'public page of a waiting job',
      failures,
    });
    await compare(
      outsiders,
      w.waitingJobA,
      MISSING,
      (id) => ({ method: 'GET', url: `/api/job/${id}/x/related` }),
      { label: 'related jobs of a waiting job', failures },
    );
    for (const url of ['/api/employee/saved-jobs/check/', '/api/jobapplication/check/']) {
      await compare(seekerB(), w.waitingJobA, MISSING, (id) => ({ method: 'GET', url: `${url}${id}` }), {
        label: `${url} of a waiting job`,
        failures,
      });
    }
    await compare(
      seekerB(),
      w.waitingJobA,
      MISSING,
      (id) => ({ method: 'POST', url: '/api/employee/saved-jobs/save', payload: { job_id: id } }),
      {
        label: 'save a waiting job',
        failures,
      },
    );
    await compare(
      seekerB(),
      w.waitingJobA,
      MISSING,
      (id) => ({
        method: 'POST',
        url: `/api/jobs/${id}/apply`,
        ...multipartForm({ job_id: String(id), cv: CV_PDF }),
      }),
      { label: 'apply to a waiting job', failures },
    );
    expect(failures).toEqual([]);

    const mine = await call(w.coA, { method: 'GET', url: `/api/company/jobs/${w.jobA}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine).data.name).toBe('Đơn hàng lắp ráp của công ty A');
    const sameCompany = await call(w.staffA, { method: 'GET', url: `/api/company/jobs/${w.jobA}` });
    expect(sameCompany.statusCode, sameCompany.body).toBe(200);
  });

  it("a seeker's saved job: unsaved by another seeker", async () => {
    const failures: string[] = [];
    // The other job is public and saved by nobody: B's unsave of A's saved job must not differ.
    await compare(
      seekerB(),
      w.jobA,
      w.openJobA,
      (id) => ({ method: 'DELETE', url: '/api/employee/saved-jobs/unsave', payload: { job_id: id } }),
      {
        label: 'unsave',
        failures,
      },
    );
    await compare(
      seekerB(),
      w.jobA,
      w.openJobA,
      (id) => ({ method: 'GET', url: `/api/employee/saved-jobs/check/${id}` }),
      {
        label: 'check',
        failures,
      },
    );
    expect(failures).toEqual([]);
    const still = await call(w.empA, { method: 'GET', url: `/api/employee/saved-jobs/check/${w.jobA}` });
    expect(json(still).data).toMatchObject({ saved: true });
  });

  it("a company's editor image: cleaned up by another company or the admins", async () => {
    const failures: string[] = [];
    const other = `/api/files/editor-image/${randomBytes(16).toString('hex')}.png`;
    await compare(
      companyB(),
      w.editorImageA,
      other,
      (file) => ({ method: 'POST', url: '/api/company/uploads/cleanup', payload: { files: [file] } }),
      {
        label: 'company cleanup',
        failures,
      },
    );
    await compare(
      [
        { name: 'admin', token: w.admin },
        { name: 'sub_admin', token: w.subAdmin },
      ],
      w.editorImageA,
      other,
      (file) => ({ method: 'POST', url: '/api/admin/uploads/cleanup', payload: { files: [file] } }),
      { label: 'admin cleanup', failures },
    );
    expect(failures).toEqual([]);
    const served = await call(undefined, { method: 'GET', url: w.editorImageA });
    expect(served.statusCode).toBe(200);
  });

  it('private files (a business licence, a CV) are served by the public file route to nobody', async () => {
    const failures: string[] = [];
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, w.appA));
    const cvKey = application?.cvUploadKey as string;
    expect(cvKey).toBeTruthy();
    for (const key of [w.licenseKeyA, cvKey]) {
      const missing = `${key.split('/')[0]}/${randomBytes(16).toString('hex')}.pdf`;
      await compare(
        [
          ...seekerB(),
          ...companyB(),
          ...others(),
          { name: 'company A', token: w.coA },
          { name: 'seeker A', token: w.empA },
        ],
        key,
        missing,
        (k) => ({ method: 'GET', url: `/api/files/${k}` }),
        { label: `public file route, ${key}`, failures, notFound: true },
      );
    }
    expect(failures).toEqual([]);
    const own = await call(w.coA, { method: 'GET', url: '/api/company/profile/business-license' });
    expect(own.statusCode).toBe(200);
    const others2 = await call(w.coB, { method: 'GET', url: '/api/company/profile/business-license' });
    expect(others2.body).not.toBe(own.body);
  });

  it("admin-only routes with A's ids answer every non-admin as for missing ids", async () => {
    /** Which of A's objects each admin route parameter names. */
    const idFor: Record<string, Record<string, number>> = {
      '/admin/jobs/:id': { id: w.jobA },
      '/admin/jobs/:id/approve': { id: w.waitingJobA },
      '/admin/jobs/:id/reject': { id: w.waitingJobA },
      '/admin/jobs/:id/disable': { id: w.jobA },
      '/admin/jobs/:id/applications': { id: w.jobA },
      '/admin/jobs/:id/applications/:appId': { id: w.jobA, appId: w.appA },
      '/admin/jobs/:id/applications/:appId/admin_status': { id: w.jobA, appId: w.appA },
      '/admin/companies/:id/business-license': { id: w.coACompanyId },
      '/admin/user/:id': { id: w.staffAId },
      '/admin/user/:id/password': { id: w.staffAId },
    };
    // Reference data (occupations, equipment) is nobody's object: the access matrix covers it.
    const referenceData = ['/works/:id', '/equipments/:id'];
    const adminRoutes = apiRoutes(t.app).filter(
      (d) =>
        !referenceData.includes(d.endpoint.path) &&
        d.endpoint.access.kind === 'roles' &&
        d.endpoint.path.includes('/:') &&
        d.endpoint.access.roles.includes('admin'),
    );
    expect(adminRoutes.map((d) => d.endpoint.path).filter((p) => !idFor[p])).toEqual([]);
    const nonAdmins: Caller[] = [
      ...seekerB(),
      { name: 'company A', token: w.coA },
      { name: 'sub-user of company A', token: w.staffA },
      ...companyB(),
      ...others(),
    ];
    const failures: string[] = [];
    for (const def of adminRoutes) {
      const { method, path, access } = def.endpoint;
      const callers =
        access.kind === 'roles' && !access.roles.includes('sub_admin')
          ? [...nonAdmins, { name: 'sub_admin', token: w.subAdmin }]
          : nonAdmins;
      const ids = idFor[path] as Record<string, number>;
      const urlOf = (missing: boolean) =>
        `/api${path.replace(/:(\w+)/g, (_, p: string) => String(missing ? MISSING : ids[p]))}`;
      await compare(
        callers,
        false,
        true,
        (missing) => ({
          method,
          url: urlOf(missing),
          ...(method === 'GET'
            ? {}
            : {
                payload: {
                  status: 'activated',
                  password: 'Moi@12345',
                  password_confirmation: 'Moi@12345',
                  admin_status: 'contacted',
                },
              }),
        }),
        { label: `${method} ${path}`, failures },
      );
    }
    expect(failures).toEqual([]);
    // A's objects are still there, as the admin sees them.
    for (const url of [
      `/api/admin/jobs/${w.jobA}`,
      `/api/admin/user/${w.staffAId}`,
      `/api/admin/jobs/${w.waitingJobA}`,
    ]) {
      const res = await call(w.admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const job = json(await call(w.admin, { method: 'GET', url: `/api/admin/jobs/${w.waitingJobA}` })).data;
    expect(job.status).toBe('waiting');
  });
});
