import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import {
  EDUCATION_LEVELS,
  EXPERIENCE_YEARS,
  GENDERS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
} from '../options.ts';
import { access } from '../roles.ts';
import {
  adultBirthday,
  blankToUndefined,
  date,
  idCard,
  imageFile,
  maxLength,
  personName,
  phone,
  requiredString,
  resumeFile,
  trimmedString,
} from '../validation/index.ts';
import { ZApplicationEvent, ZApplicationRow, ZApplicationStatus, ZResume } from './applications-shared.ts';
import { WARD_NOT_IN_PROVINCE } from './company-profile.ts';
import { ZJobCard } from './jobs.ts';

/*
 * The job seeker's own area (spec §2 /user/*, §7 Profile and Employee calls): the profile form,
 * my applications with their history, statistics and the jobs matching the seeker's wishes.
 */

export const EmployeeMessage = {
  profileUpdated: 'Cập nhật thông tin cá nhân thành công',
  withdrawn: 'Đã rút hồ sơ ứng tuyển',
  provinceRequired: 'Vui lòng chọn Tỉnh/Thành phố trước',
  wardRequired: 'Vui lòng chọn Phường/Xã',
  wardNotInProvince: WARD_NOT_IN_PROVINCE,
  skillInvalid: 'Kỹ năng không hợp lệ',
  nationInvalid: 'Quốc gia không hợp lệ',
  fieldInvalid: 'Lĩnh vực không hợp lệ',
  resumeInvalid: 'Hồ sơ cần xoá không hợp lệ',
  tooManyCvs: 'Mỗi lần chỉ tải lên tối đa 5 tệp CV',
  tooMany: (n: number) => `Chọn tối đa ${n} mục`,
  /** The withdraw note kept in the history. */
  withdrawNote: 'Ứng viên rút hồ sơ',
} as const;

/** At most this many CV files per save (the multipart limit is 10 files a request). */
export const MAX_CVS_PER_SAVE = 5;

/** Optional text: '' → null. */
const optionalText = (max: number) =>
  trimmedString()
    .check(maxLength(max))
    .optional()
    .transform((v) => (v ? v : null));

/** An optional choice among option values: '' → null. */
const optionalChoice = (options: readonly { value: string }[]) =>
  z
    .preprocess(blankToUndefined, z.enum(options.map((o) => o.value) as [string, ...string[]]).optional())
    .transform((v) => v ?? null);

/** Form data sends one value or many under one name (or a comma-joined list). */
const stringList = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? []
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== ''),
  z.array(z.string().trim()),
);
const idList = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? []
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== ''),
  z.array(z.coerce.number().int().positive()),
);

/** `cvs`: one file or several under one name; empty file inputs are no file. */
const cvList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : [v]).filter((x) => x)),
  z.array(resumeFile()).max(MAX_CVS_PER_SAVE, { error: EmployeeMessage.tooManyCvs }),
);

/**
 * `POST /user/update-profile` with `_method=PUT` (multipart). The rules are the spec's helper checks:
 * name without digits or symbols, adult by year, ID card 9–12 digits, Vietnamese phone, image ≤ 3 MB.
 */
export const ZEmployeeProfileBody = z
  .object({
    name: requiredString('Họ và tên').check(personName(), maxLength(100)),
    phone: requiredString('Số điện thoại').check(phone()),
    birthday: z
      .preprocess(blankToUndefined, trimmedString().check(date(), adultBirthday()).optional())
      .transform((v) => v ?? null),
    gender: optionalChoice(GENDERS),
    province_code: z.preprocess(blankToUndefined, trimmedString().optional()).transform((v) => v ?? null),
    ward_code: z.preprocess(blankToUndefined, trimmedString().optional()).transform((v) => v ?? null),
    address_detail: optionalText(255),
    id_card: z
      .preprocess(blankToUndefined, trimmedString().check(idCard()).optional())
      .transform((v) => v ?? null),
    avatar: z.preprocess(blankToUndefined, imageFile().optional()),
    education: optionalChoice(EDUCATION_LEVELS),
    marital_status: optionalChoice(MARITAL_STATUSES),
    language_level: optionalChoice(LANGUAGE_LEVELS),
    skill_ids: idList.pipe(z.array(z.number()).max(30, { error: EmployeeMessage.tooMany(30) })),
    experience_years: optionalChoice(EXPERIENCE_YEARS),
    experience: optionalText(2000),
    wished_nation_codes: stringList.pipe(z.array(z.string()).max(10, { error: EmployeeMessage.tooMany(10) })),
    wished_field_ids: idList.pipe(z.array(z.number()).max(20, { error: EmployeeMessage.tooMany(20) })),
    cvs: cvList,
    remove_resume_ids: idList.pipe(z.array(z.number()).max(50, { error: EmployeeMessage.tooMany(50) })),
  })
  .superRefine((b, ctx) => {
    if (b.ward_code && !b.province_code)
      ctx.addIssue({ code: 'custom', path: ['province_code'], message: EmployeeMessage.provinceRequired });
    if (b.province_code && !b.ward_code)
      ctx.addIssue({ code: 'custom', path: ['ward_code'], message: EmployeeMessage.wardRequired });
  });
