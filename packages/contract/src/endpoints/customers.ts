/**
 * The sales CRM's shapes (ADR 0026): a customer (prospect or registered company), its history,
 * the list query, and the bodies of adding, editing, noting and inviting. The admin calls
 * (`customer/*`) are here; the sale and leader-sale calls in `sales.ts` share these shapes.
 */
import { z } from 'zod';
import {
  CONTACT_CHANNELS,
  CUSTOMER_ACTIVITIES,
  CUSTOMER_EVENT_KINDS,
  CUSTOMER_SOURCES,
  CUSTOMER_STAGES,
  CustomerLabel,
  CustomerMessage,
  FOLLOW_UP_FILTERS,
} from '../customers-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access, USER_STATUSES } from '../roles.ts';
import {
  blankToUndefined,
  date,
  email,
  maxLength,
  personName,
  phone,
  requiredString,
  trimmedString,
} from '../validation/index.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * An optional text field of an edit: left out = unchanged (undefined), sent empty or null =
 * cleared (null), otherwise the checked value.
 */
const clearable = (...checks: z.core.$ZodCheck<string>[]) =>
  z
    .preprocess(
      (v) => (v === null ? '' : v),
      trimmedString()
        .check(...checks)
        .optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === '' ? null : v));

const stage = () => z.enum(CUSTOMER_STAGES, { error: CustomerMessage.stageInvalid });
const source = () => z.enum(CUSTOMER_SOURCES, { error: CustomerMessage.sourceInvalid });
const activities = () =>
  z.preprocess(
    (v) => (v === '' ? [] : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : v),
    z.array(
      z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(2)], { error: CustomerMessage.activityInvalid })),
    ),
  );
/** A sale's account id; null (or empty) = unassigned. */
const saleId = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: CustomerMessage.saleInvalid })
      .int()
      .positive(CustomerMessage.saleInvalid)
      .nullable(),
  );

const contactFields = {
  contact_name: clearable(personName(), maxLength(100)),
  phone: clearable(phone()),
  email: clearable(email(), maxLength(255)),
};

export const ZCustomerCreateBody = z.object({
  company_name: requiredString(CustomerLabel.companyName).check(maxLength(255)),
  ...contactFields,
  source: source().optional(),
  activities: activities().optional(),
  stage: stage().optional(),
  sale_id: saleId().optional(),
  next_follow_up_on: clearable(date()),
  /** An existing company account (its admin's user id) to follow instead of a prospect. */
  company_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  /** A first note, written as the history's first contact (channel "other"). */
  note: clearable(maxLength(2000)),
});
export type CustomerCreateBody = z.input<typeof ZCustomerCreateBody>;

/** An edit by a sale: everything but the assignment. A field left out is not changed. */
export const ZCustomerUpdateBody = z.object({
  company_name: requiredString(CustomerLabel.companyName).check(maxLength(255)).optional(),
  ...contactFields,
  source: source().optional(),
  activities: activities().optional(),
  stage: stage().optional(),
  next_follow_up_on: clearable(date()),
});
export type CustomerUpdateBody = z.input<typeof ZCustomerUpdateBody>;

/** An edit by an admin or a leader: may also (re)assign the customer. */
export const ZCustomerAssignBody = ZCustomerUpdateBody.extend({ sale_id: saleId().optional() });
export type CustomerAssignBody = z.input<typeof ZCustomerAssignBody>;

/** `customer/edit-user` names the customer in the body. */
export const ZCustomerEditUserBody = ZCustomerAssignBody.extend({
  id: z.coerce.number({ error: 'Khách hàng không hợp lệ' }).int().positive('Khách hàng không hợp lệ'),
});
export type CustomerEditUserBody = z.input<typeof ZCustomerEditUserBody>;

export const ZCustomerNoteBody = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: CustomerMessage.channelInvalid }),
  text: requiredString(CustomerLabel.note).check(maxLength(2000)),
});
export type CustomerNoteBody = z.input<typeof ZCustomerNoteBody>;

export const ZCustomerListQuery = ZPaginationQuery.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  stage: z.preprocess(blankToUndefined, stage().optional()),
  follow_up: z.preprocess(blankToUndefined, z.enum(FOLLOW_UP_FILTERS).optional()),
  activity: z.preprocess(blankToUndefined, z.enum(CUSTOMER_ACTIVITIES).optional()),
  /** A sale's id, or `none` for the unassigned (admin and leader lists). */
  sale: z.preprocess(
    blankToUndefined,
    z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
  ),
});
export type CustomerListQuery = z.infer<typeof ZCustomerListQuery>;

const ZPerson = z.object({ id: z.number(), name: z.string() });

