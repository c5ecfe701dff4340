/**
 * Money shared by the API (normalising salaries for filters and sorting) and the web (display).
 * Pure functions, no Node APIs: the browser imports this file.
 */

import type { SalaryPeriod } from './options.ts';
import { hourlyBasis } from './work-hours.ts';

/** How many VND one unit of each currency buys, as of a date (the exchange-rate table's rows). */
export type VndRates = Readonly<Record<string, number>>;

/** What the monthly figure of an hourly wage depends on: the programme and its destination. */
export interface SalaryProgramme {
  kind: string;
  nationCode: string;
}

/**
 * A salary in `currency` per `period` converted to whole VND per month; null when unknown. An
 * hourly wage counts the hours the programme allows (`hourlyBasis`, work-hours.ts): contract hours
 * for labour, a student's part-time cap for study abroad. The SQL of a rate refresh
 * (modules/jobs/exchange-rates.ts) is this function written in SQL.
 */
export function monthlyVnd(
  amount: number | null | undefined,
  currency: string,
  period: SalaryPeriod,
  rates: VndRates,
  programme: SalaryProgramme,
): number | null {
  if (amount === null || amount === undefined) return null;
  const rate = currency === 'VND' ? 1 : rates[currency];
  if (!rate || !Number.isFinite(rate)) return null;
  const perMonth =
    period === 'hour'
      ? amount * hourlyBasis(programme.kind, programme.nationCode).hoursPerMonth
      : period === 'year'
        ? amount / 12
        : amount;
  return Math.round(perMonth * rate);
}

/**
 * Currencies shown without decimals (spec §9). Differs from ISO 4217 minor units for IDR, KHR, MMK,
 * HUF, CZK: our own display table (DOMAIN.md), used by the converter too (currency-text.ts). Here,
 * not there, so the pages that format money do not download the converter's currency list.
 */
export const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set([
  'VND',
  'JPY',
  'KRW',
  'IDR',
  'CLP',
  'KHR',
  'MMK',
  'HUF',
  'CZK',
]);
export const isWholeUnitCurrency = (currency: string): boolean => WHOLE_UNIT_CURRENCIES.has(currency);

// Building an Intl.NumberFormat is far costlier than using one: keep one per precision.
const formatters = new Map<number, Intl.NumberFormat>();
function groupDots(n: number, decimals = 0): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    formatters.set(decimals, f);
  }
  return f.format(n);
}

/** `12.500.000 ₫`; other currencies `1.200 USD`, `250.000 JPY`. */
export function formatMoney(amount: number, currency = 'VND'): string {
  const decimals = WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2;
  const text = groupDots(amount, decimals);
  return currency === 'VND' ? `${text} ₫` : `${text} ${currency}`;
}

/** Short VND for cards: `12,5 triệu`, `1,2 tỷ`, `850.000 ₫` under a million. */
export function formatVndShort(amount: number): string {
  if (amount >= 1_000_000_000) return `${groupDots(amount / 1_000_000_000, 1)} tỷ`;
  if (amount >= 1_000_000) return `${groupDots(amount / 1_000_000, 1)} triệu`;
  return formatMoney(amount, 'VND');
}

const PERIOD_SUFFIX: Record<SalaryPeriod, string> = { hour: '/giờ', month: '/tháng', year: '/năm' };

/**
 * A salary range as a job card shows it: '25 – 32 triệu/tháng', 'Từ 1.200 USD/tháng',
 * 'Đến 180.000 JPY/tháng', or 'Thỏa thuận' when neither bound is given.
 */
export function formatSalaryRange(
  min: number | null,
  max: number | null,
  currency: string,
  period: SalaryPeriod,
  negotiable = 'Thỏa thuận',
): string {
  if (min === null && max === null) return negotiable;
  const fmt = (n: number) => (currency === 'VND' ? formatVndShort(n) : formatMoney(n, currency));
  const suffix = PERIOD_SUFFIX[period];
  if (min !== null && max !== null) {
    if (currency === 'VND' && min >= 1_000_000 && max >= 1_000_000 && max < 1_000_000_000) {
      return `${groupDots(min / 1_000_000, 1)} – ${groupDots(max / 1_000_000, 1)} triệu${suffix}`;
    }
    if (currency !== 'VND')
      return `${groupDots(min, WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2)} – ${formatMoney(max, currency)}${suffix}`;
    return `${fmt(min)} – ${fmt(max)}${suffix}`;
  }
  if (min !== null) return `Từ ${fmt(min)}${suffix}`;
  return `Đến ${fmt(max as number)}${suffix}`;
}
