import type { ChatIntent, JobKind, KnowledgeProgramme, KnowledgeTopic } from '@app/contract';
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
  /** What the question asks about (issue 30): the knowledge base's topics its words point to. */
  topics: KnowledgeTopic[];
  /** The programmes it names (thực tập sinh, EPS, du học…). */
  programmes: KnowledgeProgramme[];
  /** It asks for offers ("đơn hàng", "tìm việc", "tuyển"…): job cards fit the answer. */
  seeksJobs: boolean;
  /** It is phrased as a question ("…không?", "là gì", "thế nào"), not a search. */
  asking: boolean;
  /** It tries to change the adviser's instructions ("bỏ qua hướng dẫn", "ignore previous…"). */
  injection: boolean;
}

/** Words that point to a topic of the knowledge base, on the folded text. */
const TOPIC_CUES: [KnowledgeTopic, RegExp][] = [
  [
    'conditions',
    /\b(dieu kien|yeu cau|can nhung gi|can gi|can nhung|tieu chuan|do tuoi|bao nhieu tuoi|gioi han tuoi|tuoi|suc khoe|kham suc khoe|hinh xam|xam|hoc van|bang cap|trinh do|ly lich|tien an|tien su|chieu cao|can nang|bi benh|viem gan|ai duoc di|du dieu kien)\b/,
  ],
  [
    'process',
    /\b(quy trinh|thu tuc|cac buoc|bao lau|mat bao lau|thoi gian|bao gio|khi nao|lam ho so|ho so gom|ho so can|giay to|quay lai|tai nhap canh|lan hai|di lai|hoc them|vao lam luon|hoc bao lau)\b/,
  ],
  [
    'costs',
    /\b(chi phi|bao nhieu tien|het bao nhieu|ton bao nhieu|mat bao nhieu|can bao nhieu tien|tien|dat qua|co dat|vay|vay tien|ton kem|re hon|dat hon)\b/,
  ],
  [
    'law',
    /\b(luat|quy dinh|phap luat|hop phap|trai phep|phi dich vu|phi moi gioi|moi gioi|ky quy|tien ky quy|tran|toi da|nghi dinh|thong tu|69 2020|duoc thu|thu phi|dat coc|tien coc|coc)\b/,
  ],
  [
    'visa',
    /\b(visa|thi thuc|tu cach luu tru|loai visa|e ?9|e ?7|d ?2|d ?4|e ?8|blue card|the xanh|ausbildung|dinh cu|thuong tru)\b/,
  ],
  [
    'trouble',
    /\b(ho chieu|no luong|khong tra luong|cham luong|quyt luong|bi danh|ngoc dai|tai nan|bi om|dai su quan|lanh su|duong day nong|hotline|bo tron|tron|cuu|khan cap|bi bat|bi lua|bi giu|giu giay to|cong an|chu danh|danh dap|bao ai|keu cuu|bi ep|so dien thoai|ho tro|lien he)\b/,
  ],
  [
    'licence',
    /\b(giay phep|cap phep|so giay phep|dolab|cuc quan ly lao dong|kiem tra cong ty|cong ty that|that hay gia|co that khong|uy tin khong|co uy tin|danh sach doanh nghiep|uy tin)\b/,
  ],
  [
    'scam',
    /\b(lua dao|lua|scam|gia mao|mao danh|bi lua|dau hieu|canh giac|coc|giu cho|bay nhanh|visa du lich|co that)\b/,
  ],
  [
    'study_work',
    /\b(lam them|part ?time|baito|arubaito|vua hoc vua lam|lam ban thoi gian|gio lam them|duoc lam)\b/,
  ],
  [
    'money',
    /\b(luong|thu nhap|tiet kiem|khau tru|thue|bao hiem|gui tien|ty gia|doi tien|con lai|duoc bao nhieu|kiem duoc|tru het|con bao nhieu|bi tru|thuc nhan|thuc linh)\b/,
  ],
  [
    'rights',
    /\b(quyen|quyen loi|tang ca|nghi phep|doi chu|chuyen viec|chuyen cong ty|doi cong ty|chuyen cho lam|doi cho lam|chuyen noi lam|doi noi lam|hop dong lao dong|luong toi thieu|bi ep|ngay nghi)\b/,
  ],
  [
    'general',
    /\b(la gi|khac nhau|khac gi|so sanh|nen chon|nen di|tot hon|co nen|nuoc nao|di dau|chon nuoc)\b/,
  ],
];

