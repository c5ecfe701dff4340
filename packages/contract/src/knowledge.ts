/**
 * The adviser's knowledge base (issue 30, ADR 0039): entries we write on what candidates ask, each
 * with its sources and the day they were checked. Shared by the seed data, the admin editor, the
 * public handbook pages (/cam-nang) and the adviser's retrieval. zod-free: the browser imports it.
 */

/** What an entry answers. */
export const KNOWLEDGE_TOPICS = [
  'conditions', // điều kiện: age, health, language, education, tattoos, criminal record
  'process', // quy trình và thời gian
  'costs', // chi phí thường gặp
  'law', // luật: phí dịch vụ, môi giới, ký quỹ
  'visa', // loại visa / tư cách lưu trú
  'rights', // quyền của người lao động ở nước ngoài
  'trouble', // bị giữ hộ chiếu, nợ lương, gặp nạn: đại sứ quán, đường dây nóng
  'licence', // giấy phép, danh sách của Cục Quản lý lao động ngoài nước
  'scam', // dấu hiệu lừa đảo
  'study_work', // làm thêm của du học sinh
  'money', // tiền lương, khấu trừ, tỷ giá, tiết kiệm
  'general', // tổng quan chương trình, so sánh
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

export const KNOWLEDGE_TOPIC_LABELS: Record<KnowledgeTopic, string> = {
  conditions: 'Điều kiện',
  process: 'Quy trình và thời gian',
  costs: 'Chi phí',
  law: 'Quy định pháp luật',
  visa: 'Thị thực',
  rights: 'Quyền lợi người lao động',
  trouble: 'Khi gặp khó khăn',
  licence: 'Giấy phép doanh nghiệp',
  scam: 'Cảnh giác lừa đảo',
  study_work: 'Làm thêm khi du học',
  money: 'Lương và tiền bạc',
  general: 'Tổng quan',
};

/** Which programme an entry is about (none = every programme). */
export const KNOWLEDGE_PROGRAMMES = [
  'tts', // thực tập sinh kỹ năng (Nhật)
  'ssw', // kỹ năng đặc định (Nhật)
  'engineer', // kỹ sư / visa lao động chuyên môn
  'eps', // EPS Hàn Quốc (E-9)
  'labour', // xuất khẩu lao động nói chung (Đài Loan, châu Âu, …)
  'study', // du học
  'vocational_study', // du học nghề
  'nursing', // điều dưỡng / hộ lý
] as const;
export type KnowledgeProgramme = (typeof KNOWLEDGE_PROGRAMMES)[number];

export const KNOWLEDGE_PROGRAMME_LABELS: Record<KnowledgeProgramme, string> = {
  tts: 'Thực tập sinh',
  ssw: 'Kỹ năng đặc định',
  engineer: 'Kỹ sư, visa lao động',
  eps: 'EPS Hàn Quốc',
  labour: 'Xuất khẩu lao động',
  study: 'Du học',
  vocational_study: 'Du học nghề',
  nursing: 'Điều dưỡng, hộ lý',
};

export interface KnowledgeSource {
  title: string;
  url: string;
}

/** One entry as written (seed data, admin form) and as the API returns it (plus id and dates). */
export interface KnowledgeEntryData {
  /** kebab-case, unique: the entry's page is /cam-nang/{slug}. */
  slug: string;
  /** Vietnamese heading, usually the question it answers. */
  title: string;
  topic: KnowledgeTopic;
  /** ISO 3166 codes of the destinations it is about; empty = not tied to a country. */
  nations: string[];
  programmes: KnowledgeProgramme[];
  /** Words and phrases people type for this subject (with accents; synonyms, abbreviations). */
  keywords: string[];
  /** The direct answer in 1–3 sentences. */
  summary: string;
  /** Paragraphs separated by a blank line; a line starting with "- " is a bullet. Plain text. */
  body: string;
  sources: KnowledgeSource[];
  /** The day its facts were last checked against the sources (YYYY-MM-DD). */
  checked_on: string;
}

export const KNOWLEDGE_PATH = '/cam-nang';
export const knowledgePath = (slug: string) => `${KNOWLEDGE_PATH}/${slug}`;
