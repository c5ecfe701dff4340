/**
 * "Kiểm tra đơn hàng" (issue 30 item 3): the scam rules of ADR 0032 and the fee cap of ADR 0031,
 * run on an offer a candidate pastes or describes in their own words. Pure: the service gives it
 * the companies, the stored rates and the nations' median wages. Texts are read folded
 * (`foldVietnamese`), and a sign right after a denial in its own clause ("không thu tiền cọc",
 * "không cần đặt cọc hay giữ chỗ") does not count.
 */
import {
  convert,
  foldVietnamese,
  isSeafarerOrder,
  OFFER_CONTACT_PATH,
  OFFER_FLAG_CODES,
  OFFER_LICENCE_TEXT,
  OFFER_VERDICT_TEXT,
  type OfferCheckResult,
  type OfferFlag,
  type OfferFlagCode,
  readSearchQuery,
  SCAM_REPORT_PATH,
  serviceFeeCap,
  type VndRates,
} from '@app/contract';
import { licenceIsValid } from '../licences/licence-valid.ts';
import {
  ACCOUNT_NUMBER,
  BANK_WORDS,
  CHAT_APPS,
  DEPOSIT_WORDS,
  EPS,
  LANGUAGE_TRAINING,
  PERSONAL_ACCOUNT,
  QUICK_DEPARTURE_DAYS,
  SALARY_FACTOR,
  saysWithoutDenial,
} from '../scam/scam-rules.ts';
import { type KnownCompany, matchCompany } from './offer-company.ts';
import { type Amount, moneyText, parseAmounts, parseContractMonths } from './offer-money.ts';
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

/** Free text chains claims: a denial counts only in its own clause. */
const says = (folded: string, re: RegExp) => saysWithoutDenial(folded, re, { window: 30, clause: true });

/** Folded, whitespace collapsed, accents gone: what every detector reads. */
export const foldOffer = (text: string): string =>
  foldVietnamese(text.normalize('NFC')).replace(/[ \t]+/g, ' ');

/** Countries the text names (ISO codes), as the job search reads them. */
export function nationsOf(text: string): string[] {
  return readSearchQuery(text)?.nations ?? [];
}

// ---- The detectors, each on the folded text ----

const DEPOSIT_OFFER = new RegExp(
  `${DEPOSIT_WORDS.source}|\\b(giu cho|tien giu cho|phi giu cho|coc giu cho|coc)\\b`,
);
/** "Ký quỹ" is lawful in the contract (an escrow in the worker's name); before it, or now, it is not. */
const ESCROW_NOW =
  /\b(ky quy)\b[^.;\n]{0,40}\b(truoc khi ky|truoc hop dong|chua ky|ngay|luon|bay gio|hom nay|de giu cho|truoc)\b|\b(truoc khi ky|chua ky|nop ngay|dong ngay)\b[^.;\n]{0,40}\bky quy\b/;

export function depositAsked(folded: string): boolean {
  const withoutEscrow = folded.replace(/\bky quy\b/g, '        ');
  return says(withoutEscrow, DEPOSIT_OFFER) || says(folded, ESCROW_NOW);
}

const BROKERAGE =
  /\b(phi|tien|chi phi|hoa hong) (moi gioi|gioi thieu|cho nguoi gioi thieu|cong tac vien|ctv)\b/;
export const brokerageAsked = (folded: string) => says(folded, BROKERAGE);

const TO_PERSON =
  /\b(chuyen|chuyen khoan|gui|dua|giao|nop|dong) (tien |tien mat )?(cho|vao tai khoan cua|vao tk cua|qua tai khoan cua) (anh|chi|em|co|chu|ong|ba|nguoi quen|nhan vien|tu van vien|ctv|cong tac vien|ca nhan)\b|\btien mat\b[^.;\n]{0,20}\b(cho|qua) (anh|chi|em|co|chu|ong|ba|nguoi)\b|\b(tai khoan|tk|stk) (rieng|cua (anh|chi|em|co|chu|ong|ba|nhan vien|tu van vien))\b/;
/** The account is said to be the company's own ("tài khoản công ty", "mang tên công ty"). */
const COMPANY_ACCOUNT =
  /\b(tai khoan|tk|stk) (cua |mang ten )?(cong ty|doanh nghiep)\b|\bmang ten (cong ty|doanh nghiep)\b/;
