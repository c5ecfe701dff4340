/**
 * What a worker keeps (issue 30 item 6): gross monthly pay → the destination's usual deductions →
 * net; living cost → monthly savings; up-front fees → months to pay them back and savings over the
 * contract. Pure and zod-free: the job page's loader computes it on the server from the job and
 * the visitor's edits (query parameters), the tests call it directly. Defaults live in
 * worker-keeps-table.ts (docs/worker-keeps.md).
 */

import { foldVietnamese } from './fold.ts';
import { monthlyVnd, type VndRates } from './money.ts';
import type { SalaryPeriod } from './options.ts';
import { HOURS_PER_MONTH } from './work-hours.ts';
import { KEEPS_PARAMS } from './worker-keeps-params.ts';
import { type KeepsSource, keepsDefaultsFor, WORKER_KEEPS_TABLE } from './worker-keeps-table.ts';

export * from './worker-keeps-params.ts';
export * from './worker-keeps-table.ts';

/** Contract length assumed when the order states none (3 years: the usual trainee and Taiwan contract). */
export const KEEPS_DEFAULT_MONTHS = 36;

/** What the visitor may set; out-of-range values are clamped to these bounds. */
export const KEEPS_BOUNDS = {
  taxPct: [0, 60],
  socialPct: [0, 60],
  housingVnd: [0, 200_000_000],
  brokerVnd: [0, 200_000_000],
  livingVnd: [0, 200_000_000],
  months: [1, 120],
  feesVnd: [0, 5_000_000_000],
} as const satisfies Record<keyof KeepsAssumptions, readonly [number, number]>;

export interface KeepsAssumptions {
  taxPct: number;
  socialPct: number;
  housingVnd: number;
  /** Taiwan's broker fee per month; 0 elsewhere. */
  brokerVnd: number;
  livingVnd: number;
  months: number;
  feesVnd: number;
}

export type KeepsEdits = Partial<KeepsAssumptions>;

/** What the offer says about housing: free (→ 0), or a deduction it names; null when silent. */
export interface HousingStated {
  free: boolean;
  /** The offer's words that decided it, quoted on the page. */
  phrase: string;
}

export interface KeepsJob {
  nationCode: string;
  /** The lowest stated wage (conservative): `salary_minimum`, else `salary_maximum`. */
  salary: { amount: number | null; currency: string; period: SalaryPeriod };
  /** VND per unit (the stored rates of the job page). */
  rates: VndRates;
  /** Up-front fees in VND: the cost sheet's total, else the job's stated expense; null when unknown. */
  fees: { vnd: number; from: 'cost_sheet' | 'expense' } | null;
  contractMonths: number | null;
  housing: HousingStated | null;
}

export type KeepsLineKey = 'tax' | 'social' | 'housing' | 'broker';

export interface KeepsLine {
  key: KeepsLineKey;
  label: string;
  /** The percentage of gross used (tax and social insurance), else null. */
  pct: number | null;
  vnd: number;
  note: string;
  sources: readonly KeepsSource[];
  edited: boolean;
}

export interface KeepsEstimate {
  country: string;
  /** No row of its own: the generic figures. */
  fallback: boolean;
  gross: {
    /** As the offer states it (per `period`). */
    amount: number;
    currency: string;
    period: SalaryPeriod;
    /** Per month in `currency` (hourly × HOURS_PER_MONTH, yearly ÷ 12). */
    monthly: number;
    /** Hours per month used when the offer is hourly. */
    hours: number | null;
    vnd: number;
  };
  deductions: KeepsLine[];
  netVnd: number;
  living: { vnd: number; note: string; edited: boolean };
  savingVnd: number;
  fees: { vnd: number | null; from: 'cost_sheet' | 'expense' | 'visitor' | null };
  months: { value: number; from: 'cost_sheet' | 'default' | 'visitor' };
  /** 'never': savings per month ≤ 0 with fees to repay; 'unknown': no fees known. */
  payback: { kind: 'months'; months: number } | { kind: 'never' } | { kind: 'unknown' };
  /** Savings per month × months − fees (fees unknown count 0 and the page says so). */
  contractSavingVnd: number;
  /** The values used (for the form) and the defaults (for "back to defaults"). */
  values: KeepsAssumptions;
  defaults: KeepsAssumptions;
  /** Whether Taiwan's broker fee applies (the form shows its field). */
  hasBroker: boolean;
}

const clamp = (key: keyof KeepsAssumptions, v: number): number => {
  const [lo, hi] = KEEPS_BOUNDS[key];
  return Math.min(
    hi,
    Math.max(lo, key === 'taxPct' || key === 'socialPct' || key === 'months' ? Math.round(v) : v),
  );
};

