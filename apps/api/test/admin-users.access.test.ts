import { beforeAll, describe, expect, it } from 'vitest';
import { call, newAccount } from './admin-users.helpers.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';

const t = useTestApp({ LOGIN_RATE_LIMIT_MAX: '100000' });
const MANAGE_ADMIN = 'Bạn không có quyền thao tác với tài khoản quản trị';

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const who of [
    'admin',
    'subAdmin',
    'employee',
    'company',
    'companyStaff',
    'sale',
    'leaderSale',
  ] as const)
    tokens[who] = await loginAs(t.app, DEMO[who]);
  const list = json(await call(t.app, 'GET', '/admin/user?limit=100', tokens.admin)).data.items as {
    id: number;
    email: string;
  }[];
  for (const [key, email] of Object.entries(DEMO)) {
    const row = list.find((r) => r.email === email);
    if (row) ids[key] = row.id;
  }
});

/** Every endpoint of the module, against account `id`. */
function endpoints(id: number) {
  const password = { password: 'Moi@1234', password_confirmation: 'Moi@1234' };
  return [
    ['GET', '/admin/user', undefined],
    ['POST', '/admin/user', newAccount()],
    ['GET', `/admin/user/${id}`, undefined],
    ['PUT', `/admin/user/${id}`, { name: 'Tên Mới' }],
    ['PUT', `/admin/user/${id}/password`, password],
    ['DELETE', `/admin/user/${id}`, undefined],
    ['GET', '/admin/setting', undefined],
    ['POST', '/admin/edit-admin', { name: 'Tên Mới', email: 'moi@viecxa.vn', phone: '0901999999' }],
  ] as const;
}