export function personalPayment(folded: string): boolean {
  if (says(folded, PERSONAL_ACCOUNT) || says(folded, TO_PERSON)) return true;
  // A bank and an account number (the job rule's sign), unless the account is the company's.
  return BANK_WORDS.test(folded) && ACCOUNT_NUMBER.test(folded) && !COMPANY_ACCOUNT.test(folded);
}

const DAYS_WORD: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, vai: 3 };
/** "bay ngay" is "fly at once", "bay ngày 15/3" a date. */
const QUICK_PHRASE =
  /\b(bay nhanh|bay gap|xuat canh nhanh|xuat canh gap|bay lien|bay cap toc|xuat canh cap toc)\b|\b(bay|xuat canh) ngay\b(?!\s*(\d|mung|thu|thang|dau|cuoi|nao|du kien))/;
const QUICK_WITHIN =
  /\b(bay|xuat canh|len duong)\b[^.;\n]{0,20}?\b(sau|trong|trong vong|chi|chi sau|chi trong|khoang|tam)\s*(\d{1,3}|mot|hai|ba|bon|vai)\s*(ngay|tuan)\b|\b(sau|trong|trong vong|chi)\s*(\d{1,3}|mot|hai|ba|bon|vai)\s*(ngay|tuan)\b[^.;\n]{0,15}\b(la |se |duoc )?(bay|xuat canh)\b/g;

