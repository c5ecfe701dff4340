import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../src/modules/admin-users/admin-users.repo.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { call, newAccount } from './admin-users.helpers.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';

const t = useTestApp({ LOGIN_RATE_LIMIT_MAX: '100000' });
let admin = '';
beforeAll(async () => {
  admin = await loginAs(t.app, DEMO.admin);
});

async function rows(query: string) {
  const res = await call(t.app, 'GET', `/admin/user?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { items: { name: string; email: string; [k: string]: unknown }[]; total: number };
}

describe('GET /api/admin/user', () => {
  it('pages the accounts newest first', async () => {
    const all = await rows('limit=100');
    expect(all.total).toBeGreaterThanOrEqual(16);
    const keys = all.items.map((r) => [Date.parse(String(r.created_at)), Number(r.id)] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    const p1 = await rows('limit=5&page=1');
    const p2 = await rows('limit=5&page=2');
    expect(p1).toMatchObject({ page: 1, limit: 5, total: all.total });
    expect(p1.items.map((r) => r.id)).toEqual(all.items.slice(0, 5).map((r) => r.id));
    expect(p2.items.map((r) => r.id)).toEqual(all.items.slice(5, 10).map((r) => r.id));
    expect(Object.keys(p1.items[0] ?? {}).sort()).toEqual(
      [
        'company_name',
        'created_at',
        'email',
        'email_verified_at',
        'id',
        'last_login_at',
        'name',
        'parent_id',
        'phone',
        'status',
        'type',
        'username',
      ].sort(),
    );
  });

  it('searches name, email, username, phone and company without accents or case', async () => {
    const names = async (search: string) =>
      (await rows(`search=${encodeURIComponent(search)}&limit=100`)).items.map((r) => r.name);
    expect(await names('nguyen van an')).toEqual(['Nguyễn Văn An']);
    expect(await names('NGUYỄN VĂN AN')).toEqual(['Nguyễn Văn An']);
    expect(await names('do minh tuan')).toEqual(['Đỗ Minh Tuấn']);
    expect(await names('ngoc.tran@')).toEqual(['Trần Thị Bích Ngọc']);
    expect(await names('bichngoc98')).toEqual(['Trần Thị Bích Ngọc']);
    expect(await names('0912000002')).toEqual(['Trần Thị Bích Ngọc']);
    // The demo's look-alike agency Sao Mại (ADR 0030) folds to the same name.
    expect((await names('sao mai')).sort()).toEqual([
      'Ngô Thị Lan',
      'Nhân lực Quốc tế Sao Mai',
      'Nhân lực Quốc tế Sao Mại',
    ]);
    expect(await names('100%')).toEqual([]);
  });

  it('gives a company sub-user its parent company name', async () => {
    const { items } = await rows(`search=${encodeURIComponent(DEMO.companyStaff)}`);
    expect(items[0]).toMatchObject({
      type: 'company',
      company_name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
    });
    expect(items[0]?.parent_id).toBeTypeOf('number');
  });

  it('filters by type (or none) and status', async () => {
    const companies = await rows('type=company&limit=100');
    expect(companies.items.length).toBeGreaterThanOrEqual(7);
    expect(companies.items.every((r) => r.type === 'company')).toBe(true);
    const none = await rows('type=none');
    expect(none.items.map((r) => r.email)).toEqual([DEMO.noType]);
    const locked = await rows('status=locked&limit=100');
    expect(locked.items.map((r) => r.email).sort()).toEqual(['khoa.congty@viecxa.vn', DEMO.employeeLocked]);
    const lockedEmployees = await rows('status=locked&type=employee');
    expect(lockedEmployees.items.map((r) => r.email)).toEqual([DEMO.employeeLocked]);
    const blank = await rows('type=&status=&search=&limit=1');
    expect(blank.total).toBe((await rows('limit=1')).total);
  });

  it('refuses unknown filters and page sizes over 100 (422)', async () => {
    const res = await call(t.app, 'GET', '/admin/user?type=boss&status=sleeping&limit=101', admin);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {}).sort()).toEqual(['limit', 'status', 'type']);
  });
});

describe('POST /api/admin/user', () => {
  it.each(['employee', 'sale', 'leader_sale', 'sub_admin', 'admin'])('creates a %s account', async (type) => {
    const body = newAccount({ type });
    const res = await call(t.app, 'POST', '/admin/user', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Tạo tài khoản thành công');
    expect(json(res).data).toMatchObject({
      type,
      status: 'activated',
      name: body.name,
      email: body.email,
      username: body.username,
      phone: body.phone,
      company: null,
    });
    expect(json(res).data.email_verified_at).not.toBeNull();
    expect(await loginAs(t.app, body.username, body.password)).toBeTruthy();
  });

  it('creates a company account with its company row, in the given status', async () => {
    const body = newAccount({
      type: 'company',
      company_name: 'Công ty TNHH Kiểm Thử',
      status: 'wait_activation',
    });
    const res = await call(t.app, 'POST', '/admin/user', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({
      type: 'company',
      status: 'wait_activation',
      company_name: 'Công ty TNHH Kiểm Thử',
    });
    expect(data.company).toMatchObject({ name: 'Công ty TNHH Kiểm Thử', user_id: data.id, has_info: false });
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from companies where user_id = ${data.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('writes the account and its company in one transaction', async () => {
    const body = newAccount({ type: 'company' });
    // A blank company name breaks the companies check constraint after the users row was inserted.
    await expect(
      insertUser(t.database.db, {
        type: 'company',
        status: 'activated',
        name: body.name,
        username: body.username,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        companyName: ' ',
      }),
    ).rejects.toThrow();
    const res = await rows(`search=${body.username}`);
    expect(res.total).toBe(0);
  });

  it('reports every missing field in Vietnamese', async () => {
    const res = await call(t.app, 'POST', '/admin/user', admin, {});
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 1106,
      message: 'Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.',
    });
    expect(json(res).errors).toEqual({
      type: ['Loại tài khoản không được để trống.'],
      name: ['Họ tên không được để trống.'],
      username: ['Tên đăng nhập không được để trống.'],
      email: ['Email không được để trống.'],
      phone: ['Số điện thoại không được để trống.'],
      password: ['Mật khẩu không được để trống.'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
    });
  });

  it('reports every broken rule with the catalogue messages', async () => {
    const res = await call(t.app, 'POST', '/admin/user', admin, {
      type: 'company',
      name: 'Nguyễn Văn 2',
      username: 'ngan',
      email: 'khong-phai-email',
      phone: '0123456789',
      password: 'abc',
      password_confirmation: 'abd',
      status: 'ngu',
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      name: ['Họ tên không được chứa số hoặc ký tự đặc biệt'],
      username: ['Tên đăng nhập phải có ít nhất 8 ký tự'],
      email: ['Email không đúng định dạng'],
      phone: ['SĐT không đúng định dạng'],
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
      status: ['Trạng thái không hợp lệ'],
      company_name: ['Tên công ty không được để trống.'],
    });
    const more = await call(t.app, 'POST', '/admin/user', admin, {
      ...newAccount({ type: 'giamdoc', username: 'co dau@vn', password: 'Abcdefgh@12345678' }),
    });
    expect(json(more).errors).toEqual({
      type: ['Loại tài khoản không hợp lệ'],
      username: ['Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -'],
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
    });
  });

  it('refuses a used email (1001), phone (1002) or username (422 on the field)', async () => {
    const email = await call(t.app, 'POST', '/admin/user', admin, newAccount({ email: 'UngVien@viecxa.vn' }));
    expect(email.statusCode).toBe(422);
    expect(json(email)).toMatchObject({ code: 1001, message: 'Email đã được sử dụng' });
    expect(json(email).errors).toEqual({ email: ['Email đã được sử dụng'] });
    const phone = await call(t.app, 'POST', '/admin/user', admin, newAccount({ phone: '0912000001' }));
    expect(json(phone)).toMatchObject({ code: 1002, message: 'Số điện thoại đã được sử dụng' });
    const username = await call(t.app, 'POST', '/admin/user', admin, newAccount({ username: 'NguyenVanAn' }));
    expect(username.statusCode).toBe(422);
    expect(json(username)).toMatchObject({
      code: 1106,
      errors: { username: ['Tên đăng nhập đã được sử dụng'] },
    });
  });
});

describe('GET /api/admin/user/:id', () => {
  it('shows an account, with the company for a company account', async () => {
    const { items } = await rows(`search=${DEMO.company}`);
    const row = items.find((r) => r.email === DEMO.company);
    const res = await call(t.app, 'GET', `/admin/user/${row?.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      email: DEMO.company,
      company: { name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai', abbreviation: 'SAO MAI HR' },
    });
  });

  it('answers 404 (1107) for an unknown id and 422 for a malformed one', async () => {
    const missing = await call(t.app, 'GET', '/admin/user/987654', admin);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 1107, message: 'Không tìm thấy dữ liệu' });
    expect((await call(t.app, 'GET', '/admin/user/abc', admin)).statusCode).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the admin users endpoints and the list filters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/admin/user', '/api/admin/user/{id}', '/api/admin/user/{id}/password'])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.paths['/api/admin/user/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    const names = doc.paths['/api/admin/user'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'type', 'status']));
  });
});
