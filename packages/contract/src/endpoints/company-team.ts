/**
 * The company's team (spec §7 "Company": GET/POST /company/user, GET/PUT /company/user/{id}): the
 * company admin (parent_id null) invites sub-users by email, edits them, locks and unlocks them.
 * Adding is refused while the company is pending (spec §5, 1113 with the spec's info message).
 * Labels and messages are zod-free in `catalog-text.ts`.
 */
import { z } from 'zod';
import { TEAM_STATUSES, TeamLabel, TeamMessage } from '../catalog-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access, USER_STATUSES } from '../roles.ts';
import {
  blankToUndefined,
  email,
  maxLength,
  personName,
  phone,
  requiredString,
} from '../validation/index.ts';

const TEAM_STATUS_VALUES = TEAM_STATUSES.map((s) => s.value) as ['activated', 'locked'];

const nameField = () => requiredString(TeamLabel.name).check(personName(), maxLength(100));
const phoneField = () => requiredString(TeamLabel.phone).check(phone());

export const ZCompanyUserBody = z.object({
  name: nameField(),
  email: requiredString(TeamLabel.email).check(email(), maxLength(255)),
  phone: phoneField(),
});
export type CompanyUserBody = z.input<typeof ZCompanyUserBody>;

/** Partial update: a field that is sent must be valid; one left out is not changed. */
export const ZCompanyUserUpdateBody = z.object({
  name: nameField().optional(),
  phone: phoneField().optional(),
  status: z.enum(TEAM_STATUS_VALUES, { error: TeamMessage.statusInvalid }).optional(),
});
export type CompanyUserUpdateBody = z.input<typeof ZCompanyUserUpdateBody>;

export const ZCompanyUser = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    /** Invited, has not set a password yet. */
    invitation_pending: z.boolean(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  })
  .meta({ id: 'CompanyUser' });
export type CompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUserQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(TEAM_STATUS_VALUES).optional()),
});
export type CompanyUserQuery = z.infer<typeof ZCompanyUserQuery>;

const ZId = z.object({ id: z.coerce.number().int().positive() });
const TAG = 'Company team';

export const companyTeamEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/company/user',
    summary: 'Nhân viên (tài khoản con) của công ty: tìm không dấu theo tên, email, SĐT; lọc trạng thái',
    tag: TAG,
    access: access.companyAdmin,
    query: ZCompanyUserQuery,
    response: ZPage(ZCompanyUser),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/company/user',
    summary:
      'Mời nhân viên {name, email, phone}: tạo tài khoản con và gửi email có liên kết đặt mật khẩu (7 ngày); công ty đang chờ duyệt bị từ chối (1113)',
    tag: TAG,
    access: access.companyAdminActive,
    body: ZCompanyUserBody,
    response: ZCompanyUser,
    successMessage: TeamMessage.invited,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/company/user/:id',
    summary: 'Một nhân viên của công ty (của công ty khác: 404 như id không tồn tại)',
    tag: TAG,
    access: access.companyAdmin,
    params: ZId,
    response: ZCompanyUser,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/company/user/:id',
    summary:
      'Sửa họ tên, SĐT; khóa (status=locked: mọi phiên kết thúc ngay) hoặc mở khóa (activated). Cũng nhận POST với _method=PUT',
    tag: TAG,
    access: access.companyAdmin,
    params: ZId,
    body: ZCompanyUserUpdateBody,
    response: ZCompanyUser,
    successMessage: TeamMessage.updated,
  }),
};
