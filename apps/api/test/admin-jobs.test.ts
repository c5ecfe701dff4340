import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, jobModerations } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { postJob } from './support/jobs.ts';

describe('job moderation (admin/jobs…)', () => {
  const t = useTestApp();
  let admin: string;
  let subAdmin: string;
  let company: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
    subAdmin = await loginAs(t.app, DEMO.subAdmin);
    company = await loginAs(t.app, DEMO.company);
  });

  it('lists jobs for admins and sub-admins with filters, and refuses everyone else', async () => {
    const job = await postJob(t.app, company, { title: 'Đơn hàng đóng gói tại Gifu' });
    for (const token of [admin, subAdmin]) {
      const res = await call('GET', '/api/admin/jobs?state=waiting&search=dong%20goi%20gifu', token);
      expect(res.statusCode).toBe(200);
      expect(json(res).data.items.map((j: { id: number }) => j.id)).toContain(job.id);
    }
    const byNation = json(await call('GET', '/api/admin/jobs?nation_code=KR&limit=100', admin)).data;
    expect(byNation.items.every((j: { nation: { code: string } }) => j.nation.code === 'KR')).toBe(true);
    expect((await call('GET', '/api/admin/jobs')).statusCode).toBe(401);
    for (const who of [DEMO.company, DEMO.employee, DEMO.sale]) {
      expect((await call('GET', '/api/admin/jobs', await loginAs(t.app, who))).statusCode, who).toBe(403);
    }
    const detail = await call('GET', `/api/admin/jobs/${job.id}`, subAdmin);
    expect(json(detail).data).toMatchObject({
      id: job.id,
      status: 'waiting',
      company: { tax_code: expect.any(String) },
    });
    expect((await call('GET', '/api/admin/jobs/99999999', admin)).statusCode).toBe(404);
  });

  it('says whether the company uploaded a business licence, so the page links it only then', async () => {
    const job = await postJob(t.app, company);
    const companyId = json(await call('GET', `/api/admin/jobs/${job.id}`, admin)).data.company.id;
    await t.database.db
      .update(companies)
      .set({ businessLicenseFile: null })
      .where(eq(companies.id, companyId));
    const without = json(await call('GET', `/api/admin/jobs/${job.id}`, admin)).data;
    expect(without.company.has_business_license).toBe(false);
    await t.database.db
      .update(companies)
      .set({ businessLicenseFile: 'business-license/demo.pdf' })
      .where(eq(companies.id, companyId));
    const withFile = json(await call('GET', `/api/admin/jobs/${job.id}`, admin)).data;
    expect(withFile.company.has_business_license).toBe(true);
  });

  it('approves a waiting job: it is published once; approving again is a conflict', async () => {
    const job = await postJob(t.app, company);
    const res = await call('POST', `/api/admin/jobs/${job.id}/approve`, subAdmin);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Đã phê duyệt tin tuyển dụng');
    expect(json(res).data).toMatchObject({ status: 'approved', state: 'approved', reject_reason: null });
    expect(json(res).data.published_at).toBeTruthy();
    const again = await call('POST', `/api/admin/jobs/${job.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe(1116);
    expect((await call('POST', `/api/admin/jobs/${job.id}/approve`, company)).statusCode).toBe(403);
  });

  it('rejects with a required reason the company then reads', async () => {
    const job = await postJob(t.app, company);
    const empty = await call('POST', `/api/admin/jobs/${job.id}/reject`, admin, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ reason: ['Lý do từ chối không được để trống.'] });
    const res = await call('POST', `/api/admin/jobs/${job.id}/reject`, admin, {
      reason: 'Thiếu thông tin chi phí cho người lao động',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Thiếu thông tin chi phí cho người lao động',
    });
    const seen = json(await call('GET', `/api/company/jobs/${job.id}`, company)).data;
    expect(seen).toMatchObject({
      state: 'rejected',
      reject_reason: 'Thiếu thông tin chi phí cho người lao động',
    });
    // Only a waiting job is rejected; an approved one is disabled instead.
    await call('POST', `/api/admin/jobs/${job.id}/approve`, admin);
    expect((await call('POST', `/api/admin/jobs/${job.id}/reject`, admin, { reason: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('disables a job with the spec message and keeps every decision in the history', async () => {
    const job = await postJob(t.app, company);
    await call('POST', `/api/admin/jobs/${job.id}/approve`, admin);
    const res = await call('POST', `/api/admin/jobs/${job.id}/disable`, subAdmin);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Việc làm đã được vô hiệu hóa');
    expect(json(res).data.status).toBe('disabled');
    expect((await call('POST', `/api/admin/jobs/${job.id}/disable`, admin)).statusCode).toBe(409);
    const history = await t.database.db.select().from(jobModerations).where(eq(jobModerations.jobId, job.id));
    expect(history.map((h) => `${h.action}:${h.fromStatus ?? ''}>${h.toStatus}`)).toEqual([
      'submit:>waiting',
      'approve:waiting>approved',
      'disable:approved>disabled',
    ]);
    expect(history.every((h) => h.actorId !== null)).toBe(true);
  });

  it('deletes: admins only', async () => {
    const job = await postJob(t.app, company);
    const bySub = await call('DELETE', `/api/admin/jobs/${job.id}`, subAdmin);
    expect(bySub.statusCode).toBe(403);
    expect(json(bySub).message).toBe('Chỉ admin mới có quyền truy cập');
    const res = await call('DELETE', `/api/admin/jobs/${job.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Đã xóa tin tuyển dụng');
    expect((await call('GET', `/api/admin/jobs/${job.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/company/jobs/${job.id}`, company)).statusCode).toBe(404);
  });
});
