/**
 * The sale's and the leader's customer calls (spec §7 "Sales": `sale/`, `sale/{id}`,
 * `sale/company/{id}`, `POST sale/{id}` with `_method=PUT`; "the same four exist under
 * leader-sale/"), plus a note and the invitation, ADR 0026. A sale's scope is its own customers, a
 * leader's its team's; outside the scope a customer is "not found", exactly like a missing id.
 */
import { z } from 'zod';
import { CustomerMessage } from '../customers-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage } from '../http.ts';
import { access } from '../roles.ts';
import {
  ZCustomer,
  ZCustomerAssignBody,
  ZCustomerCompany,
  ZCustomerDetail,
  ZCustomerListQuery,
  ZCustomerNoteBody,
  ZCustomerUpdateBody,
  ZSalesPerson,
} from './customers.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

function salesCalls<B extends z.ZodType>(
  prefix: '/sale' | '/leader-sale',
  rule: typeof access.sale | typeof access.leaderSale,
  updateBody: B,
  who: string,
) {
  const tag = prefix === '/sale' ? 'Sale' : 'Leader sale';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: prefix,
      summary: `Khách hàng ${who}: tìm không dấu, lọc giai đoạn, hẹn liên hệ lại, lĩnh vực; phân trang`,
      tag,
      access: rule,
      query: ZCustomerListQuery,
      response: ZPage(ZCustomer),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${prefix}/:id`,
      summary: `Một khách hàng ${who} với lịch sử (ngoài phạm vi: 404 như id không tồn tại)`,
      tag,
      access: rule,
      params: ZId,
      response: ZCustomerDetail,
    }),
    company: defineEndpoint({
      method: 'GET',
      path: `${prefix}/company/:id`,
      summary: `Công ty đã đăng ký (theo id tài khoản công ty) của một khách hàng ${who}: trạng thái, số tin, số hồ sơ`,
      tag,
      access: rule,
      params: ZId,
      response: ZCustomerCompany,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${prefix}/:id`,
      summary: `Sửa giai đoạn, ngày liên hệ lại, thông tin liên hệ${prefix === '/leader-sale' ? ', giao lại cho sale trong nhóm' : ''}. Cũng nhận POST với _method=PUT`,
      tag,
      access: rule,
      params: ZId,
      body: updateBody,
      response: ZCustomerDetail,
      successMessage: CustomerMessage.updated,
    }),
    addNote: defineEndpoint({
      method: 'POST',
      path: `${prefix}/:id/notes`,
      summary: 'Ghi chú liên hệ {channel, text} vào lịch sử',
      tag,
      access: rule,
      params: ZId,
      body: ZCustomerNoteBody,
      response: ZCustomerDetail,
      successMessage: CustomerMessage.noteAdded,
    }),
    invite: defineEndpoint({
      method: 'POST',
      path: `${prefix}/:id/invite`,
      summary: 'Chuyển khách hàng tiềm năng thành tài khoản công ty, gửi email mời đặt mật khẩu',
      tag,
      access: rule,
      params: ZId,
      response: ZCustomerDetail,
      successMessage: CustomerMessage.invited,
    }),
  };
}

export const saleEndpoints = salesCalls('/sale', access.sale, ZCustomerUpdateBody, 'của bạn');

export const leaderSaleEndpoints = {
  ...salesCalls('/leader-sale', access.leaderSale, ZCustomerAssignBody, 'của nhóm'),
  team: defineEndpoint({
    method: 'GET',
    path: '/leader-sale/team',
    summary: 'Trưởng nhóm và các sale trong nhóm, với số khách hàng và số khách quá hạn liên hệ lại',
    tag: 'Leader sale',
    access: access.leaderSale,
    response: z.array(ZSalesPerson),
  }),
};
