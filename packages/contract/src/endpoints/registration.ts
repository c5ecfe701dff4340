import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import {
  confirmed,
  email,
  isPersonName,
  maxLength,
  password,
  passwordReset,
  phone,
  RuleMessage,
  requiredMessage,
  requiredString,
  stringRule,
  trimmedString,
  username,
  usernameChars,
  whenFieldsValid,
} from '../validation/index.ts';
import { ZTokenResult } from './auth.ts';

/*
 * Self-registration with an emailed 6-digit code, password recovery by emailed link, and password
 * change for every role (ADR 0008). Messages the spec does not give are ours, in Vietnamese.
 */

/** The two kinds of account a visitor may create (spec §1: job seekers and companies). */
export const REGISTER_TYPES = ['employee', 'company'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];
export const registerTypeLabels: Record<RegisterType, string> = {
  employee: 'Người tìm việc',
  company: 'Doanh nghiệp',
};

export const REGISTER_CODE_LENGTH = 6;
export const REGISTER_CODE_TTL_MINUTES = 10;
export const REGISTER_CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MINUTES = 60;

export const RegistrationMessage = {
  /** Decree 13/2023/ND-CP: consent must be explicit, so the box is never pre-ticked. */
  consentRequired: 'Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo vệ dữ liệu cá nhân',
  typeInvalid: 'Vui lòng chọn loại tài khoản',
  usernameTaken: 'Tên đăng nhập đã được sử dụng',
  codeFormat: 'Mã xác nhận gồm 6 chữ số',
  codeSent: 'Mã xác nhận đã được gửi tới email của bạn',
  registered: 'Đăng ký tài khoản thành công',
  resetMailSent: 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi liên kết khôi phục mật khẩu.',
  resetLinkInvalid: 'Liên kết khôi phục không hợp lệ hoặc đã hết hạn',
  passwordReset: 'Khôi phục mật khẩu thành công',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  passwordChanged: 'Đổi mật khẩu thành công',
} as const;

export const RegisterLabel = {
  type: 'Loại tài khoản',
  name: 'Họ và tên',
  contactName: 'Họ và tên người liên hệ',
  companyName: 'Tên công ty',
  username: 'Tên đăng nhập',
  email: 'Email',
  phone: 'Số điện thoại',
  password: 'Mật khẩu',
  passwordConfirmation: 'Nhập lại mật khẩu',
  code: 'Mã xác nhận',
  currentPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  newPasswordConfirmation: 'Nhập lại mật khẩu mới',
} as const;

const emailField = () => requiredString(RegisterLabel.email).check(email(), maxLength(255));

/** A confirmation field: compared as is by `confirmed`; a missing one reads as not matching. */
const confirmationField = (label: string) => z.string({ error: () => `${label} nhập lại không khớp.` });

/** HTML checkboxes post 'on'; JSON clients send true. Anything else (or nothing) is no consent. */
const consentField = () =>
  z
    .union([z.literal(true), z.enum(['true', 'on', '1'])], { error: RegistrationMessage.consentRequired })
    .transform(() => true as const);

export const ZRequestRegisterBody = z
  .object({
    type: z.enum(REGISTER_TYPES, {
      error: (issue) =>
        issue.input == null ? requiredMessage(RegisterLabel.type) : RegistrationMessage.typeInvalid,
    }),
    /** The job seeker's name, or for a company the contact person's name. */
    name: requiredString(RegisterLabel.name).check(maxLength(100)),
    /** Required for companies; ignored for job seekers. */
    company_name: trimmedString().check(maxLength(255)).optional(),
    username: requiredString(RegisterLabel.username).check(username(), usernameChars(), maxLength(50)),
    email: emailField(),
    phone: requiredString(RegisterLabel.phone).check(phone()),
    password: requiredString(RegisterLabel.password).check(password()),
    password_confirmation: confirmationField(RegisterLabel.password),
    agree_terms: consentField(),
  })
  .superRefine(confirmed('password', 'password_confirmation', RegisterLabel.password), {
    ...whenFieldsValid('password', 'password_confirmation'),
  })
  .superRefine(
    (data, ctx) => {
      if (data.type === 'company' && !data.company_name) {
        ctx.addIssue({
          code: 'custom',
          message: requiredMessage(RegisterLabel.companyName),
          path: ['company_name'],
          input: data.company_name,
          params: { rule: 'required' },
        });
      }
      // A contact person's name may read like a department ("Phòng Nhân sự 2"); a job seeker's may not.
      if (data.type === 'employee' && data.name !== '' && !isPersonName(data.name)) {
        ctx.addIssue({
          code: 'custom',
          message: RuleMessage.personName,
          path: ['name'],
          input: data.name,
          params: { rule: 'name' },
        });
      }
    },
    { ...whenFieldsValid('type', 'name', 'company_name') },
  );
