import type { SalaryPeriod } from '../options.ts';

/**
 * The AI adviser's texts and limits (spec §2, §4, §8, §9; ADR 0029), zod-free so that the floating
 * panel's browser code can use them without loading the schemas.
 */

/** localStorage key of the conversation (spec §4). */
export const CHAT_STORAGE_KEY = 'chatbot_messages';
/** Questions one conversation may hold; the server refuses more (1146) and the panel offers a new one. */
export const CHAT_MAX_QUESTIONS = 20;
/** Messages one conversation may hold (questions and answers), also the bound of the stored history. */
export const CHAT_MAX_MESSAGES = CHAT_MAX_QUESTIONS * 2;
/** Characters of one question. */
export const CHAT_QUESTION_MAX = 500;
/** Characters of one earlier message sent back as context (answers are cut to this). */
export const CHAT_CONTEXT_MESSAGE_MAX = 2000;
/** Cards of one answer (spec §9). */
export const CHAT_MAX_CARDS = 3;

export const CHAT_WELCOME =
  'Xin chào! Tôi là trợ lý tư vấn của ViệcXa. Tôi có thể giúp bạn tìm đơn hàng xuất khẩu lao động, chương trình du học, việc làm trong nước, ước tính chi phí và gợi ý công ty uy tín. Bạn muốn hỏi gì?';

/** The spec's 5 quick questions (§2, §9). */
export const CHAT_QUICK_QUESTIONS = [
  'Chi phí đi Nhật bao nhiêu?',
  'Đơn hàng điều dưỡng Đức',
  'Công ty nào được đánh giá cao?',
  'Nên đi du học hay xuất khẩu lao động?',
  'Du học Hàn Quốc cần những gì?',
] as const;

/** Spec §8: shown only when the provider fails and keyword detection has no answer of its own. */
export const CHAT_FAILURE_TEXT = 'Xin lỗi, tôi đang gặp sự cố kỹ thuật. Vui lòng thử lại sau.';

export const ChatLabel = {
  title: 'Trợ lý tư vấn ViệcXa',
  close: 'Đóng trợ lý tư vấn',
  input: 'Câu hỏi của bạn',
  placeholder: 'Nhập câu hỏi…',
  send: 'Gửi',
  quick: 'Câu hỏi gợi ý',
  newChat: 'Cuộc trò chuyện mới',
  pending: 'Đang trả lời…',
  jobs: 'Việc làm phù hợp',
  companies: 'Công ty gợi ý',
  rating: 'Đánh giá',
  openJobs: 'việc đang tuyển',
  disclaimer: 'Trợ lý chỉ gợi ý từ dữ liệu của ViệcXa; hãy kiểm tra lại với công ty trước khi quyết định.',
  sources: 'Nguồn',
} as const;

/** What an answer is about (keyword detection, ADR 0029). */
export const CHAT_INTENTS = [
  'greeting',
  'cost',
  'top_rated',
  'study_vs_labour',
  'study',
  'labour',
  'domestic',
  'destination',
  'jobs',
  'off_topic',
  // Issue 30: an answer from the knowledge base, the offer check, a money conversion, a refused
  // attempt to change the adviser's instructions.
  'knowledge',
  'offer_check',
  'convert',
  'injection',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** Where the answer's text came from: the model, the keyword templates, or the failure text. */
export type ChatSource = 'ai' | 'keywords' | 'failure';

/** A job card of an answer (spec §3 "Job (as read)"). */
export interface ChatJobCard {
  id: number;
  slug: string;
  name: string;
  nation: { code: string; name: string };
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  thumbnail: string | null;
  company_logo: string | null;
  company_name: string;
  url: string;
}

/** A company card of an answer (spec §3 "Company (as read)"). */
export interface ChatCompanyCard {
  id: number;
  name: string;
  logo: string | null;
  job_count: number;
  company_activity: number[];
  stats: { averageRating: number | null; totalReviews: number };
  url: string;
}

/** A source an answer draws on, shown as a link under it: our handbook page or an official page. */
export interface ChatSourceLink {
  title: string;
  url: string;
  /** A page of another site (opened in a new tab, rel="noopener nofollow"). */
  external: boolean;
}

/** The events of `POST /chat`'s answer (text/event-stream), in order: one `cards`, `delta`s, one `done`. */
export interface ChatCardsEvent {
  intent: ChatIntent;
  jobs: ChatJobCard[];
  companies: ChatCompanyCard[];
  /** What the answer is drawn from (knowledge-base entries, their official sources, the report page). */
  sources: ChatSourceLink[];
}
export interface ChatDeltaEvent {
  text: string;
}
export interface ChatDoneEvent {
  source: ChatSource;
  /** The whole answer as it stands (replaces the deltas: a provider failing midway is replaced by the template). */
  text: string;
}
