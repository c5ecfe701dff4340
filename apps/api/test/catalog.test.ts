import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from './helpers.ts';

describe('reference data endpoints (spec §7)', () => {
  const t = useTestApp();
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    expect(res.statusCode, url).toBe(200);
    return json(res).data;
  };

  it('GET /provinces returns the 34 current provinces; set=legacy the 63 older ones', async () => {
    const current = await get('/provinces');
    expect(current).toHaveLength(34);
    expect(current[0]).toEqual({
      id: '01',
      code: '01',
      name: 'Hà Nội',
      full_name: 'Thành phố Hà Nội',
      type: 'Thành phố',
    });
    expect(current.map((p: { name: string }) => p.name)).toContain('Hồ Chí Minh');
    const legacy = await get('/provinces?set=legacy');
    expect(legacy).toHaveLength(63);
  });

  it('current wards by province: 3,321 in all, and Ba Đình in Hà Nội', async () => {
    const provinces = await get('/provinces');
    let total = 0;
    for (const p of provinces) total += (await get(`/wards?province_id=${p.code}`)).length;
    expect(total).toBe(3321);
    const hanoi = await get('/wards?province_id=01');
    expect(hanoi.map((w: { name: string }) => w.name)).toContain('Ba Đình');
  });

  it('the three-level set: districts by province and wards by district', async () => {
    const districts = await get('/districts/01');
    expect(districts.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Ba Đình', 'Hoàn Kiếm']),
    );
    expect(await get('/districts?province_id=01')).toEqual(districts);
    const baDinh = districts.find((d: { name: string }) => d.name === 'Ba Đình');
    const wards = await get(`/wards/${baDinh.code}`);
    expect(wards.map((w: { name: string }) => w.name)).toContain('Phúc Xá');
    expect(await get(`/wards?district_id=${baDinh.code}`)).toEqual(wards);
    expect((await get('/districts')).length).toBeGreaterThan(700);
  });

  it('rejects a malformed code with a Vietnamese 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/districts/abc' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.id).toEqual(['Mã tỉnh không hợp lệ']);
  });

  it('nations have Vietnamese names with the destinations first', async () => {
    const nations = await get('/nations');
    expect(nations.length).toBeGreaterThan(240);
    expect(nations[0]).toEqual({ id: 'JP', code: 'JP', name: 'Nhật Bản', is_destination: true });
    expect(nations.find((n: { code: string }) => n.code === 'MY').name).toBe('Malaysia');
    const destinations = await get('/nations?destination=1');
    expect(destinations.every((n: { is_destination: boolean }) => n.is_destination)).toBe(true);
  });

  it('skills, fields of each activity and tags', async () => {
    expect((await get('/skills')).length).toBeGreaterThan(30);
    const study = await get('/company/fields/study-abroad');
    expect(study.length).toBeGreaterThan(5);
    expect(study.every((f: { activity: number }) => f.activity === 1)).toBe(true);
    const labor = await get('/company/fields/labor-abroad');
    expect(labor.every((f: { activity: number }) => f.activity === 2)).toBe(true);
    const suggested = await get('/suggested-tags');
    expect(suggested.length).toBeGreaterThan(3);
    expect(suggested.every((x: { suggested: boolean }) => x.suggested)).toBe(true);
  });

  it('tag search ignores accents and case', async () => {
    const found = await get(`/tags?search=${encodeURIComponent('NHAT BAN')}`);
    expect(found.map((x: { name: string }) => x.name)).toContain('Nhật Bản');
    const limited = await get('/tags?limit=2');
    expect(limited).toHaveLength(2);
  });

  it('option groups: birth dates 1962–1998, bonus types, default sort moi-nhat', async () => {
    const user = await get('/options/user');
    expect(user.birthYears[0].value).toBe(BIRTH_YEAR_MIN);
    expect(user.birthYears.at(-1).value).toBe(BIRTH_YEAR_MAX);
    expect(user.birthMonths).toHaveLength(12);
    expect(user.birthDays).toHaveLength(31);
    const job = await get('/options/job');
    expect(job.bonusTypes.map((b: { value: string }) => b.value)).toEqual(['main', 'warranty']);
    const search = await get('/options/jobSearch');
    expect(search.defaultSort).toBe('moi-nhat');
    for (const g of ['userProfile', 'jobDetail', 'jobEducation'])
      expect(Object.keys(await get(`/options/${g}`)).length).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/options/khac' });
    expect(bad.statusCode).toBe(422);
  });
});