export type RequestRegisterBody = z.input<typeof ZRequestRegisterBody>;

export const ZRegisterBody = z.object({
  email: emailField(),
  code: requiredString(RegisterLabel.code).check(
    stringRule('register_code', (v) => /^[0-9]{6}$/.test(v), RegistrationMessage.codeFormat),
  ),
});
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const ZSendResetMailBody = z.object({ email: emailField() });

/** The link's token: anything missing or blank is simply an invalid link. */
const resetTokenField = () =>
  z
    .string({ error: RegistrationMessage.resetLinkInvalid })
    .trim()
    .check(z.refine((v) => v !== '' && v.length <= 200, { error: RegistrationMessage.resetLinkInvalid }));

export const ZResetPasswordBody = z
  .object({
    email: emailField(),
    token: resetTokenField(),
    password: requiredString(RegisterLabel.password).check(passwordReset()),
    password_confirmation: confirmationField(RegisterLabel.password),
  })
  .superRefine(confirmed('password', 'password_confirmation', RegisterLabel.password), {
    ...whenFieldsValid('password', 'password_confirmation'),
  });
export type ResetPasswordBody = z.input<typeof ZResetPasswordBody>;

export const ZChangePasswordBody = z
  .object({
    current_password: requiredString(RegisterLabel.currentPassword),
    password: requiredString(RegisterLabel.newPassword).check(password()),
    password_confirmation: confirmationField(RegisterLabel.newPassword),
  })
  .superRefine(confirmed('password', 'password_confirmation', RegisterLabel.newPassword), {
    ...whenFieldsValid('password', 'password_confirmation'),
  })
  .superRefine(
    (data, ctx) => {
      if (data.password !== '' && data.password === data.current_password) {
        ctx.addIssue({
          code: 'custom',
          message: RegistrationMessage.samePassword,
          path: ['password'],
          input: data.password,
          params: { rule: 'different' },
        });
      }
    },
    { ...whenFieldsValid('password', 'current_password') },
  );
export type ChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const registrationEndpoints = {
  requestRegister: defineEndpoint({
    method: 'POST',
    path: '/auth/request-register',
    summary:
      'Đăng ký bước 1: tạo tài khoản chưa xác nhận và gửi mã 6 chữ số (hiệu lực 10 phút) tới email; gửi lại để nhận mã mới',
    tag: 'Auth',
    access: access.public,
    body: ZRequestRegisterBody,
    response: z.object({ email: z.string(), expires_in: z.number().int() }),
    successMessage: RegistrationMessage.codeSent,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Đăng ký bước 2: xác nhận mã trong email; trả về token đăng nhập như /auth/login',
    tag: 'Auth',
    access: access.public,
    body: ZRegisterBody,
    response: ZTokenResult,
    successMessage: RegistrationMessage.registered,
  }),
  sendResetPasswordMail: defineEndpoint({
    method: 'POST',
    path: '/send-reset-password-mail',
    summary:
      'Quên mật khẩu: gửi liên kết khôi phục (60 phút, dùng một lần); câu trả lời như nhau dù email có tồn tại hay không',
    tag: 'Auth',
    access: access.public,
    body: ZSendResetMailBody,
    response: z.null(),
    successMessage: RegistrationMessage.resetMailSent,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/reset-password',
    summary: 'Đặt mật khẩu mới bằng liên kết khôi phục; đăng xuất mọi phiên của tài khoản',
    tag: 'Auth',
    access: access.public,
    body: ZResetPasswordBody,
    response: z.null(),
    successMessage: RegistrationMessage.passwordReset,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    summary: 'Đổi mật khẩu (mọi loại tài khoản); đăng xuất các phiên khác, giữ phiên hiện tại',
    tag: 'Auth',
    access: access.authenticated,
    body: ZChangePasswordBody,
    response: z.null(),
    successMessage: RegistrationMessage.passwordChanged,
  }),
};
