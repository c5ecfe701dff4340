/**
 * The knowledge base's calls (issue 30): the public handbook (/cam-nang) reads published entries;
 * admins and sub_admins write them. The entry's shape is `KnowledgeEntryData` (../knowledge.ts);
 * limits and messages are zod-free in `knowledge-text.ts`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { KNOWLEDGE_PROGRAMMES, KNOWLEDGE_TOPICS, type KnowledgeEntryData } from '../knowledge.ts';
import { access } from '../roles.ts';
import {
  blankToUndefined,
  date,
  lengthBetween,
  maxLength,
  requiredString,
  stringRule,
  todayOrPast,
  trimmedString,
  url,
} from '../validation/index.ts';
import {
  KNOWLEDGE_BODY_MAX,
  KNOWLEDGE_KEYWORD_MAX,
  KNOWLEDGE_KEYWORDS_MAX,
  KNOWLEDGE_SLUG_MAX,
  KNOWLEDGE_SLUG_PATTERN,
  KNOWLEDGE_SOURCE_TITLE_MAX,
  KNOWLEDGE_SOURCE_URL_MAX,
  KNOWLEDGE_SOURCES_MAX,
  KNOWLEDGE_SUMMARY_MAX,
  KNOWLEDGE_TITLE_MAX,
  KNOWLEDGE_TITLE_MIN,
  KnowledgeLabel,
  KnowledgeMessage,
} from './knowledge-text.ts';

// ---------------------------------------------------------------------------------------------
// The admin form (JSON; the web form's repeated fields are gathered into lists by its action)

/** A list field: an array, one value, or a comma-separated value (a form's hidden input); blanks dropped. */
const toList = (v: unknown): unknown => {
  if (v == null) return [];
  const items = typeof v === 'string' ? v.split(',') : v;
  return Array.isArray(items) ? items.filter((s) => !(typeof s === 'string' && s.trim() === '')) : items;
};

const NATION_PATTERN = /^[A-Z]{2}$/;

export const ZKnowledgeSourceBody = z.object({
  title: requiredString(KnowledgeLabel.sourceTitle).check(maxLength(KNOWLEDGE_SOURCE_TITLE_MAX)),
  url: requiredString(KnowledgeLabel.sourceUrl).check(url(), maxLength(KNOWLEDGE_SOURCE_URL_MAX)),
});

export const ZKnowledgeBody = z.object({
  slug: requiredString(KnowledgeLabel.slug).check(
    maxLength(KNOWLEDGE_SLUG_MAX),
    stringRule('slug', (v) => KNOWLEDGE_SLUG_PATTERN.test(v), KnowledgeMessage.slugFormat),
  ),
  title: requiredString(KnowledgeLabel.title).check(lengthBetween(KNOWLEDGE_TITLE_MIN, KNOWLEDGE_TITLE_MAX)),
  topic: z.preprocess(blankToUndefined, z.enum(KNOWLEDGE_TOPICS, { error: KnowledgeMessage.topicRequired })),
  nations: z.preprocess(
    toList,
    z.array(z.string().trim().toUpperCase().regex(NATION_PATTERN, KnowledgeMessage.nationInvalid)).max(50),
  ),
  programmes: z.preprocess(
    toList,
    z.array(z.enum(KNOWLEDGE_PROGRAMMES, { error: KnowledgeMessage.programmeInvalid })),
  ),
  keywords: z.preprocess(
    toList,
    z
      .array(trimmedString().max(KNOWLEDGE_KEYWORD_MAX, KnowledgeMessage.keywordTooLong))
      .max(KNOWLEDGE_KEYWORDS_MAX, KnowledgeMessage.tooManyKeywords),
  ),
  summary: requiredString(KnowledgeLabel.summary).check(maxLength(KNOWLEDGE_SUMMARY_MAX)),
  body: requiredString(KnowledgeLabel.body).check(maxLength(KNOWLEDGE_BODY_MAX)),
  sources: z.preprocess(
    (v) => (v == null ? [] : v),
    z
      .array(ZKnowledgeSourceBody)
      .min(1, KnowledgeMessage.sourcesRequired)
      .max(KNOWLEDGE_SOURCES_MAX, KnowledgeMessage.tooManySources),
  ),
  checked_on: requiredString(KnowledgeLabel.checkedOn).check(date(), todayOrPast()),
  /** Omitted: published (an entry is written to be read; a draft says so). Forms send 'on' or nothing. */
  published: z.preprocess(
    (v) =>
      v === 'on' || v === 'true' || v === '1'
        ? true
        : v === 'false' || v === '0' || v === 'off'
          ? false
          : blankToUndefined(v),
    z.boolean().default(true),
  ),
});
export type KnowledgeBody = z.input<typeof ZKnowledgeBody>;
export type KnowledgeInput = z.output<typeof ZKnowledgeBody>;

// ---------------------------------------------------------------------------------------------
// Read shapes