describe('admin users: the route guard', () => {
  it('refuses anonymous callers with 401 (1012) before reading the input', async () => {
    for (const [method, url, body] of endpoints(ids.employee ?? 0)) {
      const res = await call(t.app, method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(json(res).code).toBe(1012);
    }
  });

  it('refuses employee, company, company staff, sale and leader_sale with 403 (1103)', async () => {
    for (const who of ['employee', 'company', 'companyStaff', 'sale', 'leaderSale']) {
      for (const [method, url, body] of endpoints(ids.employee2 ?? ids.employee ?? 0)) {
        const res = await call(t.app, method, url, tokens[who], body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(json(res)).toMatchObject({ code: 1103, message: 'Bạn không có quyền truy cập' });
      }
    }
  });
});

describe('admin users: the service policy', () => {
  const refused = async (res: Awaited<ReturnType<typeof call>>, message = MANAGE_ADMIN) => {
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res)).toMatchObject({ code: 1103, message });
  };

  it('a sub_admin cannot create admin or sub_admin accounts, but can create the others', async () => {
    for (const type of ['admin', 'sub_admin'])
      await refused(await call(t.app, 'POST', '/admin/user', tokens.subAdmin, newAccount({ type })));
    const ok = await call(t.app, 'POST', '/admin/user', tokens.subAdmin, newAccount({ type: 'sale' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a sub_admin cannot edit, set the password of or delete an admin or another sub_admin', async () => {
    const other = json(
      await call(t.app, 'POST', '/admin/user', tokens.admin, newAccount({ type: 'sub_admin' })),
    ).data.id as number;
    for (const id of [ids.admin, other]) {
      await refused(await call(t.app, 'PUT', `/admin/user/${id}`, tokens.subAdmin, { status: 'locked' }));
      await refused(
        await call(t.app, 'PUT', `/admin/user/${id}/password`, tokens.subAdmin, {
          password: 'Chiem@123',
          password_confirmation: 'Chiem@123',
        }),
      );
      await refused(await call(t.app, 'DELETE', `/admin/user/${id}`, tokens.subAdmin));
    }
    // Nothing changed: the admin still works.
    expect((await call(t.app, 'GET', '/admin/setting', tokens.admin)).statusCode).toBe(200);
  });

  it('a sub_admin cannot give the type admin or sub_admin, even to an unknown id', async () => {
    const target = json(await call(t.app, 'POST', '/admin/user', tokens.admin, newAccount())).data.id;
    await refused(await call(t.app, 'PUT', `/admin/user/${target}`, tokens.subAdmin, { type: 'admin' }));
    await refused(await call(t.app, 'PUT', `/admin/user/${target}`, tokens.subAdmin, { type: 'sub_admin' }));
    await refused(await call(t.app, 'PUT', '/admin/user/987654', tokens.subAdmin, { type: 'admin' }));
    const fine = await call(t.app, 'PUT', `/admin/user/${target}`, tokens.subAdmin, { type: 'leader_sale' });
    expect(json(fine).data.type).toBe('leader_sale');
    expect(
      (await call(t.app, 'PUT', '/admin/user/987654', tokens.subAdmin, { name: 'Ai Đó' })).statusCode,
    ).toBe(404);
  });

  it('a sub_admin manages ordinary accounts: lock, password, delete', async () => {
    const u = newAccount();
    const id = json(await call(t.app, 'POST', '/admin/user', tokens.subAdmin, u)).data.id;
    expect(
      (await call(t.app, 'PUT', `/admin/user/${id}`, tokens.subAdmin, { status: 'deactivated' })).statusCode,
    ).toBe(200);
    const pw = { password: 'Phu@2468', password_confirmation: 'Phu@2468' };
    expect((await call(t.app, 'PUT', `/admin/user/${id}/password`, tokens.subAdmin, pw)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', `/admin/user/${id}`, tokens.subAdmin)).statusCode).toBe(200);
  });

  it('nobody changes their own type or status, deletes themselves or sets their own password here', async () => {
    const self = ids.admin as number;
    const own = 'Bạn không thể thay đổi loại hoặc trạng thái tài khoản của chính mình';
    await refused(await call(t.app, 'PUT', `/admin/user/${self}`, tokens.admin, { status: 'locked' }), own);
    await refused(await call(t.app, 'PUT', `/admin/user/${self}`, tokens.admin, { type: 'employee' }), own);
    await refused(
      await call(t.app, 'DELETE', `/admin/user/${self}`, tokens.admin),
      'Bạn không thể xóa tài khoản của chính mình',
    );
    await refused(
      await call(t.app, 'PUT', `/admin/user/${self}/password`, tokens.admin, {
        password: 'Tu@12345',
        password_confirmation: 'Tu@12345',
      }),
      'Vui lòng đổi mật khẩu của chính bạn tại trang Đổi mật khẩu',
    );
    // Same values are not a change; other fields of one's own account may be edited.
    const same = await call(t.app, 'PUT', `/admin/user/${self}`, tokens.admin, {
      type: 'admin',
      status: 'activated',
      name: 'Quản trị viên',
    });
    expect(same.statusCode, same.body).toBe(200);
    // A sub_admin cannot raise itself, nor delete itself.
    const sub = ids.subAdmin as number;
    await refused(await call(t.app, 'PUT', `/admin/user/${sub}`, tokens.subAdmin, { type: 'admin' }));
    await refused(
      await call(t.app, 'DELETE', `/admin/user/${sub}`, tokens.subAdmin),
      'Bạn không thể xóa tài khoản của chính mình',
    );
    const me = json(await call(t.app, 'GET', '/admin/setting', tokens.subAdmin)).data;
    expect(me).toMatchObject({ type: 'sub_admin', status: 'activated' });
  });

  it('an admin manages other admins and sub_admins', async () => {
    const other = json(await call(t.app, 'POST', '/admin/user', tokens.admin, newAccount({ type: 'admin' })))
      .data.id as number;
    const demoted = await call(t.app, 'PUT', `/admin/user/${other}`, tokens.admin, { type: 'sub_admin' });
    expect(json(demoted).data.type).toBe('sub_admin');
    expect((await call(t.app, 'DELETE', `/admin/user/${other}`, tokens.admin)).statusCode).toBe(200);
  });
});
