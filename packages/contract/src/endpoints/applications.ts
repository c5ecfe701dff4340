import { z } from 'zod';
import { ConsentMessage } from '../consent-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import {
  email,
  maxLength,
  personName,
  phone,
  RuleMessage,
  requiredFile,
  requiredMessage,
  requiredString,
  resumeFile,
  trimmedString,
} from '../validation/index.ts';
import { ZApplicationStatus, ZResume } from './applications-shared.ts';
import {
  APPLICATION_MESSAGE_MAX,
  ApplicationLabel,
  ApplicationMessage,
  CHECK_MULTIPLE_MAX,
} from './applications-text.ts';

export * from './applications-text.ts';

/*
 * Applying (spec §7 Applications, ADR 0015): an employee applies with one of their profiles or a
 * new CV file, introduces an existing profile, checks what they applied to and lists their
 * profiles; a guest applies with name, phone, email and a CV. CV files are served privately by
 * GET /applications/{id}/cv and GET /resumes/{id}/file.
 */

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** `job_id` of an application call: missing → 'Missing job_id' (spec §5), otherwise a positive id. */
const jobIdField = () =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? ApplicationMessage.missingJobId : RuleMessage.numeric),
      })
      .int({ error: RuleMessage.numeric })
      .positive({ error: RuleMessage.numeric }),
  );

/** An optional id (form fields arrive as strings; an empty one is no id). */
const optionalIdField = () =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: RuleMessage.numeric })
      .int({ error: RuleMessage.numeric })
      .positive({ error: RuleMessage.numeric })
      .optional(),
  );

/** Optional free text to the employer; an empty one is none. */
const messageField = () =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    trimmedString()
      .check(maxLength(APPLICATION_MESSAGE_MAX))
      .optional()
      .transform((v) => (v ? v : undefined)),
  );

/** An optional CV file: the resume rule (≤ 10 MB; PDF, Word or image, by content). */
const optionalCv = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), resumeFile().optional());

/**
 * The consent box (Decree 13/2023, ADR 0033): only an explicit yes counts — `true` in JSON, or the
 * checkbox's `on` / `true` / `1` in a form. Missing, empty or anything else is no consent.
 */
const isConsent = (v: unknown) =>
  v === true || (typeof v === 'string' && ['on', 'true', '1'].includes(v.trim().toLowerCase()));
const consentField = () => z.preprocess(isConsent, z.literal(true, { error: ConsentMessage.required }));
/** The same box read as a flag, for a form whose refinement reports it with its other rules. */
const consentFlag = () => z.preprocess(isConsent, z.boolean());

/**
 * POST /jobs/{job_id}/apply (multipart): `job_id` again in the body (the spec's client sends it),
 * and either `resume_id` (one of the caller's profiles) or a new `cv` file; `message` optional.
 */
export const ZApplyBody = z
  .object({
    job_id: jobIdField(),
    resume_id: optionalIdField(),
    cv: optionalCv(),
    message: messageField(),
    // Checked in the refinement below: an unticked box must not hide the profile rule's message.
    consent: consentFlag(),
  })
  .superRefine((b, ctx) => {
    if (!b.consent) {
      ctx.addIssue({ code: 'custom', message: ConsentMessage.required, path: ['consent'], input: undefined });
    }
    if (b.resume_id === undefined && b.cv === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: ApplicationMessage.resumeRequired,
        path: ['resume_id'],
        input: undefined,
        params: { rule: 'required' },
      });
    }
  });
export type ApplyBody = z.input<typeof ZApplyBody>;

export const ZApplyParams = z.object({ job_id: z.coerce.number().int().positive() });

/** POST /jobapplication (JSON): introduce an existing profile to a job. */
export const ZIntroduceBody = z.object({
  job_id: jobIdField(),
  resume_id: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? ApplicationMessage.resumeRequired : RuleMessage.numeric,
      })
      .int({ error: RuleMessage.numeric })
      .positive({ error: RuleMessage.numeric }),
  ),
  message: messageField(),
  consent: consentField(),
});
export type IntroduceBody = z.input<typeof ZIntroduceBody>;

/** POST /guest-apply (multipart): no account; every contact field and the CV are required. */
export const ZGuestApplyBody = z.object({
  job_id: jobIdField(),
  name: requiredString(ApplicationLabel.name).check(personName(), maxLength(100)),
  phone: requiredString(ApplicationLabel.phone).check(phone()),
  email: requiredString(ApplicationLabel.email).check(email(), maxLength(255)),
  cv: requiredFile(ApplicationLabel.cv, resumeFile()),
  message: messageField(),
  consent: consentField(),
});
export type GuestApplyBody = z.input<typeof ZGuestApplyBody>;

/** What an application call answers: the new application (its CV is served privately). */
export const ZAppliedApplication = z
  .object({
    application_id: z.number().int(),
    job_id: z.number().int(),
    resume_id: z.number().int().nullable(),
    status: ZApplicationStatus,
    created_at: z.string(),
  })
  .meta({ id: 'AppliedApplication' });
export type AppliedApplication = z.infer<typeof ZAppliedApplication>;

export const ZApplicationCheck = z
  .object({
    applied: z.boolean(),
    /** The caller's latest application to this job, or null. */
    application_id: z.number().int().nullable(),
    status: ZApplicationStatus.nullable(),
  })
  .meta({ id: 'ApplicationCheck' });
export type ApplicationCheck = z.infer<typeof ZApplicationCheck>;

