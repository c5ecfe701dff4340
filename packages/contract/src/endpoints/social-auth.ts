import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { maxLength, requiredMessage, trimmedString, whenFieldsValid } from '../validation/index.ts';
import { ZTokenResult } from './auth.ts';
import { ZUserInfo } from './users.ts';

/** Identity providers of spec §1 ("Login with a social identity provider (Google, Facebook)"). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);

export const socialProviderLabels: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** The page the API's callback sends the browser to, with `?code=` (a one-time login code). */
export const SOCIAL_CALLBACK_PATH = '/auth/social-callback';
/**
 * httpOnly cookie (Path = SOCIAL_CALLBACK_PATH, 60 s) holding the value the login code is bound
 * to: a code copied into another browser is worthless (login CSRF). ADR 0007.
 */
export const SOCIAL_CODE_COOKIE = 'vx_social';

/**
 * `?error=` values the social flow sends the browser back to /dang-nhap with (besides the account
 * codes 1006/1007/1008), and the login page's messages for them.
 */
export const socialLoginErrors = {
  social_unavailable: 'Đăng nhập bằng mạng xã hội chưa được bật',
  social_failed: 'Đăng nhập bằng mạng xã hội không thành công. Vui lòng thử lại.',
  social_email_missing:
    'Tài khoản mạng xã hội của bạn không cung cấp email. Vui lòng cho phép chia sẻ email hoặc đăng nhập bằng email và mật khẩu.',
  social_email_used:
    'Email này đã thuộc về một tài khoản chưa xác minh email. Vui lòng đăng nhập bằng email và mật khẩu.',
} as const;
export type SocialLoginError = keyof typeof socialLoginErrors;

/**
 * Browser redirects (not JSON): they answer 302. Query values are read leniently, so a bad one
 * ends on the login page with an error instead of a JSON 422 in the visitor's browser.
 */
const lenientText = z.string().max(4096).optional().catch(undefined);

export const ZSocialStartQuery = z.object({ redirect_url: lenientText });
export const ZSocialCallbackQuery = z.object({
  code: lenientText,
  state: lenientText,
  error: lenientText,
});

export const ZSocialExchangeBody = z.object({
  code: z.string().trim().min(1).max(200),
  /** The value of the httpOnly SOCIAL_CODE_COOKIE the callback set in the same browser. */
  binding: z.string().trim().min(1).max(200),
});
export type SocialExchangeBody = z.infer<typeof ZSocialExchangeBody>;

export const ZSocialExchangeResult = ZTokenResult.extend({
  /** Same-site path to go to after signing in (`/` when none or another site was asked for). */
  redirect_url: z.string(),
});

export const ACCOUNT_TYPE_CHOICES = ['employee', 'company'] as const;
export type AccountTypeChoice = (typeof ACCOUNT_TYPE_CHOICES)[number];
export const COMPANY_NAME_LABEL = 'Tên công ty';
export const ACCOUNT_TYPE_MESSAGE = 'Vui lòng chọn loại tài khoản';
export const ALREADY_HAS_TYPE_MESSAGE = 'Tài khoản đã có loại tài khoản';

/**
 * `POST auth/call-employee` (spec §7 names it only): an account without a type (a new social
 * sign-in) chooses job seeker or company. ADR 0007.
 */
export const ZCallEmployeeBody = z
  .object({
    type: z.enum(ACCOUNT_TYPE_CHOICES, { error: ACCOUNT_TYPE_MESSAGE }),
    company_name: trimmedString().check(maxLength(255)).optional(),
  })
  .superRefine(
    (data, ctx) => {
      if (data.type === 'company' && !data.company_name) {
        ctx.addIssue({
          code: 'custom',
          message: requiredMessage(COMPANY_NAME_LABEL),
          path: ['company_name'],
          input: data.company_name,
          params: { rule: 'required' },
        });
      }
    },
    whenFieldsValid('type', 'company_name'),
  );
export type CallEmployeeBody = z.infer<typeof ZCallEmployeeBody>;

export const socialAuthEndpoints = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/auth/providers',
    summary: 'Các nhà cung cấp đăng nhập mạng xã hội đang bật (nút trên trang đăng nhập)',
    tag: 'Auth',
    access: access.public,
    response: z.array(ZSocialProvider),
  }),
  start: defineEndpoint({
    method: 'GET',
    path: '/auth/:provider',
    summary:
      'Bắt đầu đăng nhập Google/Facebook: chuyển hướng (302) tới nhà cung cấp (OAuth 2.0, state, PKCE S256, cookie gắn trình duyệt)',
    tag: 'Auth',
    access: access.public,
    params: z.object({ provider: ZSocialProvider }),
    query: ZSocialStartQuery,
    response: z.null(),
  }),
  callback: defineEndpoint({
    method: 'GET',
    path: '/auth/:provider/callback',
    summary:
      'Nhà cung cấp trả về đây: kiểm tra state và cookie, đổi code, liên kết hoặc tạo tài khoản, chuyển (302) tới /auth/social-callback',
    tag: 'Auth',
    access: access.public,
    params: z.object({ provider: ZSocialProvider }),
    query: ZSocialCallbackQuery,
    response: z.null(),
  }),
  exchange: defineEndpoint({
    method: 'POST',
    path: '/auth/social/exchange',
    summary: 'Đổi mã đăng nhập một lần (60 giây) lấy token, như POST /auth/login',
    tag: 'Auth',
    access: access.public,
    body: ZSocialExchangeBody,
    response: ZSocialExchangeResult,
    successMessage: 'Đăng nhập thành công',
  }),
  callEmployee: defineEndpoint({
    method: 'POST',
    path: '/auth/call-employee',
    summary: 'Chọn loại tài khoản (người tìm việc hoặc doanh nghiệp) cho tài khoản chưa có loại',
    tag: 'Auth',
    access: access.authenticatedAnyType,
    body: ZCallEmployeeBody,
    response: ZUserInfo,
    successMessage: 'Cập nhật loại tài khoản thành công',
  }),
};
