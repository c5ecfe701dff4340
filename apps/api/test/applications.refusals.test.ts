import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resumes, uploads } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs } from './helpers.ts';
import { applicationsOfJob, CV_PDF, CV_PNG_NAMED_PDF, EXE_NAMED_PDF } from './support/apply.ts';
import { HIDDEN, useApplySetup } from './support/apply-setup.ts';
import { PDF_BYTES } from './support/multipart.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const MB = 1024 * 1024;

describe('applying with an account: what is refused, and how', () => {
  const s = useApplySetup(sink);
  const { t } = s;

  it('validation: profile or CV required, CV size and type by content, message length', async () => {
    const jobId = s.freshJob();
    const none = await s.apply(jobId, { job_id: String(jobId) });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors).toEqual({ resume_id: ['Vui lòng chọn một hồ sơ hoặc tải lên tệp CV'] });

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * MB + 1 - PDF_BYTES.length)]);
    const tooBig = await s.apply(jobId, { job_id: String(jobId), cv: { ...CV_PDF, data: big } });
    expect(tooBig.statusCode).toBe(422);
    expect(json(tooBig).errors).toEqual({ cv: ['Tệp CV không được vượt quá 10 MB'] });
    const exactly = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * MB - PDF_BYTES.length)]);
    expect(
      json(
        await s.apply(jobId, {
          job_id: String(jobId),
          cv: { ...CV_PDF, data: exactly },
          message: 'x'.repeat(1001),
        }),
      ).errors,
    ).toEqual({
      message: ['Dữ liệu nhập vào nhỏ hơn 1000 ký tự.'],
    });

    const exe = await s.apply(jobId, { job_id: String(jobId), cv: EXE_NAMED_PDF });
    expect(exe.statusCode).toBe(422);
    expect(json(exe).errors).toEqual({
      cv: ['Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)'],
    });
    const both = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10 * MB)]);
    expect(
      json(await s.apply(jobId, { job_id: String(jobId), cv: { ...EXE_NAMED_PDF, data: both } })).errors,
    ).toEqual({
      cv: [
        'Tệp CV không được vượt quá 10 MB',
        'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
      ],
    });
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);

    // A photo of a paper CV named .pdf is fine: its content is an image.
    const photo = await s.apply(jobId, {
      job_id: String(jobId),
      cv: CV_PNG_NAMED_PDF,
      message: 'x'.repeat(1000),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [row] = await applicationsOfJob(t, jobId);
    const [upload] = await s.t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, row?.cvUploadKey as string));
    expect(upload?.mimeType).toBe('image/png');
  });

  it('1050 for every account type that is not a job seeker; 401 anonymous', async () => {
    const jobId = s.freshJob();
    for (const email of [
      DEMO.company,
      DEMO.companyStaff,
      DEMO.admin,
      DEMO.subAdmin,
      DEMO.sale,
      DEMO.leaderSale,
    ]) {
      const tok = await loginAs(s.t.app, email);
      const res = await s.apply(jobId, { job_id: String(jobId), cv: CV_PDF }, tok);
      expect(res.statusCode, email).toBe(403);
      expect(json(res)).toMatchObject({ code: 1050, message: 'Loại tài khoản này không thể ứng tuyển' });
      const intro = await s.introduce({ job_id: jobId, resume_id: 1 }, tok);
      expect(json(intro).code, email).toBe(1050);
      // Told before the input is read: an empty body is not a 422 for them.
      expect(json(await s.introduce({}, tok)).code, email).toBe(1050);
    }
    for (const res of [
      await s.apply(jobId, { job_id: String(jobId), cv: CV_PDF }, ''),
      await s.introduce({ job_id: jobId, resume_id: 1 }, ''),
      await s.t.app.inject({ method: 'GET', url: `/api/jobapplication/check/${jobId}` }),
      await s.t.app.inject({
        method: 'POST',
        url: '/api/jobapplication/check-multiple',
        payload: { job_ids: [jobId] },
      }),
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs' }),
      await s.t.app.inject({
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
    const other = await loginAs(s.t.app, DEMO.employee);
    const otherCvs = json(
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(other) }),
    ).data as { id: number }[];
    const foreignId = otherCvs[0]?.id as number;
    expect(foreignId).toBeGreaterThan(0);
    const jobId = s.freshJob();
    const foreign = await s.introduce({ job_id: jobId, resume_id: foreignId });
    const missing = await s.introduce({ job_id: jobId, resume_id: 99_999_999 });
    for (const res of [foreign, missing]) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        code: 1051,
        message: 'Hồ sơ ứng viên không hợp lệ hoặc không thuộc về bạn',
      });
    }
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it('404 for waiting, rejected and missing s.jobs; 1118 for expired, disabled and locked-company jobs', async () => {
    for (const jobId of [s.hidden.get(HIDDEN.waiting), s.rejectedJob, 99_999_999] as number[]) {
      const res = await s.apply(jobId, { job_id: String(jobId), cv: CV_PDF });
      expect(res.statusCode, String(jobId)).toBe(404);
      expect(json(res).code).toBe(1107);
    }
    for (const title of [HIDDEN.expired, HIDDEN.disabled, HIDDEN.lockedCompany]) {
      const jobId = s.hidden.get(title) as number;
      const res = await s.apply(jobId, { job_id: String(jobId), cv: CV_PDF });
      expect(res.statusCode, title).toBe(409);
      expect(json(res)).toMatchObject({
        code: 1118,
        message: 'Tin tuyển dụng đã hết hạn nhận hồ sơ hoặc đã ngừng tuyển',
      });
      expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
    }
  });

  it('a refused application leaves no resume behind (one transaction)', async () => {
    const before = await s.t.database.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.userId, s.me));
    const jobId = s.hidden.get(HIDDEN.expired) as number;
    expect((await s.apply(jobId, { job_id: String(jobId), cv: CV_PDF })).statusCode).toBe(409);
    const after = await s.t.database.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.userId, s.me));
    expect(after).toHaveLength(before.length);
  });
});