export const ZCheckMultipleBody = z.object({
  job_ids: z
    .array(z.coerce.number({ error: RuleMessage.numeric }).int().positive(), {
      error: (issue) => (issue.input === undefined ? requiredMessage('Danh sách việc làm') : undefined),
    })
    .max(CHECK_MULTIPLE_MAX, { error: `Tối đa ${CHECK_MULTIPLE_MAX} việc làm mỗi lần` }),
});
export type CheckMultipleBody = z.input<typeof ZCheckMultipleBody>;

/** job id (as a string key) → the status of the caller's latest application to it, or null. */
export const ZCheckMultipleResult = z.record(z.string(), ZApplicationStatus.nullable());
export type CheckMultipleResult = z.infer<typeof ZCheckMultipleResult>;

export const ZSendApplicationEmailBody = z.object({
  application_id: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? requiredMessage('Hồ sơ ứng tuyển') : RuleMessage.numeric,
      })
      .int({ error: RuleMessage.numeric })
      .positive({ error: RuleMessage.numeric }),
  ),
});

export const ZSendApplicationEmailResult = z.object({
  application_id: z.number().int(),
  to: z.string().describe('The company address the notice goes to.'),
  /** False when the notice had already been queued: nothing is sent twice. */
  queued: z.boolean(),
});

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const applicationsEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/jobs/:job_id/apply',
    summary:
      'Ứng tuyển (tài khoản ứng viên; multipart: job_id, resume_id hoặc tệp cv ≤ 10 MB, message ≤ 1000 ký tự, consent=true bắt buộc). 1050 loại tài khoản khác, 1051 hồ sơ không hợp lệ, 1052 hồ sơ đã ứng tuyển, 1118 tin đã hết hạn/ngừng tuyển',
    tag: 'Applications',
    access: access.authenticated,
    multipart: true,
    params: ZApplyParams,
    body: ZApplyBody,
    response: ZAppliedApplication,
    successMessage: ApplicationMessage.applied,
  }),
  introduce: defineEndpoint({
    method: 'POST',
    path: '/jobapplication',
    summary:
      'Giới thiệu hồ sơ có sẵn vào một việc làm (JSON { job_id, resume_id, consent: true }); cùng quy tắc với ứng tuyển',
    tag: 'Applications',
    access: access.authenticated,
    body: ZIntroduceBody,
    response: ZAppliedApplication,
    successMessage: ApplicationMessage.introduced,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/jobapplication/check/:id',
    summary: 'Ứng viên đã ứng tuyển việc làm này chưa (đơn mới nhất và trạng thái)',
    tag: 'Applications',
    access: access.employee,
    params: ZId,
    response: ZApplicationCheck,
  }),
  checkMultiple: defineEndpoint({
    method: 'POST',
    path: '/jobapplication/check-multiple',
    summary:
      'Trạng thái ứng tuyển cho nhiều việc làm (JSON { job_ids: number[] ≤ 100 }) → { job_id: status | null }',
    tag: 'Applications',
    access: access.employee,
    body: ZCheckMultipleBody,
    response: ZCheckMultipleResult,
  }),
  cvs: defineEndpoint({
    method: 'GET',
    path: '/jobapplication/user/cvs',
    summary:
      'Hồ sơ của ứng viên: các tệp CV đã tải lên và hồ sơ trực tuyến (chỉ khi đã cập nhật thông tin cá nhân), mới nhất trước',
    tag: 'Applications',
    access: access.employee,
    response: z.array(ZResume),
  }),
  guestApply: defineEndpoint({
    method: 'POST',
    path: '/guest-apply',
    summary:
      'Ứng tuyển không cần tài khoản (multipart: job_id, name, phone, email, cv, message, consent=true bắt buộc). Thư xác nhận có đường dẫn tới trang dữ liệu của khách (ADR 0033). 1053 khi số điện thoại hoặc email đã ứng tuyển vị trí này; giới hạn theo IP',
    tag: 'Applications',
    access: access.public,
    multipart: true,
    body: ZGuestApplyBody,
    response: ZAppliedApplication,
    successMessage: ApplicationMessage.guestApplied,
  }),
  sendApplicationEmail: defineEndpoint({
    method: 'POST',
    path: '/send-job-application-email',
    summary:
      'Gửi (lại) email thông báo hồ sơ tới nhà tuyển dụng cho một đơn của chính ứng viên; lặp lại không gửi thêm thư (idempotent)',
    tag: 'Applications',
    access: access.employee,
    body: ZSendApplicationEmailBody,
    response: ZSendApplicationEmailResult,
  }),
  applicationCv: defineEndpoint({
    method: 'GET',
    path: '/applications/:id/cv',
    summary:
      'Tải CV của một đơn ứng tuyển (ứng viên, tài khoản của công ty tuyển dụng, admin) với tên tệp "CV-<tên ứng viên>"; view=inline để xem ngay trong trang (PDF, ảnh; Word luôn tải về); người khác nhận 404 như khi không tồn tại',
    tag: 'Applications',
    access: access.optional,
    params: ZId,
    query: z.object({ view: z.enum(['inline']).optional() }),
    response: z.null(),
  }),
  resumeFile: defineEndpoint({
    method: 'GET',
    path: '/resumes/:id/file',
    summary:
      'Tải tệp CV của một hồ sơ (chủ hồ sơ, công ty đã nhận hồ sơ này, admin); người khác nhận 404 như khi không tồn tại',
    tag: 'Applications',
    access: access.optional,
    params: ZId,
    response: z.null(),
  }),
};
