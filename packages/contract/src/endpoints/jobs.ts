/**
 * The job model shared by the company, admin and public job calls (ADR 0013): the posting form,
 * the stored states, and the shapes a job is read in.
 */
import { z } from 'zod';
import { CostSheetMessage } from '../cost-sheet.ts';
import {
  BONUS_TYPES,
  CURRENCIES,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_KINDS,
  type JobKind,
  optionValues,
  SALARY_PERIODS,
  WORKING_TYPES,
} from '../options.ts';
import {
  afterToday,
  ageRange,
  beforeDeparture,
  blankToUndefined,
  date,
  expenseMax,
  formattedNumeric,
  imageFile,
  maxLength,
  numericBetween,
  RuleMessage,
  requiredMessage,
  requiredString,
  salaryRange,
  todayOrFuture,
  trimmedString,
  whenFieldsValid,
} from '../validation/index.ts';
import { ZContractMonths, ZCostItems, ZJobCostSheet } from './job-cost-sheet.ts';

// ---------------------------------------------------------------------------------------------
// States

/**
 * Stored states. `approved` jobs are public while their deadline has not passed; past it they
 * read as `expired` (a derived state, see `jobState`). Editing a rejected or approved job sends
 * it back to `waiting`. Admins disable from any state; approving a disabled job restores it.
 */
