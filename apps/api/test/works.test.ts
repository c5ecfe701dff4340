import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

describe('works and equipments (spec §7 Admin misc)', () => {
  const t = useTestApp();

  it('lists the seeded occupations, each group followed by its own', async () => {
    const all = json(await t.app.inject({ method: 'GET', url: '/api/works' })).data;
    expect(all.length).toBeGreaterThan(50);
    const group = all.find((w: { name: string }) => w.name === 'Xây dựng');
    expect(group.work_id).toBeNull();
    const i = all.indexOf(group);
    expect(all[i + 1].work_id).toBe(group.id);
    const children = json(await t.app.inject({ method: 'GET', url: `/api/works?work_id=${group.id}` })).data;
    expect(children.map((c: { name: string }) => c.name)).toContain('Cốp pha');
    const one = json(await t.app.inject({ method: 'GET', url: `/api/works/${group.id}` })).data;
    expect(one.children).toEqual(children);
    expect((await t.app.inject({ method: 'GET', url: '/api/works/999999' })).statusCode).toBe(404);
  });

  it('an admin adds and edits occupations; two levels only', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/works',
      headers: bearer(admin),
      payload: { name: 'Logistics' },
    });
    expect(json(created)).toMatchObject({
      message: 'Thêm ngành nghề thành công',
      data: { name: 'Logistics', work_id: null },
    });
    const groupId = json(created).data.id;
    const child = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/works',
        headers: bearer(admin),
        payload: { name: 'Khai báo hải quan', work_id: groupId },
      }),
    ).data;
    expect(child).toMatchObject({ work_id: groupId, slug: 'logistics-khai-bao-hai-quan' });

    // A third level is refused, and so is moving a group with children under another.
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/works',
      headers: bearer(admin),
      payload: { name: 'Cấp ba', work_id: child.id },
    });
    expect(json(third).errors).toEqual({
      work_id: ['Ngành nghề cha phải là một nhóm ngành (chỉ có hai cấp)'],
    });
    const all = json(await t.app.inject({ method: 'GET', url: '/api/works' })).data;
    const other = all.find((w: { name: string }) => w.name === 'Dệt may');
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/works/${groupId}`,
      headers: bearer(admin),
      payload: { name: 'Logistics', work_id: other.id },
    });
    expect(json(move).errors).toEqual({
      work_id: ['Nhóm ngành đang có ngành nghề con nên không thể chuyển vào nhóm khác'],
    });

    // Laravel-style update: POST with _method=PUT form data.
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/api/works/${child.id}`,
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_method=PUT&name=${encodeURIComponent('Thủ tục hải quan')}&work_id=${groupId}`,
    });
    expect(json(renamed)).toMatchObject({
      message: 'Cập nhật ngành nghề thành công',
      data: { name: 'Thủ tục hải quan' },
    });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/works',
      headers: bearer(admin),
      payload: { name: ' ' },
    });
    expect(json(empty).errors).toEqual({ name: ['Tên ngành nghề không được để trống.'] });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/works',
      headers: bearer(admin),
      payload: { name: 'Logistics' },
    });
    expect(json(dup).errors).toEqual({ name: ['Tên này đã tồn tại'] });
  });

  it('equipments: public list, admin changes', async () => {
    const list = json(await t.app.inject({ method: 'GET', url: '/api/equipments' })).data;
    expect(list[0].name).toBe('Ký túc xá miễn phí');
    const admin = await loginAs(t.app, DEMO.admin);
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/equipments',
        headers: bearer(admin),
        payload: { name: 'Máy giặt chung' },
      }),
    );
    expect(created).toMatchObject({ message: 'Thêm tiện ích thành công', data: { slug: 'may-giat-chung' } });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/equipments/${created.data.id}`,
      headers: bearer(admin),
      payload: { name: 'Máy giặt riêng' },
    });
    expect(json(updated).data.name).toBe('Máy giặt riêng');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/equipments/999999',
      headers: bearer(admin),
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('only an admin changes them', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/works', payload: { name: 'A' } });
    expect(anon.statusCode).toBe(401);
    for (const who of [DEMO.subAdmin, DEMO.company, DEMO.employee, DEMO.sale, DEMO.leaderSale] as const) {
      const token = await loginAs(t.app, who);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/equipments',
        headers: bearer(token),
        payload: { name: 'A' },
      });
      expect(res.statusCode, who).toBe(403);
      expect(json(res)).toMatchObject({ code: 1104, message: 'Chỉ admin mới có quyền truy cập' });
    }
  });
});
