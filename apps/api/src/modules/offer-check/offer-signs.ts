/**
 * The signs of a scam as free text shows them (issue 30 item 3): each detector reads the folded
 * offer (`foldOffer`) with the scam rules' word lists (ADR 0032), a sign right after a denial in its
 * own clause not counting. `evaluateOffer` (offer-check.ts) turns them into flags.
 */
import { foldVietnamese, readSearchQuery } from '@app/contract';
import {
  ACCOUNT_NUMBER,
  BANK_WORDS,
  CHAT_APPS,
  DEPOSIT_WORDS,
  EPS,
  LANGUAGE_TRAINING,
  PERSONAL_ACCOUNT,
  QUICK_DEPARTURE_DAYS,
  saysWithoutDenial,
} from '../scam/scam-rules.ts';
import { LAW, nationName } from './offer-text.ts';

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

export const NO_LANGUAGE = /\bkhong (can )?(hoc|biet|thi) ?(tieng|ngoai ngu)\b|\bkhong can tieng\b/;

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
