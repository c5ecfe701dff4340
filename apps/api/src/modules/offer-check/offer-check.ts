/**
 * "Kiểm tra đơn hàng" (issue 30 item 3): the scam rules of ADR 0032 and the fee cap of ADR 0031,
 * run on an offer a candidate pastes or describes in their own words. Pure: the service gives it
 * the companies, the stored rates and the nations' median wages. Texts are read folded
 * (`foldVietnamese`), and a sign right after a denial in its own clause ("không thu tiền cọc",
 * "không cần đặt cọc hay giữ chỗ") does not count.
 */
import {
  convert,
  isSeafarerOrder,
  OFFER_CONTACT_PATH,
  OFFER_FLAG_CODES,
  type OfferCheckResult,
  type OfferFlag,
  type OfferFlagCode,
  SCAM_REPORT_PATH,
  serviceFeeCap,
  type VndRates,
} from '@app/contract';
import { licenceIsValid } from '../licences/licence-valid.ts';
import { EPS, SALARY_FACTOR } from '../scam/scam-rules.ts';
import { type KnownCompany, matchCompany } from './offer-company.ts';
import { type Amount, moneyText, parseAmounts, parseContractMonths } from './offer-money.ts';
import {
  brokerageAsked,
  chatOnly,
  depositAsked,
  epsPrivate,
  foldOffer,
  languageTraining,
  NO_LANGUAGE,
  nationsOf,
  noInterview,
  nonexistentProgramme,
  personalPayment,
  promisedDepartureDays,
  studyOnly,
} from './offer-signs.ts';
import { ADVICE, FLAG_TITLE, LAW, licenceDetail, nationName } from './offer-text.ts';

export interface OfferFacts {
  text: string;
  company?: string | undefined;
  licence?: string | undefined;
  /** Vietnam's calendar day (YYYY-MM-DD). */
  today: string;
  /** VND per unit (the exchange_rates table, `loadVndRates`). */
  rates: VndRates;
  /** Median wage (VND a month) of the published orders per nation, where there are enough. */
  nationMedians: Readonly<Record<string, number>>;
  /** Public companies concerned with labour export. */
  companies: readonly KnownCompany[];
}

interface Flag extends OfferFlag {
  /** Alone means "do not pay" (verdict danger). */
  danger: boolean;
}

// ---- Money ----

interface FeeFinding {
  flag: Flag | null;
  /** A fee was found but no cap could be computed: tell the reader how to compute it. */
  explainCap: boolean;
}

const toVnd = (a: Pick<Amount, 'amount' | 'currency'>, rates: VndRates) =>
  convert(a.amount, a.currency, 'VND', rates);

/** Months of wage the longest usual contract (5 years) allows: the most any cap can be. */
const LONGEST_USUAL_MONTHS = 60;