export const JOB_STATUSES = ['waiting', 'approved', 'rejected', 'disabled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a reader sees: the stored status, or `expired` for an approved job past its deadline. */
export const JOB_STATES = [...JOB_STATUSES, 'expired'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobStateLabels: Record<JobState, string> = {
  waiting: 'Chờ Admin phê duyệt',
  approved: 'Đang tuyển',
  rejected: 'Bị từ chối',
  disabled: 'Đã vô hiệu hóa',
  expired: 'Hết hạn nhận hồ sơ',
};

/** `deadline` is an ISO date (Vietnam calendar); `today` the same, from `todayInVietnam()`. */
export function jobState(status: JobStatus, deadline: string | null, today: string): JobState {
  if (status === 'approved' && deadline !== null && deadline < today) return 'expired';
  return status;
}

export type JobModerationAction = 'approve' | 'reject' | 'disable';

/** Which stored states each admin decision may start from (ADR 0013); API and admin pages share it. */
export const JOB_MODERATION_FROM: Record<JobModerationAction, readonly JobStatus[]> = {
  approve: ['waiting', 'rejected', 'disabled'],
  reject: ['waiting'],
  disable: ['waiting', 'approved', 'rejected'],
};

export const JobMessage = {
  posted: 'Chờ Admin phê duyệt',
  approved: 'Đã phê duyệt tin tuyển dụng',
  rejected: 'Đã từ chối tin tuyển dụng',
  disabled: 'Việc làm đã được vô hiệu hóa',
  deleted: 'Đã xóa tin tuyển dụng',
  updated: 'Cập nhật tin tuyển dụng thành công. Chờ Admin phê duyệt',
  descriptionRequired: 'Mô tả công việc không được để trống.',
  nationRequired: 'Quốc gia không được để trống.',
  provinceRequired: 'Tỉnh/Thành phố không được để trống.',
  workMissing: 'Ngành nghề không tồn tại',
  nationMissing: 'Quốc gia không tồn tại',
  provinceMissing: 'Tỉnh/Thành phố không tồn tại',
  rejectReasonRequired: 'Lý do từ chối không được để trống.',
} as const;

/** Kinds that send the candidate abroad: a destination nation is required and VN is refused. */
export const isOverseasKind = (kind: JobKind): boolean => kind !== 'domestic';

export const JOB_AGE_MIN = 15;
export const JOB_AGE_MAX = 70;
export const JOB_QUANTITY_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// The posting form (multipart: `thumbnail` is a file)

const optionalText = (max: number) =>
  trimmedString()
    .check(maxLength(max))
    .optional()
    .transform((v) => (v ? v : null));

/** Form data sends one value or many under one name: always a list of ids. */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
  z.array(z.coerce.number().int().positive()),
);

/** An empty form value means "not given". */
const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
const optionalDate = (...checks: z.core.$ZodCheck<string>[]) =>
  z.preprocess(
    blankToUndefined,
    trimmedString()
      .check(date(), ...checks)
      .optional(),
  );

/** Rich text is sanitised on the server; here we only know whether it has content. */
export function richTextHasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

const ageNumber = () =>
  z.coerce
    .number({ error: RuleMessage.numeric })
    .int(RuleMessage.numeric)
    .check(numericBetween(JOB_AGE_MIN, JOB_AGE_MAX));

export const ZJobBody = z
  .object({
    kind: z.enum(optionValues(JOB_KINDS), { error: requiredMessage('Loại tin') }),
    title: requiredString('Tiêu đề').check(maxLength(200)),
    nation_code: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    ),
    province_code: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[0-9]{1,6}$/)
        .optional(),
    ),
    location: optionalText(200),
    work_id: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: requiredMessage('Ngành nghề') })
        .int()
        .positive(),
    ),
    field_id: optionalId,
    tag_ids: idList,
    skill_ids: idList,
    equipment_ids: idList,
    quantity: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: requiredMessage('Số lượng tuyển') })
        .int(RuleMessage.numeric)
        .check(numericBetween(1, JOB_QUANTITY_MAX)),
    ),
    gender: z.enum(optionValues(JOB_GENDERS)).default('any'),
    age_min: optionalNumber(ageNumber()),
    age_max: optionalNumber(ageNumber()),
    education: z.enum(optionValues(JOB_EDUCATION_LEVELS)).default('none'),
    working_type: z.enum(optionValues(WORKING_TYPES)).default('full_time'),
    salary_currency: z.enum(optionValues(CURRENCIES)).default('VND'),
    salary_period: z.enum(optionValues(SALARY_PERIODS)).default('month'),
    salary_min: optionalNumber(formattedNumeric()),
    salary_max: optionalNumber(formattedNumeric()),
    /** Total cost to the candidate, VND. */
    expense_max: optionalNumber(expenseMax()),
    bonus_main: optionalNumber(formattedNumeric()),
    bonus_warranty: optionalNumber(formattedNumeric()),
    deadline: z.preprocess(blankToUndefined, requiredString('Hạn nộp hồ sơ').check(date(), todayOrFuture())),
    expected_flight_date: optionalDate(afterToday()),
    description: z.preprocess(blankToUndefined, z.string().optional()),
    requirements: z.preprocess(blankToUndefined, z.string().optional()),
    benefits: z.preprocess(blankToUndefined, z.string().optional()),
    thumbnail: z.preprocess(blankToUndefined, imageFile().optional()),
    /** Labour export only (ADR 0031); ignored for other kinds. */
    contract_months: ZContractMonths,
    cost_items: ZCostItems,
  })
  .superRefine(ageRange('age_min', 'age_max'), whenFieldsValid('age_min', 'age_max'))
  .superRefine(salaryRange('salary_min', 'salary_max'), whenFieldsValid('salary_min', 'salary_max'))
  .superRefine(
    beforeDeparture('deadline', 'expected_flight_date'),
    whenFieldsValid('deadline', 'expected_flight_date'),
  )
  .superRefine(
    (b, ctx) => {
      if (!richTextHasContent(b.description)) {
        ctx.addIssue({ code: 'custom', path: ['description'], message: JobMessage.descriptionRequired });
      }
      if (isOverseasKind(b.kind) && (!b.nation_code || b.nation_code === 'VN')) {
        ctx.addIssue({ code: 'custom', path: ['nation_code'], message: JobMessage.nationRequired });
      }
      if (b.kind === 'domestic' && !b.province_code) {
        ctx.addIssue({ code: 'custom', path: ['province_code'], message: JobMessage.provinceRequired });
      }
      if (b.kind === 'labor_export') {
        if (!b.contract_months)
          ctx.addIssue({
            code: 'custom',
            path: ['contract_months'],
            message: CostSheetMessage.contractMonthsRequired,
          });
        if (b.cost_items.length === 0)
          ctx.addIssue({ code: 'custom', path: ['cost_items'], message: CostSheetMessage.itemsRequired });
      }
      for (const field of ['description', 'requirements', 'benefits'] as const) {
        if ((b[field]?.length ?? 0) > 100_000) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Nội dung quá dài (tối đa 100.000 ký tự).',
          });
        }
      }
    },
    whenFieldsValid(
      'kind',
      'description',
      'requirements',
      'benefits',
      'nation_code',
      'province_code',
      'contract_months',
      'cost_items',
    ),
  );