/** Defaults in a foreign currency become round VND (to 100.000 ₫): no false precision. */
const roundVnd = (n: number) => Math.round(n / 100_000) * 100_000;

const toVnd = (amount: number, currency: string, rates: VndRates): number | null => {
  const rate = currency === 'VND' ? 1 : rates[currency];
  return rate && Number.isFinite(rate) ? roundVnd(amount * rate) : null;
};

const monthlyOf = (amount: number, period: SalaryPeriod) =>
  period === 'hour' ? amount * HOURS_PER_MONTH : period === 'year' ? amount / 12 : amount;

const NO_RATE = 'Chưa có tỷ giá để quy đổi mức mặc định: hãy nhập số tiền.';

/**
 * The estimate, or null when the offer states no wage or its currency has no stored rate (nothing
 * honest to compute). `edits` are the visitor's values; each is clamped to `KEEPS_BOUNDS`.
 */
export function estimateKeeps(job: KeepsJob, edits: KeepsEdits = {}): KeepsEstimate | null {
  const { amount, currency, period } = job.salary;
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  // A labour-export wage: an hourly one counts contract hours (work-hours.ts).
  const grossVnd = monthlyVnd(amount, currency, period, job.rates, {
    kind: 'labor_export',
    nationCode: job.nationCode,
  });
  if (grossVnd === null || grossVnd <= 0) return null;

  const row = keepsDefaultsFor(job.nationCode);
  const fallback = WORKER_KEEPS_TABLE[job.nationCode] === undefined;
  const housingVnd = job.housing?.free ? 0 : toVnd(row.housing.amount, row.currency, job.rates);
  const brokerVnd = row.broker ? toVnd(row.broker.amount, row.currency, job.rates) : 0;
  const livingVnd = toVnd(row.living.amount, row.currency, job.rates);
  const defaults: KeepsAssumptions = {
    taxPct: row.tax.pct,
    socialPct: row.social.pct,
    housingVnd: housingVnd ?? 0,
    brokerVnd: brokerVnd ?? 0,
    livingVnd: livingVnd ?? 0,
    months:
      job.contractMonths && job.contractMonths > 0
        ? clamp('months', job.contractMonths)
        : KEEPS_DEFAULT_MONTHS,
    feesVnd: job.fees ? Math.max(0, Math.round(job.fees.vnd)) : 0,
  };
  const edited = (k: keyof KeepsAssumptions) => {
    const v = edits[k];
    return v !== undefined && Number.isFinite(v);
  };
  const values = { ...defaults };
  for (const k of Object.keys(defaults) as (keyof KeepsAssumptions)[]) {
    if (edited(k)) values[k] = clamp(k, edits[k] as number);
  }
  if (!row.broker) values.brokerVnd = 0;

  const pctOf = (pct: number) => Math.round((grossVnd * pct) / 100);
  const housingNote = job.housing
    ? job.housing.free
      ? `Đơn hàng ghi: “${job.housing.phrase}”, nên không trừ tiền nhà.`
      : `Đơn hàng ghi: “${job.housing.phrase}”. ${row.housing.note}`
    : row.housing.note;
  const deductions: KeepsLine[] = [
    {
      key: 'tax',
      label: 'Thuế thu nhập',
      pct: values.taxPct,
      vnd: pctOf(values.taxPct),
      note: row.tax.note,
      sources: row.tax.sources,
      edited: edited('taxPct'),
    },
    {
      key: 'social',
      label: 'Bảo hiểm xã hội, y tế, hưu trí',
      pct: values.socialPct,
      vnd: pctOf(values.socialPct),
      note: row.social.note,
      sources: row.social.sources,
      edited: edited('socialPct'),
    },
    {
      key: 'housing',
      label: row.housing.label,
      pct: null,
      vnd: values.housingVnd,
      note: housingVnd === null && !edited('housingVnd') ? NO_RATE : housingNote,
      sources: job.housing?.free ? [] : row.housing.sources,
      edited: edited('housingVnd'),
    },
  ];
  if (row.broker) {
    deductions.push({
      key: 'broker',
      label: 'Phí môi giới hằng tháng',
      pct: null,
      vnd: values.brokerVnd,
      note: brokerVnd === null && !edited('brokerVnd') ? NO_RATE : row.broker.note,
      sources: row.broker.sources,
      edited: edited('brokerVnd'),
    });
  }
  const netVnd = grossVnd - deductions.reduce((s, d) => s + d.vnd, 0);
  const savingVnd = netVnd - values.livingVnd;

  const feesKnown = job.fees !== null || edited('feesVnd');
  const fees = feesKnown ? values.feesVnd : null;
  let payback: KeepsEstimate['payback'];
  if (fees === null) payback = { kind: 'unknown' };
  else if (fees === 0) payback = { kind: 'months', months: 0 };
  else if (savingVnd <= 0) payback = { kind: 'never' };
  else payback = { kind: 'months', months: Math.ceil(fees / savingVnd) };

  return {
    country: row.name,
    fallback,
    gross: {
      amount,
      currency,
      period,
      monthly: Math.round(monthlyOf(amount, period) * 100) / 100,
      hours: period === 'hour' ? HOURS_PER_MONTH : null,
      vnd: grossVnd,
    },
    deductions,
    netVnd,
    living: {
      vnd: values.livingVnd,
      note: livingVnd === null && !edited('livingVnd') ? NO_RATE : row.living.note,
      edited: edited('livingVnd'),
    },
    savingVnd,
    fees: { vnd: fees, from: edited('feesVnd') ? 'visitor' : (job.fees?.from ?? null) },
    months: {
      value: values.months,
      from: edited('months')
        ? 'visitor'
        : job.contractMonths && job.contractMonths > 0
          ? 'cost_sheet'
          : 'default',
    },
    payback,
    contractSavingVnd: savingVnd * values.months - (fees ?? 0),
    values,
    defaults,
    hasBroker: row.broker !== undefined,
  };
}

