import { monthlyVnd } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exchangeRates, jobs } from '../src/db/schema/index.ts';
import { renormaliseSalaries } from '../src/modules/jobs/exchange-rates.ts';
import { json } from './helpers.ts';
import { resetProvider, useFakeRateProviders } from './support/fake-rates.ts';
import { addJobs, createCompany, get, jobSpec, listJobs } from './support/public-jobs.ts';

/**
 * Salaries follow the rates (ADR 0028) with the hours an hourly wage counts (issue 30): each refresh
 * stores the rates and re-normalises salary_*_vnd in SQL as `monthlyVnd` does.
 */
const rates = useFakeRateProviders();
const { t } = rates;

describe('salaries re-normalised by a rate refresh', () => {
  it('re-normalises a study-abroad hourly wage with the part-time cap, in SQL as in monthlyVnd', async () => {
    const company = await createCompany(t);
    const study = { work: 'Du học tiếng', quantity: 5 } as const;
    const [seoul, taipei, vndStudy, osaka] = await addJobs(t, company, [
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'KR',
        title: 'Du học tiếng Hàn tỷ giá giờ',
        salary: { currency: 'KRW', period: 'hour', min: 10_320, max: 12_000 },
      }),
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'TW',
        title: 'Du học Đài Loan tỷ giá giờ',
        salary: { currency: 'TWD', period: 'hour', min: 190, max: 200 },
      }),
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'CA',
        title: 'Du học Canada lương giờ VND',
        salary: { currency: 'VND', period: 'hour', min: 300_000, max: 350_000 },
      }),
      jobSpec({
        title: 'Đơn hàng lương giờ tỷ giá mới',
        salary: { currency: 'JPY', period: 'hour', min: 1_100, max: 1_200 },
      }),
    ]);
    const { db } = t.database;
    const row = async (id: number | undefined) =>
      (
        await db
          .select()
          .from(jobs)
          .where(eq(jobs.id, id as number))
      )[0];
    // Written by monthlyVnd: Seoul's 10.320 KRW/h at 18,45 ₫ over 86,67 h is 16,5 million, not 33,5.
    expect((await row(seoul))?.salaryMinVnd).toBe(16_502_315);

    // An existing database whose figures were computed with 176 h, providers down at start: the
    // start re-normalises from the stored rates.
    await db
      .update(jobs)
      .set({ salaryMinVnd: 33_510_000, salaryMaxVnd: 38_966_400 })
      .where(eq(jobs.id, seoul as number));
    await db
      .update(jobs)
      .set({ salaryMinVnd: 52_800_000 })
      .where(eq(jobs.id, vndStudy as number));
    rates.primary.state.down = true;
    rates.fallback.state.down = true;
    await t.app.rates.warm();
    expect(await row(seoul)).toMatchObject({ salaryMinVnd: 16_502_315, salaryMaxVnd: 19_188_738 });
    expect((await row(vndStudy))?.salaryMinVnd).toBe(
      monthlyVnd(300_000, 'VND', 'hour', {}, { kind: 'study_abroad', nationCode: 'CA' }),
    );

    // A market move: SQL and TS agree for each programme.
    resetProvider(rates.primary);
    resetProvider(rates.fallback);
    rates.primary.state.vnd = { KRW: 19, TWD: 820, JPY: 175 };
    try {
      await t.app.rates.refresh();
    } finally {
      rates.primary.state.vnd = {};
    }
    const cases: [number | undefined, number, number, string, string, string, Record<string, number>][] = [
      [seoul, 10_320, 12_000, 'KRW', 'study_abroad', 'KR', { KRW: 19 }],
      [taipei, 190, 200, 'TWD', 'study_abroad', 'TW', { TWD: 820 }],
      [vndStudy, 300_000, 350_000, 'VND', 'study_abroad', 'CA', {}],
      [osaka, 1_100, 1_200, 'JPY', 'labor_export', 'JP', { JPY: 175 }],
    ];
    for (const [id, min, max, currency, kind, nationCode, rates] of cases) {
      const r = await row(id);
      expect(r?.salaryMinVnd, `${kind} ${nationCode}`).toBe(
        monthlyVnd(min, currency, 'hour', rates, { kind, nationCode }),
      );
      expect(r?.salaryMaxVnd, `${kind} ${nationCode}`).toBe(
        monthlyVnd(max, currency, 'hour', rates, { kind, nationCode }),
      );
    }
    // The labour order counts 176 h; the students their caps (KR 20 h, TW 20 h a week).
    expect((await row(osaka))?.salaryMinVnd).toBe(1_100 * 176 * 175);
    expect((await row(seoul))?.salaryMinVnd).toBe(Math.round(10_320 * 86.67 * 19));

    // The job page is sent the rule behind a student's figure; a labour order counts contract hours.
    const seoulPage = json(await get(t.app, `/api/job/${seoul}/x`)).data;
    expect(seoulPage.salary_hours_note).toMatch(
      /^Đây là thu nhập làm thêm khi đang học, không phải lương toàn thời gian\. .*tối đa khoảng 20 giờ\/tuần/,
    );
    expect(json(await get(t.app, `/api/job/${osaka}/x`)).data.salary_hours_note).toBeNull();

    // Back to the usual table for the other tests of this file.
    await t.app.rates.refresh();
    expect(await renormaliseSalaries(db)).toBeGreaterThan(0);
  });

  it('stores the rates and re-normalises job salaries, so the salary filter follows the market', async () => {
    const company = await createCompany(t);
    const [jobId] = await addJobs(t, company, [
      jobSpec({
        title: 'Đơn hàng thực phẩm tỷ giá mới',
        salary: { currency: 'JPY', min: 200_000, max: 220_000 },
      }),
    ]);
    const find = async () =>
      (await listJobs(t.app, { company_id: company.id, salary_min: 42_000_000 })).items.map((j) => j.id);
    // 220.000 JPY at the seed's 171,5 ₫ is 37,7 million a month: below the filter.
    expect(await find()).toEqual([]);

    rates.primary.state.vnd = { JPY: 200 };
    rates.primary.state.date = '2026-11-21';
    try {
      await t.app.rates.refresh();
    } finally {
      rates.primary.state.date = '2026-11-20';
    }
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId as number));
    expect(row?.salaryMinVnd).toBe(40_000_000);
    expect(row?.salaryMaxVnd).toBe(
      monthlyVnd(220_000, 'JPY', 'month', { JPY: 200 }, { kind: 'labor_export', nationCode: 'JP' }),
    );
    const [rate] = await t.database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'JPY'));
    expect(rate).toMatchObject({ vndPerUnit: 200, asOf: '2026-11-21', source: 'frankfurter' });
    expect(await find()).toEqual([jobId]);
    // The job page tells the date of the rate its VND figure uses.
    const detail = json(await get(t.app, `/api/job/${jobId}/x`)).data;
    expect(detail.salary_min_vnd).toBe(40_000_000);
    expect(detail.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Back to the usual table: the seeded demo jobs other files read keep their figures.
    rates.primary.state.vnd = {};
    await t.app.rates.refresh();
    const [again] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId as number));
    expect(again?.salaryMinVnd).toBe(34_300_000);
  });
});
