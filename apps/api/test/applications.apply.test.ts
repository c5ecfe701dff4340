import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applications,
  emailOutbox,
  employeeProfiles,
  resumes,
  uploads,
  users,
} from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs } from './helpers.ts';
import { mailsTo, nextMail } from './support/accounts.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import { applicationsOfJob, CV_PDF, eventsOf, notificationsFor } from './support/apply.ts';
import { SAO_MAI_CONTACT, useApplySetup } from './support/apply-setup.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('applying with an account (POST /jobs/{job_id}/apply, POST /jobapplication)', () => {
  const s = useApplySetup(sink);
  const { t } = s;

  it('applies with a new CV: resume, application, first event, notifications and the company mail', async () => {
    const jobId = s.freshJob();
    const res = await s.apply(jobId, {
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
    const [account] = await s.t.database.db.select().from(users).where(eq(users.id, s.me));
    expect(row).toMatchObject({
      id,
      userId: s.me,
      source: 'account',
      name: account?.name,
      phone: account?.phone,
      email: account?.email,
      message: 'Tôi có 2 năm kinh nghiệm.',
      status: 'submitted',
    });
    const [resume] = await s.t.database.db
      .select()
      .from(resumes)
      .where(eq(resumes.id, row?.resumeId as number));
    expect(resume).toMatchObject({ userId: s.me, kind: 'cv', name: CV_PDF.name });
    expect(row?.cvUploadKey).toBe(resume?.uploadKey);
    const [upload] = await s.t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, row?.cvUploadKey as string));
    expect(upload).toMatchObject({
      ownerUserId: s.me,
      kind: 'cv',
      visibility: 'private',
      mimeType: 'application/pdf',
    });

    const events = await eventsOf(t, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'submitted', actorId: s.me });

    const seeker = await notificationsFor(t, 1, id);
    expect(seeker.map((n) => n.userId)).toEqual([s.me]);
    expect(seeker[0]?.message).toMatch(/^Bạn đã ứng tuyển ".+": hồ sơ đã được gửi tới nhà tuyển dụng$/);
    const company = await notificationsFor(t, 9, jobId);
    const companyIds = [await userIdByEmail(t, DEMO.company), await userIdByEmail(t, DEMO.companyStaff)];
    expect(company.map((n) => n.userId).sort()).toEqual(companyIds.sort());
    expect(company[0]?.message).toContain('Trần Thị Bích Ngọc');
    const admins = await notificationsFor(t, 8, id);
    expect(admins.map((n) => n.userId)).toEqual(
      expect.arrayContaining([await userIdByEmail(t, DEMO.admin), await userIdByEmail(t, DEMO.subAdmin)]),
    );

    const mail = await nextMail(s.t.app, sink, SAO_MAI_CONTACT);
    expect(mail.subject).toMatch(/^Hồ sơ ứng tuyển mới: /);
    expect(mail.text).toContain('Ứng viên: Trần Thị Bích Ngọc');
    expect(mail.text).toContain('Lời nhắn: Tôi có 2 năm kinh nghiệm.');
    expect(mail.text).toContain(`/company/jobs/${jobId}/applications`);
  });

  it('lists the CVs, applies again with an existing one, and refuses the same profile twice (1052)', async () => {
    const cvs = json(
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(s.token) }),
    ).data as { id: number; kind: string; name: string; file_url: string | null }[];
    expect(cvs.length).toBeGreaterThan(0);
    const cv = cvs[0] as (typeof cvs)[number];
    expect(cv).toMatchObject({ kind: 'cv', file_url: `/api/resumes/${cv.id}/file` });
    // No personal profile filled in yet: no online profile offered.
    expect(cvs.some((c) => c.kind === 'online')).toBe(false);

    const jobId = s.freshJob();
    const first = await s.apply(jobId, { job_id: String(jobId), resume_id: String(cv.id) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await s.apply(jobId, { job_id: String(jobId), resume_id: String(cv.id) });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 1052, message: 'Hồ sơ đã chọn đã ứng tuyển vào vị trí này' });
    const viaIntroduce = await s.introduce({ job_id: jobId, resume_id: cv.id });
    expect(json(viaIntroduce).code).toBe(1052);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
  });

  it('POST /jobapplication introduces a profile with the spec message', async () => {
    const cvs = json(
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(s.token) }),
    ).data as { id: number }[];
    const jobId = s.freshJob();
    const res = await s.introduce({ job_id: jobId, resume_id: cvs[0]?.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Giới thiệu hồ sơ ứng tuyển việc làm thành công');
    const check = json(
      await s.t.app.inject({
        method: 'GET',
        url: `/api/jobapplication/check/${jobId}`,
        headers: bearer(s.token),
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
    const other = await loginAs(s.t.app, DEMO.employee);
    const otherId = await userIdByEmail(t, DEMO.employee);
    const [profile] = await s.t.database.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.userId, otherId));
    expect(profile).toBeDefined();
    const cvs = json(
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(other) }),
    ).data as { id: number; kind: string; name: string; file_url: string | null }[];
    const online = cvs.find((c) => c.kind === 'online');
    expect(online).toMatchObject({ name: 'Hồ sơ trực tuyến', file_url: null });
    const jobId = s.freshJob();
    const res = await s.apply(jobId, { job_id: String(jobId), resume_id: String(online?.id) }, other);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await applicationsOfJob(t, jobId);
    expect(row).toMatchObject({ userId: otherId, resumeId: online?.id, cvUploadKey: null });
  });

  it('a concurrent double submit of one profile writes one application (1052 for the other)', async () => {
    const cvs = json(
      await s.t.app.inject({ method: 'GET', url: '/api/jobapplication/user/cvs', headers: bearer(s.token) }),
    ).data as { id: number }[];
    const jobId = s.freshJob();
    const answers = await Promise.all(
      [0, 1, 2].map(() => s.apply(jobId, { job_id: String(jobId), resume_id: String(cvs[0]?.id) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(json(a).code).toBe(1052);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
  });

  it("'Missing job_id' when the body has no job_id, and a mismatch with the path", async () => {
    const jobId = s.freshJob();
    const res = await s.apply(jobId, { cv: CV_PDF });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ job_id: ['Missing job_id'] });
    const blank = await s.introduce({ resume_id: 1 });
    expect(json(blank).errors).toEqual({ job_id: ['Missing job_id'] });
    const other = await s.apply(jobId, { job_id: String(jobId + 1), cv: CV_PDF });
    expect(json(other).errors).toEqual({ job_id: ['Mã việc làm không khớp với đường dẫn'] });
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it('check and check-multiple answer the caller’s latest status per job', async () => {
    const [applied] = await s.t.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      // One this file made (the seed has one of this seeker's on another job).
      .where(and(eq(applications.userId, s.me), inArray(applications.jobId, s.jobs)))
      .limit(1);
    const notApplied = s.jobs[s.jobs.length - 1] as number;
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/jobapplication/check-multiple',
      payload: { job_ids: [applied?.jobId, notApplied] },
      headers: bearer(s.token),
    });
    expect(json(res).data).toEqual({ [String(applied?.jobId)]: 'submitted', [String(notApplied)]: null });
    const none = json(
      await s.t.app.inject({
        method: 'GET',
        url: `/api/jobapplication/check/${notApplied}`,
        headers: bearer(s.token),
      }),
    ).data;
    expect(none).toEqual({ applied: false, application_id: null, status: null });
    const tooMany = await s.t.app.inject({
      method: 'POST',
      url: '/api/jobapplication/check-multiple',
      payload: { job_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      headers: bearer(s.token),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).errors).toEqual({ job_ids: ['Tối đa 100 việc làm mỗi lần'] });
  });

  it('send-job-application-email: only for the applicant, queued once (idempotent)', async () => {
    const [mine] = await s.t.database.db
      .select({ id: applications.id })
      .from(applications)
      // One this file made (the seed has one of this seeker's on another job).
      .where(and(eq(applications.userId, s.me), inArray(applications.jobId, s.jobs)))
      .limit(1);
    const id = mine?.id as number;
    const send = (tok: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/send-job-application-email',
        payload: { application_id: id },
        headers: bearer(tok),
      });
    const res = await send(s.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ application_id: id, to: SAO_MAI_CONTACT, queued: false });
    const rows = await s.t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.dedupeKey, [`application:${id}:company`]));
    expect(rows).toHaveLength(1);
    // The demo seeker has an online profile (demo-profiles.ts).
    const other = await loginAs(s.t.app, DEMO.employee);
    expect((await send(other)).statusCode).toBe(404);

    // An application whose notice was never queued (written straight to the table): sent once.
    const jobId = s.freshJob();
    const direct = await insertApplication(t, { jobId, userId: s.me, name: 'Trần Thị Bích Ngọc' });
    await s.t.app.emailWorker.flush();
    const before = mailsTo(sink, SAO_MAI_CONTACT).length;
    const sendDirect = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/send-job-application-email',
        payload: { application_id: direct },
        headers: bearer(s.token),
      });
    expect(json(await sendDirect()).data).toEqual({
      application_id: direct,
      to: SAO_MAI_CONTACT,
      queued: true,
    });
    expect(json(await sendDirect()).data.queued).toBe(false);
    const mail = await nextMail(s.t.app, sink, SAO_MAI_CONTACT, before);
    expect(mail.text).toContain(`/company/jobs/${jobId}/applications`);
    await s.t.app.emailWorker.flush();
    expect(mailsTo(sink, SAO_MAI_CONTACT)).toHaveLength(before + 1);
  });
});