// ---------------------------------------------------------------------------- the offer's text

const DEDUCTED =
  /(?:khau )?tru (?:tien|phi) (?:nha|an o|cho o|ky tuc xa)|tru vao luong (?:tien nha|tien an o)|tien nha tu tra/;
const FREE =
  /mien phi (?:nha o|cho o|ky tuc xa|tien nha)|(?:nha o|cho o|ky tuc xa) mien phi|ho tro nha o|bao an o|free (?:housing|accommodation)/;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

/** The original words at the folded match (folding keeps one character per NFC character). */
function quote(text: string, folded: string, m: RegExpExecArray): string {
  return folded.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
}

/**
 * What the offer's words say about housing: a stated deduction ("trừ tiền nhà", "trừ phí ăn ở")
 * wins over a free-housing phrase ("ký túc xá miễn phí", "hỗ trợ nhà ở", "bao ăn ở"), since an
 * offer saying both deducts. Null when it says neither (the destination's default applies).
 */
export function housingFromOffer(texts: readonly (string | null | undefined)[]): HousingStated | null {
  const plain = texts.filter((t): t is string => !!t).map((t) => stripTags(t.normalize('NFC')));
  for (const [re, free] of [
    [DEDUCTED, false],
    [FREE, true],
  ] as const) {
    for (const text of plain) {
      const folded = foldVietnamese(text);
      const m = re.exec(folded);
      if (m) return { free, phrase: quote(text, folded, m) };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------- the query string

const PCT = /^\d{1,3}(?:[.,]\d+)?$/;
const WHOLE = /^\d{1,13}$/;

/** `5`, `5,5`, `5%` → 5 / 6; anything else → undefined (the default stays). */
function parsePct(raw: string): number | undefined {
  const v = raw.replace(/[\s%]/g, '');
  return PCT.test(v) ? Math.round(Number(v.replace(',', '.'))) : undefined;
}

/** `3000000`, `3.000.000`, `3 000 000 ₫` → 3000000; anything else → undefined. */
function parseWhole(raw: string): number | undefined {
  const v = raw.replace(/[\s.,₫]|đ|VND/gi, '');
  return WHOLE.test(v) ? Number(v) : undefined;
}

/**
 * The visitor's edits from the job page's query string. Unreadable values are ignored (the default
 * stays), never an error: a shared or hand-typed link must still render the page.
 */
export function keepsEditsFromQuery(params: URLSearchParams): { submitted: boolean; edits: KeepsEdits } {
  const edits: KeepsEdits = {};
  const read = (key: keyof KeepsAssumptions, parse: (raw: string) => number | undefined) => {
    const raw = params.get(KEEPS_PARAMS[key]);
    if (raw === null || raw.trim() === '' || raw.length > 40) return;
    const v = parse(raw);
    if (v !== undefined && Number.isFinite(v)) edits[key] = v;
  };
  read('taxPct', parsePct);
  read('socialPct', parsePct);
  read('housingVnd', parseWhole);
  read('brokerVnd', parseWhole);
  read('livingVnd', parseWhole);
  read('months', parseWhole);
  read('feesVnd', parseWhole);
  return { submitted: params.get(KEEPS_PARAMS.submitted) === '1', edits };
}
