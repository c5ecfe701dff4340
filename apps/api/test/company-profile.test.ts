import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { companyProfileForm } from './support/company-profile.ts';
import { multipartForm, PDF_BYTES, PNG_BYTES } from './support/multipart.ts';

const _PNG = PNG_BYTES;
const PDF = PDF_BYTES;
const form = multipartForm;

const valid = companyProfileForm;

describe('company profile (GET company/profile, POST company/profile/update)', () => {
  const t = useTestApp();

  it('a company in wait_approval fills its info and then waits for an admin', async () => {
    const token = await loginAs(t.app, DEMO.companyWaitApproval);
    const before = json(
      await t.app.inject({ method: 'GET', url: '/api/company/profile', headers: bearer(token) }),
    ).data;
    expect(before).toMatchObject({ status: 'wait_approval', has_info: false, business_license: null });

    const fields = json(await t.app.inject({ method: 'GET', url: '/api/company/fields/labor-abroad' })).data;
    const tags = json(await t.app.inject({ method: 'GET', url: '/api/suggested-tags' })).data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...form(
        valid({ field_ids: [String(fields[0].id), String(fields[1].id)], tag_ids: [String(tags[0].id)] }),
        token,
      ),
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Lưu thông tin thành công');
    expect(body.data).toMatchObject({
      status: 'wait_approval',
      has_info: true,
      tax_code: '0101234567',
      company_activity: [2],
      address: { detail: '12 Phố Huế', province: { value: '01', label: 'Hà Nội' }, ward: { value: '00004' } },
      business_license: { name: 'giay-phep.pdf', mime_type: 'application/pdf' },
      labor_license_number: '123/LĐTBXH-GP',
    });
    expect(body.data.fields.map((f: { id: number }) => f.id)).toEqual([fields[0].id, fields[1].id]);
    expect(body.data.tags).toHaveLength(1);
    expect(body.data.logo).toMatch(/^\/api\/files\/company-logo\/[a-f0-9]{32}\.png$/);

    // The logo is public, with nosniff; the licence is private and downloadable by the company only.
    const logo = await t.app.inject({ method: 'GET', url: body.data.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const lic = await t.app.inject({
      method: 'GET',
      url: '/api/company/profile/business-license',
      headers: bearer(token),
    });
    expect(lic.statusCode).toBe(200);
    expect(lic.headers['content-disposition']).toMatch(/^attachment;/);
    expect(lic.headers['cache-control']).toBe('private, no-store');
    expect(lic.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The login profile now reports the info as filled (the web flow sends it to the dashboard).
    const me = json(await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).data;
    expect(me.company.has_info).toBe(true);
    expect(me.status).toBe('wait_approval');
  });

  it('reports every failing rule in Vietnamese, files checked by content', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...form(
        {
          name: '',
          province_code: '01',
          ward_code: '',
          address_detail: '',
          tax_code: '12345',
          activities: ['2'],
          contact_name: 'Lan 123',
          contact_phone: '0123',
          contact_email: 'sai',
          website: 'khong-phai-url',
          labor_license_date: '2099-01-01',
          // A PDF renamed to .png is not an image.
          logo: { name: 'logo.png', data: PDF },
        },
        token,
      ),
    });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors ?? {};
    expect(errors.name).toEqual(['Tên công ty không được để trống.']);
    expect(errors.ward_code).toEqual(['Phường/Xã không được để trống.']);
    expect(errors.address_detail).toEqual(['Địa chỉ chi tiết không được để trống.']);
    expect(errors.tax_code).toEqual(['Mã số thuế gồm 10 chữ số (hoặc dạng 0123456789-001 cho chi nhánh)']);
    expect(errors.contact_name).toEqual(['Họ tên không được chứa số hoặc ký tự đặc biệt']);
    expect(errors.contact_phone).toEqual(['SĐT không đúng định dạng']);
    expect(errors.contact_email).toEqual(['Email không đúng định dạng']);
    expect(errors.website).toEqual(['Đường dẫn không hợp lệ']);
    expect(errors.logo).toEqual(['Ảnh phải có định dạng jpeg, png, jpg hoặc webp']);
    expect(errors.labor_license_number).toEqual([
      'Doanh nghiệp xuất khẩu lao động phải nhập số và ngày cấp giấy phép',
    ]);
    expect(errors.labor_license_date).toEqual(['Ngày cấp giấy phép không được sau ngày hôm nay']);
  });

  it('checks the ward against the province and requires a licence once', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...form(valid({ province_code: '79', business_license: '' }), token),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      ward_code: ['Phường/Xã không thuộc Tỉnh/Thành phố đã chọn'],
      business_license: ['Giấy phép kinh doanh không được để trống.'],
    });
  });

  it('is for company accounts; only the company admin may change it', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/company/profile' });
    expect(anon.statusCode).toBe(401);
    for (const who of [DEMO.employee, DEMO.admin, DEMO.sale] as const) {
      const token = await loginAs(t.app, who);
      const res = await t.app.inject({ method: 'GET', url: '/api/company/profile', headers: bearer(token) });
      expect(res.statusCode, who).toBe(403);
    }
    const staff = await loginAs(t.app, DEMO.companyStaff);
    const view = await t.app.inject({ method: 'GET', url: '/api/company/profile', headers: bearer(staff) });
    expect(json(view).data.name).toBe('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...form(valid(), staff),
    });
    expect(edit.statusCode).toBe(403);
    expect(json(edit).code).toBe(1105);
    // Private files are not served by the public file route.
    const admin = await loginAs(t.app, DEMO.admin);
    expect(admin).toBeTruthy();
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/business-license/${'a'.repeat(32)}.pdf`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an admin downloads a company licence for review; others cannot', async () => {
    const owner = await loginAs(t.app, DEMO.companyWaitApproval);
    const profile = json(
      await t.app.inject({ method: 'GET', url: '/api/company/profile', headers: bearer(owner) }),
    ).data;
    const admin = await loginAs(t.app, DEMO.subAdmin);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${profile.id}/business-license`,
      headers: bearer(admin),
    });
    expect(ok.statusCode).toBe(200);
    const company = await loginAs(t.app, DEMO.company);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${profile.id}/business-license`,
      headers: bearer(company),
    });
    expect(refused.statusCode).toBe(403);
  });
});
