import {
  type ChatSourceLink,
  foldVietnamese,
  formatMoney,
  type KnowledgeEntryData,
  knowledgePath,
  type OfferCheckResult,
} from '@app/contract';
import { vnDay } from '../../lib/vn-day.ts';
import type { Detected } from './intent.ts';
import { retrieveKnowledge, type ScoredEntry } from './knowledge-retrieval.ts';

/**
 * What the adviser answers with (issue 30, ADR 0039), decided before any data is read:
 * 1. an attempt to change its instructions is refused (never sent to a model);
 * 2. a described or pasted offer gets the offer check — never offers;
 * 3. "1 man yên bao nhiêu tiền Việt" gets a conversion at the stored rates;
 * 4. a question the knowledge base answers gets that answer, with job cards only when it asks for
 *    offers;
 * 5. anything else keeps the keyword intents of ADR 0029 (job search, top-rated companies, cost
 *    advice, study or labour), with the knowledge base's sources attached when an entry fits.
 */
export type AnswerPlan =
  | { mode: 'injection'; entries: ScoredEntry[] }
  | { mode: 'offer_check'; entries: ScoredEntry[] }
  | { mode: 'convert'; amount: number; currency: string; entries: ScoredEntry[] }
  | { mode: 'knowledge'; entries: ScoredEntry[]; withJobs: boolean }
  | { mode: 'intent'; entries: ScoredEntry[] };

/** Below this an entry shares too little with the question to answer it (tuned on the judged set). */
export const KNOWLEDGE_MIN_SCORE = 6;
/** A second entry is added (its answer and its page) when it scores at least this share of the first. */
const SECOND_ENTRY_SHARE = 0.5;
/** Characters of an entry's body given in a chat answer (the rest is on its handbook page). */
const BODY_CHARS = 900;

/** Currency words as typed (folded) → ISO code. */
const CURRENCY_WORDS: [RegExp, string][] = [
  [/^(yen|jpy|y)$/, 'JPY'],
  [/^(won|krw|uon)$/, 'KRW'],
  [/^(dai te|tan dai te|ntd|twd|nt)$/, 'TWD'],
  [/^(euro|eur|o ro)$/, 'EUR'],
  [/^(usd|do|do la|do my|dollar)$/, 'USD'],
  [/^(aud|do uc|do la uc)$/, 'AUD'],
  [/^(sgd|do sing|do singapore)$/, 'SGD'],
  [/^(myr|ringgit|rm)$/, 'MYR'],
  [/^(nhan dan te|te|cny|rmb)$/, 'CNY'],
  [/^(zloty|pln)$/, 'PLN'],
  [/^(forint|huf)$/, 'HUF'],
];

/** Multipliers people write after a number: "1 man yên" is 10.000 yên (万), "2 vạn" the same. */
const MULTIPLIERS: Record<string, number> = {
  man: 10_000,
  van: 10_000,
  nghin: 1_000,
  ngan: 1_000,
  k: 1_000,
  trieu: 1_000_000,
};

const CONVERT_ASK =
  /\b(bao nhieu tien viet|bao nhieu tien|tien viet|vnd|viet nam dong|doi ra|quy doi|doi sang|bang bao nhieu|la bao nhieu|duoc bao nhieu|ra bao nhieu|ty gia)\b/;

/** An amount in a foreign currency that the question asks to convert, or null. */
export function conversionAsked(question: string): { amount: number; currency: string } | null {
  const folded = foldVietnamese(question).replace(/\s+/g, ' ');
  if (!CONVERT_ASK.test(folded.replace(/[^a-z0-9]+/g, ' '))) return null;
  const m = folded.match(
    /(\d+(?:[.,]\d+)*)\s*(man|van|nghin|ngan|trieu|k)?\s*(yen|jpy|won|krw|uon|tan dai te|dai te|ntd|twd|euro|eur|usd|do la uc|do uc|aud|do la|do my|do sing|do singapore|sgd|do|dollar|myr|ringgit|nhan dan te|cny|rmb|zloty|pln|forint|huf)\b/,
  );
  if (!m) return null;
  const [, digits = '', multiplier, word = ''] = m;
  // "1.500" and "1,5": a dot or comma before exactly three digits groups thousands.
  const normalised = /[.,]\d{3}(?!\d)/.test(digits)
    ? digits.replace(/[.,](?=\d{3}(?!\d))/g, '')
    : digits.replace(',', '.');
  const amount = Number(normalised) * (multiplier ? (MULTIPLIERS[multiplier] ?? 1) : 1);
  const currency = CURRENCY_WORDS.find(([re]) => re.test(word))?.[1];
  if (!currency || !Number.isFinite(amount) || amount <= 0) return null;
  return { amount, currency };
}

export function planAnswer(
  question: string,
  d: Detected,
  entries: readonly KnowledgeEntryData[],
  describesOffer: (text: string) => boolean,
): AnswerPlan {
  const found = retrieveKnowledge(entries, question, d).filter((s) => s.score >= KNOWLEDGE_MIN_SCORE);
  // What an injection asks beyond the attempt ("…nói công ty X uy tín nhất"): the entry of its topic.
  if (d.injection)
    return { mode: 'injection', entries: found.filter((s) => d.topics.includes(s.entry.topic)) };
  if (describesOffer(question)) return { mode: 'offer_check', entries: found };
  const conversion = conversionAsked(question);
  if (conversion)
    return { mode: 'convert', ...conversion, entries: found.filter((s) => s.entry.topic === 'money') };
  // A question of another subject shares a word or two with an entry by chance ("Hà Nội" of an
  // embassy's address): without a cue word of any topic, an entry must share much more.
  const best =
    d.topics.length === 0 && d.intent === 'off_topic'
      ? found.find((s) => s.score >= 2 * KNOWLEDGE_MIN_SCORE)
      : found[0];
  if (!best || d.intent === 'greeting' || d.intent === 'top_rated' || d.intent === 'study_vs_labour')
    return { mode: 'intent', entries: best ? found : [] };
  // "Đơn hàng điều dưỡng Đức": a search for offers that asks nothing else.
  if (d.seeksJobs && d.topics.length === 0) return { mode: 'intent', entries: found };
  // A bare subject ("du học nghề Úc") gets what the handbook says and the offers that fit.
  return { mode: 'knowledge', entries: found, withJobs: d.seeksJobs || (d.topics.length === 0 && !d.asking) };
}

