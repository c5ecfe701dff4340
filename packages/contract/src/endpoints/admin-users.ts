import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access, USER_STATUSES, USER_TYPES, type UserType } from '../roles.ts';
import {
  blankToUndefined,
  confirmed,
  confirmedMessage,
  email,
  maxLength,
  password,
  personName,
  phone,
  requiredMessage,
  requiredString,
  stringRule,
  username,
  whenFieldsValid,
} from '../validation/index.ts';
import { ZCompanyInfo, ZUserInfo } from './users.ts';

/** Field labels of the admin account forms (used in the catalogue's messages and by the web forms). */
export const ADMIN_USER_LABELS = {
  type: 'Loại tài khoản',
  status: 'Trạng thái',
  name: 'Họ tên',
  username: 'Tên đăng nhập',
  email: 'Email',
  phone: 'Số điện thoại',
  password: 'Mật khẩu',
  password_confirmation: 'Nhập lại mật khẩu',
  company_name: 'Tên công ty',
} as const;

/** Types only an admin may give or manage (DESIGN §4 service policy; spec §6). */
export const ADMIN_TYPES: readonly UserType[] = ['admin', 'sub_admin'];
export const isAdminType = (type: UserType | null | undefined): boolean =>
  type != null && ADMIN_TYPES.includes(type);

/** Messages of the admin-users policy (403, code 1103). */
export const AdminUserMessage = {
  manageAdmin: 'Bạn không có quyền thao tác với tài khoản quản trị',
  ownTypeOrStatus: 'Bạn không thể thay đổi loại hoặc trạng thái tài khoản của chính mình',
  deleteSelf: 'Bạn không thể xóa tài khoản của chính mình',
  ownPassword: 'Vui lòng đổi mật khẩu của chính bạn tại trang Đổi mật khẩu',
  usernameUsed: 'Tên đăng nhập đã được sử dụng',
  usernameChars: 'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -',
  typeInvalid: 'Loại tài khoản không hợp lệ',
  statusInvalid: 'Trạng thái không hợp lệ',
} as const;

const isBlank = (value: unknown) => value == null || value === '';
const typeSchema = z.enum(USER_TYPES, {
  error: (issue) =>
    isBlank(issue.input) ? requiredMessage(ADMIN_USER_LABELS.type) : AdminUserMessage.typeInvalid,
});
const statusSchema = z.enum(USER_STATUSES, {
  error: (issue) =>
    isBlank(issue.input) ? requiredMessage(ADMIN_USER_LABELS.status) : AdminUserMessage.statusInvalid,
});

const nameField = () => requiredString(ADMIN_USER_LABELS.name).check(personName(), maxLength(100));
const usernameField = () =>
  requiredString(ADMIN_USER_LABELS.username).check(
    username(),
    maxLength(50),
    // No '@' or spaces: the login box takes an email or a username, they must not be confused.
    stringRule('username_chars', (v) => /^[A-Za-z0-9._-]+$/.test(v), AdminUserMessage.usernameChars),
  );
const emailField = () => requiredString(ADMIN_USER_LABELS.email).check(email(), maxLength(255));
const phoneField = () => requiredString(ADMIN_USER_LABELS.phone).check(phone());
const passwordField = () => requiredString(ADMIN_USER_LABELS.password).check(password());
/** A missing confirmation is a mismatch: one message, the catalogue's `confirmed`. */
const confirmationField = () =>
  z.string({
    error: (issue) => (issue.input == null ? confirmedMessage(ADMIN_USER_LABELS.password) : undefined),
  });

export const ZAdminUserListQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** A type, or 'none' for accounts that have not chosen one yet. */
  type: z.preprocess(blankToUndefined, z.enum([...USER_TYPES, 'none']).optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES).optional()),
});
export type AdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

export const ZAdminCreateUserBody = z
  .object({
    type: typeSchema,
    name: nameField(),
    username: usernameField(),
    email: emailField(),
    phone: phoneField(),
    password: passwordField(),
    password_confirmation: confirmationField(),
    status: z.preprocess(blankToUndefined, statusSchema.default('activated')),
    company_name: z.preprocess(blankToUndefined, z.string().trim().check(maxLength(255)).optional()),
  })
  .superRefine(
    confirmed('password', 'password_confirmation', ADMIN_USER_LABELS.password),
    whenFieldsValid('password', 'password_confirmation'),
  )
  .superRefine(
    (data, ctx) => {
      if (data.type === 'company' && !data.company_name) {
        ctx.addIssue({
          code: 'custom',
          message: requiredMessage(ADMIN_USER_LABELS.company_name),
          path: ['company_name'],
          input: data.company_name,
          params: { rule: 'required' },
        });
      }
    },
    whenFieldsValid('type', 'company_name'),
  );