export const ZCustomer = z
  .object({
    id: z.number(),
    company_name: z.string(),
    contact_name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    source: z.enum(CUSTOMER_SOURCES),
    activities: z.array(z.number()),
    stage: z.enum(CUSTOMER_STAGES),
    sale: ZPerson.nullable(),
    /** YYYY-MM-DD, a Vietnam day. */
    next_follow_up_on: z.string().nullable(),
    follow_up_overdue: z.boolean(),
    /** The company account's id (its admin); null for a prospect. */
    company_user_id: z.number().nullable(),
    account_status: z.enum(USER_STATUSES).nullable(),
    last_activity_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof ZCustomer>;

export const ZCustomerEvent = z.object({
  id: z.number(),
  kind: z.enum(CUSTOMER_EVENT_KINDS),
  channel: z.enum(CONTACT_CHANNELS).nullable(),
  text: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type CustomerEvent = z.infer<typeof ZCustomerEvent>;

/** The registered company behind a customer, with its activity on the site. */
export const ZCustomerCompany = z.object({
  user_id: z.number(),
  company_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  invitation_pending: z.boolean(),
  jobs_count: z.number(),
  open_jobs_count: z.number(),
  applications_count: z.number(),
  registered_at: z.string(),
});
export type CustomerCompany = z.infer<typeof ZCustomerCompany>;

export const ZCustomerDetail = ZCustomer.extend({
  company: ZCustomerCompany.nullable(),
  history: z.array(ZCustomerEvent),
}).meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof ZCustomerDetail>;

/** A sales staff member with their team and figures (pickers, the admin's team screen). */
export const ZSalesPerson = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    type: z.enum(['sale', 'leader_sale']),
    status: z.enum(USER_STATUSES),
    leader: ZPerson.nullable(),
    customers_count: z.number(),
    overdue_count: z.number(),
  })
  .meta({ id: 'SalesPerson' });
export type SalesPerson = z.infer<typeof ZSalesPerson>;

export const ZSalesTeamBody = z.object({
  leader_id: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: CustomerMessage.leaderInvalid })
      .int()
      .positive(CustomerMessage.leaderInvalid)
      .nullable(),
  ),
});
export type SalesTeamBody = z.input<typeof ZSalesTeamBody>;

const TAG = 'Customers (admin)';

export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/customer/list-users',
    summary:
      'Khách hàng (ADR 0026): lọc giai đoạn, sale (id hoặc none), lĩnh vực, hẹn liên hệ lại (overdue|today|upcoming|none); tìm không dấu theo công ty, người liên hệ, email, SĐT',
    tag: TAG,
    access: access.adminOrSubAdmin,
    query: ZCustomerListQuery,
    response: ZPage(ZCustomer),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/customer/create-user',
    summary:
      'Thêm khách hàng tiềm năng (hoặc theo dõi một tài khoản công ty có sẵn: company_id), có thể giao ngay cho sale; lịch sử ghi cùng giao dịch',
    tag: TAG,
    access: access.adminOrSubAdmin,
    body: ZCustomerCreateBody,
    response: ZCustomerDetail,
    successMessage: CustomerMessage.created,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/customer/user-detail/:id',
    summary: 'Một khách hàng: thông tin liên hệ, công ty đã đăng ký (số tin, số hồ sơ ứng tuyển), lịch sử',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZId,
    response: ZCustomerDetail,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/customer/edit-user',
    summary: 'Sửa khách hàng {id, …}: giao hoặc chuyển sale, giai đoạn, ngày liên hệ lại, thông tin liên hệ',
    tag: TAG,
    access: access.adminOrSubAdmin,
    body: ZCustomerEditUserBody,
    response: ZCustomerDetail,
    successMessage: CustomerMessage.updated,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/customer/:id/notes',
    summary: 'Ghi chú liên hệ {channel, text} vào lịch sử của khách hàng',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZId,
    body: ZCustomerNoteBody,
    response: ZCustomerDetail,
    successMessage: CustomerMessage.noteAdded,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/customer/:id/invite',
    summary:
      'Chuyển khách hàng tiềm năng thành tài khoản công ty và gửi email mời đặt mật khẩu (1132 nếu đã có tài khoản)',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZId,
    response: ZCustomerDetail,
    successMessage: CustomerMessage.invited,
  }),
  sales: defineEndpoint({
    method: 'GET',
    path: '/customer/sales',
    summary: 'Nhân viên sale và trưởng nhóm: nhóm, số khách hàng, số khách quá hạn liên hệ lại',
    tag: TAG,
    access: access.adminOrSubAdmin,
    response: z.array(ZSalesPerson),
  }),
  setTeam: defineEndpoint({
    method: 'PUT',
    path: '/customer/sales/:id',
    summary: 'Xếp một sale vào nhóm của trưởng nhóm {leader_id} (null: ra khỏi nhóm); chỉ admin',
    tag: TAG,
    access: access.admin,
    params: ZId,
    body: ZSalesTeamBody,
    response: ZSalesPerson,
    successMessage: CustomerMessage.teamUpdated,
  }),
};
