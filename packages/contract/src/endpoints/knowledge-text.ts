/**
 * Limits, labels and messages of the knowledge base's admin form and pages (issue 30), zod-free so
 * pages import them by path (`@app/contract/endpoints/knowledge-text`). The entry's shape and its
 * topic and programme lists are in `../knowledge.ts`.
 */

export const KNOWLEDGE_TITLE_MIN = 5;
export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_SLUG_MAX = 120;
export const KNOWLEDGE_SUMMARY_MAX = 600;
export const KNOWLEDGE_BODY_MAX = 20_000;
export const KNOWLEDGE_KEYWORD_MAX = 100;
export const KNOWLEDGE_KEYWORDS_MAX = 60;
export const KNOWLEDGE_SOURCES_MAX = 20;
export const KNOWLEDGE_SOURCE_TITLE_MAX = 300;
export const KNOWLEDGE_SOURCE_URL_MAX = 2000;

/** kebab-case: lower-case ASCII letters and digits in groups joined by single dashes. */
export const KNOWLEDGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const KnowledgeLabel = {
  slug: 'Đường dẫn',
  title: 'Tiêu đề',
  topic: 'Chủ đề',
  nations: 'Quốc gia',
  programmes: 'Chương trình',
  keywords: 'Từ khóa',
  summary: 'Tóm tắt',
  body: 'Nội dung',
  sources: 'Nguồn',
  sourceTitle: 'Tên nguồn',
  sourceUrl: 'Đường dẫn nguồn',
  checkedOn: 'Ngày kiểm tra',
  published: 'Hiển thị công khai',
} as const;

export const KnowledgeMessage = {
  slugFormat: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang (ví dụ: phi-dich-vu-toi-da)',
  slugUsed: 'Đường dẫn đã được sử dụng',
  topicRequired: 'Vui lòng chọn chủ đề',
  nationInvalid: 'Quốc gia không hợp lệ',
  nationMissing: 'Quốc gia không tồn tại',
  programmeInvalid: 'Chương trình không hợp lệ',
  keywordTooLong: `Mỗi từ khóa tối đa ${KNOWLEDGE_KEYWORD_MAX} ký tự`,
  tooManyKeywords: `Tối đa ${KNOWLEDGE_KEYWORDS_MAX} từ khóa`,
  sourcesRequired: 'Cần ít nhất một nguồn có đường dẫn http(s) hợp lệ',
  tooManySources: `Tối đa ${KNOWLEDGE_SOURCES_MAX} nguồn`,
  created: 'Đã thêm mục cẩm nang',
  updated: 'Lưu thông tin thành công',
  deleted: 'Đã xóa mục cẩm nang',
} as const;

/** The public handbook's name (header, breadcrumbs, footer). */
export const KNOWLEDGE_HANDBOOK_NAME = 'Cẩm nang';
