/*
 * The blog model's constants, labels and messages (ADR 0017), zod-free so the public news pages can
 * import them (`@app/contract/client`) without downloading a schema.
 */

export const BLOG_CATEGORIES = [
  { value: 'study_abroad', label: 'Du học' },
  { value: 'labor_export', label: 'Xuất khẩu lao động' },
  { value: 'news', label: 'Tin tức' },
  { value: 'guide', label: 'Cẩm nang' },
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value'];

export const BLOG_STATUSES = [
  { value: 'draft', label: 'Bản nháp' },
  { value: 'published', label: 'Đã đăng' },
] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number]['value'];

export const blogCategoryLabel = (value: string): string =>
  BLOG_CATEGORIES.find((c) => c.value === value)?.label ?? value;
export const blogStatusLabel = (value: string): string =>
  BLOG_STATUSES.find((s) => s.value === value)?.label ?? value;

/** At most this many tags per article, each at most BLOG_TAG_MAX characters. */
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;
export const BLOG_TITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 500;
export const BLOG_BODY_MAX = 200_000;

export const BlogMessage = {
  created: 'Đã tạo bài viết',
  updated: 'Lưu thông tin thành công',
  deleted: 'Đã xóa bài viết',
  bodyRequired: 'Nội dung không được để trống.',
  bodyTooLong: 'Nội dung quá dài (tối đa 200.000 ký tự).',
  tooManyTags: `Tối đa ${BLOG_TAGS_MAX} thẻ.`,
  tagTooLong: `Mỗi thẻ tối đa ${BLOG_TAG_MAX} ký tự.`,
  nationMissing: 'Quốc gia không tồn tại',
} as const;

/** Public path of the news list (spec §2). */
export const NEWS_LIST_PATH = '/tin-tuc-xkld-duhoc';
/** Canonical public path of an article: `/tin-tuc-xkld-duhoc/{id}/{slug}` (spec §2). */
export const blogPath = (blog: { id: number; slug: string }): string =>
  `${NEWS_LIST_PATH}/${blog.id}/${blog.slug}`;

/** Splits a typed tag list ("xkld, Nhật Bản") into trimmed, unique tags (case-insensitively). */
export function parseBlogTags(value: string | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  const parts = (typeof value === 'string' ? [value] : value).flatMap((v) => String(v).split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const tag = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('vi');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
