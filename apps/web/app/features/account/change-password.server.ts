import { RegistrationMessage, registrationEndpoints, ZChangePasswordBody } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { validateForm } from '../../lib/form-errors.ts';
import { apiFailure } from './feedback.ts';

export interface ChangePasswordResult extends ActionFeedback {
  /** Set on success: the form remounts empty. */
  changedAt?: number;
}

/** The action of every role's change-password page; the page's own guard runs first. */
export async function changePasswordAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = Object.fromEntries(await request.formData());
  const checked = validateForm(ZChangePasswordBody, form);
  if (!checked.ok) {
    return data<ChangePasswordResult>({ status: 422, fieldErrors: checked.errors }, { status: 422 });
  }
  const res = await callApi(context, request, registrationEndpoints.changePassword, { body: checked.data });
  if (!res.ok) return data<ChangePasswordResult>(apiFailure(res), { status: res.status });
  return data<ChangePasswordResult>({
    status: 200,
    success: res.message ?? RegistrationMessage.passwordChanged,
    changedAt: Date.now(),
  });
}
