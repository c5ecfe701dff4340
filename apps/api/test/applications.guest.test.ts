import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, uploads } from '../src/db/schema/index.ts';
import { DEMO, json, useTestApp } from './helpers.ts';
import { nextMail } from './support/accounts.ts';
import { userIdByEmail } from './support/applications.ts';
import {
  applicationsOfJob,
  applyForm,
  CV_PDF,
  EXE_NAMED_PDF,
  eventsOf,
  notificationsFor,
  publicJobsOf,
} from './support/apply.ts';
import type { Part } from './support/multipart.ts';
import { addJobs, jobIdsByTitle, jobSpec } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const SAO_MAI_CONTACT = 'tuyendung@saomaihr.example.vn';
const REPEAT = 'Số điện thoại hoặc email này đã ứng tuyển vị trí này';
const LIMIT = 5;

let seq = 0;
/** A guest no other test uses (its own phone, email and IP). */
function guest(over: Record<string, Part | undefined> = {}) {
  seq += 1;
  const n = `${Date.now().toString().slice(-5)}${seq}`.slice(-7).padStart(7, '0');
  return {
    name: 'Trần Thị Mai',
    phone: `098${n}`,
    email: `khach.${n}@example.com`,
    cv: CV_PDF,
    message: 'Tôi muốn đi làm tại Nhật.',
    ...over,
  } as Record<string, Part | undefined>;
}

