/**
 * News articles about labour export and study abroad (ADR 0017): the admin form, the read shapes and
 * the admin and public calls of spec §7 "Blogs". Constants, labels and messages are zod-free in
 * `blog-text.ts` (the public pages import them through `@app/contract/client`).
 */
import { z } from 'zod';
import {
  BLOG_BODY_MAX,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  BLOG_SUMMARY_MAX,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BlogMessage,
  parseBlogTags,
} from '../blog-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { optionValues } from '../options.ts';
import { access } from '../roles.ts';
import {
  blankToUndefined,
  imageFile,
  maxLength,
  requiredMessage,
  requiredString,
  trimmedString,
  whenFieldsValid,
} from '../validation/index.ts';
import { richTextHasContent } from './jobs.ts';

// ---------------------------------------------------------------------------------------------
// The admin form (multipart: `thumbnail` is a file; `tags` one comma-separated value or many)

export const ZBlogBody = z
  .object({
    title: requiredString('Tiêu đề').check(maxLength(BLOG_TITLE_MAX)),
    summary: requiredString('Tóm tắt').check(maxLength(BLOG_SUMMARY_MAX)),
    body: z.preprocess(blankToUndefined, z.string().optional()),
    category: z.enum(optionValues(BLOG_CATEGORIES), { error: requiredMessage('Danh mục') }),
    tags: z.preprocess(
      // A typed list or the form's repeated values; anything else (a number, an object) goes on
      // to the array check and is refused there, not split.
      (v) => (v == null || typeof v === 'string' || Array.isArray(v) ? parseBlogTags(v) : v),
      z
        .array(trimmedString().max(BLOG_TAG_MAX, BlogMessage.tagTooLong))
        .max(BLOG_TAGS_MAX, BlogMessage.tooManyTags),
    ),
    /** Destination country the article is about: its page lists open jobs there. */
    nation_code: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    ),
    status: z.enum(optionValues(BLOG_STATUSES)).default('draft'),
    thumbnail: z.preprocess(blankToUndefined, imageFile().optional()),
  })
  .superRefine((b, ctx) => {
    if (!richTextHasContent(b.body)) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: BlogMessage.bodyRequired });
    } else if ((b.body?.length ?? 0) > BLOG_BODY_MAX) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: BlogMessage.bodyTooLong });
    }
  }, whenFieldsValid('body'));
export type BlogBody = z.input<typeof ZBlogBody>;
export type BlogInput = z.output<typeof ZBlogBody>;

// ---------------------------------------------------------------------------------------------
// Read shapes

const ZCode = z.object({ code: z.string(), name: z.string() });

export const ZBlogCard = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    thumbnail: z.string().nullable(),
    category: z.enum(optionValues(BLOG_CATEGORIES)),
    tags: z.array(z.string()),
    nation: ZCode.nullable(),
    author: z.object({ id: z.number(), name: z.string() }).nullable(),
    published_at: z.string().nullable(),
    view_count: z.number(),
    url: z.string(),
  })
  .meta({ id: 'BlogCard' });
export type BlogCard = z.infer<typeof ZBlogCard>;

export const ZBlogDetail = ZBlogCard.extend({
  /** Sanitised HTML (the same allow-list as job descriptions). */
  body: z.string(),
  updated_at: z.string(),
}).meta({ id: 'BlogDetail' });
export type BlogDetail = z.infer<typeof ZBlogDetail>;

export const ZAdminBlog = ZBlogDetail.extend({
  status: z.enum(optionValues(BLOG_STATUSES)),
  created_at: z.string(),
}).meta({ id: 'AdminBlog' });
export type AdminBlog = z.infer<typeof ZAdminBlog>;

export const ZBlogId = z.object({ id: z.coerce.number().int().positive() });

export const ZPopularTag = z.object({ tag: z.string(), count: z.number() }).meta({ id: 'BlogTag' });
export type PopularTag = z.infer<typeof ZPopularTag>;

/** `GET /listBlogs` and `GET /blogs`: every filter is a query parameter (shareable, indexable). */
export const ZBlogSearchQuery = ZPaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: z.preprocess(blankToUndefined, z.enum(optionValues(BLOG_CATEGORIES)).optional()),
  tag: z.preprocess(blankToUndefined, z.string().trim().max(BLOG_TAG_MAX).optional()),
});
export type BlogSearchQuery = z.input<typeof ZBlogSearchQuery>;

export const ZAdminBlogQuery = ZBlogSearchQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(optionValues(BLOG_STATUSES)).optional()),
});