export type JobBody = z.input<typeof ZJobBody>;
export type JobInput = z.output<typeof ZJobBody>;

export const ZRejectJobBody = z.object({
  reason: requiredString('Lý do từ chối').check(maxLength(1000)),
});

// ---------------------------------------------------------------------------------------------
// Read shapes

const ZCode = z.object({ code: z.string(), name: z.string() });
const ZNamedId = z.object({ id: z.number(), name: z.string() });

export const ZJobCompany = z
  .object({
    id: z.number(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    logo: z.string().nullable(),
    /** The labour-export licence is verified (ADR 0030): the tiny badge on cards and job pages. */
    licence_verified: z.boolean(),
  })
  .meta({ id: 'JobCompany' });

/** A job as a card or list row (spec §3 "Job (as read)" plus what a candidate compares). */
export const ZJobCard = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    kind: z.enum(optionValues(JOB_KINDS)),
    nation: ZCode,
    province: ZCode.nullable(),
    location: z.string().nullable(),
    work: ZNamedId.nullable(),
    salary_minimum: z.number().nullable(),
    salary_maximum: z.number().nullable(),
    salary_currency: z.string(),
    salary_period: z.enum(optionValues(SALARY_PERIODS)),
    /** Normalised to VND per month with the exchange rate of `rates_as_of` (null when negotiable). */
    salary_min_vnd: z.number().nullable(),
    salary_max_vnd: z.number().nullable(),
    expense_max: z.number().nullable(),
    quantity: z.number(),
    deadline: z.string(),
    expected_flight_date: z.string().nullable(),
    thumbnail: z.string().nullable(),
    company_logo: z.string().nullable(),
    company: ZJobCompany,
    state: z.enum(JOB_STATES),
    published_at: z.string().nullable(),
    url: z.string(),
  })
  .meta({ id: 'JobCard' });
export type JobCard = z.infer<typeof ZJobCard>;

export const ZJobDetail = ZJobCard.extend({
  field: ZNamedId.nullable(),
  tags: z.array(ZNamedId),
  skills: z.array(ZNamedId),
  equipments: z.array(ZNamedId),
  gender: z.enum(optionValues(JOB_GENDERS)),
  age_min: z.number().nullable(),
  age_max: z.number().nullable(),
  education: z.enum(optionValues(JOB_EDUCATION_LEVELS)),
  working_type: z.enum(optionValues(WORKING_TYPES)),
  bonus: z.array(z.object({ type: z.enum(optionValues(BONUS_TYPES)), amount: z.number() })),
  description: z.string(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
  rates_as_of: z.string().nullable(),
  /**
   * Why an hourly wage's VND month counts the hours it does, when that is a student's part-time
   * cap (`partTimeRule`, work-hours-text.ts): part-time income while studying, and the
   * destination's rule; null otherwise. Sent, not computed by the page: its sentences stay out of
   * the page's JavaScript.
   */
  salary_hours_note: z.string().nullable(),
  cost_sheet: ZJobCostSheet.nullable(),
  /**
   * Labour export only (null otherwise): the stored VND rates the "what a worker keeps" estimate
   * needs (the salary's currency and the destination's defaults', worker-keeps-table.ts) and the
   * oldest date among them.
   */
  keeps_rates: z
    .object({ as_of: z.string().nullable(), vnd_per_unit: z.record(z.string(), z.number()) })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof ZJobDetail>;

/** What the owning company and admins read: the detail plus moderation facts. */
export const ZManagedJob = ZJobDetail.extend({
  status: z.enum(JOB_STATUSES),
  reject_reason: z.string().nullable(),
  approved_at: z.string().nullable(),
}).meta({ id: 'ManagedJob' });
export type ManagedJob = z.infer<typeof ZManagedJob>;

export const ZManagedJobRow = ZJobCard.extend({
  status: z.enum(JOB_STATUSES),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Page views (once per visitor and day) and appearances in search results, all time (ADR 0025). */
  views: z.number(),
  search_appearances: z.number(),
}).meta({ id: 'ManagedJobRow' });
export type ManagedJobRow = z.infer<typeof ZManagedJobRow>;

export const ZJobId = z.object({ id: z.coerce.number().int().positive() });

/** Canonical public path of a job: `/job/{id}/{slug}`. */
export const jobPath = (job: { id: number; slug: string }): string => `/job/${job.id}/${job.slug}`;
