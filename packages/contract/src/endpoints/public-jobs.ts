import { z } from 'zod';
import { DOMESTIC_ACTIVITY } from '../catalog-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MAX_PAGE_SIZE, ZPage, ZPaginationQuery } from '../http.ts';
import {
  COMPANY_SORTS,
  DEFAULT_COMPANY_SORT,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_KINDS,
  JOB_SORTS,
  optionValues,
} from '../options.ts';
import { access } from '../roles.ts';
import { date, RuleMessage, salaryRange, whenFieldsValid } from '../validation/index.ts';
import { ZJobCard, ZJobDetail } from './jobs.ts';

/** Several values under one name (`?nation=JP&nation=KR`) or comma-separated (`?nation=JP,KR`). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
    z.array(item).max(50).optional(),
  );
/** A yes-only filter flag (`1`/`true`); anything else leaves the filter off. */
const licenceFlag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).optional();
const money = z.coerce.number({ error: RuleMessage.numeric }).int().min(0).max(10_000_000_000).optional();

/** `total` of the job list counts at most this many matches (ADR 0012). */
export const TOTAL_COUNT_CAP = 1_000;

/**
 * `GET /listJobs`: every filter is a query parameter so a list URL can be shared and indexed.
 * Salary bounds are VND per month (salaries are normalised through the exchange-rate table).
 */
export const ZJobSearchQuery = ZPaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  kind: list(z.enum(optionValues(JOB_KINDS))),
  nation: list(z.string().regex(/^[A-Z]{2}$/)),
  province: list(z.string().regex(/^[0-9]{1,6}$/)),
  field: list(z.coerce.number().int().positive()),
  work: list(z.coerce.number().int().positive()),
  tag: list(z.coerce.number().int().positive()),
  salary_min: money,
  salary_max: money,
  /** The candidate's age: jobs whose age range contains it. */
  age: z.coerce.number({ error: RuleMessage.numeric }).int().min(14).max(80).optional(),
  gender: z.enum(optionValues(JOB_GENDERS)).optional(),
  /** The candidate's education: jobs requiring at most this level. */
  education: z.enum(optionValues(JOB_EDUCATION_LEVELS)).optional(),
  /** Only jobs whose application deadline is on or before this date (closing soon). */
  deadline_before: z.preprocess((v) => (v === '' ? undefined : v), z.string().check(date()).optional()),
  /** Default: `phu-hop-nhat` with a keyword, `moi-nhat` without (`defaultJobSort`). */
  sort: z.enum(optionValues(JOB_SORTS)).optional(),
  company_id: z.coerce.number().int().positive().optional(),
  /** `1`: only jobs of companies whose labour-export licence is verified (ADR 0030). */
  licence_verified: licenceFlag,
}).superRefine(salaryRange('salary_min', 'salary_max'), whenFieldsValid('salary_min', 'salary_max'));
export type JobSearchQuery = z.input<typeof ZJobSearchQuery>;

const ZPublicCompanyCard = z
  .object({
    id: z.number(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    logo: z.string().nullable(),
    province: z.object({ code: z.string(), name: z.string() }).nullable(),
    job_count: z.number(),
    tags: z.array(z.object({ id: z.number(), name: z.string() })),
    company_activity: z
      .array(z.number())
      .describe(
        `The company's activities (1 study abroad, 2 labour export, as it declared them) plus ${DOMESTIC_ACTIVITY} (domestic jobs) while it has open domestic jobs: derived, never stored (ADR 0023).`,
      ),
    licence_verified: z
      .boolean()
      .describe(
        'The labour-export licence is verified and not expired (ADR 0030): the "Đã xác minh giấy phép" badge.',
      ),
    stats: z
      .object({ averageRating: z.number().nullable(), totalReviews: z.number() })
      .describe(
        'From the published reviews (ADR 0019): the average to one decimal, null while there is none.',
      ),
  })
  .meta({ id: 'PublicCompany' });
export type PublicCompanyCard = z.infer<typeof ZPublicCompanyCard>;

const ZPublicCompany = ZPublicCompanyCard.extend({
  description: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  fields: z.array(z.object({ id: z.number(), name: z.string(), activity: z.number() })),
  labor_license_number: z.string().nullable(),
  labor_license_date: z.string().nullable(),
  tax_code: z.string().nullable(),
  created_at: z.string(),
}).meta({ id: 'PublicCompanyDetail' });
export type PublicCompany = z.infer<typeof ZPublicCompany>;

/**
 * Longest slug a job URL may carry (the API's router accepts path parameters this long). Any slug
 * answers (the id decides), and rows slugged before slugs were capped hold up to 200 title
 * characters × 18 (slugify spells '₸' as 'kazakhstani-tenge'): those URLs must keep working.
 */
export const JOB_SLUG_PARAM_MAX = 4096;

const jobRef = z.object({
  id: z.coerce.number().int().positive(),
  x: z.string().max(JOB_SLUG_PARAM_MAX),
});
const spotlightQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(8) });

