/**
 * The hours an hourly wage is multiplied by to read as "VND per month" (issue 30 item 5), in one
 * place for the API (normalising salaries, in TS and in the SQL of a rate refresh) and the web
 * (labels). Labour export and domestic jobs: contract hours. Study abroad: the destination's
 * part-time cap for students in term, so the figure is part-time income while studying, never a
 * full-time month. Pure data, no Node APIs: the browser imports this file.
 *
 * Changing a figure: the next rate refresh (and each start, currency.plugin.ts) re-normalises the
 * stored `salary_*_vnd` of every job it concerns (modules/jobs/exchange-rates.ts).
 */

/**
 * Working hours in a month of a labour contract: 8 hours × 22 days, the usual basis of Japanese
 * and Korean labour contracts (ADR 0013).
 */
export const HOURS_PER_MONTH = 176;

/** Weeks in a month on average (52 weeks ÷ 12). */
const WEEKS_PER_MONTH = 52 / 12;

export interface StudentPartTimeCap {
  /** The cap in hours per week in term (a fortnight's cap halved). */
  hoursPerWeek: number;
  /** The cap is approximate (depends on the stage or the language level): say "khoảng". */
  approximate: boolean;
}

/**
 * Students' part-time caps by destination (ISO country code). Facts from shared/DOMAIN.md, each
 * with the official page it comes from; "verify" in DOMAIN.md is said in the rule's text (the job
 * page's sentences are in work-hours-text.ts, apart so the cards' shared chunk does not carry them).
 */
export const STUDENT_PART_TIME: Readonly<Record<string, StudentPartTimeCap>> = {
  // Japan: 28 h/week in term with the permit for activities outside the status (資格外活動許可),
  // 8 h/day in long holidays (DOMAIN.md). https://www.moj.go.jp/isa/applications/procedures/16-8.html
  JP: {
    hoursPerWeek: 28,
    approximate: false,
  },
  // Korea: D-4 (language course) and D-2 (degree) students: capped per week, depending on the stage
  // and the TOPIK level, about 20–25 h/week in term (DOMAIN.md: verify). https://www.hikorea.go.kr
  KR: {
    hoursPerWeek: 20,
    approximate: true,
  },
  // Taiwan: 20 h/week in term (DOMAIN.md; Employment Service Act art. 50).
  // https://law.moj.gov.tw/ENG/LawClass/LawAll.aspx?pcode=N0090001
  TW: {
    hoursPerWeek: 20,
    approximate: false,
  },
  // Australia: Student visa (subclass 500), condition 8105: 48 hours per fortnight in term (DOMAIN.md).
  // https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500
  AU: {
    hoursPerWeek: 24,
    approximate: false,
  },
  // Germany: 140 full or 280 half days a year (since 2024, DOMAIN.md: verify), about 20 h/week in
  // term. https://www.gesetze-im-internet.de/aufenthg_2004/__16b.html
  DE: {
    hoursPerWeek: 20,
    approximate: true,
  },
};

/** Any other destination: the common 20 h/week, said to be an assumption. */
export const STUDENT_PART_TIME_OTHER: StudentPartTimeCap = {
  hoursPerWeek: 20,
  approximate: true,
};

/** How an hourly wage of a programme becomes a month, and how that is said. */
export interface HourlyBasis {
  /** Hours in a month (2 decimals: the SQL of a rate refresh uses the same figure). */
  hoursPerMonth: number;
  /** A student's part-time month, not a full-time one. */
  partTime: boolean;
  /** After the figure on a card: '(làm thêm 20 giờ/tuần)', '(theo 176 giờ/tháng)'. */
  short: string;
  /** After the figure on the job page: 'nếu làm thêm 20 giờ/tuần (mức tối đa cho du học sinh)'. */
  long: string;
}

const CONTRACT_BASIS: HourlyBasis = {
  hoursPerMonth: HOURS_PER_MONTH,
  partTime: false,
  short: '(theo 176 giờ/tháng)',
  long: 'theo 176 giờ/tháng (8 giờ × 22 ngày)',
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The student's part-time cap of a destination (the table's, or the generic one). */
export function studentPartTimeCap(nationCode: string): StudentPartTimeCap {
  return STUDENT_PART_TIME[nationCode] ?? STUDENT_PART_TIME_OTHER;
}

/** Hours per month of a student's part-time cap: hours per week × 52 ÷ 12, to 2 decimals. */
export const partTimeHoursPerMonth = (cap: StudentPartTimeCap): number =>
  round2(cap.hoursPerWeek * WEEKS_PER_MONTH);

/** The basis of an hourly wage for a job of `kind` in `nationCode`. */
export function hourlyBasis(kind: string, nationCode: string): HourlyBasis {
  if (kind !== 'study_abroad') return CONTRACT_BASIS;
  const cap = studentPartTimeCap(nationCode);
  const hours = `${cap.approximate ? 'khoảng ' : ''}${cap.hoursPerWeek} giờ/tuần`;
  return {
    hoursPerMonth: partTimeHoursPerMonth(cap),
    partTime: true,
    short: `(làm thêm ${cap.hoursPerWeek} giờ/tuần)`,
    long: `nếu làm thêm ${hours} (${cap === STUDENT_PART_TIME_OTHER ? 'mức giả định' : 'mức tối đa'} cho du học sinh)`,
  };
}