function feeFinding(
  folded: string,
  amounts: readonly Amount[],
  wage: Amount | null,
  months: number | null,
  nation: string | null,
  facts: OfferFacts,
): FeeFinding {
  const fees = amounts.filter((a) => a.kind === 'service_fee');
  const paid = fees.length > 0 ? fees : amounts.filter((a) => a.kind !== 'wage');
  if (paid.length === 0) return { flag: null, explainCap: false };
  // The largest amount asked, in VND ("tổng 150 triệu" and its parts are not added up).
  const valued = paid
    .map((a) => ({ a, vnd: toVnd(a, facts.rates) }))
    .filter((x): x is { a: Amount; vnd: number } => x.vnd !== null)
    .sort((x, y) => y.vnd - x.vnd);
  const top = valued[0];
  if (!top) return { flag: null, explainCap: true };
  const explicit = fees.length > 0;
  const what = explicit ? 'Phí dịch vụ' : 'Khoản tiền phải nộp';
  const seafarer = isSeafarerOrder(folded);
  const caveat = explicit
    ? ''
    : ' Nếu khoản này gồm cả vé máy bay, học phí, khám sức khỏe, hãy đòi bảng chi phí từng khoản: riêng phí dịch vụ không được vượt mức trần.';
  // The wage the cap is computed from: the offer's own, else the usual wage of the nation on ViệcXa.
  const base = wage
    ? { amount: wage.amount, currency: wage.currency, period: wage.period, from: 'offer' as const }
    : nation && facts.nationMedians[nation]
      ? {
          amount: facts.nationMedians[nation] as number,
          currency: 'VND',
          period: 'month' as const,
          from: 'median' as const,
        }
      : null;
  if (!base) return { flag: null, explainCap: true };
  const contractMonths = months ?? LONGEST_USUAL_MONTHS;
  const cap = serviceFeeCap({
    salaryMin: base.amount,
    salaryCurrency: base.currency,
    salaryPeriod: base.period,
    contractMonths,
    nationCode: nation ?? '',
    seafarer,
  });
  if (!cap) return { flag: null, explainCap: true };
  const capVnd = convert(cap.amount, cap.currency, 'VND', facts.rates);
  if (capVnd === null) return { flag: null, explainCap: true };
  if (top.vnd <= capVnd + 0.5) return { flag: null, explainCap: false };
  const feeText =
    top.a.currency === 'VND'
      ? moneyText(top.vnd, 'VND')
      : `${moneyText(top.a.amount, top.a.currency)} (≈ ${moneyText(Math.round(top.vnd), 'VND')})`;
  const capText =
    cap.currency === 'VND'
      ? moneyText(cap.amount, 'VND')
      : `${moneyText(cap.amount, cap.currency)} (≈ ${moneyText(Math.round(capVnd), 'VND')})`;
  const wageText =
    base.from === 'offer'
      ? `lương ${moneyText(base.amount, base.currency)}${base.period === 'hour' ? '/giờ' : base.period === 'year' ? '/năm' : '/tháng'}`
      : `mức lương phổ biến của các đơn hàng đi ${nationName(nation ?? '')} trên ViệcXa (khoảng ${moneyText(Math.round(base.amount), 'VND')}/tháng)`;
  const term = months
    ? `hợp đồng ${months} tháng`
    : `ngay cả với hợp đồng ${LONGEST_USUAL_MONTHS} tháng (5 năm)`;
  return {
    flag: {
      code: 'fee_over_cap',
      title: FLAG_TITLE.fee_over_cap,
      detail: `${what} ${feeText} vượt mức trần: với ${wageText}, ${term}, tiền dịch vụ tối đa là ${capText}.${caveat}`,
      law: LAW.feeCap,
      danger: true,
    },
    explainCap: false,
  };
}

// ---- The check ----

const flag = (code: OfferFlagCode, detail: string, law: string, danger: boolean): Flag => ({
  code,
  title: FLAG_TITLE[code],
  detail,
  law,
  danger,
});

function depositDetail(amounts: readonly Amount[], rates: VndRates): string {
  const d = amounts.find((a) => a.kind === 'deposit') ?? amounts.find((a) => a.kind === 'payment');
  if (!d) return 'Đơn hàng đòi đặt cọc, giữ chỗ trước khi ký hợp đồng.';
  const vnd = toVnd(d, rates);
  const text =
    d.currency === 'VND' || vnd === null
      ? moneyText(d.amount, d.currency)
      : `${moneyText(d.amount, d.currency)} (≈ ${moneyText(Math.round(vnd), 'VND')})`;
  return `Đơn hàng đòi đặt cọc ${text} trước khi ký hợp đồng.`;
}

