import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OPTION_GROUPS } from '../options.ts';
import { access } from '../roles.ts';

const ZNation = z
  .object({ id: z.string(), code: z.string(), name: z.string(), is_destination: z.boolean() })
  .meta({ id: 'Nation' });
const ZNamed = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const ZField = ZNamed.extend({ activity: z.number() }).meta({ id: 'CompanyField' });
const ZTag = ZNamed.extend({ suggested: z.boolean() }).meta({ id: 'Tag' });
const ZUnit = z
  .object({ id: z.string(), code: z.string(), name: z.string(), full_name: z.string(), type: z.string() })
  .meta({ id: 'AdministrativeUnit' });

const code = (label: string) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, `${label} không hợp lệ`)
    .describe(`${label} (official code)`);

/** Two sets live side by side (ADR 0005): `current` = since 2025-07-01, `legacy` = 63/705/10,599. */
const ZSet = z.enum(['current', 'legacy']).default('current');

export const catalogEndpoints = {
  nations: defineEndpoint({
    method: 'GET',
    path: '/nations',
    summary: 'Danh sách quốc gia (tên tiếng Việt; các thị trường XKLĐ/du học đứng đầu)',
    tag: 'Reference data',
    access: access.public,
    query: z.object({ destination: z.enum(['1', 'true']).optional() }),
    response: z.array(ZNation),
  }),
  skills: defineEndpoint({
    method: 'GET',
    path: '/skills',
    summary: 'Danh sách kỹ năng',
    tag: 'Reference data',
    access: access.public,
    response: z.array(ZNamed),
  }),
  provinces: defineEndpoint({
    method: 'GET',
    path: '/provinces',
    summary: 'Tỉnh/thành phố: 34 đơn vị hiện hành (mặc định) hoặc 63 đơn vị trước 01/07/2025 (set=legacy)',
    tag: 'Reference data',
    access: access.public,
    query: z.object({ set: ZSet }),
    response: z.array(ZUnit),
  }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/districts',
    summary: 'Quận/huyện (bộ ba cấp trước 01/07/2025), lọc theo province_id',
    tag: 'Reference data',
    access: access.public,
    query: z.object({ province_id: code('Mã tỉnh').optional() }),
    response: z.array(ZUnit),
  }),
  districtsOfProvince: defineEndpoint({
    method: 'GET',
    path: '/districts/:id',
    summary: 'Quận/huyện của một tỉnh (mã tỉnh trong bộ ba cấp)',
    tag: 'Reference data',
    access: access.public,
    params: z.object({ id: code('Mã tỉnh') }),
    response: z.array(ZUnit),
  }),
  wards: defineEndpoint({
    method: 'GET',
    path: '/wards',
    summary:
      'Phường/xã: province_id = xã/phường hiện hành của tỉnh (bộ hai cấp); district_id = xã/phường của huyện (bộ ba cấp)',
    tag: 'Reference data',
    access: access.public,
    query: z.object({ province_id: code('Mã tỉnh').optional(), district_id: code('Mã huyện').optional() }),
    response: z.array(ZUnit),
  }),
  wardsOfDistrict: defineEndpoint({
    method: 'GET',
    path: '/wards/:id',
    summary: 'Phường/xã của một quận/huyện (bộ ba cấp)',
    tag: 'Reference data',
    access: access.public,
    params: z.object({ id: code('Mã huyện') }),
    response: z.array(ZUnit),
  }),
  studyAbroadFields: defineEndpoint({
    method: 'GET',
    path: '/company/fields/study-abroad',
    summary: 'Lĩnh vực của công ty du học',
    tag: 'Reference data',
    access: access.public,
    response: z.array(ZField),
  }),
  laborAbroadFields: defineEndpoint({
    method: 'GET',
    path: '/company/fields/labor-abroad',
    summary: 'Lĩnh vực của công ty xuất khẩu lao động',
    tag: 'Reference data',
    access: access.public,
    response: z.array(ZField),
  }),
  tags: defineEndpoint({
    method: 'GET',
    path: '/tags',
    summary: 'Thẻ (tìm không dấu theo search)',
    tag: 'Reference data',
    access: access.public,
    query: z.object({
      search: z.string().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
    }),
    response: z.array(ZTag),
  }),
  suggestedTags: defineEndpoint({
    method: 'GET',
    path: '/suggested-tags',
    summary: 'Thẻ gợi ý',
    tag: 'Reference data',
    access: access.public,
    response: z.array(ZTag),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/options/:group',
    summary: 'Nhóm lựa chọn cho biểu mẫu: user, userProfile, job, jobDetail, jobEducation, jobSearch',
    tag: 'Reference data',
    access: access.public,
    params: z.object({ group: z.enum(OPTION_GROUPS) }),
    response: z.record(z.string(), z.unknown()),
  }),
};
