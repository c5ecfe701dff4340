import {
  type AdminUpdateUserBody,
  AdminUserMessage,
  ErrorCode,
  isAdminType,
  type UserType,
} from '@app/contract';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who may do what to which account (DESIGN §4, service policy). The route guard has already let
 * in only admin and sub_admin. Rules:
 * - only an admin manages admin/sub_admin accounts or gives the types admin/sub_admin;
 * - nobody changes their own type or status (so nobody raises their own role) or deletes themselves;
 * - one's own password is changed on the change-password page (with the current password), not here.
 * Checks that need no target run before the target is looked up, so a refusal does not depend on
 * whether the id exists.
 */
export interface Actor {
  id: number;
  type: UserType | null;
  status: string;
}

const forbidden = (message: string) => new AppError(ErrorCode.Forbidden, { message });

const isAdmin = (actor: Actor) => actor.type === 'admin';

/** A sub_admin may not give the types admin or sub_admin. */
export function assertMayGiveType(actor: Actor, type: UserType | undefined): void {
  if (type !== undefined && isAdminType(type) && !isAdmin(actor))
    throw forbidden(AdminUserMessage.manageAdmin);
}

/** A sub_admin may not touch an admin or sub_admin account (edit, password, delete). */
export function assertMayManage(actor: Actor, target: { type: UserType | null }): void {
  if (isAdminType(target.type) && !isAdmin(actor)) throw forbidden(AdminUserMessage.manageAdmin);
}

export function assertMayCreate(actor: Actor, type: UserType): void {
  assertMayGiveType(actor, type);
}

/** Before the lookup: the new type is allowed, and one's own type and status stay as they are. */
export function assertMayUpdate(actor: Actor, targetId: number, body: AdminUpdateUserBody): void {
  assertMayGiveType(actor, body.type);
  if (targetId !== actor.id) return;
  const changesType = body.type !== undefined && body.type !== actor.type;
  const changesStatus = body.status !== undefined && body.status !== actor.status;
  if (changesType || changesStatus) throw forbidden(AdminUserMessage.ownTypeOrStatus);
}

export function assertMayDelete(actor: Actor, targetId: number): void {
  if (targetId === actor.id) throw forbidden(AdminUserMessage.deleteSelf);
}

export function assertMaySetPassword(actor: Actor, targetId: number): void {
  if (targetId === actor.id) throw forbidden(AdminUserMessage.ownPassword);
}

/** Statuses that end every session of the account at once. */
export function endsSessions(status: string | undefined): boolean {
  return status === 'locked' || status === 'deactivated';
}