/** Runs every detector and the company lookup; flags in the contract's order. */
export function evaluateOffer(facts: OfferFacts): OfferCheckResult {
  const folded = foldOffer(facts.text);
  const nations = nationsOf(facts.text);
  const nation = nations.length === 1 ? (nations[0] as string) : null;
  const amounts = parseAmounts(folded);
  const wage = amounts.find((a) => a.kind === 'wage') ?? null;
  const months = parseContractMonths(folded);
  const flags: Flag[] = [];

  if (depositAsked(folded))
    flags.push(flag('deposit_before_contract', depositDetail(amounts, facts.rates), LAW.deposit, true));
  const fee = feeFinding(folded, amounts, wage, months, nation, facts);
  if (fee.flag) flags.push(fee.flag);
  if (brokerageAsked(folded))
    flags.push(
      flag(
        'brokerage_fee',
        'Đơn hàng thu "phí môi giới" hoặc tiền giới thiệu của người lao động.',
        LAW.brokerage,
        true,
      ),
    );
  if (personalPayment(folded))
    flags.push(
      flag(
        'personal_account',
        'Tiền được yêu cầu chuyển vào tài khoản cá nhân hoặc đưa cho một người, không phải vào tài khoản của doanh nghiệp.',
        LAW.personalAccount,
        true,
      ),
    );

  // A study-abroad centre needs no labour-export licence: a name not found among the agencies says nothing.
  const match = matchCompany(facts, facts.companies);
  const c = match.found;
  if (match.licenceOfOther) {
    const other = match.licenceOfOther;
    flags.push(
      flag(
        'no_licence',
        `Số giấy phép ${match.licence} là của ${other.name}${match.named && match.named !== other.name ? `, không phải của "${match.named}"` : ''}.`,
        LAW.licence,
        true,
      ),
    );
  } else if (!c && match.named && match.lookalikes.length === 0 && !studyOnly(folded)) {
    flags.push(
      flag(
        'no_licence',
        `Không tìm thấy "${match.named}"${match.licence ? ` (giấy phép ${match.licence})` : ''} trong các doanh nghiệp đưa người lao động đi làm việc ở nước ngoài trên ViệcXa. Hãy tra đúng tên và số giấy phép trên danh sách của Cục Quản lý lao động ngoài nước (dolab.gov.vn) trước khi nộp hồ sơ.`,
        LAW.licence,
        false,
      ),
    );
  } else if (!c && !match.named && match.licence) {
    flags.push(
      flag(
        'no_licence',
        `Không tìm thấy giấy phép ${match.licence} trong các doanh nghiệp trên ViệcXa. Hãy tra số giấy phép trên danh sách của Cục Quản lý lao động ngoài nước (dolab.gov.vn).`,
        LAW.licence,
        false,
      ),
    );
  }
  const state = c ? companyLicence(c, facts.today) : null;
  if (c && state !== 'verified')
    flags.push(
      flag('unverified_licence', licenceDetail(c.name, state ?? 'none'), LAW.licence, state === 'revoked'),
    );
  if (match.lookalikes.length > 0) {
    const names = match.lookalikes.map((v) => v.name).join(', ');
    const who = c?.name ?? match.named ?? '';
    flags.push(
      flag(
        'lookalike_company',
        `Tên "${who}" gần giống doanh nghiệp đã được xác minh giấy phép: ${names}. Kẻ lừa đảo hay mượn tên gần giống doanh nghiệp có giấy phép.`,
        LAW.lookalike,
        true,
      ),
    );
  } else if (match.ambiguous.length > 0 && c) {
    const all = [c, ...match.ambiguous]
      .map((x) => `${x.name} (${licenceWord(companyLicence(x, facts.today))})`)
      .join('; ');
    flags.push(
      flag(
        'lookalike_company',
        `Tên viết không dấu trùng với nhiều doanh nghiệp: ${all}. Hãy đối chiếu đúng tên có dấu và số giấy phép.`,
        LAW.lookalike,
        false,
      ),
    );
  }

  const days = promisedDepartureDays(folded);
  if (days !== null && !languageTraining(folded)) {
    const when =
      days === 0 ? 'bay gấp' : days % 7 === 0 ? `bay sau ${days / 7} tuần` : `bay sau ${days} ngày`;
    const lang = NO_LANGUAGE.test(folded) ? ', không cần học tiếng' : ', không nói đến việc học tiếng';
    flags.push(flag('quick_departure', `Đơn hàng hứa ${when}${lang}.`, LAW.quickDeparture, false));
  }
  if (noInterview(folded))
    flags.push(
      flag(
        'no_interview',
        'Đơn hàng hứa không cần phỏng vấn, thi tuyển hoặc "bao đậu".',
        LAW.noInterview,
        false,
      ),
    );
  if (epsPrivate(folded, nations))
    flags.push(
      flag(
        'eps_private',
        'Đơn hàng nhận đưa người đi theo chương trình EPS (visa E-9) Hàn Quốc qua công ty hoặc có thu phí.',
        LAW.eps,
        true,
      ),
    );
  const fake = nonexistentProgramme(folded, nations);
  if (fake) flags.push(flag('nonexistent_programme', fake.detail, fake.law, true));
  const high = salaryTooHigh(wage, nation, facts);
  if (high) flags.push(high);
  if (chatOnly(folded))
    flags.push(
      flag(
        'chat_only',
        'Người tuyển chỉ liên hệ qua ứng dụng nhắn tin, không nêu văn phòng hay địa chỉ của doanh nghiệp.',
        LAW.chatOnly,
        false,
      ),
    );

  flags.sort((a, b) => OFFER_FLAG_CODES.indexOf(a.code) - OFFER_FLAG_CODES.indexOf(b.code));
  const verdict = flags.some((f) => f.danger) ? 'danger' : flags.length > 0 ? 'caution' : 'no_flags';
  const advice: string[] = [...ADVICE.always];
  if (fee.explainCap) advice.splice(1, 0, ADVICE.computeCap);
  if (flags.some((f) => f.code === 'eps_private') || (EPS.test(folded) && nations.includes('KR')))
    advice.push(ADVICE.eps);
  advice.push(ADVICE.report);
  return {
    verdict,
    flags: flags.map(({ danger: _, ...f }) => f),
    company: c
      ? {
          id: c.id,
          name: c.name,
          url: `/companies/${c.id}`,
          licence: state ?? 'none',
          licence_number: c.licenceNumber,
        }
      : null,
    advice,
    // The report form takes a job or a company of ViệcXa; an offer from elsewhere is told to our admins
    // through the contact form.
    report_url: c ? `${SCAM_REPORT_PATH}?company=${c.id}` : OFFER_CONTACT_PATH,
  };
}

