import { ADMIN_TYPES, adminUserEndpoints, type UserStatus, type UserType } from '@app/contract';
import { NO_ROLE_LABEL, roleLabels, statusLabels, USER_STATUSES, USER_TYPES } from '@app/contract/client';

export const STATUS_COLORS: Record<UserStatus, string> = {
  activated: 'green',
  wait_activation: 'yellow',
  wait_approval: 'orange',
  deactivated: 'gray',
  locked: 'red',
};

export const typeLabel = (type: UserType | null): string => (type ? roleLabels[type] : NO_ROLE_LABEL);

/** Types the viewer may give: a sub_admin never sees admin or sub_admin (the API refuses them too). */
export function typeOptions(viewer: UserType | null): { value: UserType; label: string }[] {
  return USER_TYPES.filter((t) => viewer === 'admin' || !ADMIN_TYPES.includes(t)).map((t) => ({
    value: t,
    label: roleLabels[t],
  }));
}

/** List filter: every type, and accounts without one. */
export const typeFilterOptions = [
  ...USER_TYPES.map((t) => ({ value: t, label: roleLabels[t] })),
  { value: 'none', label: NO_ROLE_LABEL },
];

export const statusOptions = USER_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }));

/** Mirrors the API policy, to hide what the viewer may not do (the API still decides). */
export function canManage(viewer: { id: number; type: UserType | null }, target: { type: UserType | null }) {
  return viewer.type === 'admin' || !(target.type !== null && ADMIN_TYPES.includes(target.type));
}

/** Success messages carried across a redirect as `?ok=key` (see flash.ts). */
export const flashMessages = {
  created: adminUserEndpoints.create.successMessage,
  updated: adminUserEndpoints.update.successMessage,
  password: adminUserEndpoints.password.successMessage,
  deleted: adminUserEndpoints.remove.successMessage,
  profile: adminUserEndpoints.editProfile.successMessage,
} as const;
export type FlashKey = keyof typeof flashMessages;
