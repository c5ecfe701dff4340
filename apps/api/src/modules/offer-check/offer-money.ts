/**
 * Money, wages and contract lengths as candidates write them in an offer (issue 30 item 3), read
 * from the folded text (`foldVietnamese`: no accents, lower case): "50 triệu", "50tr", "50.000.000",
 * "1 tỷ", "3.000 USD", "$1,500", "1 man" (10.000 yên, the market's word), "200 man yên",
 * "lương 30 triệu", "1.000 USD/tháng", "18 man/tháng", "hợp đồng 3 năm", "36 tháng". Pure.
 */
import { formatMoney, type SalaryPeriod } from '@app/contract';

export type AmountKind = 'deposit' | 'service_fee' | 'payment' | 'wage';

export interface Amount {
  /** In `currency`'s unit (VND, JPY, USD…). */
  amount: number;
  currency: string;
  /** What the words around it make of it. */
  kind: AmountKind;
  /** For a wage: per month unless the text says per hour or per year. */
  period: SalaryPeriod;
  /** Where it starts in the folded text. */
  index: number;
}

/** A number: "50", "1,5", "2.5", "50.000.000", "3,000". */
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?(?![\d])`;
/** Units after a number, longest first; a unit may carry a currency and a multiplier. */
const UNITS: { re: string; currency: string; times: number }[] = [
  { re: String.raw`man\s*(?:yen|jpy)`, currency: 'JPY', times: 10_000 },
  { re: 'ty|ti', currency: 'VND', times: 1_000_000_000 },
  { re: 'trieu|tr|cu', currency: 'VND', times: 1_000_000 },
  { re: 'nghin|ngan|k', currency: 'VND', times: 1_000 },
  { re: 'man', currency: 'JPY', times: 10_000 },
  { re: String.raw`usd|do la my|do la|do|\$`, currency: 'USD', times: 1 },
  { re: 'yen nhat|yen|jpy|¥', currency: 'JPY', times: 1 },
  { re: 'won|krw|₩', currency: 'KRW', times: 1 },
  { re: 'euro|eur|€', currency: 'EUR', times: 1 },
  { re: 'dai te|tan dai te|twd|ntd|ndt', currency: 'TWD', times: 1 },
  { re: 'aud|do la uc', currency: 'AUD', times: 1 },
  { re: 'vnd|dong|d|₫', currency: 'VND', times: 1 },
];
const UNIT = UNITS.map((u) => `(${u.re})`).join('|');
/** A number with a unit after it, or a "$" before it, or a bare grouped number (VND). */
const AMOUNT = new RegExp(
  String.raw`(?<![\w.,])(?:\$\s?(?<pre>${NUMBER})|(?<num>${NUMBER})\s?(?:(?<unit>${UNIT})(?![a-z])|(?=\s|$|[^\w.,])))`,
  'g',
);

/** "50.000.000" and "3,000" group thousands; "1,5" and "2.5" have decimals. */
export function parseNumber(raw: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ''));
  return Number(raw.replace(',', '.'));
}

function unitOf(unit: string): { currency: string; times: number } | null {
  for (const u of UNITS) if (new RegExp(`^(?:${u.re})$`).test(unit)) return u;
  return null;
}

const WAGE_BEFORE = /\b(luong|thu nhap|tien cong|muc luong|luong co ban|luong cb|salary)\b[^.;,\n]{0,18}$/;
const PER = String.raw`\s*(?:\/|mot|1|moi|per|a|một|\s)\s*`;
const WAGE_AFTER_MONTH = new RegExp(String.raw`^${PER}thang\b`);
const WAGE_AFTER_HOUR = new RegExp(String.raw`^${PER}(gio|h)\b`);
const WAGE_AFTER_YEAR = new RegExp(String.raw`^${PER}nam\b`);
const DEPOSIT_NEAR = /\b(coc|giu cho|ky quy|dat truoc)\b/;
const SERVICE_FEE_NEAR = /\b(phi dich vu|tien dich vu|phi xuat canh|phi xkld)\b/;

/** Every money amount of the folded text, with what it is for. */
export function parseAmounts(folded: string): Amount[] {
  const out: Amount[] = [];
  for (const m of folded.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const raw = g.pre ?? g.num;
    if (!raw) continue;
    const unit = g.pre ? { currency: 'USD', times: 1 } : g.unit ? unitOf(g.unit) : null;
    const value = parseNumber(raw);
    if (!Number.isFinite(value) || value <= 0) continue;
    // A bare number is money only when grouped like one ("50.000.000"): "2 tuần", "36" are not.
    if (!unit && !(/[.,]\d{3}$/.test(raw) && value >= 100_000)) continue;
    const { currency, times } = unit ?? { currency: 'VND', times: 1 };
    const amount = value * times;
    const before = folded.slice(Math.max(0, m.index - 30), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const period: SalaryPeriod = WAGE_AFTER_HOUR.test(after)
      ? 'hour'
      : WAGE_AFTER_YEAR.test(after)
        ? 'year'
        : 'month';
    const wage = WAGE_BEFORE.test(before) || WAGE_AFTER_MONTH.test(after) || WAGE_AFTER_HOUR.test(after);
    // Only the amount's own clause tells what it is for ("phí 150tr, cọc 20 triệu").
    const near = `${before.split(/[.,;\n]/).pop() ?? ''} ${m[0]} ${after.split(/[.,;\n]/)[0] ?? ''}`;
    const kind: AmountKind = wage
      ? 'wage'
      : DEPOSIT_NEAR.test(near)
        ? 'deposit'
        : SERVICE_FEE_NEAR.test(near)
          ? 'service_fee'
          : 'payment';
    out.push({ amount, currency, kind, period, index: m.index });
  }
  return out;
}

/** The first wage the text states, or null. */
export function parseWage(folded: string): Amount | null {
  return parseAmounts(folded).find((a) => a.kind === 'wage') ?? null;
}

const CONTRACT_WORDS = /\b(hop dong|hd|thoi han|lam viec|don hang|visa|tts|thuc tap sinh|ky ket|ky)\b/;
/** "bay sau 2 tháng", "học tiếng 6 tháng": a length that is not the contract's. */
const NOT_CONTRACT = /\b(sau|trong|vong|hoc|dao tao|cho|bay|xuat canh)\s*$/;
const WORD_NUMBERS: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4 };

/** The contract's length in months ("hợp đồng 3 năm", "HĐ 36 tháng", "đơn 1 năm"), or null. */
export function parseContractMonths(folded: string): number | null {
  const re = /(\d{1,3}(?:[.,]5)?|mot|hai|ba|bon)\s*(nam|thang)\b/g;
  for (const m of folded.matchAll(re)) {
    const before = folded.slice(Math.max(0, m.index - 25), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 15);
    if (NOT_CONTRACT.test(before)) continue;
    if (!CONTRACT_WORDS.test(before) && !/^\s*(hop dong|hd)\b/.test(after)) continue;
    const raw = m[1] as string;
    const n = WORD_NUMBERS[raw] ?? Number(raw.replace(',', '.'));
    const months = m[2] === 'nam' ? n * 12 : n;
    if (months >= 6 && months <= 120) return Math.round(months);
  }
  return null;
}

/** "50.000.000 ₫", "3.000 USD", "2.000.000 JPY" (no ",00" for a whole amount). */
export function moneyText(amount: number, currency: string): string {
  const rounded = Math.round(amount * 100) / 100;
  return formatMoney(rounded, currency).replace(/,00(?= )/, '');
}
