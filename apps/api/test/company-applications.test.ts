import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, notifications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { nextMail } from './support/accounts.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import { jobIdsByTitle } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const AICHI = 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản';
const TAICHUNG = 'Tuyển 20 nữ may công nghiệp làm việc tại Đài Trung – Đài Loan';
const HIROSHIMA = 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản';
const TOKYO_STUDY = 'Du học Nhật Bản hệ tiếng tại Tokyo – kỳ tháng 4/2027';
const NOT_FOUND = 'Không tìm thấy hồ sơ ứng tuyển';

type Row = { id: number; name: string; status: string; job: { id: number; company_name: string } };

describe('company applications (company/applications…)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  let company: string;
  let staff: string;
  let other: string;
  let jobs: Map<string, number>;
  let hiroshima: number;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
  const list = async (qs: string, token = company) => {
    const res = await call('GET', `/api/company/applications${qs}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { items: Row[]; total: number; counts: Record<string, number> };
  };

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    staff = await loginAs(t.app, DEMO.companyStaff);
    other = await loginAs(t.app, 'duhoc@viecxa.vn');
    jobs = await jobIdsByTitle(t, [AICHI, TAICHUNG, HIROSHIMA, TOKYO_STUDY]);
    hiroshima = jobs.get(HIROSHIMA) as number;
  });

  it("lists the company's applications, newest first, with counts per status; never another company's", async () => {
    const page = await list('?limit=100');
    expect(page.items.length).toBeGreaterThanOrEqual(6);
    expect(page.items.every((r) => r.job.company_name === page.items[0]?.job.company_name)).toBe(true);
    expect(page.items.some((r) => r.job.id === jobs.get(TOKYO_STUDY))).toBe(false);
    expect(page.counts.all).toBe(page.total);
    expect(page.counts.reviewing).toBeGreaterThanOrEqual(1);
    const times = page.items.map((r) => (r as unknown as { created_at: string }).created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = (await list('?limit=100', other)).items;
    expect(theirs.map((r) => r.job.id)).toContain(jobs.get(TOKYO_STUDY));
    expect(theirs.some((r) => r.job.id === jobs.get(AICHI))).toBe(false);
  });

  it('filters by status, job, Vietnam calendar days and searches name (without accents), phone, email', async () => {
    const reviewing = await list('?status=reviewing');
    expect(reviewing.items.map((r) => r.name)).toContain('Phạm Thị Lan');
    expect(reviewing.items.every((r) => r.status === 'reviewing')).toBe(true);
    // The chips count under the other filters, whatever the status filter.
    expect(reviewing.counts.all).toBe((await list('')).total);

    const aichi = await list(`?job_id=${jobs.get(AICHI)}`);
    expect(aichi.items.length).toBe(3);
    expect(aichi.items.every((r) => r.job.id === jobs.get(AICHI))).toBe(true);

    for (const q of ['le van hung', 'LÊ VĂN', '0978123456', 'hung.le@EXAMPLE']) {
      const found = await list(`?search=${encodeURIComponent(q)}`);
      expect(
        found.items.map((r) => r.name),
        q,
      ).toEqual(['Lê Văn Hùng']);
    }
    expect((await list('?search=%25')).total).toBe(0);

    // 00:30 on 16 January in Vietnam is still 15 January in UTC.
    const id = await insertApplication(t, {
      jobId: hiroshima,
      name: 'Đỗ Ngày Biên',
      createdAt: new Date('2026-01-15T17:30:00Z'),
    });
    expect((await list('?from=2026-01-16&to=2026-01-16')).items.map((r) => r.id)).toEqual([id]);
    expect((await list('?from=2026-01-15&to=2026-01-15')).total).toBe(0);
    expect((await list('?to=2026-01-16')).items.map((r) => r.id)).toContain(id);
    const bad = await call('GET', '/api/company/applications?from=2026-02-30', company);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.from).toBeDefined();
  });

  it("lists one job's applications; another company's job and a missing one are the same 404", async () => {
    const id = await insertApplication(t, { jobId: hiroshima, name: 'Trịnh Văn Cốp Pha' });
    const res = await call('GET', `/api/company/jobs/${hiroshima}/applications?search=cop%20pha`, company);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.items.map((r: Row) => r.id)).toEqual([id]);
    const all = json(await call('GET', `/api/company/jobs/${hiroshima}/applications`, staff)).data;
    expect(all.items.every((r: Row) => r.job.id === hiroshima)).toBe(true);
    expect(all.counts.submitted).toBe(all.total);
    const foreign = await call('GET', `/api/company/jobs/${jobs.get(TOKYO_STUDY)}/applications`, company);
    const missing = await call('GET', '/api/company/jobs/99999999/applications', company);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(json(foreign).message).toBe(json(missing).message);
    expect(json(foreign).message).toBe('Không tìm thấy tin tuyển dụng');
  });

  it('shows one application with its history and the allowed next statuses', async () => {
    const [lan] = (await list('?search=pham%20thi%20lan')).items;
    const res = await call('GET', `/api/company/applications/${lan?.id}`, company);
    expect(res.statusCode).toBe(200);
    const d = json(res).data;
    expect(d).toMatchObject({
      name: 'Phạm Thị Lan',
      status: 'reviewing',
      source: 'guest',
      message: 'Tôi đã làm may 5 năm ở Bình Dương.',
      allowed: ['interview', 'passed', 'rejected'],
      has_cv: false,
      cv_url: null,
    });
    expect(d.events.map((e: { to_status: string }) => e.to_status)).toEqual(['submitted', 'reviewing']);
    const status = json(await call('GET', `/api/company/applications/${lan?.id}/status`, staff)).data;
    expect(status).toMatchObject({
      id: lan?.id,
      status: 'reviewing',
      status_label: 'Đang xem xét',
      allowed: [
        { status: 'interview', label: 'Hẹn phỏng vấn' },
        { status: 'passed', label: 'Trúng tuyển' },
        { status: 'rejected', label: 'Không phù hợp' },
      ],
    });
    expect(status.events).toHaveLength(2);
    const withCv = await insertApplication(t, { jobId: hiroshima, cvUploadKey: 'cv/test.pdf' });
    expect(json(await call('GET', `/api/company/applications/${withCv}`, company)).data).toMatchObject({
      has_cv: true,
      cv_url: `/api/applications/${withCv}/cv`,
    });
  });

  it('moves an application: history with the actor, notification type 2 to the seeker, mail to the candidate', async () => {
    const seekerId = await userIdByEmail(t, DEMO.employee);
    const email = `ungvien.trangthai.${Date.now()}@example.com`;
    const id = await insertApplication(t, {
      jobId: hiroshima,
      userId: seekerId,
      name: 'Nguyễn Văn A',
      email,
    });
    const res = await call('POST', `/api/company/applications/${id}/status`, company, {
      status: 'interview',
      note: '  Phỏng vấn online lúc 9h sáng thứ Hai.  ',
      from: 'submitted',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Đã cập nhật trạng thái hồ sơ ứng tuyển');
    const d = json(res).data;
    expect(d.status).toBe('interview');
    expect(d.allowed).toEqual(['passed', 'rejected']);
    expect(d.updated_at > d.created_at).toBe(true);
    expect(d.events.at(-1)).toMatchObject({
      from_status: 'submitted',
      to_status: 'interview',
      note: 'Phỏng vấn online lúc 9h sáng thứ Hai.',
      actor_type: 'company',
      actor_name: expect.any(String),
    });
    const companyId = await userIdByEmail(t, DEMO.company);
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.toStatus, 'interview')));
    expect(event?.actorId).toBe(companyId);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seekerId), eq(notifications.targetId, id)));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 2,
      message: `Hồ sơ ứng tuyển "${HIROSHIMA}" đã chuyển sang trạng thái: Hẹn phỏng vấn`,
    });
    const mail = await nextMail(t.app, sink, email);
    expect(mail.subject).toBe(`Hồ sơ ứng tuyển "${HIROSHIMA}": Hẹn phỏng vấn`);
    expect(mail.text).toContain('đã chuyển sang trạng thái: Hẹn phỏng vấn');
    expect(mail.text).toContain('Ghi chú: Phỏng vấn online lúc 9h sáng thứ Hai.');
    expect(mail.text).toContain('/user/job-apply');
  });

  it('mails a guest (no notification: no account) and lets the staff move it too', async () => {
    const email = `khach.${Date.now()}@example.com`;
    const id = await insertApplication(t, { jobId: hiroshima, name: 'Khách Vãng Lai', email });
    const res = await call('POST', `/api/company/applications/${id}/status`, staff, { status: 'reviewing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.events.at(-1)).toMatchObject({ note: null, actor_type: 'company' });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.targetId, id));
    expect(notes.filter((n) => n.type === 2)).toHaveLength(0);
    const mail = await nextMail(t.app, sink, email);
    expect(mail.text).toContain('Đang xem xét');
    expect(mail.text).not.toContain('Ghi chú');
    expect(mail.text).toContain(`/job/${hiroshima}/`);
  });

  it('refuses a move outside the pipeline, the same status, a final status and a long note (422)', async () => {
    const id = await insertApplication(t, { jobId: hiroshima, status: 'reviewing' });
    const post = (payload: object) =>
      call('POST', `/api/company/applications/${id}/status`, company, payload);
    const back = await post({ status: 'submitted' });
    expect(back.statusCode).toBe(422);
    expect(json(back).errors).toEqual({
      status: ['Không thể chuyển hồ sơ từ "Đang xem xét" sang "Đã nộp hồ sơ".'],
    });
    expect(json(back).message).toBe('Không thể chuyển hồ sơ từ "Đang xem xét" sang "Đã nộp hồ sơ".');
    const same = await post({ status: 'reviewing' });
    expect(same.statusCode).toBe(422);
    expect(json(same).errors).toEqual({
      status: ['Hồ sơ đang ở trạng thái "Đang xem xét". Vui lòng chọn trạng thái khác.'],
    });
    const unknown = await post({ status: 'hired' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({ status: ['Trạng thái không hợp lệ.'] });
    expect(json(await post({ status: '' })).errors).toEqual({ status: ['Vui lòng chọn trạng thái mới.'] });
    expect(json(await post({ note: 'x' })).errors).toEqual({ status: ['Vui lòng chọn trạng thái mới.'] });
    const long = await post({ status: 'interview', note: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(json(long).errors?.note).toEqual(['Dữ liệu nhập vào nhỏ hơn 1000 ký tự.']);
    const departed = await insertApplication(t, { jobId: hiroshima, status: 'departed' });
    const final = await call('POST', `/api/company/applications/${departed}/status`, company, {
      status: 'rejected',
    });
    expect(json(final).errors).toEqual({
      status: ['Hồ sơ ở trạng thái "Đã xuất cảnh / nhận việc" không thể chuyển sang trạng thái khác.'],
    });
    // Nothing was written by the refusals.
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(1);
  });

  it('of two concurrent changes exactly one wins; the other gets 409 (1119)', async () => {
    const id = await insertApplication(t, { jobId: hiroshima });
    const url = `/api/company/applications/${id}/status`;
    const results = await Promise.all([
      call('POST', url, company, { status: 'reviewing', from: 'submitted' }),
      call('POST', url, staff, { status: 'interview', from: 'submitted' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409);
    expect(json(lost as (typeof results)[number])).toMatchObject({
      code: 1119,
      message: 'Trạng thái hồ sơ vừa được người khác thay đổi. Vui lòng tải lại trang để xem trạng thái mới.',
    });
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(2);
    // A form showing an old status is refused the same way.
    const stale = await call('POST', url, company, { status: 'rejected', from: 'submitted' });
    expect(stale.statusCode).toBe(409);
  });

  it("answers another company the same 404 for this company's application as for a missing one", async () => {
    const id = await insertApplication(t, { jobId: hiroshima });
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['GET', '/status', undefined],
      ['POST', '/status', { status: 'reviewing' }],
    ] as const) {
      const foreign = await call(method, `/api/company/applications/${id}${suffix}`, other, payload);
      const missing = await call(method, `/api/company/applications/99999999${suffix}`, other, payload);
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(json(foreign).message).toBe(NOT_FOUND);
      expect({ ...json(foreign), requestId: 0 }).toEqual({ ...json(missing), requestId: 0 });
    }
    expect(json(await call('GET', `/api/company/applications/${id}`, company)).data.status).toBe('submitted');
  });

  it('refuses anonymous callers (401) and other roles (403)', async () => {
    const id = await insertApplication(t, { jobId: hiroshima });
    const urls: [string, string, object?][] = [
      ['GET', '/api/company/applications'],
      ['GET', `/api/company/jobs/${hiroshima}/applications`],
      ['GET', `/api/company/applications/${id}`],
      ['GET', `/api/company/applications/${id}/status`],
      ['POST', `/api/company/applications/${id}/status`, { status: 'reviewing' }],
    ];
    const tokens = await Promise.all(
      [DEMO.employee, DEMO.sale, DEMO.leaderSale, DEMO.admin].map((e) => loginAs(t.app, e)),
    );
    for (const [method, url, payload] of urls) {
      expect((await call(method as 'GET', url, undefined, payload)).statusCode, url).toBe(401);
      for (const token of tokens) {
        expect((await call(method as 'GET', url, token, payload)).statusCode, url).toBe(403);
      }
    }
    expect(json(await call('GET', `/api/company/applications/${id}`, company)).data.status).toBe('submitted');
  });
});
