import { errorMessages, LicenceText } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { confusinglyClose } from '../src/modules/licences/lookalike.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { companyProfileForm } from './support/company-profile.ts';
import { futureDate } from './support/jobs.ts';
import { multipartForm, type Part, PDF_BYTES } from './support/multipart.ts';

const LOOKALIKE = 'saomai.vn@viecxa.vn';
const HAN_VIET = 'hanviet@viecxa.vn';

describe('labour-export licence verification (ADR 0030)', () => {
  const t = useTestApp();
  let admin: string;
  let agency: string;
  let agencyId: number;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The company's first job of a kind (first open one with `open`), by id. */
  const jobOf = async (companyId: number, kind: string, open = false) =>
    (
      await rows<{ id: number; status: string; slug: string }>(
        sql`SELECT id, status, slug FROM jobs WHERE company_id = ${companyId} AND kind = ${kind} AND (${!open} OR (status = 'approved' AND deadline >= current_date)) ORDER BY id LIMIT 1`,
      )
    )[0] as { id: number; status: string; slug: string };
  const jobPage = (j: { id: number; slug: string }) => get(`/api/job/${j.id}/${j.slug}`);
  const companyIdOf = async (email: string) =>
    Number(
      (
        await rows<{ id: number }>(
          sql`SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = ${email}`,
        )
      )[0]?.id,
    );
  const notificationsOf = async (email: string, type: number) =>
    rows<{ message: string; target_id: number }>(
      sql`SELECT n.message, n.target_id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = ${email} AND n.type = ${type} ORDER BY n.id`,
    );
  const submit = (over: Record<string, Part> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...multipartForm(
        companyProfileForm({
          name: 'Công ty TNHH Nhân lực Quốc tế Sao Mại',
          tax_code: '0109876543',
          labor_license_number: '999/LĐTBXH-GP',
          labor_license_authority: 'Bộ Lao động – Thương binh và Xã hội',
          labor_license_file: { name: 'giay-phep-xkld.pdf', data: PDF_BYTES },
          ...over,
        }),
        agency,
      ),
    });

  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
    agency = await loginAs(t.app, LOOKALIKE);
    agencyId = await companyIdOf(LOOKALIKE);
  });

  it('compares names without accents and legal-form words', () => {
    expect(
      confusinglyClose('Công ty TNHH Nhân lực Quốc tế Sao Mại', 'Công ty CP Nhân lực Quốc tế Sao Mai'),
    ).toBe(true);
    expect(confusinglyClose('Nhân lực Sao Mai Việt', 'Công ty Cổ phần Nhân lực Sao Mai')).toBe(true);
    expect(confusinglyClose('Công ty TNHH Du học Hoa Anh Đào', 'Công ty CP Nhân lực Quốc tế Sao Mai')).toBe(
      false,
    );
    expect(confusinglyClose('Hợp tác Lao động Đại Dương', 'Hợp tác Lao động Đông Dương')).toBe(true);
    expect(confusinglyClose('Giáo dục Hàn Việt', 'Thương mại Minh Phát')).toBe(false);
  });

  it('lists the pending look-alike agency with the verified name it resembles', async () => {
    const res = await get('/api/admin/licences', admin);
    expect(res.statusCode).toBe(200);
    const row = json(res).data.items.find((r: { company_id: number }) => r.company_id === agencyId);
    expect(row).toMatchObject({ state: 'pending', name: 'Công ty TNHH Nhân lực Quốc tế Sao Mại' });
    expect(row.lookalikes.map((l: { name: string }) => l.name)).toEqual([
      'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
    ]);
    const flagged = json(await get('/api/admin/licences?state=lookalike', admin)).data.items;
    expect(flagged.map((r: { company_id: number }) => r.company_id)).toContain(agencyId);
    const verified = json(await get('/api/admin/licences?state=verified', admin)).data;
    expect(verified.total).toBe(3);
  });

  it('refuses to publish a labour-export order of an unverified agency, and only that kind', async () => {
    const job = await jobOf(agencyId, 'labor_export');
    expect(job.status).toBe('waiting');
    const res = await post(`/api/admin/jobs/${job.id}/approve`, admin);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 1150, message: errorMessages[1150] });
    expect(errorMessages[1150]).toBe(
      'Công ty chưa được xác minh giấy phép đưa người lao động đi làm việc ở nước ngoài nên không thể đăng tin xuất khẩu lao động',
    );
    // A study-abroad and a domestic job of companies without a verified licence are approved as before.
    for (const email of ['duhoc@viecxa.vn', 'vieclam@viecxa.vn']) {
      const id = await companyIdOf(email);
      const waiting = (
        await rows<{ id: number }>(
          sql`SELECT id FROM jobs WHERE company_id = ${id} AND status = 'waiting' LIMIT 1`,
        )
      )[0];
      expect(waiting).toBeTruthy();
      expect((await post(`/api/admin/jobs/${waiting?.id}/approve`, admin)).statusCode).toBe(200);
    }
  });

  it('checks the scan by its content and records a resubmission', async () => {
    const bad = await submit({
      labor_license_file: { name: 'giay-phep.pdf', data: Buffer.from('not a pdf at all') },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.labor_license_file).toEqual([
      'Bản scan giấy phép xuất khẩu lao động phải có định dạng jpg, jpeg, png hoặc pdf',
    ]);
    const res = await submit();
    expect(res.statusCode).toBe(200);
    expect(json(res).data.licence).toMatchObject({
      state: 'pending',
      authority: 'Bộ Lao động – Thương binh và Xã hội',
      file: { name: 'giay-phep-xkld.pdf', mime_type: 'application/pdf' },
    });
    const file = await get(`/api/admin/licences/${agencyId}/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('validates a verification: how, with a link or a note, and an expiry after today', async () => {
    const none = await post(`/api/admin/licences/${agencyId}/verify`, admin, { method: 'dolab_list' });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors?.note).toEqual([LicenceText.evidenceRequired]);
    const past = await post(`/api/admin/licences/${agencyId}/verify`, admin, {
      method: 'dolab_list',
      note: 'Có trong danh sách',
      expires_on: '2020-01-01',
    });
    expect(json(past).errors?.expires_on).toEqual(['Ngày hết hạn xác minh phải sau ngày hôm nay']);
    const noMethod = await post(`/api/admin/licences/${agencyId}/verify`, admin, { note: 'x' });
    expect(json(noMethod).errors?.method).toEqual(['Vui lòng chọn cách xác minh']);
  });

  it('rejects with a reason the company reads, and the company sends it again', async () => {
    const empty = await post(`/api/admin/licences/${agencyId}/reject`, admin, { reason: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors?.reason).toEqual(['Lý do không được để trống.']);
    const res = await post(`/api/admin/licences/${agencyId}/reject`, admin, {
      reason: 'Số giấy phép không có trong danh sách',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Đã từ chối giấy phép', data: { state: 'rejected' } });
    expect((await notificationsOf(LOOKALIKE, 22)).at(-1)?.message).toBe(
      'Giấy phép của công ty không được xác minh: Số giấy phép không có trong danh sách',
    );
    const profile = json(await get('/api/company/profile', agency)).data;
    expect(profile.licence).toMatchObject({
      state: 'rejected',
      reason: 'Số giấy phép không có trong danh sách',
    });
    // Rejected again: 409; saved again (unchanged): back to pending.
    expect(json(await post(`/api/admin/licences/${agencyId}/reject`, admin, { reason: 'x' })).code).toBe(
      1151,
    );
    expect(json(await submit({ labor_license_file: '' })).data.licence.state).toBe('pending');
  });

  it('verifies: who, when, how; the badge, the filter and the order can be published', async () => {
    const res = await post(`/api/admin/licences/${agencyId}/verify`, admin, {
      method: 'dolab_list',
      link: 'https://dolab.gov.vn/danh-sach',
      expires_on: futureDate(200),
    });
    expect(res.statusCode).toBe(200);
    const d = json(res).data;
    expect(d).toMatchObject({ state: 'verified', expires_on: futureDate(200) });
    expect(d.history[0]).toMatchObject({
      action: 'verify',
      from_state: 'pending',
      to_state: 'verified',
      method: 'dolab_list',
      link: 'https://dolab.gov.vn/danh-sach',
      actor: { name: expect.any(String) },
    });
    expect(d.history.map((e: { action: string }) => e.action)).toContain('reject');
    expect((await notificationsOf(LOOKALIKE, 21)).length).toBe(1);
    expect(
      json(await post(`/api/admin/licences/${agencyId}/verify`, admin, { method: 'other', note: 'x' })).code,
    ).toBe(1151);

    const job = await jobOf(agencyId, 'labor_export');
    expect((await post(`/api/admin/jobs/${job.id}/approve`, admin)).statusCode).toBe(200);
    const company = json(await get(`/api/companies/${agencyId}`)).data;
    expect(company.licence_verified).toBe(true);
    const detail = json(await jobPage(job)).data;
    expect(detail.company.licence_verified).toBe(true);
    const listed = json(await get('/api/companies?licence_verified=1&limit=50')).data.items;
    expect(listed.every((c: { licence_verified: boolean }) => c.licence_verified)).toBe(true);
    expect(listed.map((c: { id: number }) => c.id)).toContain(agencyId);
    const studyOnly = await companyIdOf('duhoc@viecxa.vn');
    expect(listed.map((c: { id: number }) => c.id)).not.toContain(studyOnly);
    const jobs = json(await get('/api/listJobs?licence_verified=1&limit=50')).data;
    expect(
      jobs.items.every((j: { company: { licence_verified: boolean } }) => j.company.licence_verified),
    ).toBe(true);
  });

  it('revocation takes the labour-export orders down in one go; study-abroad jobs stay', async () => {
    const hanViet = await companyIdOf(HAN_VIET);
    const labour = await jobOf(hanViet, 'labor_export', true);
    const study = await jobOf(hanViet, 'study_abroad');
    expect(labour.status).toBe('approved');
    const res = await post(`/api/admin/licences/${hanViet}/revoke`, admin, {
      reason: 'Giấy phép đã bị Bộ thu hồi',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.state).toBe('revoked');
    const left = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE company_id = ${hanViet} AND kind = 'labor_export' AND status = 'approved'`,
    );
    expect(left[0]?.n).toBe(0);
    expect((await jobPage(labour)).statusCode).toBe(404);
    expect((await jobOf(hanViet, 'study_abroad')).status).toBe(study.status);
    const moderation = await rows<{ action: string; reason: string }>(
      sql`SELECT action, reason FROM job_moderations WHERE job_id = ${labour.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(moderation[0]).toEqual({
      action: 'licence',
      reason: 'Xác minh giấy phép của công ty đã bị thu hồi',
    });
    const note = (await notificationsOf(HAN_VIET, 23)).at(-1);
    expect(note?.message).toMatch(
      /^Xác minh giấy phép của công ty đã bị thu hồi: Giấy phép đã bị Bộ thu hồi\. \d+ đơn hàng/,
    );
    expect(json(await post(`/api/admin/jobs/${labour.id}/approve`, admin)).code).toBe(1150);
    expect(json(await get(`/api/companies/${hanViet}`)).data.licence_verified).toBe(false);
  });

  it('an expired verification stops counting at once and is swept with its orders', async () => {
    const europe = await companyIdOf('daiduong@viecxa.vn');
    const job = await jobOf(europe, 'labor_export', true);
    expect((await jobPage(job)).statusCode).toBe(200);
    const counted = async () => json(await get(`/api/companies/${europe}`)).data.job_count as number;
    const before = await counted();
    await t.database.db.execute(
      sql`UPDATE companies SET licence_expires_on = '2020-01-01' WHERE id = ${europe}`,
    );
    // The company's job count leaves its orders out at once too.
    expect(await counted()).toBeLessThan(before);
    // At read: hidden before any sweep.
    expect((await jobPage(job)).statusCode).toBe(404);
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM jobs WHERE id = ${job.id}`))[0]?.status,
    ).toBe('approved');
    // The queue sweeps it.
    await get('/api/admin/licences', admin);
    const d = json(await get(`/api/admin/licences/${europe}`, admin)).data;
    expect(d.state).toBe('expired');
    expect(d.history[0]).toMatchObject({ action: 'expire', actor: null });
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM jobs WHERE id = ${job.id}`))[0]?.status,
    ).toBe('waiting');
    expect((await notificationsOf('daiduong@viecxa.vn', 23)).at(-1)?.message).toMatch(/đã hết hạn/);
  });

  it('is for admins and sub-admins only', async () => {
    const sub = await loginAs(t.app, DEMO.subAdmin);
    expect((await get('/api/admin/licences', sub)).statusCode).toBe(200);
    for (const email of [DEMO.company, DEMO.employee, DEMO.sale, DEMO.leaderSale]) {
      const token = await loginAs(t.app, email);
      expect((await get('/api/admin/licences', token)).statusCode).toBe(403);
      expect((await get(`/api/admin/licences/${agencyId}/file`, token)).statusCode).toBe(403);
      const res = await post(`/api/admin/licences/${agencyId}/revoke`, token, { reason: 'x' });
      expect(res.statusCode).toBe(403);
    }
    expect((await get('/api/admin/licences')).statusCode).toBe(401);
    expect(json(await get(`/api/admin/licences/${agencyId}`, admin)).data.state).toBe('verified');
  });
});