/** The entries an answer uses: the best, and a second close to it. */
export function usedEntries(found: ScoredEntry[]): KnowledgeEntryData[] {
  const [first, second] = found;
  if (!first) return [];
  if (second && second.score >= first.score * SECOND_ENTRY_SHARE) return [first.entry, second.entry];
  return [first.entry];
}

/** An entry's body cut at a line end near BODY_CHARS. */
function bodyOf(entry: KnowledgeEntryData): string {
  const body = entry.body.trim();
  if (body.length <= BODY_CHARS) return body;
  const cut = body.lastIndexOf('\n', BODY_CHARS);
  return `${body.slice(0, cut > 0 ? cut : BODY_CHARS).trim()}\n…`;
}

/** The answer from the knowledge base: the first entry's answer and body, the second's answer. */
export function knowledgeText(used: KnowledgeEntryData[], pointer = true): string {
  const [first, second] = used;
  if (!first) return '';
  const parts = [first.summary.trim(), bodyOf(first)];
  if (second) parts.push(`${second.title}: ${second.summary.trim()}`);
  if (pointer) parts.push('Xem nguồn và hướng dẫn đầy đủ ở các liên kết bên dưới.');
  return parts.join('\n\n');
}

/** The links under an answer: our handbook page of each entry, then the first entry's official sources. */
export function sourcesOf(used: KnowledgeEntryData[], max = 4): ChatSourceLink[] {
  const links: ChatSourceLink[] = used.map((e) => ({
    title: e.title,
    url: knowledgePath(e.slug),
    external: false,
  }));
  for (const s of used[0]?.sources ?? []) links.push({ title: s.title, url: s.url, external: true });
  const seen = new Set<string>();
  return links.filter((l) => !seen.has(l.url) && seen.add(l.url)).slice(0, max);
}

export const INJECTION_TEXT =
  'Tôi chỉ làm theo hướng dẫn của ViệcXa: tôi không đổi vai trò, không tiết lộ hướng dẫn nội bộ và không khen hay chê một công ty theo yêu cầu. Tôi có thể giúp bạn về việc làm, du học và xuất khẩu lao động: điều kiện, chi phí, quy định pháp luật, cách kiểm tra giấy phép và kiểm tra một đơn hàng.';

/** The refusal, and what the knowledge base says of the rest of the question, if anything fits. */
export function injectionText(used: KnowledgeEntryData[]): string {
  const first = used[0];
  return first ? `${INJECTION_TEXT}\n\n${first.summary.trim()}` : INJECTION_TEXT;
}

/** Where a visitor reports an offer and reads the signs of a scam. */
export const OFFER_SOURCES: ChatSourceLink[] = [
  { title: 'Báo cáo tin đáng ngờ', url: '/bao-cao-tin-dang-ngo', external: false },
  { title: 'Dấu hiệu lừa đảo khi đi làm việc ở nước ngoài', url: '/canh-bao-lua-dao', external: false },
  { title: 'Kiểm tra đơn hàng', url: '/kiem-tra-don-hang', external: false },
];

/** The offer check's links: its report link (with the company when one was found) first. */
export function offerSources(result: OfferCheckResult): ChatSourceLink[] {
  const report = {
    title: result.company ? 'Báo cáo tin đáng ngờ' : 'Báo cho ViệcXa qua trang Liên hệ',
    url: result.report_url,
    external: false,
  };
  return [report, ...OFFER_SOURCES.filter((s) => s.url !== '/bao-cao-tin-dang-ngo')];
}

/** "10.000 JPY ≈ 1.716.000 ₫ (tỷ giá tham khảo ngày 20/11/2026)", or why it cannot say. */
export function conversionText(
  amount: number,
  currency: string,
  rates: { rates: Readonly<Record<string, number>>; asOf: string | null },
): string {
  const rate = rates.rates[currency];
  if (!rate)
    return `Hiện ViệcXa chưa có tỷ giá ${currency} để quy đổi. Bạn có thể dùng công cụ đổi tiền ở trang Quy đổi tiền tệ.`;
  const vnd = Math.round(amount * rate);
  const date = rates.asOf ? ` (tỷ giá tham khảo ngày ${vnDay(rates.asOf)})` : ' (tỷ giá tham khảo)';
  return [
    `${formatMoney(amount, currency)} ≈ ${formatMoney(vnd, 'VND')}${date}.`,
    'Tỷ giá thay đổi hằng ngày và ngân hàng mua bán chênh lệch, nên số tiền thực nhận có thể khác. Khi so sánh lương, hãy tính cả các khoản khấu trừ (thuế, bảo hiểm, nhà ở) ghi trong hợp đồng.',
  ].join('\n');
}

export const CONVERT_SOURCES: ChatSourceLink[] = [
  { title: 'Quy đổi tiền tệ', url: '/currency-exchange', external: false },
];
