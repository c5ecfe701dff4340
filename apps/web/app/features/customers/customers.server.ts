import {
  type CustomerDetail,
  customerEndpoints,
  leaderSaleEndpoints,
  type SalesPerson,
  saleEndpoints,
  todayInVietnam,
  ZCustomerAssignBody,
  ZCustomerCreateBody,
  ZCustomerNoteBody,
  ZCustomerUpdateBody,
  ZSalesTeamBody,
} from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { type ApiCall, callApi } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import { validateForm } from '../../lib/form-errors.ts';
import { loadListPage } from '../../lib/list-page.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import { failed, invalid } from '../admin-users/account-form.server.ts';
import {
  type CustomerArea,
  customerAreaAccess,
  customerAreaOfPath,
  customerFormValues,
  customersBase,
} from './customer-area.ts';

type Ctx = Readonly<RouterContextProvider>;

/** The list's filters as the URL names them (the sale's list has no `sale` filter). */
const LIST_FILTERS = ['search', 'stage', 'sale', 'activity', 'follow_up'] as const;

/** What a customer action answers: the toast, field errors, and which form it came from. */
export type CustomerFeedback = ActionFeedback & { intent?: string };

/**
 * The area a customer page is served in, read from its URL (one route module serves the pages of
 * all three areas, routes/customers/*), once the caller is checked to belong there.
 */
export async function requireCustomerArea(context: Ctx, request: Request): Promise<CustomerArea> {
  const area = customerAreaOfPath(new URL(request.url).pathname);
  await requireUser(context, request, customerAreaAccess[area]);
  return area;
}

export function customerIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Không tìm thấy khách hàng' }, { status: 404 });
  return id;
}

async function postedFields(request: Request): Promise<Record<string, string>> {
  return customerFormValues(await request.formData());
}

/** The sales people the area may pick from: all for the admin, the team for a leader. */
async function assignees(context: Ctx, request: Request, area: CustomerArea): Promise<SalesPerson[]> {
  if (area === 'sale') return [];
  const res =
    area === 'admin'
      ? await callApi(context, request, customerEndpoints.sales)
      : await callApi(context, request, leaderSaleEndpoints.team);
  return res.ok ? res.data.filter((p) => p.status === 'activated') : [];
}

export async function loadCustomerList(context: Ctx, request: Request, area: CustomerArea) {
  const list =
    area === 'admin'
      ? await loadListPage(context, request, customerEndpoints.list, LIST_FILTERS)
      : area === 'sale'
        ? await loadListPage(context, request, saleEndpoints.list, LIST_FILTERS)
        : await loadListPage(context, request, leaderSaleEndpoints.list, LIST_FILTERS);
  return { ...list, area, salesPeople: await assignees(context, request, area) };
}

/** One customer of the area; outside the caller's scope the API answers 404 as for a missing id. */
export async function loadCustomer(context: Ctx, request: Request, area: CustomerArea, id: number) {
  const res =
    area === 'admin'
      ? await callApi(context, request, customerEndpoints.get, { params: { id } })
      : area === 'sale'
        ? await callApi(context, request, saleEndpoints.get, { params: { id } })
        : await callApi(context, request, leaderSaleEndpoints.get, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return {
    area,
    customer: res.data,
    salesPeople: await assignees(context, request, area),
    today: todayInVietnam(),
  };
}

type DetailCall = ApiCall<CustomerDetail>;

function update(
  context: Ctx,
  request: Request,
  area: CustomerArea,
  id: number,
  body: object,
): Promise<DetailCall> {
  if (area === 'admin') return callApi(context, request, customerEndpoints.update, { body: { ...body, id } });
  const endpoint = area === 'sale' ? saleEndpoints.update : leaderSaleEndpoints.update;
  return callApi(context, request, endpoint, { params: { id }, body });
}

/** The quick forms with fields to show an error under; the others (stage, invite) toast it. */
const WITH_FIELDS = new Set(['note', 'follow_up']);

function feedback(res: DetailCall, intent: string) {
  if (!res.ok) {
    const answer: CustomerFeedback = { ...failed(res).data, intent };
    // The invitation's email taken by another account (1001) names a field the page has no input for.
    if (!WITH_FIELDS.has(intent)) answer.fieldErrors = {};
    return data<CustomerFeedback>(answer, { status: res.status });
  }
  return data<CustomerFeedback>({ status: 200, success: res.message, intent });
}

/**
 * The detail page's one-tap actions: a contact note, a stage, a follow-up day, the invitation.
 * Each answers with the API's message for the toast and stays on the page.
 */
export async function customerQuickAction(context: Ctx, request: Request, area: CustomerArea, id: number) {
  const fields = await postedFields(request);
  const intent = fields.intent ?? '';
  switch (intent) {
    case 'note': {
      const checked = validateForm(ZCustomerNoteBody, fields);
      if (!checked.ok)
        return data<CustomerFeedback>({ status: 422, fieldErrors: checked.errors, intent }, 422);
      const endpoint =
        area === 'admin'
          ? customerEndpoints.addNote
          : area === 'sale'
            ? saleEndpoints.addNote
            : leaderSaleEndpoints.addNote;
      return feedback(
        await callApi(context, request, endpoint, { params: { id }, body: checked.data }),
        intent,
      );
    }
    case 'stage':
      return feedback(await update(context, request, area, id, { stage: fields.stage }), intent);
    case 'follow_up':
      return feedback(
        await update(context, request, area, id, { next_follow_up_on: fields.next_follow_up_on ?? '' }),
        intent,
      );
    case 'invite': {
      const endpoint =
        area === 'admin'
          ? customerEndpoints.invite
          : area === 'sale'
            ? saleEndpoints.invite
            : leaderSaleEndpoints.invite;
      return feedback(await callApi(context, request, endpoint, { params: { id } }), intent);
    }
    default:
      throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
  }
}

/** The edit page: contact data, stage, follow-up and (admin, leader) the sale; back to the detail. */
export async function submitCustomerEdit(context: Ctx, request: Request, area: CustomerArea, id: number) {
  const fields = await postedFields(request);
  const checked =
    area === 'sale' ? validateForm(ZCustomerUpdateBody, fields) : validateForm(ZCustomerAssignBody, fields);
  if (!checked.ok) return invalid(checked.errors);
  const res = await update(context, request, area, id, fields);
  if (!res.ok) return failed(res);
  return redirect(withFlash(`${customersBase(area)}/${id}`, 'updated'));
}

/** The admin's "Thêm khách hàng" form: a prospect, optionally assigned at once. */
export async function submitCustomerCreate(context: Ctx, request: Request) {
  const fields = await postedFields(request);
  const checked = validateForm(ZCustomerCreateBody, fields);
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, customerEndpoints.create, { body: fields });
  if (!res.ok) return failed(res);
  return redirect(withFlash(`/admin/customers/${res.data.id}`, 'created'));
}

export async function loadSalesTeams(context: Ctx, request: Request) {
  const res = await callApi(context, request, customerEndpoints.sales);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** The admin puts a sale in a leader's team (or out of any team). */
export async function submitSalesTeam(context: Ctx, request: Request) {
  const fields = await postedFields(request);
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
  const checked = validateForm(ZSalesTeamBody, { leader_id: fields.leader_id ?? '' });
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, customerEndpoints.setTeam, {
    params: { id },
    body: checked.data,
  });
  if (!res.ok) return failed(res);
  return data<ActionFeedback>({ status: 200, success: res.message });
}
