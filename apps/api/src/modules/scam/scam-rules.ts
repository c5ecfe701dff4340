/**
 * The scam rules (ADR 0032): each a pure function over a job, its company and its cost sheet that
 * says whether a known fraud pattern shows. A fired rule never refuses anything: it puts the job in
 * the admins' queue with the reason (scam.service.ts). Texts are matched folded (accent-free, lower
 * case, `foldVietnamese`) so that "chuyển khoản cá nhân", "chuyen khoan ca nhan" and "CHUYỂN KHOẢN
 * CÁ NHÂN" are one pattern.
 */
import { type CostItem, foldVietnamese, type ScamRuleCode } from '@app/contract';

export interface ScamFacts {
  job: {
    kind: string;
    nationCode: string;
    title: string;
    description: string;
    requirements: string | null;
    benefits: string | null;
    expectedFlightDate: string | null;
    /** The lowest salary normalised to VND per month with the stored exchange rates (ADR 0013). */
    salaryMinVnd: number | null;
  };
  company: { contactPhone: string | null; contactEmail: string | null; addressDetail: string | null };
  costItems: readonly CostItem[];
  /** Vietnam's calendar day of the evaluation (YYYY-MM-DD). */
  today: string;
  /** Median `salary_min_vnd` of the published labour-export orders to the same nation, or null. */
  nationMedianVnd: number | null;
}

export type ScamRule = (f: ScamFacts) => boolean;

/** Fewest published orders of a nation for its median to mean anything (the salary rule's base). */
export const SALARY_SAMPLE_MIN = 5;
/** A salary this many times the nation's median is "far above the usual range". */
export const SALARY_FACTOR = 2;
/** "Departure within a month": days between the evaluation and the promised flight. */
export const QUICK_DEPARTURE_DAYS = 30;

const stripHtml = (html: string | null): string => (html ? html.replace(/<[^>]*>/g, ' ') : '');

/** Everything the company wrote on the job, folded, in one string. */
function jobText(f: ScamFacts): string {
  const { title, description, requirements, benefits } = f.job;
  return foldVietnamese(
    [title, stripHtml(description), stripHtml(requirements), stripHtml(benefits)].join(' \n '),
  ).replace(/\s+/g, ' ');
}

/** Words that deny what follows them ("không đặt cọc", "chưa thu", "cấm thu"), folded. */
export const DENIAL = /\b(khong|chua|cam|tuyet doi khong)\b/;

export interface DenialOptions {
  /** Characters before a match searched for a denial (20 for the job rules). */
  window?: number;
  /**
   * Only the match's own clause counts: a denial before a comma, full stop or "nhưng" belongs to
   * another statement ("không cần học tiếng, đặt cọc 50 triệu" still asks for a deposit). Used
   * on free text (the offer check), where one sentence chains several claims.
   */
  clause?: boolean;
}

/** True when `pattern` matches and is not just denied ("không đặt cọc", "không thu tiền cọc"). */
export function saysWithoutDenial(text: string, pattern: RegExp, options: DenialOptions = {}): boolean {
  const { window = 20, clause = false } = options;
  const re = new RegExp(pattern.source, 'g');
  for (const m of text.matchAll(re)) {
    let before = text.slice(Math.max(0, m.index - window), m.index);
    if (clause) before = before.split(/[,.;:!?\n]|\bnhung\b|\bma\b/).pop() ?? '';
    if (!DENIAL.test(before)) return true;
  }
  return false;
}

export const DEPOSIT_WORDS = /\b(dat coc|tien coc|coc truoc|nop coc|ky quy)\b/;

/**
 * A deposit asked before the contract: a deposit line in the cost sheet paid before training (the
 * only payment time before the contract is signed), or the text asks for one.
 */
export const depositBeforeContract: ScamRule = (f) =>
  f.costItems.some((i) => i.category === 'deposit' && i.paid_when === 'before_training') ||
  saysWithoutDenial(jobText(f), DEPOSIT_WORDS);