describe('guest applications (POST /guest-apply)', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    GUEST_APPLY_RATE_LIMIT_MAX: String(LIMIT),
  });
  let jobs: number[];
  let ip = 0;
  /** Each call from its own address unless one is given, so the per-IP limit stays out of the way. */
  const send = (fields: Record<string, Part | undefined>, remoteAddress = `10.9.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/guest-apply', remoteAddress, ...applyForm(fields) });

  beforeAll(async () => {
    const [saoMai] = await t.database.db
      .select({ id: companies.id, userId: companies.userId, name: companies.name })
      .from(companies)
      .where(eq(companies.userId, await userIdByEmail(t, DEMO.company)));
    await addJobs(
      t,
      saoMai as { id: number; userId: number; name: string },
      Array.from({ length: 6 }, (_, i) => jobSpec({ title: `Đơn hàng cho khách ${i + 1}` })),
    );
    jobs = await publicJobsOf(t, DEMO.company);
  });

  it('applies: application without account, first event, notifications 9 and 12, both mails', async () => {
    const jobId = jobs[0] as number;
    const g = guest();
    const res = await send({ job_id: String(jobId), ...g });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Nộp hồ sơ thành công. Vui lòng kiểm tra email để xem xác nhận.');
    const id = json(res).data.application_id as number;
    const [row] = await applicationsOfJob(t, jobId);
    expect(row).toMatchObject({
      id,
      userId: null,
      resumeId: null,
      source: 'guest',
      name: 'Trần Thị Mai',
      phone: g.phone,
      email: g.email,
      message: 'Tôi muốn đi làm tại Nhật.',
    });
    const [upload] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, row?.cvUploadKey as string));
    expect(upload).toMatchObject({ ownerUserId: null, kind: 'cv', visibility: 'private' });
    expect(await eventsOf(t, id)).toMatchObject([{ fromStatus: null, toStatus: 'submitted', actorId: null }]);
    expect((await notificationsFor(t, 9, jobId)).length).toBe(2);
    const admins = await notificationsFor(t, 12, id);
    expect(admins.map((n) => n.userId)).toEqual(
      expect.arrayContaining([await userIdByEmail(t, DEMO.admin), await userIdByEmail(t, DEMO.subAdmin)]),
    );
    expect(admins[0]?.message).toMatch(/^Khách Trần Thị Mai \(không có tài khoản\) đã ứng tuyển ".+"$/);
    expect(await notificationsFor(t, 8, id)).toHaveLength(0);

    const confirmation = await nextMail(t.app, sink, g.email as string);
    expect(confirmation.subject).toMatch(/^Xác nhận ứng tuyển: /);
    expect(confirmation.text).toContain('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
    expect(confirmation.text).toContain('Nhà tuyển dụng sẽ xem CV và liên hệ với bạn');
    expect(confirmation.text).toMatch(new RegExp(`/job/${jobId}/`));
    const company = await sink.waitFor(SAO_MAI_CONTACT, (m) => m.text.includes(String(g.phone)));
    expect(company.text).toContain('Ứng viên: Trần Thị Mai (ứng tuyển không cần tài khoản)');
  });

  it('refuses a repeat to the same job by phone or by email (any case), not to another job', async () => {
    const jobId = jobs[1] as number;
    const g = guest();
    expect((await send({ job_id: String(jobId), ...g })).statusCode).toBe(200);
    const samePhone = await send({ job_id: String(jobId), ...guest({ phone: g.phone }) });
    const sameEmail = await send({
      job_id: String(jobId),
      ...guest({ email: String(g.email).toUpperCase() }),
    });
    for (const res of [samePhone, sameEmail]) {
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: 1053, message: REPEAT });
    }
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
    expect((await send({ job_id: String(jobs[2]), ...g })).statusCode).toBe(200);
  });

  it('a concurrent double submit writes one application (1053 for the other)', async () => {
    const jobId = jobs[3] as number;
    const g = guest();
    const answers = await Promise.all([0, 1].map(() => send({ job_id: String(jobId), ...g })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(json(answers.find((a) => a.statusCode === 409) as (typeof answers)[number]).code).toBe(1053);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(1);
  });

  it('validation: every field with the catalogue messages, CV required and checked by content', async () => {
    const jobId = jobs[4] as number;
    const empty = await send({ job_id: String(jobId) });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({
      name: ['Họ và tên không được để trống.'],
      phone: ['Số điện thoại không được để trống.'],
      email: ['Email không được để trống.'],
      cv: ['CV không được để trống.'],
    });
    const wrong = await send({
      job_id: String(jobId),
      name: 'Mai 123!',
      phone: '0123456',
      email: 'khong-phai-email',
      cv: EXE_NAMED_PDF,
      message: 'x'.repeat(1001),
    });
    expect(json(wrong).errors).toEqual({
      name: ['Họ tên không được chứa số hoặc ký tự đặc biệt'],
      phone: ['SĐT không đúng định dạng'],
      email: ['Email không đúng định dạng'],
      cv: ['Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)'],
      message: ['Dữ liệu nhập vào nhỏ hơn 1000 ký tự.'],
    });
    const noJob = await send(guest());
    expect(json(noJob).errors).toEqual({ job_id: ['Missing job_id'] });
    expect(await applicationsOfJob(t, jobId)).toHaveLength(0);
  });

  it('404 for a job never shown, 1118 for an expired one', async () => {
    const hidden = await jobIdsByTitle(t, [
      'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản',
      'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
    ]);
    const waiting = await send({
      job_id: String(hidden.get('Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản')),
      ...guest(),
    });
    expect(waiting.statusCode).toBe(404);
    const expired = await send({
      job_id: String(hidden.get('Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản')),
      ...guest(),
    });
    expect(expired.statusCode).toBe(409);
    expect(json(expired).code).toBe(1118);
  });

  it(`limits guest applications per IP (${LIMIT} per 10 minutes) with the 429 answer`, async () => {
    const jobId = jobs[5] as number;
    const ipAddress = '10.8.8.8';
    for (let i = 0; i < LIMIT; i++) {
      const res = await send({ job_id: String(jobId), ...guest() }, ipAddress);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await send({ job_id: String(jobId), ...guest() }, ipAddress);
    expect(over.statusCode).toBe(429);
    expect(json(over)).toMatchObject({
      code: 1108,
      message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await applicationsOfJob(t, jobId)).toHaveLength(LIMIT);
    // Another address is not affected.
    expect((await send({ job_id: String(jobId), ...guest() })).statusCode).toBe(200);
  });
});
