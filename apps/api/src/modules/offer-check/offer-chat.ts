/**
 * The offer check in the adviser's chat (issue 30, ADR 0039): whether a message describes an offer,
 * and the check's result as the chat's plain-text answer.
 */
import { OFFER_LICENCE_TEXT, OFFER_VERDICT_TEXT, type OfferCheckResult } from '@app/contract';
import { parseAmounts } from './offer-money.ts';
import {
  depositAsked,
  foldOffer,
  nationsOf,
  noInterview,
  nonexistentProgramme,
  personalPayment,
  promisedDepartureDays,
} from './offer-signs.ts';

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