/** Public browsing: only approved jobs whose deadline has not passed, of activated companies. */
export const publicJobsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/listJobs',
    summary: 'Tìm việc làm / chương trình: từ khóa tiếng Việt (không dấu được), bộ lọc, sắp xếp, phân trang',
    tag: 'Jobs',
    access: access.optional,
    query: ZJobSearchQuery,
    response: ZPage(ZJobCard).extend({
      total_capped: z
        .boolean()
        .describe(
          `true when \`total\` is a lower bound: more than ${TOTAL_COUNT_CAP} jobs match (\`total\` is then ${TOTAL_COUNT_CAP}), or a keyword of very common words was counted among the newest jobs only ("hơn … kết quả").`,
        ),
      keyword_match: z
        .enum(['words', 'similar'])
        .nullable()
        .describe(
          'With `search`: `words` when every word was found as typed (accents and case aside), `similar` when nothing was and the list shows near spellings instead (a typo); null without `search`.',
        ),
    }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/job/:id/:x',
    summary:
      'Chi tiết việc làm; x là slug (sai slug vẫn trả về, kèm slug chuẩn để chuyển hướng). Tin đã qua hạn nộp vẫn trả về với state = expired (trang báo hết hạn, không lập chỉ mục); tin chưa duyệt, bị từ chối, bị vô hiệu hóa hoặc của công ty bị khóa: 404',
    tag: 'Jobs',
    access: access.optional,
    params: jobRef,
    response: ZJobDetail.extend({
      company_card: ZPublicCompanyCard.extend({
        address: z.string().nullable(),
        labor_license_number: z.string().nullable(),
        website: z.string().nullable(),
      }),
    }),
  }),
  related: defineEndpoint({
    method: 'GET',
    path: '/job/:id/:x/related',
    summary: 'Việc làm liên quan (cùng ngành nghề, quốc gia hoặc công ty)',
    tag: 'Jobs',
    access: access.optional,
    params: jobRef,
    query: spotlightQuery,
    response: z.array(ZJobCard),
  }),
  studyAbroad: defineEndpoint({
    method: 'GET',
    path: '/jobs/study-abroad',
    summary: 'Chương trình du học mới nhất (trang chủ)',
    tag: 'Jobs',
    access: access.optional,
    query: spotlightQuery,
    response: z.array(ZJobCard),
  }),
  laborExport: defineEndpoint({
    method: 'GET',
    path: '/jobs/labor-export',
    summary: 'Đơn hàng xuất khẩu lao động mới nhất (trang chủ)',
    tag: 'Jobs',
    access: access.optional,
    query: spotlightQuery,
    response: z.array(ZJobCard),
  }),
  companies: defineEndpoint({
    method: 'GET',
    path: '/companies',
    summary: 'Danh sách công ty đã kích hoạt (tìm kiếm không dấu, lọc theo hoạt động)',
    tag: 'Companies',
    access: access.optional,
    query: ZPaginationQuery.extend({
      search: z.string().trim().max(200).optional(),
      activity: z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(2), z.literal(DOMESTIC_ACTIVITY)]))
        .optional()
        .describe(`1 study abroad, 2 labour export, ${DOMESTIC_ACTIVITY}: companies with open domestic jobs`),
      sort: z.enum(optionValues(COMPANY_SORTS)).default(DEFAULT_COMPANY_SORT),
      licence_verified: licenceFlag,
    }),
    response: ZPage(ZPublicCompanyCard),
  }),
  company: defineEndpoint({
    method: 'GET',
    path: '/companies/:id',
    summary: 'Hồ sơ công khai của một công ty',
    tag: 'Companies',
    access: access.optional,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: ZPublicCompany,
  }),
  companyJobs: defineEndpoint({
    method: 'GET',
    path: '/companies/:id/jobs',
    summary: 'Việc làm đang tuyển của một công ty',
    tag: 'Companies',
    access: access.optional,
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: ZPaginationQuery,
    response: ZPage(ZJobCard),
  }),
};
