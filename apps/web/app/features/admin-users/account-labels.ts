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

const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string) {
  const map = Object.fromEntries(dateParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return map as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** DD/MM/YYYY in Vietnam's time, the same on the server and in the browser (no hydration drift). */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year}`;
}

/** HH:mm DD/MM/YYYY (spec §9). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const p = parts(iso);
  return `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
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