export type EmployeeProfileBody = z.input<typeof ZEmployeeProfileBody>;

const ZOption = z.object({ value: z.string(), label: z.string() });
const ZCodeName = z.object({ code: z.string(), name: z.string() });
const ZIdName = z.object({ id: z.number(), name: z.string() });

/** The seeker's profile as the form and /user/profile show it (account + profile + CVs). */
export const ZEmployeeProfile = z
  .object({
    id: z.number().describe('The account id.'),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    birthday: z.string().nullable(),
    gender: z.string().nullable(),
    address: z.object({
      detail: z.string().nullable(),
      province: ZOption.nullable(),
      ward: ZOption.nullable(),
    }),
    id_card: z.string().nullable(),
    education: z.string().nullable(),
    marital_status: z.string().nullable(),
    language_level: z.string().nullable(),
    skills: z.array(ZIdName),
    experience_years: z.string().nullable(),
    experience: z.string().nullable(),
    wished_nations: z.array(ZCodeName),
    wished_fields: z.array(ZIdName.extend({ activity: z.number() })),
    resumes: z.array(ZResume),
    /** False until the seeker saved the profile once (the dashboard invites to complete it). */
    has_profile: z.boolean(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'EmployeeProfile' });
export type EmployeeProfile = z.infer<typeof ZEmployeeProfile>;

/** My application: the row, the latest change and the full history (oldest first). */
export const ZEmployeeApplication = ZApplicationRow.extend({
  events: z.array(ZApplicationEvent),
  can_withdraw: z.boolean(),
}).meta({ id: 'EmployeeApplication' });
export type EmployeeApplication = z.infer<typeof ZEmployeeApplication>;

export const ZEmployeeApplicationsQuery = ZPaginationQuery.extend({
  status: z.preprocess(blankToUndefined, ZApplicationStatus.optional()),
});

const ZByStatus = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

export const ZEmployeeApplicationStats = z
  .object({
    total: z.number().int(),
    /** Still in the pipeline: submitted, reviewing, interview, passed, preparing. */
    active: z.number().int(),
    by_status: ZByStatus.describe('Every status, zero included.'),
    /** The last 6 months (Vietnam calendar), oldest first, months without applications as 0. */
    by_month: z.array(z.object({ month: z.string().describe('YYYY-MM'), count: z.number().int() })),
  })
  .meta({ id: 'EmployeeApplicationStats' });
export type EmployeeApplicationStats = z.infer<typeof ZEmployeeApplicationStats>;

export const ZEmployeeJobList = ZPage(ZJobCard).extend({
  /** How the list was chosen: the seeker's wishes, or the newest public jobs when none are set. */
  matched_by: z.enum(['wishes', 'newest']),
});
export type EmployeeJobList = z.infer<typeof ZEmployeeJobList>;

const ZApplicationIdParam = z.object({ id: z.coerce.number().int().positive() });

export const employeeEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/user/update-profile',
    summary: 'Thông tin cá nhân của ứng viên: tài khoản, hồ sơ, kỹ năng, nguyện vọng và các CV',
    tag: 'Employee',
    access: access.employee,
    response: ZEmployeeProfile,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/update-profile',
    summary:
      'Cập nhật thông tin cá nhân (POST với _method=PUT, multipart: avatar, cvs nhiều tệp, remove_resume_ids)',
    tag: 'Employee',
    access: access.employee,
    multipart: true,
    body: ZEmployeeProfileBody,
    response: ZEmployeeProfile,
    successMessage: EmployeeMessage.profileUpdated,
  }),
  applications: defineEndpoint({
    method: 'GET',
    path: '/employee/applications',
    summary: 'Hồ sơ đã ứng tuyển của tôi (mới nhất trước), mỗi hồ sơ kèm lịch sử trạng thái',
    tag: 'Employee',
    access: access.employee,
    query: ZEmployeeApplicationsQuery,
    response: ZPage(ZEmployeeApplication),
  }),
  statics: defineEndpoint({
    method: 'GET',
    path: '/employee/applications/statics',
    summary: 'Thống kê hồ sơ ứng tuyển: theo trạng thái (đủ mọi trạng thái) và theo tháng (6 tháng gần nhất)',
    tag: 'Employee',
    access: access.employee,
    response: ZEmployeeApplicationStats,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/employee/applications/:id/withdraw',
    summary:
      'Ứng viên rút hồ sơ (từ submitted/reviewing/interview/passed/preparing); hồ sơ của người khác trả về 404',
    tag: 'Employee',
    access: access.employee,
    params: ZApplicationIdParam,
    response: ZEmployeeApplication,
    successMessage: EmployeeMessage.withdrawn,
  }),
  jobList: defineEndpoint({
    method: 'GET',
    path: '/employee/job-list',
    summary:
      'Việc làm phù hợp nguyện vọng (quốc gia hoặc lĩnh vực mong muốn), mới nhất trước; chưa có nguyện vọng thì là việc làm mới nhất. Không gồm việc đã ứng tuyển.',
    tag: 'Employee',
    access: access.employee,
    query: ZPaginationQuery,
    response: ZEmployeeJobList,
  }),
};