const ZSource = z.object({ title: z.string(), url: z.string() });

export const ZKnowledgeCard = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    topic: z.enum(KNOWLEDGE_TOPICS),
    nations: z.array(z.string()),
    programmes: z.array(z.enum(KNOWLEDGE_PROGRAMMES)),
    summary: z.string(),
    checked_on: z.string(),
  })
  .meta({ id: 'KnowledgeCard' });
export type KnowledgeCard = z.infer<typeof ZKnowledgeCard>;

export const ZKnowledgeEntry = ZKnowledgeCard.extend({
  keywords: z.array(z.string()),
  body: z.string(),
  sources: z.array(ZSource),
  updated_at: z.string(),
}).meta({ id: 'KnowledgeEntry' });
/** An entry as the public and the adviser read it (the written data plus id and date). */
export type KnowledgeEntry = z.infer<typeof ZKnowledgeEntry> & KnowledgeEntryData;

export const ZAdminKnowledgeEntry = ZKnowledgeEntry.extend({
  published: z.boolean(),
  created_at: z.string(),
}).meta({ id: 'AdminKnowledgeEntry' });
export type AdminKnowledgeEntry = z.infer<typeof ZAdminKnowledgeEntry>;

export const ZKnowledgeId = z.object({ id: z.coerce.number().int().positive() });

/** `GET /knowledge`: published entries, by topic then title; filters are query parameters. */
export const ZKnowledgeQuery = ZPaginationQuery.extend({
  topic: z.preprocess(blankToUndefined, z.enum(KNOWLEDGE_TOPICS).optional()),
  /** A destination's ISO code: its entries and the ones tied to no country. */
  nation: z.preprocess(
    blankToUndefined,
    z.string().trim().toUpperCase().regex(NATION_PATTERN, KnowledgeMessage.nationInvalid).optional(),
  ),
});
export type KnowledgeQuery = z.input<typeof ZKnowledgeQuery>;

export const ZAdminKnowledgeQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  topic: z.preprocess(blankToUndefined, z.enum(KNOWLEDGE_TOPICS).optional()),
  published: z.preprocess(blankToUndefined, z.enum(['1', '0']).optional()),
});
export type AdminKnowledgeQuery = z.input<typeof ZAdminKnowledgeQuery>;

const TAG = 'Knowledge base';
const ADMIN_TAG = 'Admin knowledge base';

export const knowledgeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/knowledge',
    summary:
      'Cẩm nang: các mục đã đăng, theo chủ đề rồi tiêu đề (lọc chủ đề; quốc gia: mục của nước đó và mục chung; phân trang)',
    tag: TAG,
    access: access.public,
    query: ZKnowledgeQuery,
    response: ZPage(ZKnowledgeCard),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/knowledge/:slug',
    summary: 'Một mục cẩm nang đã đăng, đầy đủ nội dung và nguồn (mục ẩn: 404)',
    tag: TAG,
    access: access.public,
    params: z.object({ slug: z.string().max(KNOWLEDGE_SLUG_MAX) }),
    response: ZKnowledgeEntry,
  }),
};

export const adminKnowledgeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/knowledge',
    summary: 'Quản lý cẩm nang (cả mục ẩn; tìm theo tiêu đề không dấu, lọc chủ đề và trạng thái; phân trang)',
    tag: ADMIN_TAG,
    access: access.adminOrSubAdmin,
    query: ZAdminKnowledgeQuery,
    response: ZPage(ZAdminKnowledgeEntry.omit({ body: true })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/knowledge/:id',
    summary: 'Một mục cẩm nang (cả mục ẩn)',
    tag: ADMIN_TAG,
    access: access.adminOrSubAdmin,
    params: ZKnowledgeId,
    response: ZAdminKnowledgeEntry,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/knowledge',
    summary: 'Thêm mục cẩm nang (đường dẫn duy nhất; ít nhất một nguồn; ngày kiểm tra không ở tương lai)',
    tag: ADMIN_TAG,
    access: access.adminOrSubAdmin,
    body: ZKnowledgeBody,
    response: ZAdminKnowledgeEntry,
    successMessage: KnowledgeMessage.created,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/knowledge/:id',
    summary: 'Sửa mục cẩm nang (cũng nhận POST với _method=PUT); trợ lý tư vấn dùng nội dung mới ngay',
    tag: ADMIN_TAG,
    access: access.adminOrSubAdmin,
    params: ZKnowledgeId,
    body: ZKnowledgeBody,
    response: ZAdminKnowledgeEntry,
    successMessage: KnowledgeMessage.updated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/knowledge/:id',
    summary: 'Xóa mục cẩm nang',
    tag: ADMIN_TAG,
    access: access.adminOrSubAdmin,
    params: ZKnowledgeId,
    response: z.object({ id: z.number() }),
    successMessage: KnowledgeMessage.deleted,
  }),
};
