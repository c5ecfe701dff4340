import { describe, expect, it } from 'vitest';
import type { PublicJobDetail } from './job-posting-ld.ts';
import { vndText, workerKeepsFor } from './worker-keeps.server.ts';

/** The fields the estimate reads, of a Japanese trainee order at 170 ₫ per yen. */
function job(over: Partial<PublicJobDetail> = {}): PublicJobDetail {
  return {
    kind: 'labor_export',
    url: '/job/42/don-hang',
    nation: { code: 'JP', name: 'Nhật Bản' },
    salary_minimum: 1_100,
    salary_maximum: 1_200,
    salary_currency: 'JPY',
    salary_period: 'hour',
    expense_max: 120_000_000,
    tags: [],
    equipments: [{ id: 1, name: 'Ký túc xá miễn phí' }],
    benefits: null,
    description: '<p>Hàn kết cấu thép.</p>',
    cost_sheet: null,
    keeps_rates: { as_of: '2026-11-02', vnd_per_unit: { JPY: 170 } },
    ...over,
  } as PublicJobDetail;
}

const url = (q = '') => new URL(`http://x/job/42/don-hang${q}`);

describe('the job page’s "what a worker keeps" text', () => {
  it('labour export only, with a wage and a rate', () => {
    expect(workerKeepsFor(job({ kind: 'study_abroad' }), url())).toBeNull();
    expect(workerKeepsFor(job({ kind: 'domestic' }), url())).toBeNull();
    expect(workerKeepsFor(job({ keeps_rates: null }), url())).toBeNull();
    expect(workerKeepsFor(job({ salary_minimum: null, salary_maximum: null }), url())).toBeNull();
  });

  it('states the hourly conversion, the rate date, the free housing, the stated expense and the 36-month default', () => {
    const view = workerKeepsFor(job(), url());
    const row = (id: string) => view?.rows.find((r) => r.id === id);
    // 1.100 × 176 = 193.600 JPY × 170 = 32.912.000 ₫
    expect(row('gross')).toMatchObject({
      label: 'Lương gộp mỗi tháng (193.600 JPY)',
      value: '≈ 32,9 triệu ₫',
    });
    expect(row('gross')?.note).toBe(
      'Mức lương thấp nhất đơn hàng ghi; lương giờ 1.100 JPY/giờ × 176 giờ làm theo hợp đồng mỗi tháng; quy đổi theo tỷ giá ngày 02/11/2026.',
    );
    expect(row('housing')).toMatchObject({ value: '0 ₫' });
    expect(row('housing')?.note).toContain('“Ký túc xá miễn phí”');
    expect(row('fees')).toMatchObject({
      value: '120 triệu ₫',
      note: expect.stringContaining('chưa có bảng chi phí'),
    });
    expect(row('contract')?.note).toContain('mặc định 36 tháng');
    expect(view?.open).toBe(false);
    expect(view?.fields.map((f) => f.name)).toEqual(['thue', 'bhxh', 'nha-o', 'sinh-hoat', 'phi', 'thang']);
  });

  it('a bad query keeps the defaults; a good one opens the assumptions with the values typed', () => {
    const bad = workerKeepsFor(job(), url('?uoc-tinh=1&thue=%00&bhxh=-3&thang=abc&sinh-hoat=1e99'));
    expect(bad?.fields.find((f) => f.name === 'thue')?.value).toBe('5');
    expect(bad?.fields.find((f) => f.name === 'thang')?.value).toBe('36');
    const good = workerKeepsFor(job(), url('?uoc-tinh=1&sinh-hoat=8.000.000&thang=24'));
    expect(good?.open).toBe(true);
    expect(good?.fields.find((f) => f.name === 'sinh-hoat')?.value).toBe('8.000.000');
    expect(good?.rows.find((r) => r.id === 'living')?.note).toContain('Bạn đã sửa số này.');
    expect(good?.summary.find((s) => s.id === 'contract')?.label).toBe('Để dành sau 24 tháng');
  });

  it('writes VND the Vietnamese way, no more precise than an estimate', () => {
    expect(vndText(12_500_000)).toBe('12,5 triệu ₫');
    expect(vndText(-3_240_000)).toBe('−3,2 triệu ₫');
    expect(vndText(482_620)).toBe('483.000 ₫');
    expect(vndText(1_250_000_000)).toBe('1,25 tỷ ₫');
  });
});