/** "bay sau 2 tuần" → 14; "bay nhanh" → 0; null when no quick departure is promised. */
export function promisedDepartureDays(folded: string): number | null {
  let best: number | null = null;
  for (const m of folded.matchAll(QUICK_WITHIN)) {
    const raw = (m[3] ?? m[6]) as string;
    const unit = (m[4] ?? m[7]) as string;
    const n = DAYS_WORD[raw] ?? Number(raw);
    const days = unit === 'tuan' ? n * 7 : n;
    if (!says(folded.slice(Math.max(0, m.index - 30)), new RegExp(escapeRe(m[0])))) continue;
    if (days < QUICK_DEPARTURE_DAYS && (best === null || days < best)) best = days;
  }
  if (best === null && says(folded, QUICK_PHRASE)) best = 0;
  return best;
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Language study promised (the job rule's words, denials excluded: "không cần học tiếng"). */
export const languageTraining = (folded: string) => says(folded, LANGUAGE_TRAINING);

const NO_LANGUAGE = /\bkhong (can )?(hoc|biet|thi) ?(tieng|ngoai ngu)\b|\bkhong can tieng\b/;

const NO_INTERVIEW =
  /\b(khong can|khong phai|khong|mien|bo qua) (qua )?(phong van|thi tuyen|thi tay nghe|thi tieng|kiem tra tay nghe|test)\b|\b(bao dau|dam bao dau|cam ket dau|chac chan dau|dau 100|100% dau|bao visa|bao dau visa)\b/;
/** "không cần phỏng vấn" is itself the sign: a denial before it does not undo it, a double one does. */
export const noInterview = (folded: string) =>
  [...folded.matchAll(new RegExp(NO_INTERVIEW.source, 'g'))].some(
    (m) =>
      !/\b(khong phai la|khong co chuyen|khong he co chuyen)\s*$/.test(
        folded.slice(Math.max(0, m.index - 25), m.index),
      ),
  );

const KOREA = /\b(han quoc|korea|xu han|di han|sang han|nam han)\b/;
/** A company, or money asked for the programme ("chi phí" alone is a question about costs). */
const PRIVATE_PARTY =
  /\b(cong ty|cty|doanh nghiep|van phong|phi (dich vu|tron goi|ho so|xuat canh|giu cho)|(nop|dong|thu|chuyen) (tien|phi)|chuyen khoan|bao dau|dam bao dau|ben (minh|em|toi|anh|chi))\b|\btrung tam (?!lao dong ngoai nuoc)/;
/** EPS (E-9) through anyone but the state's Centre of Overseas Labour. */
export function epsPrivate(folded: string, nations: readonly string[]): boolean {
  if (!EPS.test(folded)) return false;
  if (!(nations.includes('KR') || KOREA.test(folded))) return false;
  const withoutCentre = folded.replace(/trung tam lao dong ngoai nuoc/g, ' ');
  return PRIVATE_PARTY.test(withoutCentre);
}

const ANGLO = ['CA', 'AU', 'US', 'NZ', 'GB'];
const UNSKILLED_VISA =
  /\b(visa lao dong pho thong|lao dong pho thong|visa lao dong|xuat khau lao dong|xkld|di lam)\b/;
const NO_LANGUAGE_NEEDED =
  /\bkhong (can|yeu cau|doi hoi) (biet |co |thi )?(tieng|ngoai ngu|tieng anh|ielts|bang cap|bang)\b|\bkhong can tieng\b/;
const TOURIST_WORK =
  /\bvisa du lich\b[^.;\n]{0,60}\b(di lam|lam viec|lam them|xin viec|lao dong|o lai lam|chuyen sang|chuyen doi|ra ngoai lam)\b|\b(di lam|lam viec|xkld|xuat khau lao dong)\b[^.;\n]{0,40}\bbang visa du lich\b/;
const SSW = /\b(ky nang dac dinh|ki nang dac dinh|tokutei|kndd)\b/;

/** Programmes and visas that do not exist as offered, each one sure; the first that fits. */
export function nonexistentProgramme(
  folded: string,
  nations: readonly string[],
): { detail: string; law: string } | null {
  const anglo = nations.find((n) => ANGLO.includes(n));
  if (anglo && UNSKILLED_VISA.test(folded) && NO_LANGUAGE_NEEDED.test(folded))
    return {
      detail: `Đơn hàng mời đi làm lao động phổ thông ở ${nationName(anglo)} "không cần tiếng".`,
      law: LAW.angloVisa,
    };
  if (says(folded, TOURIST_WORK))
    return { detail: 'Đơn hàng hướng dẫn đi bằng visa du lịch rồi ở lại làm việc.', law: LAW.touristVisa };
  if (SSW.test(folded) && (nations.includes('KR') || KOREA.test(folded)) && !nations.includes('JP'))
    return { detail: 'Đơn hàng mời đi "kỹ năng đặc định" sang Hàn Quốc.', law: LAW.sswKorea };
  if (EPS.test(folded) && nations.includes('JP') && !nations.includes('KR') && !KOREA.test(folded))
    return { detail: 'Đơn hàng mời đi "EPS" sang Nhật Bản.', law: LAW.epsJapan };
  return null;
}

const CHAT_ONLY =
  /\bchi (lien he|lien lac|nhan tin|trao doi|tu van|lam viec|giao dich)? ?(qua |bang |tren )?(zalo|telegram|facebook|fb|messenger|viber)\b|\bkhong (co |cho )?(van phong|dia chi|tru so)\b|\bkhong (hen )?gap (truc tiep|mat)\b/;
const OWN_SEAT = /\b(dia chi|van phong|tru so|so nha|website|email|hotline)\b|@|\.vn\b|\.com\b/;
/** Contact through chat apps only: said outright, or a chat app with no seat, email or site named. */
/** Contact offered through a chat app: "liên hệ Zalo", "Zalo: 09…", a zalo.me link ("thấy trên Facebook" is not). */
const CONTACT_VIA_CHAT =
  /\b(lien he|lien lac|nhan tin|inbox|ib|ket ban|add|trao doi|tu van|gui ho so|goi)\b[^.;\n]{0,25}\b(zalo|telegram|facebook|fb|messenger|viber)\b|\b(zalo|telegram|viber)\b\s*:?\s*\+?\d|zalo\.me|t\.me\/|m\.me\//;
export function chatOnly(folded: string): boolean {
  if (says(folded, CHAT_ONLY)) return true;
  return CHAT_APPS.test(folded) && CONTACT_VIA_CHAT.test(folded) && !OWN_SEAT.test(folded);
}

const STUDY = /\b(du hoc|du hoc sinh|hoc bong|truong dai hoc|truong tieng|visa du hoc)\b/;
const LABOUR =
  /\b(xuat khau lao dong|xkld|lao dong|don hang|thuc tap sinh|tts|ky nang dac dinh|tokutei|eps|visa lao dong|di lam|ky su|dieu duong)\b/;
/** The offer is a study programme, with no word of work. */
export const studyOnly = (folded: string): boolean => STUDY.test(folded) && !LABOUR.test(folded);

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

// ---- The adviser's side ----

const PAYMENT_WORDS = /\b(coc|dat coc|giu cho|phi|nop|chuyen khoan|dong tien|ky quy|tra truoc|chuyen tien)\b/;
const SHOULD_I =
  /\bco nen (nop|dong|chuyen|dat coc|coc|tin|ky|dua tien|gui tien|tra|di theo|nghe theo|lam theo)\b/;
const IS_IT_SCAM =
  /\b(co phai (la )?lua|lua dao (khong|ko|k)\b|co bi lua|bi lua (khong|ko)|co lua dao|scam|co that khong|that hay gia|co dang tin (khong|ko)|tin duoc (khong|ko))/;
const TRUST = /\b(co )?uy tin (khong|ko|k)\b/;
/** Someone asks or tells the writer ("họ đòi", "bên đó bảo", "chị tư vấn bảo chuyển tiền"). */
const SOMEONE_ASKS =
  /\b(doi|bat|yeu cau|noi (toi|em|minh)|ben do|ho thu|thu cua (toi|em|minh))\b|\bbao\b(?! (nhieu|gom|hiem|lau|lanh|dau|ve|cao|tri|mat|ho|quan|duong|tin|dam)\b)/;
const DEPARTURE = /\b(bay|xuat canh|lich bay)\b/;
const ORDER_WORDS = /\b(don hang|tuyen|tuyen dung|so luong|nam nu|do tuoi|tuoi)\b/;

/**
 * Whether a chat message describes or pastes an offer, or asks whether to pay or trust one: the
 * adviser then answers with the offer check, never with offers. A general question ("Điều kiện
 * đi XKLĐ Nhật Bản là gì?", "chi phí đi Nhật bao nhiêu") is not one.
 */
export function describesOffer(text: string): boolean {
  const folded = foldOffer(text);
  const amounts = parseAmounts(folded);
  const asked = amounts.filter((a) => a.kind !== 'wage');
  const wage = amounts.some((a) => a.kind === 'wage');
  if (asked.length > 0 && PAYMENT_WORDS.test(folded) && !/\bbao nhieu\b/.test(folded)) return true;
  if (asked.length > 0 && SOMEONE_ASKS.test(folded)) return true;
  if (SHOULD_I.test(folded) || IS_IT_SCAM.test(folded)) return true;
  if (
    TRUST.test(folded) &&
    /\b(cong ty|cty|trung tam|doanh nghiep|ben)\b/.test(folded) &&
    !/\bnao\b/.test(folded)
  ) {
    // About a named company ("Công ty Sao Mai có uy tín không?"), not "which company".
    return /\b(cong ty|cty|trung tam|doanh nghiep)\s+\S+/.test(folded);
  }
  if (depositAsked(folded) && SOMEONE_ASKS.test(folded)) return true;
  if (wage && (DEPARTURE.test(folded) || asked.length > 0) && ORDER_WORDS.test(folded)) return true;
  if (wage && DEPARTURE.test(folded) && asked.length > 0) return true;
  const signs = [
    personalPayment(folded),
    promisedDepartureDays(folded) !== null,
    noInterview(folded) && SOMEONE_ASKS.test(folded),
    nonexistentProgramme(folded, nationsOf(text)) !== null,
  ].filter(Boolean).length;
  return signs >= 1 && (SOMEONE_ASKS.test(folded) || asked.length > 0 || wage);
}

/** The result as the adviser's plain-text answer: verdict, flags with their law, advice, report link. */
export function offerCheckText(result: OfferCheckResult): string {
  const lines = [OFFER_VERDICT_TEXT[result.verdict]];
  if (result.flags.length > 0) {
    lines.push('', 'Dấu hiệu:');
    for (const f of result.flags) lines.push(`- ${f.title}: ${f.detail} (Căn cứ: ${f.law})`);
  }
  if (result.company) {
    const c = result.company;
    const number = c.licence_number ? `, giấy phép số ${c.licence_number}` : '';
    lines.push(
      '',
      `Doanh nghiệp trên ViệcXa: ${c.name}${number}: ${OFFER_LICENCE_TEXT[c.licence]} (${c.url}).`,
    );
  }
  lines.push('', 'Bạn nên:');
  for (const a of result.advice) lines.push(`- ${a}`);
  lines.push('', `Báo cáo đơn hàng đáng ngờ: ${result.report_url}`);
  return lines.join('\n');
}