/** Longest slug an article URL may carry; any slug answers (the id decides). */
const BLOG_SLUG_PARAM_MAX = 1000;
const countQuery = (fallback: number, max = 20) =>
  z.object({ limit: z.coerce.number().int().min(1).max(max).default(fallback) });

const list = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary,
    tag: 'Blogs',
    access: access.optional,
    query: ZBlogSearchQuery,
    response: ZPage(ZBlogCard),
  });

/** Public reading: only published articles exist for visitors (drafts answer 404). */
export const blogsEndpoints = {
  list: list(
    '/blogs',
    'Danh sách bài viết đã đăng, mới nhất trước (lọc danh mục, thẻ; tìm không dấu; phân trang)',
  ),
  search: list('/listBlogs', 'Tìm bài viết (như GET /blogs; tên gọi của trang tin tức)'),
  detail: defineEndpoint({
    method: 'GET',
    path: '/blog/:id/:slug',
    summary:
      'Một bài viết đã đăng; slug sai vẫn trả về (kèm slug chuẩn để chuyển hướng). Mỗi khách được đếm một lượt xem mỗi ngày',
    tag: 'Blogs',
    access: access.optional,
    params: z.object({ id: z.coerce.number().int().positive(), slug: z.string().max(BLOG_SLUG_PARAM_MAX) }),
    response: ZBlogDetail,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/blogs/latest/:n',
    summary: 'n bài viết mới nhất (1–20)',
    tag: 'Blogs',
    access: access.optional,
    params: z.object({ n: z.coerce.number().int().min(1).max(20) }),
    response: z.array(ZBlogCard),
  }),
  related: defineEndpoint({
    method: 'GET',
    path: '/blogs/related/:id',
    summary: 'Bài viết liên quan (cùng thẻ, danh mục hoặc quốc gia)',
    tag: 'Blogs',
    access: access.optional,
    params: ZBlogId,
    query: countQuery(4),
    response: z.array(ZBlogCard),
  }),
  topViewed: defineEndpoint({
    method: 'GET',
    path: '/blogs/top-viewed',
    summary: 'Bài viết được xem nhiều nhất',
    tag: 'Blogs',
    access: access.optional,
    query: countQuery(5),
    response: z.array(ZBlogCard),
  }),
  popularTags: defineEndpoint({
    method: 'GET',
    path: '/blogs/popular-tags',
    summary: 'Thẻ được dùng nhiều nhất trong các bài đã đăng',
    tag: 'Blogs',
    access: access.optional,
    query: countQuery(15, 50),
    response: z.array(ZPopularTag),
  }),
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/sitemap/blogs',
    summary: 'Bài viết đã đăng (id, slug, ngày cập nhật) cho sơ đồ trang, mới nhất trước, tối đa 50.000',
    tag: 'Sitemap',
    access: access.public,
    response: z.array(z.object({ id: z.number(), slug: z.string(), updated_at: z.string() })),
  }),
};

export const adminBlogsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/blogs',
    summary: 'Quản lý bài viết (nháp và đã đăng; lọc, tìm kiếm, phân trang)',
    tag: 'Admin blogs',
    access: access.adminOrSubAdmin,
    query: ZAdminBlogQuery,
    response: ZPage(ZAdminBlog.omit({ body: true })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/blogs/:id',
    summary: 'Chi tiết một bài viết (cả bản nháp)',
    tag: 'Admin blogs',
    access: access.adminOrSubAdmin,
    params: ZBlogId,
    response: ZAdminBlog,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/blogs',
    summary: 'Viết bài mới (multipart; ảnh đại diện tùy chọn; status draft hoặc published)',
    tag: 'Admin blogs',
    access: access.adminOrSubAdmin,
    multipart: true,
    body: ZBlogBody,
    response: ZAdminBlog,
    successMessage: BlogMessage.created,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/blogs/:id',
    summary: 'Sửa bài viết (POST với _method=PUT, multipart; không gửi ảnh thì giữ ảnh cũ)',
    tag: 'Admin blogs',
    access: access.adminOrSubAdmin,
    multipart: true,
    params: ZBlogId,
    body: ZBlogBody,
    response: ZAdminBlog,
    successMessage: BlogMessage.updated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/blogs/:id',
    summary: 'Xóa bài viết',
    tag: 'Admin blogs',
    access: access.adminOrSubAdmin,
    params: ZBlogId,
    response: z.object({ id: z.number() }),
    successMessage: BlogMessage.deleted,
  }),
};
