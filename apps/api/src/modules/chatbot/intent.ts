import type { ChatIntent, JobKind } from '@app/contract';
import { foldVietnamese } from '@app/contract/fold';

/**
 * Keyword detection of the adviser (ADR 0029): what a question is about, on the folded text (no
 * accents, lower case, the same folding as the job search), so "chi phí đi Nhật" and "chi phi di
 * nhat" read the same. Also gives the filters and the keywords the job search is asked with.
 */
export interface Detected {
  intent: ChatIntent;
  /** ISO code of the country asked about. */
  nation: string | null;
  kind: JobKind | null;
  /** The words left once question words, country names and kind words are removed. */
  keywords: string;
  /** How many companies a top-rated question asks for (spec §9: 10 or 5). */
  count: 5 | 10;
}

/** Country names as typed (folded) and their codes; the spec's four first (§9). */
const COUNTRIES: [string, RegExp][] = [
  ['JP', /\b(nhat ban|nhat|japan|japanese)\b/],
  ['SG', /\b(singapore|sing|xin ga po|singapo)\b/],
  ['KR', /\b(han quoc|korea|korean|xu han)\b/],
  ['MY', /\b(malaysia|ma lai|malay)\b/],
  ['TW', /\b(dai loan|taiwan)\b/],
  ['DE', /\b(duc|germany|german)\b/],
  ['AU', /\b(uc|australia)\b/],
  ['CA', /\b(canada)\b/],
  ['PL', /\b(ba lan|poland)\b/],
  ['HU', /\b(hungary|hung)\b/],
  ['RO', /\b(romania|rumani)\b/],
  ['CN', /\b(trung quoc|china)\b/],
];

/** "nhất" of a superlative is not Japan ("tốt nhất", "cao nhất"). */
const SUPERLATIVE =
  /\b(tot|cao|nhieu|re|nhanh|moi|it|uy tin|hay|dep|lon) nhat\b|\bnhat dinh\b|\bthong nhat\b/g;

const GREETING = /^(xin chao|chao|hello|hi|helo|alo|hey|chao ban|chao ad|chao admin)\b/;
const COST =
  /\b(chi phi|phi|bao nhieu tien|het bao nhieu|ton bao nhieu|mat bao nhieu|can bao nhieu tien|cost|price|tien dat coc)\b/;
const TOP_RATED = /\b(danh gia cao|uy tin|tot nhat|top|xep hang|best|rating|noi tieng|dang tin)\b/;
const COMPANY = /\b(cong ty|doanh nghiep|trung tam|company|companies)\b/;
const STUDY = /\b(du hoc|du hoc sinh|study|hoc bong|hoc tieng|truong)\b/;
const LABOUR =
  /\b(xuat khau lao dong|xkld|lao dong|don hang|thuc tap sinh|tts|ky nang dac dinh|tokutei|labou?r|di lam)\b/;
const DOMESTIC = /\b(trong nuoc|viec lam noi dia|o viet nam|tai viet nam)\b/;
const COMPARE = /\b(hay|hoac|so sanh|khac nhau|nen chon|nen di|vs)\b/;
const JOB_WORDS =
  /\b(viec|viec lam|cong viec|tuyen|tuyen dung|nghe|nganh|luong|job|jobs|ky su|dieu duong|ho ly|co khi|han|xay dung|nong nghiep|che bien|thuc pham|dien tu|may mac|lai xe|nha hang|khach san|cong nhan)\b/;

/**
 * Words that say how a question is asked, not what is searched, as written with accents: a word
 * typed with accents is judged as typed ("có" goes, "cơ" of "cơ khí" stays), one typed without by
 * their folded forms.
 */
const STOP_WORDS = new Set(
  `tôi mình em anh chị chi bạn muốn cần tìm kiếm có không nào gì là ở tại đi đến sang cho về các những
  một và hay hoặc thế như bao nhiêu phí đơn hàng việc làm tuyển dụng xuất khẩu lao động xklđ du học nước
  ngoài nên được à nhé với của thông tin hỏi giúp xin chào đánh giá cao công ty uy tín top tốt nhất trong
  hiện nay đang ai biết giới thiệu nhiều ít thì sao vậy ơi chương trình tham khảo mức tiền lương hết mất
  tốn cho`.split(/\s+/),
);
const FOLDED_STOP_WORDS = new Set([...STOP_WORDS].map(foldVietnamese));

function isStopWord(word: string): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  const folded = foldVietnamese(lower);
  return lower === folded ? FOLDED_STOP_WORDS.has(folded) : STOP_WORDS.has(lower);
}

/** The count a top-rated question asks for: 10 when it says 10 (or more), else 5. */
function countOf(folded: string): 5 | 10 {
  const n = Number(folded.match(/\b(\d{1,3})\b/)?.[1] ?? 0);
  return n >= 10 ? 10 : 5;
}

function words(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The keywords of the question: its own (accented) words whose folding is neither a stop word nor
 * part of a country's or kind's name, so the job search reads what the person typed.
 */
function keywordsOf(question: string, removed: RegExp[]): string {
  let folded = foldVietnamese(question);
  for (const re of removed) folded = folded.replace(new RegExp(re.source, 'g'), ' ');
  const kept = new Set(words(folded));
  return words(question)
    .filter((w) => kept.has(foldVietnamese(w)) && !isStopWord(w))
    .join(' ');
}

export function detectIntent(question: string): Detected {
  const folded = foldVietnamese(question).replace(/\s+/g, ' ').trim();
  const noSuperlative = folded.replace(SUPERLATIVE, ' ');
  const country = COUNTRIES.find(([, re]) => re.test(noSuperlative));
  const nation = country?.[0] ?? null;
  const study = STUDY.test(folded);
  const labour = LABOUR.test(folded);
  const kind: JobKind | null = study && !labour ? 'study_abroad' : labour && !study ? 'labor_export' : null;
  const domestic = DOMESTIC.test(folded);
  const keywords = keywordsOf(question, [
    ...COUNTRIES.map(([, re]) => re),
    STUDY,
    LABOUR,
    DOMESTIC,
    COST,
    TOP_RATED,
    COMPANY,
  ]);
  const base = { nation, kind: domestic ? ('domestic' as const) : kind, keywords, count: countOf(folded) };

  let intent: ChatIntent;
  if (TOP_RATED.test(folded) && (COMPANY.test(folded) || !JOB_WORDS.test(folded))) intent = 'top_rated';
  else if (study && labour && COMPARE.test(folded)) intent = 'study_vs_labour';
  else if (COST.test(folded)) intent = 'cost';
  else if (nation) intent = 'destination';
  else if (domestic) intent = 'domestic';
  else if (study) intent = 'study';
  else if (labour) intent = 'labour';
  else if (JOB_WORDS.test(folded) || COMPANY.test(folded)) intent = 'jobs';
  else if (GREETING.test(folded)) intent = 'greeting';
  else intent = 'off_topic';
  return { ...base, intent };
}
