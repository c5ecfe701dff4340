import type { AdminUpdateUserBody, AdminUserDetail } from '@app/contract';

const EDITABLE = ['type', 'status', 'name', 'username', 'email', 'phone'] as const;

/**
 * The fields the edit form changed. Only those are sent (a partial update), so a value stored
 * before today's rules (e.g. a company landline) does not block editing another field.
 */
export function changedFields(
  original: Pick<AdminUserDetail, (typeof EDITABLE)[number]>,
  values: Record<string, unknown>,
): AdminUpdateUserBody {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (!(key in values)) continue;
    const value = typeof values[key] === 'string' ? values[key].trim() : values[key];
    const before = original[key] ?? '';
    const same =
      key === 'email' && typeof value === 'string'
        ? value.toLowerCase() === String(before).toLowerCase()
        : value === before;
    if (!same) out[key] = value;
  }
  return out as AdminUpdateUserBody;
}
