/**
 * The admin catalogues of spec §7 "Fields and tags": company fields (lĩnh vực, activity 1 = study
 * abroad, 2 = labour export) and tags, admin only (sub_admin 403, spec §6). A delete of an entry that
 * jobs or companies use is refused (409, 1131) unless the admin names another entry to merge it
 * into: links move in the same transaction. Labels and messages are zod-free in `catalog-text.ts`.
 */
import { z } from 'zod';
import { CATALOG_NAME_MAX, CatalogLabel, CatalogMessage, FIELD_ACTIVITIES } from '../catalog-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import { blankToUndefined, maxLength, requiredString } from '../validation/index.ts';

const ACTIVITY_VALUES = FIELD_ACTIVITIES.map((a) => a.value);

const activitySchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: CatalogMessage.activityInvalid })
    .refine((v) => (ACTIVITY_VALUES as number[]).includes(v), { error: CatalogMessage.activityInvalid }),
);

/** HTML checkboxes post 'on' (or nothing); JSON clients send booleans. */
const checkbox = z.preprocess(
  (v) => (v === undefined || v === '' ? false : v === true || v === 'on' || v === 'true' || v === '1'),
  z.boolean(),
);

const ZId = z.object({ id: z.coerce.number().int().positive() });

const ZUsage = {
  /** Jobs (any status) that carry it. */
  job_count: z.number().int(),
  /** Companies that list it in their profile. */
  company_count: z.number().int(),
};

export const ZAdminField = z
  .object({ id: z.number(), name: z.string(), slug: z.string(), activity: z.number(), ...ZUsage })
  .meta({ id: 'AdminCompanyField' });
export type AdminField = z.infer<typeof ZAdminField>;

export const ZAdminTag = z
  .object({ id: z.number(), name: z.string(), slug: z.string(), suggested: z.boolean(), ...ZUsage })
  .meta({ id: 'AdminTag' });
export type AdminTag = z.infer<typeof ZAdminTag>;

export const ZFieldBody = z.object({
  name: requiredString(CatalogLabel.fieldName).check(maxLength(CATALOG_NAME_MAX)),
  activity: activitySchema,
});
export type FieldBody = z.input<typeof ZFieldBody>;

export const ZTagBody = z.object({
  name: requiredString(CatalogLabel.tagName).check(maxLength(CATALOG_NAME_MAX)),
  suggested: checkbox,
});
export type TagBody = z.input<typeof ZTagBody>;

/** DELETE body (or POST `_method=DELETE`): where its jobs and companies go; none = plain delete. */
export const ZCatalogDeleteBody = z.object({
  merge_into: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type CatalogDeleteBody = z.input<typeof ZCatalogDeleteBody>;

export const ZCatalogDeleteResult = z.object({
  deleted: z.number(),
  /** The entry the links moved to, when merged. */
  merged_into: z.number().nullable(),
  /** Links moved (jobs and companies). */
  moved_jobs: z.number(),
  moved_companies: z.number(),
});

export const ZAdminFieldQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  activity: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2).optional()),
});
export type AdminFieldQuery = z.infer<typeof ZAdminFieldQuery>;

export const ZAdminTagQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  suggested: z.preprocess(blankToUndefined, z.enum(['1', '0']).optional()),
});
export type AdminTagQuery = z.infer<typeof ZAdminTagQuery>;

const FIELDS = 'Admin fields';
const TAGS = 'Admin tags';

export const adminFieldEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/fields',
    summary:
      'Lĩnh vực công ty (tìm không dấu, lọc theo loại hoạt động, phân trang), kèm số tin và công ty dùng',
    tag: FIELDS,
    access: access.admin,
    query: ZAdminFieldQuery,
    response: ZPage(ZAdminField),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/fields/:id',
    summary: 'Một lĩnh vực, kèm số tin và công ty dùng',
    tag: FIELDS,
    access: access.admin,
    params: ZId,
    response: ZAdminField,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/fields',
    summary: 'Thêm lĩnh vực {name, activity: 1 du học | 2 XKLĐ}',
    tag: FIELDS,
    access: access.admin,
    body: ZFieldBody,
    response: ZAdminField,
    successMessage: CatalogMessage.fieldCreated,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/fields/:id',
    summary: 'Sửa lĩnh vực (cũng nhận POST với _method=PUT)',
    tag: FIELDS,
    access: access.admin,
    params: ZId,
    body: ZFieldBody,
    response: ZAdminField,
    successMessage: CatalogMessage.fieldUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/fields/:id',
    summary:
      'Xóa lĩnh vực; đang được dùng thì từ chối (409, 1131, kèm số tin và công ty) trừ khi có merge_into (cùng loại hoạt động): chuyển tin và công ty sang rồi xóa, trong một giao dịch',
    tag: FIELDS,
    access: access.admin,
    params: ZId,
    body: ZCatalogDeleteBody,
    response: ZCatalogDeleteResult,
  }),
};

export const adminTagEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/tags',
    summary: 'Thẻ (tìm không dấu, lọc thẻ gợi ý, phân trang), kèm số tin và công ty dùng',
    tag: TAGS,
    access: access.admin,
    query: ZAdminTagQuery,
    response: ZPage(ZAdminTag),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/tags/:id',
    summary: 'Một thẻ, kèm số tin và công ty dùng',
    tag: TAGS,
    access: access.admin,
    params: ZId,
    response: ZAdminTag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/tags',
    summary: 'Thêm thẻ {name, suggested} (thẻ gợi ý hiện ở /suggested-tags)',
    tag: TAGS,
    access: access.admin,
    body: ZTagBody,
    response: ZAdminTag,
    successMessage: CatalogMessage.tagCreated,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/tags/:id',
    summary: 'Sửa thẻ (cũng nhận POST với _method=PUT)',
    tag: TAGS,
    access: access.admin,
    params: ZId,
    body: ZTagBody,
    response: ZAdminTag,
    successMessage: CatalogMessage.tagUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/tags/:id',
    summary:
      'Xóa thẻ; đang được dùng thì từ chối (409, 1131, kèm số tin và công ty) trừ khi có merge_into: chuyển tin và công ty sang rồi xóa, trong một giao dịch',
    tag: TAGS,
    access: access.admin,
    params: ZId,
    body: ZCatalogDeleteBody,
    response: ZCatalogDeleteResult,
  }),
};
