import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { requiredString } from '../validation/index.ts';
import { ZUserInfo } from './users.ts';

export const LOGIN_IDENTIFIER_LABEL = 'Email hoặc tên đăng nhập';

export const ZLoginBody = z.object({
  email: requiredString(LOGIN_IDENTIFIER_LABEL),
  password: requiredString('Mật khẩu'),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZTokenResult = z.object({
  token: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expiresIn: z.number(),
  token_expired_at: z.string(),
  user: ZUserInfo,
});

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Đăng nhập bằng email hoặc tên đăng nhập và mật khẩu',
    tag: 'Auth',
    access: access.public,
    body: ZLoginBody,
    response: ZTokenResult,
    successMessage: 'Đăng nhập thành công',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Đăng xuất: thu hồi token hiện tại',
    tag: 'Auth',
    access: access.authenticatedAnyType,
    response: z.null(),
    successMessage: 'Đăng xuất thành công',
  }),
  verifyToken: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-token',
    summary: 'Kiểm tra token còn hiệu lực',
    tag: 'Auth',
    access: access.authenticatedAnyType,
    response: z.object({ valid: z.literal(true), expires_at: z.string(), user: ZUserInfo }),
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'Thông tin người dùng đang đăng nhập',
    tag: 'Auth',
    access: access.authenticatedAnyType,
    response: ZUserInfo,
  }),
};
