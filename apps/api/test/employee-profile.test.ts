import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, resumes, uploads } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { insertApplication, userIdByEmail } from './support/applications.ts';
import { multipartForm, type Part, PDF_BYTES, PNG_BYTES } from './support/multipart.ts';

const SEEKER2 = 'ngoc.tran@viecxa.vn';
const URL = '/api/user/update-profile';
const SUCCESS = 'Cập nhật thông tin cá nhân thành công';

const valid = (over: Record<string, Part | undefined> = {}): Record<string, Part | undefined> => ({
  _method: 'PUT',
  name: 'Trần Thị Bích Ngọc',
  phone: '0912000002',
  birthday: '1998-03-21',
  gender: 'female',
  province_code: '01',
  ward_code: '00004',
  address_detail: 'Số 5 ngõ 12 phố Huế',
  id_card: '001198012345',
  education: 'college',
  experience_years: '1_2',
  experience: 'Hai năm làm điều dưỡng tại bệnh viện tư.',
  ...over,
});

describe('employee profile (GET / POST _method=PUT user/update-profile)', () => {
  const t = useTestApp();
  const put = (fields: Record<string, Part | undefined>, token: string) =>
    t.app.inject({ method: 'POST', url: URL, ...multipartForm(fields, token) });

  it('shows the demo seeker the seeded profile with wishes and the online resume', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const p = json(res).data;
    expect(p).toMatchObject({
      email: DEMO.employee,
      name: 'Nguyễn Văn An',
      has_profile: true,
      wished_nations: [{ code: 'JP', name: 'Nhật Bản' }],
      address: { province: { value: '01' } },
    });
    expect(p.wished_fields.length).toBeGreaterThan(0);
    expect(p.skills.length).toBeGreaterThan(0);
    expect(p.resumes).toContainEqual(expect.objectContaining({ kind: 'online', file_url: null }));
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const who of [DEMO.company, DEMO.admin, DEMO.sale]) {
      const token = await loginAs(t.app, who);
      const get = await t.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
      expect(get.statusCode, who).toBe(403);
      expect((await put(valid(), token)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: URL, ...multipartForm(valid()) })).statusCode).toBe(
      401,
    );
  });

  it('saves everything in one go: account, profile, skills, wishes, avatar and CVs', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const skills = json(await t.app.inject({ method: 'GET', url: '/api/skills' })).data;
    const fields = json(await t.app.inject({ method: 'GET', url: '/api/company/fields/labor-abroad' })).data;
    const res = await put(
      valid({
        skill_ids: [String(skills[0].id), String(skills[1].id)],
        wished_nation_codes: ['JP', 'DE'],
        wished_field_ids: [String(fields[0].id)],
        avatar: { name: 'anh.png', data: PNG_BYTES },
        cvs: { name: 'cv-ngoc.pdf', data: PDF_BYTES, type: 'application/pdf' },
      }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe(SUCCESS);
    expect(body.data).toMatchObject({
      name: 'Trần Thị Bích Ngọc',
      birthday: '1998-03-21',
      gender: 'female',
      id_card: '001198012345',
      education: 'college',
      has_profile: true,
      address: { detail: 'Số 5 ngõ 12 phố Huế', province: { value: '01' }, ward: { value: '00004' } },
      wished_nations: [
        { code: 'JP', name: 'Nhật Bản' },
        { code: 'DE', name: 'Đức' },
      ],
      wished_fields: [{ id: fields[0].id }],
    });
    expect(body.data.avatar).toMatch(/^\/api\/files\/avatar\/[a-f0-9]{32}\.png$/);
    expect(body.data.skills).toHaveLength(2);
    const kinds = body.data.resumes.map((r: { kind: string }) => r.kind).sort();
    expect(kinds).toEqual(['cv', 'online']);
    const cv = body.data.resumes.find((r: { kind: string }) => r.kind === 'cv');
    expect(cv).toMatchObject({ name: 'cv-ngoc.pdf', file_url: `/api/resumes/${cv.id}/file` });
    // The avatar is a public file.
    const avatar = await t.app.inject({ method: 'GET', url: body.data.avatar });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
  });

  it('reports every failing rule with the catalogue messages', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const thisYear = Number(new Date().toISOString().slice(0, 4));
    const res = await put(
      valid({
        name: 'Ngọc 123',
        birthday: `${thisYear - 17}-01-01`,
        id_card: '12345678',
        phone: '0123456',
        province_code: '79',
        ward_code: '00004',
      }),
      token,
    );
    expect(res.statusCode).toBe(422);
    const { errors } = json(res);
    expect(errors?.name).toEqual(['Họ tên không được chứa số hoặc ký tự đặc biệt']);
    expect(errors?.birthday).toEqual(['Bạn phải đủ 18 tuổi trở lên']);
    expect(errors?.id_card).toEqual(['Số CMND/CCCD phải gồm 9 đến 12 chữ số']);
    expect(errors?.phone).toEqual(['SĐT không đúng định dạng']);

    const thirteen = json(await put(valid({ id_card: '0011980123456' }), token));
    expect(thirteen.errors?.id_card).toEqual(['Số CMND/CCCD phải gồm 9 đến 12 chữ số']);

    // The ward check needs the database: reported once the form rules pass.
    const ward = await put(valid({ province_code: '79', ward_code: '00004' }), token);
    expect(ward.statusCode).toBe(422);
    expect(json(ward).errors?.ward_code).toEqual(['Phường/Xã không thuộc Tỉnh/Thành phố đã chọn']);

    const many = json(
      await put(valid({ wished_nation_codes: Array.from({ length: 11 }, (_, i) => `X${i}`) }), token),
    );
    expect(many.errors?.wished_nation_codes).toEqual(['Chọn tối đa 10 mục']);

    const empty = json(await put(valid({ name: '', phone: '' }), token));
    expect(empty.errors?.name).toEqual(['Họ và tên không được để trống.']);
    expect(empty.errors?.phone).toEqual(['Số điện thoại không được để trống.']);
  });

  it('checks uploads by content and size', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3_145_728)]);
    const tooBig = await put(valid({ avatar: { name: 'to.png', data: big } }), token);
    expect(tooBig.statusCode).toBe(422);
    expect(json(tooBig).errors?.avatar).toEqual(['Ảnh không được vượt quá 3 MB']);

    const fake = await put(
      valid({ avatar: { name: 'anh.png', data: Buffer.from('not really a png') } }),
      token,
    );
    expect(json(fake).errors?.avatar).toEqual(['Ảnh phải có định dạng jpeg, png, jpg hoặc webp']);

    const cv = await put(
      valid({ cvs: { name: 'cv.pdf', data: Buffer.from('plain text, not a pdf'), type: 'application/pdf' } }),
      token,
    );
    expect(cv.statusCode).toBe(422);
    const cvErrors = Object.entries(json(cv).errors ?? {}).filter(([k]) => k.startsWith('cvs'));
    expect(cvErrors.flatMap(([, v]) => v)).toEqual([
      'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
    ]);
  });

  it('takes optional fields of spaces as not given (a birthday of spaces was a 500)', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const res = await put(valid({ birthday: ' '.repeat(300), id_card: '   ' }), token);
    expect(res.statusCode).toBe(200);
    const shown = json(await t.app.inject({ method: 'GET', url: URL, headers: bearer(token) }));
    expect(shown.data).toMatchObject({ birthday: null, id_card: null });
  });

  it('refuses a phone number another account holds with 1002', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const res = await put(valid({ phone: '0912000001' }), token);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 1002,
      message: 'Số điện thoại đã được sử dụng',
      errors: { phone: ['Số điện thoại đã được sử dụng'] },
    });
  });

  it('keeps one CV when the very same file is sent again (no twin entries in the apply dialog)', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const cv = { name: 'cv-trung.pdf', data: PDF_BYTES, type: 'application/pdf' };
    const first = json(await put(valid({ cvs: cv }), token)).data;
    const second = json(await put(valid({ cvs: cv }), token)).data;
    const named = (list: { name: string }[]) => list.filter((r) => r.name === 'cv-trung.pdf');
    expect(named(first.resumes)).toHaveLength(1);
    expect(named(second.resumes)).toEqual(named(first.resumes));
    // The same name with other bytes is another CV.
    const changed = Buffer.concat([PDF_BYTES, Buffer.from('\n% sửa lại\n')]);
    const third = json(await put(valid({ cvs: { ...cv, data: changed } }), token)).data;
    expect(named(third.resumes)).toHaveLength(2);
  });

  it('removes CVs, keeping the stored file while an application still uses it', async () => {
    const token = await loginAs(t.app, SEEKER2);
    const userId = await userIdByEmail(t, SEEKER2);
    const cvA = { name: 'a.pdf', data: PDF_BYTES, type: 'application/pdf' };
    const cvB = { name: 'b.pdf', data: PDF_BYTES, type: 'application/pdf' };
    const saved = json(await put(valid({ cvs: cvA }), token)).data;
    const again = json(await put(valid({ cvs: cvB }), token)).data;
    const a = again.resumes.find((r: { name: string }) => r.name === 'a.pdf');
    const b = again.resumes.find((r: { name: string }) => r.name === 'b.pdf');
    expect(saved.resumes.some((r: { name: string }) => r.name === 'a.pdf')).toBe(true);
    const keyOf = async (id: number) =>
      (await t.database.db.select({ k: resumes.uploadKey }).from(resumes).where(eq(resumes.id, id)))[0]?.k;
    const keyA = (await keyOf(a.id)) as string;
    const keyB = (await keyOf(b.id)) as string;
    // An application sent with CV a keeps its own copy of the key.
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'approved'));
    await insertApplication(t, { jobId: job?.id as number, userId, cvUploadKey: keyA });

    const foreign = await put(valid({ remove_resume_ids: '999999' }), token);
    expect(json(foreign).errors?.remove_resume_ids).toEqual(['Hồ sơ cần xoá không hợp lệ']);

    const removed = await put(valid({ remove_resume_ids: [String(a.id), String(b.id)] }), token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).data.resumes.filter((r: { kind: string }) => r.kind === 'cv')).toHaveLength(
      saved.resumes.filter((r: { kind: string }) => r.kind === 'cv').length - 1,
    );
    const uploadRow = (key: string) =>
      t.database.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.key, key)));
    expect(await uploadRow(keyA)).toHaveLength(1);
    expect(await uploadRow(keyB)).toHaveLength(0);
    expect(await t.app.storage.get(keyA)).not.toBeNull();
    expect(await t.app.storage.get(keyB)).toBeNull();
  });
});
