import { JobMessage, type JobStatus, type UserType } from '@app/contract';

export type ModerationAction = 'approve' | 'reject' | 'disable' | 'delete';

/**
 * The stored states each decision may start from: the same table as the API's moderation service
 * (admin-jobs.service.ts, ADR 0013), used here only to hide buttons the API would refuse.
 */
const ALLOWED_FROM: Record<Exclude<ModerationAction, 'delete'>, readonly JobStatus[]> = {
  approve: ['waiting', 'rejected', 'disabled'],
  reject: ['waiting'],
  disable: ['waiting', 'approved', 'rejected'],
};

export function allowedActions(status: JobStatus, viewer: UserType | null): ModerationAction[] {
  const actions = (Object.keys(ALLOWED_FROM) as (keyof typeof ALLOWED_FROM)[]).filter((a) =>
    ALLOWED_FROM[a].includes(status),
  ) as ModerationAction[];
  // Deleting is for admins only, not sub_admins (contract: DELETE /admin/jobs/:id is access.admin).
  if (viewer === 'admin') actions.push('delete');
  return actions;
}

/** Success toasts carried across a redirect (`?ok=key`). */
export const adminJobFlash = { deleted: JobMessage.deleted } as const;
