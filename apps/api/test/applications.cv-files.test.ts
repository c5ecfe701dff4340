import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { ageOn } from '../src/modules/applications/application-extras.ts';
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

  function expectPrivateFile(
    res: LightMyRequestResponse,
    bytes: Buffer,
    mime: string,
    disposition: RegExp = /^attachment; filename="cv-\d+\.(pdf|png)"$/,
  ) {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(String(res.headers['content-disposition'])).toMatch(disposition);
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

  it('the candidate, the company (admin and staff) and admins download the application CV under the candidate name', async () => {
    for (const who of ['seeker', 'company', 'staff', 'admin', 'subAdmin']) {
      expectPrivateFile(
        await get(`/api/applications/${applicationId}/cv`, who),
        PDF_BYTES,
        'application/pdf',
        /^attachment; filename="CV-Nguyen-Van-An\.pdf"$/,
      );
    }
  });

  it('view=inline serves a PDF to be shown in the page, still private and never cached', async () => {
    for (const who of ['company', 'staff', 'admin']) {
      expectPrivateFile(
        await get(`/api/applications/${applicationId}/cv?view=inline`, who),
        PDF_BYTES,
        'application/pdf',
        /^inline; filename="CV-Nguyen-Van-An\.pdf"$/,
      );
    }
    for (const who of ['otherCompany', 'otherSeeker', 'sale', undefined]) {
      expectSame404(await get(`/api/applications/${applicationId}/cv?view=inline`, who));
    }
  });

  it('view must be "inline" (422 otherwise)', async () => {
    const res = await get(`/api/applications/${applicationId}/cv?view=embed`, 'company');
    expect(res.statusCode).toBe(422);
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
      expectPrivateFile(
        await get(`/api/applications/${guestApplicationId}/cv`, who),
        PNG_BYTES,
        'image/png',
        /^attachment; filename="CV-Le-Van-Khach\.png"$/,
      );
      expectPrivateFile(
        await get(`/api/applications/${guestApplicationId}/cv?view=inline`, who),
        PNG_BYTES,
        'image/png',
        /^inline; filename="CV-Le-Van-Khach\.png"$/,
      );
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

/** The company's application detail: the CV's best view and the candidate's profile beside it. */
describe('application detail: CV view and candidate summary (GET company/applications/{id})', () => {
  const t = useTestApp();
  let company: string;
  let seeker: string;
  let other: string;
  let pdfApplication: number;
  let wordApplication: number;
  let guestApplication: number;
  const DOCX = {
    name: 'ho-so.docx',
    data: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('....word/document.xml....')]),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  const detail = (id: number, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/company/applications/${id}`, headers: bearer(token) });

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    seeker = await loginAs(t.app, DEMO.employee);
    other = await loginAs(t.app, 'ngoc.tran@viecxa.vn');
    const [a, b, c] = (await publicJobsOf(t, DEMO.company)) as [number, number, number];
    const apply = async (jobId: number, token: string | undefined, fields: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: token ? `/api/jobs/${jobId}/apply` : '/api/guest-apply',
        ...applyForm({ job_id: String(jobId), ...fields } as Parameters<typeof applyForm>[0], token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.application_id as number;
    };
    pdfApplication = await apply(a, seeker, { cv: CV_PDF });
    wordApplication = await apply(b, other, { cv: DOCX });
    guestApplication = await apply(c, undefined, {
      name: 'Đỗ Thị Hoà',
      phone: '0971234999',
      email: 'hoa.cv@example.com',
      cv: CV_PNG_NAMED_PDF,
    });
  });

  it("a PDF: inline URL and the candidate's profile (age, education, language, wishes, province)", async () => {
    const res = await detail(pdfApplication, company);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d.cv).toEqual({
      file_name: 'CV-Nguyen-Van-An.pdf',
      mime_type: 'application/pdf',
      view: 'pdf',
      inline_url: `/api/applications/${pdfApplication}/cv?view=inline`,
      download_url: `/api/applications/${pdfApplication}/cv`,
    });
    expect(d.candidate).toMatchObject({
      birthday: '1998-05-14',
      age: ageOn('1998-05-14'),
      gender: 'Nam',
      education: 'Trung học phổ thông',
      language_level: 'Tiếng Nhật JLPT N4',
      experience_years: '2–5 năm',
      wished_nations: ['Nhật Bản'],
    });
    expect(d.candidate.province).toMatch(/Hà Nội/);
    expect(d.candidate.wished_fields).toContain('Cơ khí – hàn');
    expect(d.candidate.skills).toContain('Tiếng Nhật N4');
  });

  it('a Word CV is a download only (no inline URL; view=inline still answers attachment)', async () => {
    const d = json(await detail(wordApplication, company)).data;
    expect(d.cv).toMatchObject({ view: 'word', inline_url: null, file_name: 'CV-Tran-Thi-Bich-Ngoc.docx' });
    // A seeker without a saved profile: every field empty, not invented.
    expect(d.candidate).toMatchObject({ age: null, education: null, skills: [], wished_nations: [] });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${wordApplication}/cv?view=inline`,
      headers: bearer(company),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="CV-Tran-Thi-Bich-Ngoc.docx"');
  });

  it('a guest: an image CV and no profile', async () => {
    const d = json(await detail(guestApplication, company)).data;
    expect(d.cv).toMatchObject({ view: 'image', file_name: 'CV-Do-Thi-Hoa.png' });
    expect(d.candidate).toBeNull();
  });

  it('another company gets the 404 of a missing one, a seeker the 403 of the area', async () => {
    const otherCompany = await loginAs(t.app, 'duhoc@viecxa.vn');
    expect((await detail(pdfApplication, otherCompany)).statusCode).toBe(404);
    expect((await detail(pdfApplication, seeker)).statusCode).toBe(403);
  });
});

describe('ageOn (Vietnam calendar day)', () => {
  it('counts whole years, the birthday itself included, on the Vietnam date', () => {
    // 2026-05-13 18:00 UTC is already 2026-05-14 in Vietnam.
    expect(ageOn('1998-05-14', new Date('2026-05-13T18:00:00Z'))).toBe(28);
    expect(ageOn('1998-05-14', new Date('2026-05-13T16:00:00Z'))).toBe(27);
    expect(ageOn('2000-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(25);
  });
});
