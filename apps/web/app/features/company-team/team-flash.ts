import { TeamMessage } from '@app/contract/client';

/** Success toasts of the team pages, carried as `?ok=key` (lib/flash.ts). */
export const teamFlashMessages = {
  invited: TeamMessage.invited,
  updated: TeamMessage.updated,
  locked: TeamMessage.locked,
  unlocked: TeamMessage.unlocked,
} as const;
export type TeamFlashKey = keyof typeof teamFlashMessages;
