/**
 * The itemised cost sheet of a labour-export order and the legal cap of its service fee (ADR 0031).
 * Pure and zod-free: the job form (live cap and warning), the job page and the API (refusal) all
 * call these same functions.
 *
 * Law 69/2020/QH14 (as DOMAIN.md records it): the service fee charged to the worker is agreed in
 * writing, collected only after the contract is signed, and is at most 1 month of basic wage per
 * 12 months worked (1.5 months for seafarers); Circular 21/2021/TT-BLĐTBXH sets per-market
 * ceilings that may be lower. DOMAIN.md gives no per-market figure, so `MARKET_FEE_CEILINGS` is
 * empty and only the general rule applies until a verified figure is added there.
 */

import { type CostItem, CostSheetMessage } from './cost-sheet-text.ts';
import { foldVietnamese } from './fold.ts';
import { formatMoney, isWholeUnitCurrency, type VndRates } from './money.ts';
import type { SalaryPeriod } from './options.ts';
import { HOURS_PER_MONTH } from './work-hours.ts';

export * from './cost-sheet-text.ts';

/**
 * Circular 21/2021/TT-BLĐTBXH per-market ceilings, in months of basic wage per 12 months of
 * contract, keyed by destination (ISO 3166 alpha-2). Empty on purpose: DOMAIN.md records that the
 * Circular sets them but gives no figure, and we do not invent one (ADR 0031).
 */
export const MARKET_FEE_CEILINGS: Readonly<Record<string, number>> = {};

/** A seafarer order (1.5 months per 12): the occupation or the field names seafarers ("thuyền viên"). */
export function isSeafarerOrder(...names: (string | null | undefined)[]): boolean {
  return names.some((n) => (n ? foldVietnamese(n).includes('thuyen vien') : false));
}

export interface FeeCapInput {
  salaryMin: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  contractMonths: number | null;
  nationCode: string;
  seafarer: boolean;
}

export interface FeeCap {
  /** The most the service fee may be, in `currency` (the salary's). */
  amount: number;
  currency: string;
  /** Months of basic wage the cap is worth (e.g. 3 for 36 months, 4.5 for a seafarer's 36). */
  months: number;
  /** Months per 12 months of contract that applied: 1, 1.5, or a lower market ceiling. */
  monthsPer12: number;
  basicMonthlyWage: number;
}

const floorTo = (n: number, currency: string) =>
  isWholeUnitCurrency(currency) ? Math.floor(n) : Math.floor(n * 100) / 100;

/**
 * The legal cap of the service fee, or null when it cannot be computed (no basic wage or no
 * contract length). Basic wage = the order's lowest stated salary, per month.
 */
export function serviceFeeCap(
  input: FeeCapInput,
  ceilings: Readonly<Record<string, number>> = MARKET_FEE_CEILINGS,
): FeeCap | null {
  const { salaryMin, contractMonths } = input;
  if (!salaryMin || salaryMin <= 0 || !contractMonths || contractMonths <= 0) return null;
  const monthly =
    input.salaryPeriod === 'hour'
      ? salaryMin * HOURS_PER_MONTH
      : input.salaryPeriod === 'year'
        ? salaryMin / 12
        : salaryMin;
  const general = input.seafarer ? 1.5 : 1;
  const market = ceilings[input.nationCode];
  const monthsPer12 = market !== undefined ? Math.min(general, market) : general;
  const months = (monthsPer12 * contractMonths) / 12;
  return {
    amount: floorTo(monthly * months, input.salaryCurrency),
    currency: input.salaryCurrency,
    months: Math.round(months * 100) / 100,
    monthsPer12,
    basicMonthlyWage: floorTo(monthly, input.salaryCurrency),
  };
}

const rateOf = (currency: string, rates: VndRates): number | undefined =>
  currency === 'VND' ? 1 : rates[currency];

/** `amount` of `from` in `to`, through VND; null when a rate is missing. */
export function convert(amount: number, from: string, to: string, rates: VndRates): number | null {
  if (from === to) return amount;
  const a = rateOf(from, rates);
  const b = rateOf(to, rates);
  if (!a || !b) return null;
  return (amount * a) / b;
}

/** Total of the sheet in whole VND; null when a currency has no rate. */
export function costTotalVnd(items: readonly Pick<CostItem, 'amount' | 'currency'>[], rates: VndRates) {
  let total = 0;
  for (const i of items) {
    const v = convert(i.amount, i.currency, 'VND', rates);
    if (v === null) return null;
    total += v;
  }
  return Math.round(total);
}

export type FeeCheck =
  | { ok: true; fee: number; cap: FeeCap | null }
  | { ok: false; reason: 'above_cap'; fee: number; cap: FeeCap; message: string }
  | { ok: false; reason: 'no_cap' | 'missing_rate'; message: string };

/** `3 tháng lương cơ bản`, `4,5 tháng …`. */
const monthsText = (m: number) => `${String(m).replace('.', ',')} tháng lương cơ bản`;

export const feeCapText = (cap: FeeCap): string =>
  `${formatMoney(cap.amount, cap.currency)} (${monthsText(cap.months)})`;

/**
 * Whether the service fee items of a sheet stay within the cap. No service fee is always lawful;
 * a fee with no computable cap is refused (the worker could not check it).
 */
export function checkServiceFee(
  items: readonly Pick<CostItem, 'category' | 'amount' | 'currency'>[],
  cap: FeeCap | null,
  rates: VndRates,
): FeeCheck {
  const fees = items.filter((i) => i.category === 'service_fee');
  if (fees.length === 0) return { ok: true, fee: 0, cap };
  if (!cap) return { ok: false, reason: 'no_cap', message: CostSheetMessage.salaryNeeded };
  let fee = 0;
  for (const i of fees) {
    const v = convert(i.amount, i.currency, cap.currency, rates);
    if (v === null)
      return { ok: false, reason: 'missing_rate', message: CostSheetMessage.missingRate(i.currency) };
    fee += v;
  }
  // A cent of rounding in a conversion is not an excess.
  if (fee > cap.amount + (isWholeUnitCurrency(cap.currency) ? 0.5 : 0.005)) {
    return {
      ok: false,
      reason: 'above_cap',
      fee,
      cap,
      message: `Phí dịch vụ ${formatMoney(floorTo(fee, cap.currency), cap.currency)} vượt mức trần theo luật: tối đa ${feeCapText(cap)}.`,
    };
  }
  return { ok: true, fee, cap };
}