export type AdminCreateUserBody = z.infer<typeof ZAdminCreateUserBody>;

/** Partial update: a field that is sent must be valid; a field left out is not changed. */
export const ZAdminUpdateUserBody = z.object({
  type: typeSchema.optional(),
  status: statusSchema.optional(),
  name: nameField().optional(),
  username: usernameField().optional(),
  email: emailField().optional(),
  phone: phoneField().optional(),
});
export type AdminUpdateUserBody = z.infer<typeof ZAdminUpdateUserBody>;

export const ZAdminPasswordBody = z
  .object({ password: passwordField(), password_confirmation: confirmationField() })
  .superRefine(
    confirmed('password', 'password_confirmation', ADMIN_USER_LABELS.password),
    whenFieldsValid('password', 'password_confirmation'),
  );
export type AdminPasswordBody = z.infer<typeof ZAdminPasswordBody>;

/** The admin's own profile (admin/edit-admin): not type or status. */
export const ZAdminProfileBody = z.object({ name: nameField(), email: emailField(), phone: phoneField() });
export type AdminProfileBody = z.infer<typeof ZAdminProfileBody>;

export const ZAdminUserIdParams = z.object({ id: z.coerce.number().int().positive() });

export const ZAdminUserRow = z
  .object({
    id: z.number(),
    type: z.enum(USER_TYPES).nullable(),
    status: z.enum(USER_STATUSES),
    parent_id: z.number().nullable(),
    name: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    phone: z.string().nullable(),
    /** The company's name: its own for a company admin, its parent's for a company sub-user. */
    company_name: z.string().nullable(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    email_verified_at: z.string().nullable(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  avatar: z.string().nullable(),
  updated_at: z.string(),
  company: ZCompanyInfo.nullable(),
}).meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof ZAdminUserDetail>;

const TAG = 'Admin users';

export const adminUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/user',
    summary: 'Danh sách tài khoản (tìm không dấu theo tên, email, tên đăng nhập, SĐT; lọc loại, trạng thái)',
    tag: TAG,
    access: access.adminOrSubAdmin,
    query: ZAdminUserListQuery,
    response: ZPage(ZAdminUserRow),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/user',
    summary: 'Tạo tài khoản (đã xác thực email); công ty kèm bản ghi công ty',
    tag: TAG,
    access: access.adminOrSubAdmin,
    body: ZAdminCreateUserBody,
    response: ZAdminUserDetail,
    successMessage: 'Tạo tài khoản thành công',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/user/:id',
    summary: 'Chi tiết tài khoản',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZAdminUserIdParams,
    response: ZAdminUserDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/user/:id',
    summary: 'Cập nhật tài khoản (một phần); khóa hoặc vô hiệu hóa thì thu hồi mọi phiên',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZAdminUserIdParams,
    body: ZAdminUpdateUserBody,
    response: ZAdminUserDetail,
    successMessage: 'Cập nhật tài khoản thành công',
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/admin/user/:id/password',
    summary: 'Đặt mật khẩu mới cho tài khoản và thu hồi mọi phiên của tài khoản đó',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZAdminUserIdParams,
    body: ZAdminPasswordBody,
    response: z.null(),
    successMessage: 'Đổi mật khẩu thành công',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/user/:id',
    summary: 'Xóa tài khoản',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZAdminUserIdParams,
    response: z.null(),
    successMessage: 'Xóa tài khoản thành công',
  }),
  setting: defineEndpoint({
    method: 'GET',
    path: '/admin/setting',
    summary: 'Thông tin tài khoản quản trị đang đăng nhập',
    tag: TAG,
    access: access.adminOrSubAdmin,
    response: ZUserInfo,
  }),
  editProfile: defineEndpoint({
    method: 'POST',
    path: '/admin/edit-admin',
    summary: 'Cập nhật họ tên, email, số điện thoại của chính mình',
    tag: TAG,
    access: access.adminOrSubAdmin,
    body: ZAdminProfileBody,
    response: ZUserInfo,
    successMessage: 'Cập nhật thông tin thành công',
  }),
};
