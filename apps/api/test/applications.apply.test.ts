import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  companies,
  emailOutbox,
  employeeProfiles,
  resumes,
  uploads,
  users,
} from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { mailsTo, nextMail } from './support/accounts.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import {
  applicationsOfJob,
  applyForm,
  CV_PDF,
  CV_PNG_NAMED_PDF,
  EXE_NAMED_PDF,
  eventsOf,
  notificationsFor,
  publicJobsOf,
} from './support/apply.ts';
import { PDF_BYTES } from './support/multipart.ts';
import { addJobs, createCompany, jobIdsByTitle, jobSpec } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const MB = 1024 * 1024;
const SEEKER = 'ngoc.tran@viecxa.vn';
const SAO_MAI_CONTACT = 'tuyendung@saomaihr.example.vn';

/** Seeded demo jobs that are not public (see saved-jobs.test.ts). */
const HIDDEN = {
  waiting: 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản',
  disabled: 'Học bổng du học Nhật Bản 100% học phí – cam kết đỗ visa',
  expired: 'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
  lockedCompany: 'Đơn hàng đóng gói mỹ phẩm tại Osaka – Nhật Bản',
};

describe('applying with an account (POST /jobs/{job_id}/apply, POST /jobapplication)', () => {
  // A CV one byte over 10Mb must reach the CV rule, not the multipart limit (413).
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    UPLOAD_LIMIT_BYTES: String(12 * MB),
    BODY_LIMIT_BYTES: String(13 * MB),
  });
  let token: string;
  let me: number;
  let jobs: number[];
  let hidden: Map<string, number>;
  let rejectedJob: number;

  const apply = (jobId: number, fields: Parameters<typeof applyForm>[0], tok: string | undefined = token) =>
    t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply`, ...applyForm(fields, tok) });
  const introduce = (payload: object, tok: string | undefined = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/jobapplication',
      payload,
      headers: tok ? bearer(tok) : {},
    });
  let nextJob = 0;
  /** A public job of Sao Mai this test has not applied to yet. */
  const freshJob = () => {
    const id = jobs[nextJob++];
    if (id === undefined) throw new Error('out of public jobs');
    return id;
  };

  beforeAll(async () => {
    // A seeker without a filled-in profile (the demo seeker has one: see demo-profiles.ts).
    token = await loginAs(t.app, SEEKER);
    me = await userIdByEmail(t, SEEKER);
    // Enough open jobs of the demo company (Sao Mai) for every test to apply to its own.
    const [saoMai] = await t.database.db
      .select({ id: companies.id, userId: companies.userId, name: companies.name })
      .from(companies)
      .where(eq(companies.userId, await userIdByEmail(t, DEMO.company)));
    await addJobs(
      t,
      saoMai as { id: number; userId: number; name: string },
      Array.from({ length: 12 }, (_, i) => jobSpec({ title: `Đơn hàng ứng tuyển thử ${i + 1}` })),
    );
    jobs = await publicJobsOf(t, DEMO.company);
    expect(jobs.length).toBeGreaterThanOrEqual(14);
    hidden = await jobIdsByTitle(t, Object.values(HIDDEN));
    expect(hidden.size).toBe(4);
    const company = await createCompany(t);
    [rejectedJob] = (await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng bị từ chối', status: 'rejected' }),
    ])) as [number];
  });

  it('applies with a new CV: resume, application, first event, notifications and the company mail', async () => {
    const jobId = freshJob();
    const res = await apply(jobId, {
      job_id: String(jobId),
      cv: CV_PDF,
      message: 'Tôi có 2 năm kinh nghiệm.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Nộp hồ sơ ứng tuyển thành công');
    expect(body.data).toMatchObject({ job_id: jobId, status: 'submitted' });
    const id = body.data.application_id as number;

    const [row] = await applicationsOfJob(t, jobId);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, me));
    expect(row).toMatchObject({
      id,
      userId: me,
      source: 'account',
      name: account?.name,
      phone: account?.phone,
      email: account?.email,
      message: 'Tôi có 2 năm kinh nghiệm.',
      status: 'submitted',
    });
    const [resume] = await t.database.db
      .select()
      .from(resumes)
      .where(eq(resumes.id, row?.resumeId as number));
    expect(resume).toMatchObject({ userId: me, kind: 'cv', name: CV_PDF.name });
    expect(row?.cvUploadKey).toBe(resume?.uploadKey);
    const [upload] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, row?.cvUploadKey as string));
    expect(upload).toMatchObject({
      ownerUserId: me,
      kind: 'cv',
      visibility: 'private',
      mimeType: 'application/pdf',
    });

    const events = await eventsOf(t, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'submitted', actorId: me });

    const seeker = await notificationsFor(t, 1, id);
    expect(seeker.map((n) => n.userId)).toEqual([me]);
    expect(seeker[0]?.message).toMatch(/^Bạn đã ứng tuyển ".+": hồ sơ đã được gửi tới nhà tuyển dụng$/);
    const company = await notificationsFor(t, 9, jobId);
    const companyIds = [await userIdByEmail(t, DEMO.company), await userIdByEmail(t, DEMO.companyStaff)];
    expect(company.map((n) => n.userId).sort()).toEqual(companyIds.sort());
    expect(company[0]?.message).toContain('Trần Thị Bích Ngọc');
    const admins = await notificationsFor(t, 8, id);
    expect(admins.map((n) => n.userId)).toEqual(
      expect.arrayContaining([await userIdByEmail(t, DEMO.admin), await userIdByEmail(t, DEMO.subAdmin)]),
    );

    const mail = await nextMail(t.app, sink, SAO_MAI_CONTACT);
    expect(mail.subject).toMatch(/^Hồ sơ ứng tuyển mới: /);
    expect(mail.text).toContain('Ứng viên: Trần Thị Bích Ngọc');
    expect(mail.text).toContain('Lời nhắn: Tôi có 2 năm kinh nghiệm.');
    expect(mail.text).toContain(`/company/jobs/${jobId}/applications`);
  });

  it('lists the CVs, applies again with an existing one, and refuses the same profile twice (1052)', async () => {
    const cvs = json(
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(token) }),
    ).data as { id: number; kind: string; name: string; file_url: string | null }[];
    expect(cvs.length).toBeGreaterThan(0);
    const cv = cvs[0] as (typeof cvs)[number];
    expect(cv).toMatchObject({ kind: 'cv', file_url: `/api/resumes/${cv.id}/file` });
    // No personal profile filled in yet: no online profile offered.
    expect(cvs.some((c) => c.kind === 'online')).toBe(false);

    const jobId = freshJob();
    const first = await apply(jobId, { job_id: String(jobId), resume_id: String(cv.id) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await apply(jobId, { job_id: String(jobId), resume_id: String(cv.id) });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 1052, message: 'Hồ sơ đã chọn đã ứng tuyển vào vị trí này' });
    const viaIntroduce = await introduce({ job_id: jobId, resume_id: cv.id });
    expect(json(viaIntroduce).code).toBe(1052);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
  });

  it('POST /jobapplication introduces a profile with the spec message', async () => {
    const cvs = json(
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(token) }),
    ).data as { id: number }[];
    const jobId = freshJob();
    const res = await introduce({ job_id: jobId, resume_id: cvs[0]?.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Giới thiệu hồ sơ ứng tuyển việc làm thành công');
    const check = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/jobapplication/check/${jobId}`,
        headers: bearer(token),
      }),
    ).data;
    expect(check).toEqual({
      applied: true,
      application_id: json(res).data.application_id,
      status: 'submitted',
    });
  });

  it('the online profile is offered once the personal profile exists, and applies without a file', async () => {
    // The demo seeker has filled in a personal profile (demo-profiles.ts).
    const other = await loginAs(t.app, DEMO.employee);
    const otherId = await userIdByEmail(t, DEMO.employee);
    const [profile] = await t.database.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.userId, otherId));
    expect(profile).toBeDefined();
    const cvs = json(
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(other) }),
    ).data as { id: number; kind: string; name: string; file_url: string | null }[];
    const online = cvs.find((c) => c.kind === 'online');
    expect(online).toMatchObject({ name: 'Hồ sơ trực tuyến', file_url: null });
    const jobId = freshJob();
    const res = await apply(jobId, { job_id: String(jobId), resume_id: String(online?.id) }, other);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await applicationsOfJob(t, jobId);
    expect(row).toMatchObject({ userId: otherId, resumeId: online?.id, cvUploadKey: null });
  });

  it('a concurrent double submit of one profile writes one application (1052 for the other)', async () => {
    const cvs = json(
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(token) }),
    ).data as { id: number }[];
    const jobId = freshJob();
    const answers = await Promise.all(
      [0, 1, 2].map(() => apply(jobId, { job_id: String(jobId), resume_id: String(cvs[0]?.id) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(json(a).code).toBe(1052);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
  });

  it("'Missing job_id' when the body has no job_id, and a mismatch with the path", async () => {
    const jobId = freshJob();
    const res = await apply(jobId, { cv: CV_PDF });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ job_id: ['Missing job_id'] });
    const blank = await introduce({ resume_id: 1 });
    expect(json(blank).errors).toEqual({ job_id: ['Missing job_id'] });
    const other = await apply(jobId, { job_id: String(jobId + 1), cv: CV_PDF });
    expect(json(other).errors).toEqual({ job_id: ['Mã việc làm không khớp với đường dẫn'] });
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it('validation: profile or CV required, CV size and type by content, message length', async () => {
    const jobId = freshJob();
    const none = await apply(jobId, { job_id: String(jobId) });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors).toEqual({ resume_id: ['Vui lòng chọn một hồ sơ hoặc tải lên tệp CV'] });

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * MB + 1 - PDF_BYTES.length)]);
    const tooBig = await apply(jobId, { job_id: String(jobId), cv: { ...CV_PDF, data: big } });
    expect(tooBig.statusCode).toBe(422);
    expect(json(tooBig).errors).toEqual({ cv: ['Tệp CV không được vượt quá 10Mb'] });
    const exactly = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * MB - PDF_BYTES.length)]);
    expect(
      json(
        await apply(jobId, {
          job_id: String(jobId),
          cv: { ...CV_PDF, data: exactly },
          message: 'x'.repeat(1001),
        }),
      ).errors,
    ).toEqual({
      message: ['Dữ liệu nhập vào nhỏ hơn 1000 ký tự.'],
    });

    const exe = await apply(jobId, { job_id: String(jobId), cv: EXE_NAMED_PDF });
    expect(exe.statusCode).toBe(422);
    expect(json(exe).errors).toEqual({
      cv: ['Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)'],
    });
    const both = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10 * MB)]);
    expect(
      json(await apply(jobId, { job_id: String(jobId), cv: { ...EXE_NAMED_PDF, data: both } })).errors,
    ).toEqual({
      cv: [
        'Tệp CV không được vượt quá 10Mb',
        'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
      ],
    });
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);

    // A photo of a paper CV named .pdf is fine: its content is an image.
    const photo = await apply(jobId, {
      job_id: String(jobId),
      cv: CV_PNG_NAMED_PDF,
      message: 'x'.repeat(1000),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [row] = await applicationsOfJob(t, jobId);
    const [upload] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, row?.cvUploadKey as string));
    expect(upload?.mimeType).toBe('image/png');
  });

  it('1050 for every account type that is not a job seeker; 401 anonymous', async () => {
    const jobId = freshJob();
    for (const email of [
      DEMO.company,
      DEMO.companyStaff,
      DEMO.admin,
      DEMO.subAdmin,
      DEMO.sale,
      DEMO.leaderSale,
    ]) {
      const tok = await loginAs(t.app, email);
      const res = await apply(jobId, { job_id: String(jobId), cv: CV_PDF }, tok);
      expect(res.statusCode, email).toBe(403);
      expect(json(res)).toMatchObject({ code: 1050, message: 'Loại tài khoản này không thể ứng tuyển' });
      const intro = await introduce({ job_id: jobId, resume_id: 1 }, tok);
      expect(json(intro).code, email).toBe(1050);
      // Told before the input is read: an empty body is not a 422 for them.
      expect(json(await introduce({}, tok)).code, email).toBe(1050);
    }
    for (const res of [
      await apply(jobId, { job_id: String(jobId), cv: CV_PDF }, ''),
      await introduce({ job_id: jobId, resume_id: 1 }, ''),
      await t.app.inject({ method: 'GET', url: `/api/jobapplication/check/${jobId}` }),
      await t.app.inject({
        method: 'POST',
        url: '/api/jobapplication/check-multiple',
        payload: { job_ids: [jobId] },
      }),
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/send-job-application-email',
        payload: { application_id: 1 },
      }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it("1051 for a missing profile and for someone else's, with the same answer", async () => {
    // The demo seeker has an online profile (demo-profiles.ts).
    const other = await loginAs(t.app, DEMO.employee);
    const otherCvs = json(
      await t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(other) }),
    ).data as { id: number }[];
    const foreignId = otherCvs[0]?.id as number;
    expect(foreignId).toBeGreaterThan(0);
    const jobId = freshJob();
    const foreign = await introduce({ job_id: jobId, resume_id: foreignId });
    const missing = await introduce({ job_id: jobId, resume_id: 99_999_999 });
    for (const res of [foreign, missing]) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        code: 1051,
        message: 'Hồ sơ ứng viên không hợp lệ hoặc không thuộc về bạn',
      });
    }
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it('404 for waiting, rejected and missing jobs; 1118 for expired, disabled and locked-company jobs', async () => {
    for (const jobId of [hidden.get(HIDDEN.waiting), rejectedJob, 99_999_999] as number[]) {
      const res = await apply(jobId, { job_id: String(jobId), cv: CV_PDF });
      expect(res.statusCode, String(jobId)).toBe(404);
      expect(json(res).code).toBe(1107);
    }
    for (const title of [HIDDEN.expired, HIDDEN.disabled, HIDDEN.lockedCompany]) {
      const jobId = hidden.get(title) as number;
      const res = await apply(jobId, { job_id: String(jobId), cv: CV_PDF });
      expect(res.statusCode, title).toBe(409);
      expect(json(res)).toMatchObject({
        code: 1118,
        message: 'Tin tuyển dụng đã hết hạn nhận hồ sơ hoặc đã ngừng tuyển',
      });
      expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
    }
  });

  it('a refused application leaves no resume behind (one transaction)', async () => {
    const before = await t.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, me));
    const jobId = hidden.get(HIDDEN.expired) as number;
    expect((await apply(jobId, { job_id: String(jobId), cv: CV_PDF })).statusCode).toBe(409);
    const after = await t.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, me));
    expect(after).toHaveLength(before.length);
  });

  it('check and check-multiple answer the caller’s latest status per job', async () => {
    const [applied] = await t.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      // One this file made (the seed has one of this seeker's on another job).
      .where(and(eq(applications.userId, me), inArray(applications.jobId, jobs)))
      .limit(1);
    const notApplied = jobs[jobs.length - 1] as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobapplication/check-multiple',
      payload: { job_ids: [applied?.jobId, notApplied] },
      headers: bearer(token),
    });
    expect(json(res).data).toEqual({ [String(applied?.jobId)]: 'submitted', [String(notApplied)]: null });
    const none = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/jobapplication/check/${notApplied}`,
        headers: bearer(token),
      }),
    ).data;
    expect(none).toEqual({ applied: false, application_id: null, status: null });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/jobapplication/check-multiple',
      payload: { job_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      headers: bearer(token),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).errors).toEqual({ job_ids: ['Tối đa 100 việc làm mỗi lần'] });
  });

  it('send-job-application-email: only for the applicant, queued once (idempotent)', async () => {
    const [mine] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      // One this file made (the seed has one of this seeker's on another job).
      .where(and(eq(applications.userId, me), inArray(applications.jobId, jobs)))
      .limit(1);
    const id = mine?.id as number;
    const send = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-job-application-email',
        payload: { application_id: id },
        headers: bearer(tok),
      });
    const res = await send(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ application_id: id, to: SAO_MAI_CONTACT, queued: false });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.dedupeKey, [`application:${id}:company`]));
    expect(rows).toHaveLength(1);
    // The demo seeker has an online profile (demo-profiles.ts).
    const other = await loginAs(t.app, DEMO.employee);
    expect((await send(other)).statusCode).toBe(404);

    // An application whose notice was never queued (written straight to the table): sent once.
    const jobId = freshJob();
    const direct = await insertApplication(t, { jobId, userId: me, name: 'Trần Thị Bích Ngọc' });
    await t.app.emailWorker.flush();
    const before = mailsTo(sink, SAO_MAI_CONTACT).length;
    const sendDirect = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-job-application-email',
        payload: { application_id: direct },
        headers: bearer(token),
      });
    expect(json(await sendDirect()).data).toEqual({
      application_id: direct,
      to: SAO_MAI_CONTACT,
      queued: true,
    });
    expect(json(await sendDirect()).data.queued).toBe(false);
    const mail = await nextMail(t.app, sink, SAO_MAI_CONTACT, before);
    expect(mail.text).toContain(`/company/jobs/${jobId}/applications`);
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, SAO_MAI_CONTACT)).toHaveLength(before + 1);
  });
});