const PROGRAMME_CUES: [KnowledgeProgramme, RegExp][] = [
  ['tts', /\b(thuc tap sinh|tts|thuc tap ky nang|ginou jisshu|gino jisshu|ikusei shuro|duc thanh)\b/],
  ['ssw', /\b(ky nang dac dinh|tokutei|tokutei ginou|ssw|dac dinh)\b/],
  ['engineer', /\b(ky su|ki su|engineer|visa ky su|tri thuc|visa lao dong chuyen mon|e ?7|blue card)\b/],
  ['eps', /\b(eps|eps topik|e ?9|he thong cap phep)\b/],
  ['vocational_study', /\b(du hoc nghe|ausbildung|hoc nghe)\b/],
  ['study', /\b(du hoc|du hoc sinh|hoc tieng|truong tieng|dai hoc|d ?4|d ?2|visa du hoc|sinh vien)\b/],
  ['nursing', /\b(dieu duong|ho ly|kaigo|cham soc nguoi gia|y ta|dieu duong vien)\b/],
  ['labour', /\b(xuat khau lao dong|xkld|xkl|lao dong|don hang|di lam|cong nhan)\b/],
];

/** Words of a question that asks for offers (the job cards fit its answer). */
const SEEKS_JOBS =
  /\b(don hang nao|don nao|tim don|tim don hang|tim viec|tim chuong trinh|tim truong|viec lam|co viec|viec nao|viec gi|dang tuyen|tuyen dung|co tuyen|tuyen cong nhan|tuyen nguoi|tuyen lao dong|job|jobs|chuong trinh nao|truong nao|co don|co chuong trinh|nganh nao|goi y|danh sach)\b/;
/** "đơn hàng" names what is sought in a search ("Đơn hàng điều dưỡng Đức"), not in a question about one. */
const OFFER_WORD = /\b(don hang|chuong trinh)\b/;
/** Words that make a message a question rather than a search. */
const QUESTION_WORDS =
  /\b(khong|ko|k|hong|gi|nao|sao|bao nhieu|bao lau|co phai|la gi|o dau|dau|chua|the nao|lam sao|co nen|nen|duoc khong|co that|that khong|khac nhau|co duoc|phai|can|a|ha)\b/;

/** Attempts to make the adviser ignore its instructions, reveal them, or play another part. */
const INJECTION =
  /\b(ignore (all |the |your )?(previous|prior|above|earlier)|disregard (all |the |your )?|system prompt|developer mode|jailbreak|you are now|act as|pretend|prompt he thong|bo qua (moi |tat ca |het |cac |nhung )?(huong dan|chi dan|quy tac|lenh|yeu cau) (truoc|tren|cu|cua)|quen (het |di |moi )?(huong dan|chi dan|quy tac)|dong vai|gia vo (la|lam)|tu bay gio ban (la|se)|in ra (cau lenh|huong dan|prompt|du lieu)|tiet lo (huong dan|prompt|cau lenh)|cau lenh he thong|huong dan he thong)\b/;

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
  // Cue words are matched on letters and digits only ("e-9" is "e 9", "69/2020" is "69 2020").
  const plain = folded.replace(/[^a-z0-9]+/g, ' ');
  const asking = /\?/.test(folded) || QUESTION_WORDS.test(plain);
  const base = {
    nation,
    kind: domestic ? ('domestic' as const) : kind,
    keywords,
    count: countOf(folded),
    topics: TOPIC_CUES.filter(([, re]) => re.test(plain)).map(([t]) => t),
    programmes: PROGRAMME_CUES.filter(([, re]) => re.test(plain)).map(([p]) => p),
    seeksJobs: SEEKS_JOBS.test(plain) || (OFFER_WORD.test(plain) && !asking),
    asking,
    injection: INJECTION.test(plain),
  };

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
