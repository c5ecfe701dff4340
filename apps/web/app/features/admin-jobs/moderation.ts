import {
  JOB_MODERATION_FROM,
  JobMessage,
  type JobModerationAction,
  type JobStatus,
  type UserType,
} from '@app/contract';

export type ModerationAction = 'approve' | 'reject' | 'disable' | 'delete';

/** The decisions the API accepts in this state (contract `JOB_MODERATION_FROM`); delete is admin only. */
export function allowedActions(status: JobStatus, viewer: UserType | null): ModerationAction[] {
  const actions = (Object.keys(JOB_MODERATION_FROM) as JobModerationAction[]).filter((a) =>
    JOB_MODERATION_FROM[a].includes(status),
  ) as ModerationAction[];
  // Deleting is for admins only, not sub_admins (contract: DELETE /admin/jobs/:id is access.admin).
  if (viewer === 'admin') actions.push('delete');
  return actions;
}

/** Success toasts carried across a redirect (`?ok=key`). */
export const adminJobFlash = { deleted: JobMessage.deleted } as const;
