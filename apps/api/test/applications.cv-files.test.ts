import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { applyForm, CV_PDF, CV_PNG_NAMED_PDF, publicJobsOf } from './support/apply.ts';
import { PDF_BYTES, PNG_BYTES } from './support/multipart.ts';

/**
 * Private CVs (ADR 0009, 0015): the candidate, the company of the job (its admin and its staff)
 * and admins read them; everyone else — another company, another seeker, nobody logged in — gets
 * the same 404 as a missing id.
 */
describe('CV files (GET /applications/{id}/cv, GET /resumes/{id}/file)', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  let applicationId: number;
  let resumeId: number;
  let guestApplicationId: number;

  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who] as string) : {} });

  function expectPrivateFile(res: LightMyRequestResponse, bytes: Buffer, mime: string) {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="cv-\d+\.(pdf|png)"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }

  function expectSame404(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 1107, message: 'Không tìm thấy dữ liệu' });
  }

  beforeAll(async () => {
    for (const [who, email] of Object.entries({
      seeker: DEMO.employee,
      otherSeeker: 'ngoc.tran@viecxa.vn',
      company: DEMO.company,
      staff: DEMO.companyStaff,
      otherCompany: 'duhoc@viecxa.vn',
      admin: DEMO.admin,
      subAdmin: DEMO.subAdmin,
      sale: DEMO.sale,
    })) {
      tokens[who] = await loginAs(t.app, email);
    }
    const [jobId, guestJobId] = (await publicJobsOf(t, DEMO.company)) as [number, number];
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm({ job_id: String(jobId), cv: CV_PDF }, tokens.seeker),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    applicationId = json(applied).data.application_id;
    resumeId = json(applied).data.resume_id;
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest-apply',
      ...applyForm({
        job_id: String(guestJobId),
        name: 'Lê Văn Khách',
        phone: '0971234567',
        email: 'khach.cv@example.com',
        cv: CV_PNG_NAMED_PDF,
      }),
    });
    expect(guest.statusCode, guest.body).toBe(200);
    guestApplicationId = json(guest).data.application_id;
  });

  it('the candidate, the company (admin and staff) and admins download the application CV', async () => {
    for (const who of ['seeker', 'company', 'staff', 'admin', 'subAdmin']) {
      expectPrivateFile(
        await get(`/api/applications/${applicationId}/cv`, who),
        PDF_BYTES,
        'application/pdf',
      );
    }
  });

  it('another company, another seeker, a sale account and anonymous get the 404 of a missing id', async () => {
    for (const who of ['otherCompany', 'otherSeeker', 'sale', undefined]) {
      expectSame404(await get(`/api/applications/${applicationId}/cv`, who));
      expectSame404(await get(`/api/resumes/${resumeId}/file`, who));
    }
    expectSame404(await get('/api/applications/99999999/cv', 'company'));
    expectSame404(await get('/api/resumes/99999999/file', 'seeker'));
  });

  it('the resume file: its owner, a company that received it, admins', async () => {
    for (const who of ['seeker', 'company', 'staff', 'admin']) {
      expectPrivateFile(await get(`/api/resumes/${resumeId}/file`, who), PDF_BYTES, 'application/pdf');
    }
  });

  it('a guest CV is served (sniffed type: the .pdf was a PNG) to the company and admins only', async () => {
    for (const who of ['company', 'admin']) {
      expectPrivateFile(await get(`/api/applications/${guestApplicationId}/cv`, who), PNG_BYTES, 'image/png');
    }
    for (const who of ['otherCompany', 'seeker', undefined]) {
      expectSame404(await get(`/api/applications/${guestApplicationId}/cv`, who));
    }
  });

  it('a private CV is never served by the public file route', async () => {
    const [row] = await t.database.db
      .select({ key: applications.cvUploadKey })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expectSame404(await get(`/api/files/${row?.key}`));
  });
});
