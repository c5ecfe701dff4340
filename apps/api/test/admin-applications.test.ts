import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, notifications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { nextMail } from './support/accounts.ts';
import { companyOfJob, insertApplication, userIdByEmail } from './support/applications.ts';
import { jobIdsByTitle } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const AICHI = 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản';
const HIROSHIMA = 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản';
const TOKYO_STUDY = 'Du học Nhật Bản hệ tiếng tại Tokyo – kỳ tháng 4/2027';

type Row = { id: number; name: string; status: string; job: { id: number; company_id: number } };

describe('admin applications (admin/applications, admin/jobs/{id}/applications…)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  let admin: string;
  let subAdmin: string;
  let jobs: Map<string, number>;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
  const list = async (url: string, token = admin) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { items: Row[]; total: number; counts: Record<string, number> };
  };

  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
    subAdmin = await loginAs(t.app, DEMO.subAdmin);
    jobs = await jobIdsByTitle(t, [AICHI, HIROSHIMA, TOKYO_STUDY]);
  });

  it("lists every company's applications with the filters, company_id included", async () => {
    const all = await list('/api/admin/applications?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.counts.all).toBe(all.total);
    const jobIds = all.items.map((r) => r.job.id);
    expect(jobIds).toContain(jobs.get(AICHI));
    expect(jobIds).toContain(jobs.get(TOKYO_STUDY));
    const saoMai = await companyOfJob(t, jobs.get(AICHI) as number);
    const byCompany = await list(`/api/admin/applications?company_id=${saoMai}&limit=100`, subAdmin);
    expect(byCompany.items.every((r) => r.job.company_id === saoMai)).toBe(true);
    expect(byCompany.total).toBe(all.total - 1);
    const rejected = await list('/api/admin/applications?status=rejected');
    expect(rejected.items.map((r) => r.name)).toContain('Hoàng Minh Tuấn');
    expect(rejected.items.every((r) => r.status === 'rejected')).toBe(true);
    expect(
      (await list('/api/admin/applications?search=hoang%20minh%20tuan')).items.map((r) => r.name),
    ).toEqual(['Hoàng Minh Tuấn']);
    expect((await list(`/api/admin/applications?job_id=${jobs.get(AICHI)}`)).total).toBe(3);
  });

  it("lists one job's applications; a missing job is 404", async () => {
    const aichi = await list(`/api/admin/jobs/${jobs.get(AICHI)}/applications?status=interview`);
    expect(aichi.items.every((r) => r.job.id === jobs.get(AICHI) && r.status === 'interview')).toBe(true);
    expect(aichi.counts.all).toBe(3);
    expect((await call('GET', '/api/admin/jobs/99999999/applications', admin)).statusCode).toBe(404);
  });

  it('shows an application under its own job only; status read with allowed moves', async () => {
    const hiroshima = jobs.get(HIROSHIMA) as number;
    const id = await insertApplication(t, { jobId: hiroshima, name: 'Bùi Thị Quản Trị' });
    const res = await call('GET', `/api/admin/jobs/${hiroshima}/applications/${id}`, subAdmin);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      id,
      name: 'Bùi Thị Quản Trị',
      allowed: ['reviewing', 'interview', 'rejected'],
    });
    const status = json(
      await call('GET', `/api/admin/jobs/${hiroshima}/applications/${id}/admin_status`, admin),
    );
    expect(status.data).toMatchObject({ status: 'submitted', status_label: 'Đã nộp hồ sơ' });
    expect(status.data.allowed.map((a: { status: string }) => a.status)).toEqual([
      'reviewing',
      'interview',
      'rejected',
    ]);
    // The same application under another job: the same 404 as a missing one.
    const other = jobs.get(AICHI) as number;
    for (const suffix of ['', '/admin_status']) {
      const mismatch = await call('GET', `/api/admin/jobs/${other}/applications/${id}${suffix}`, admin);
      const missing = await call('GET', `/api/admin/jobs/${other}/applications/99999999${suffix}`, admin);
      expect(mismatch.statusCode).toBe(404);
      expect(json(mismatch).message).toBe('Không tìm thấy hồ sơ ứng tuyển');
      expect(json(missing).message).toBe(json(mismatch).message);
    }
    const wrongJob = await call('POST', `/api/admin/jobs/${other}/applications/${id}/admin_status`, admin, {
      status: 'reviewing',
    });
    expect(wrongJob.statusCode).toBe(404);
  });

  it('moves an application with the same rules as the company, and tells the seeker', async () => {
    const hiroshima = jobs.get(HIROSHIMA) as number;
    const seekerId = await userIdByEmail(t, DEMO.employee);
    const email = `admin.doi.${Date.now()}@example.com`;
    const id = await insertApplication(t, { jobId: hiroshima, userId: seekerId, email, status: 'passed' });
    const url = `/api/admin/jobs/${hiroshima}/applications/${id}/admin_status`;
    const bad = await call('POST', url, admin, { status: 'interview' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      status: ['Không thể chuyển hồ sơ từ "Trúng tuyển" sang "Hẹn phỏng vấn".'],
    });
    const res = await call('POST', url, subAdmin, { status: 'preparing', note: 'Bắt đầu học tiếng Nhật' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'preparing', allowed: ['departed', 'rejected'] });
    expect(json(res).data.events.at(-1)).toMatchObject({
      from_status: 'passed',
      to_status: 'preparing',
      note: 'Bắt đầu học tiếng Nhật',
      actor_type: 'sub_admin',
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, seekerId), eq(notifications.targetId, id), eq(notifications.type, 2)),
      );
    expect(note?.message).toContain('Đào tạo và hoàn thiện hồ sơ');
    const mail = await nextMail(t.app, sink, email);
    expect(mail.text).toContain('Đào tạo và hoàn thiện hồ sơ');
    expect(mail.text).toContain('Ghi chú: Bắt đầu học tiếng Nhật');

    const results = await Promise.all([
      call('POST', url, admin, { status: 'departed', from: 'preparing' }),
      call('POST', url, subAdmin, { status: 'rejected', from: 'preparing' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.map((r) => json(r).code).filter(Boolean)).toEqual([1119]);
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(3);
  });

  it('refuses anonymous callers (401), companies and the other roles (403)', async () => {
    const hiroshima = jobs.get(HIROSHIMA) as number;
    const id = await insertApplication(t, { jobId: hiroshima });
    const urls: [string, string, object?][] = [
      ['GET', '/api/admin/applications'],
      ['GET', `/api/admin/jobs/${hiroshima}/applications`],
      ['GET', `/api/admin/jobs/${hiroshima}/applications/${id}`],
      ['GET', `/api/admin/jobs/${hiroshima}/applications/${id}/admin_status`],
      ['POST', `/api/admin/jobs/${hiroshima}/applications/${id}/admin_status`, { status: 'reviewing' }],
    ];
    const tokens = await Promise.all(
      [DEMO.company, DEMO.companyStaff, DEMO.employee, DEMO.sale, DEMO.leaderSale].map((e) =>
        loginAs(t.app, e),
      ),
    );
    for (const [method, url, payload] of urls) {
      expect((await call(method as 'GET', url, undefined, payload)).statusCode, url).toBe(401);
      for (const token of tokens) {
        expect((await call(method as 'GET', url, token, payload)).statusCode, url).toBe(403);
      }
    }
    const after = json(await call('GET', `/api/admin/jobs/${hiroshima}/applications/${id}`, admin)).data;
    expect(after.status).toBe('submitted');
  });
});