type LicenceOut = NonNullable<OfferCheckResult['company']>['licence'];
/** The state a reader should be told: a verification past its expiry is expired. */
function companyLicence(c: KnownCompany, today: string): LicenceOut {
  if (c.licenceState === 'verified') return licenceIsValid(c, today) ? 'verified' : 'expired';
  return c.licenceState;
}
const licenceWord = (s: LicenceOut) =>
  s === 'verified' ? 'đã xác minh giấy phép' : 'chưa xác minh giấy phép';

function salaryTooHigh(wage: Amount | null, nation: string | null, facts: OfferFacts): Flag | null {
  if (!wage || !nation) return null;
  const median = facts.nationMedians[nation];
  if (!median) return null;
  const monthly =
    wage.period === 'hour' ? wage.amount * 176 : wage.period === 'year' ? wage.amount / 12 : wage.amount;
  const vnd = convert(monthly, wage.currency, 'VND', facts.rates);
  if (vnd === null || vnd < median * SALARY_FACTOR) return null;
  return flag(
    'salary_too_high',
    `Lương hứa khoảng ${moneyText(Math.round(vnd), 'VND')}/tháng, gấp ${(vnd / median).toFixed(1).replace('.', ',')} lần mức giữa của các đơn hàng đi ${nationName(nation)} đang đăng trên ViệcXa (khoảng ${moneyText(Math.round(median), 'VND')}/tháng).`,
    LAW.salary,
    false,
  );
}