export const PERSONAL_ACCOUNT = /\b(chuyen khoan ca nhan|tai khoan ca nhan|tk ca nhan|stk ca nhan)\b/;
export const BANK_WORDS =
  /\b(stk|so tai khoan|so tk|ngan hang|vietcombank|vcb|techcombank|vietinbank|bidv|agribank|mb bank|mbbank|acb|tpbank|vpbank|sacombank|momo)\b/;
/** An account number: 8 to 19 digits, possibly grouped with spaces, dots or dashes. */
export const ACCOUNT_NUMBER = /\b\d(?:[ .-]?\d){7,18}\b/;

/** Payment to a personal account: said outright, or a bank named with an account number. */
export const personalAccount: ScamRule = (f) => {
  const text = jobText(f);
  if (saysWithoutDenial(text, PERSONAL_ACCOUNT)) return true;
  return BANK_WORDS.test(text) && ACCOUNT_NUMBER.test(text);
};

export const CHAT_APPS = /\b(zalo|telegram|facebook|fb|messenger|viber)\b|zalo\.me|t\.me\/|m\.me\//;

/**
 * Contact only through chat apps: the job sends people to Zalo, Telegram, Facebook or Viber, and
 * the company gives no phone, no email and no address of its own.
 */
export const chatOnly: ScamRule = (f) => {
  const { contactPhone, contactEmail, addressDetail } = f.company;
  const hasOwnContact = [contactPhone, contactEmail, addressDetail].some((v) => v && v.trim() !== '');
  return !hasOwnContact && CHAT_APPS.test(jobText(f));
};

export const LANGUAGE_TRAINING =
  /\b(hoc tieng|dao tao tieng|dao tao ngoai ngu|hoc ngoai ngu|khoa tieng|tieng (nhat|han|trung|duc|anh))\b/;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Departure promised less than a month away with no language training (neither on the sheet nor in the text). */
export const quickDeparture: ScamRule = (f) => {
  if (f.job.kind !== 'labor_export' || !f.job.expectedFlightDate) return false;
  if (daysBetween(f.today, f.job.expectedFlightDate) >= QUICK_DEPARTURE_DAYS) return false;
  // "không cần học tiếng" is the opposite of training.
  const trained =
    f.costItems.some((i) => i.category === 'language') || saysWithoutDenial(jobText(f), LANGUAGE_TRAINING);
  return !trained;
};

/** A salary at least SALARY_FACTOR times the median of the nation's published orders. */
export const salaryTooHigh: ScamRule = (f) =>
  f.job.kind === 'labor_export' &&
  f.nationMedianVnd !== null &&
  f.nationMedianVnd > 0 &&
  f.job.salaryMinVnd !== null &&
  f.job.salaryMinVnd >= f.nationMedianVnd * SALARY_FACTOR;

export const EPS = /\b(eps|eps-topik|he thong cap phep viec lam|cap phep lao dong|visa e-?9|e-9)\b/;

/** Korea's EPS is run by the state (Centre of Overseas Labour): a private agency cannot recruit for it. */
export const epsPrivate: ScamRule = (f) =>
  f.job.kind === 'labor_export' && f.job.nationCode === 'KR' && EPS.test(jobText(f));

/** Every rule, in the order the queue lists their reasons. */
export const SCAM_RULE_CHECKS: readonly (readonly [ScamRuleCode, ScamRule])[] = [
  ['deposit_before_contract', depositBeforeContract],
  ['personal_account', personalAccount],
  ['chat_only', chatOnly],
  ['quick_departure', quickDeparture],
  ['salary_too_high', salaryTooHigh],
  ['eps_private', epsPrivate],
];

/** The codes of the rules that fire on these facts. */
export function firedRules(f: ScamFacts): ScamRuleCode[] {
  return SCAM_RULE_CHECKS.filter(([, rule]) => rule(f)).map(([code]) => code);
}
