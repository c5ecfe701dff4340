import { JobMessage, SchedulerText } from '@app/contract';

/** Success toasts of the company job pages, carried as `?ok=key` (lib/flash.ts). */
export const jobFlashMessages = {
  posted: JobMessage.posted,
  updated: JobMessage.updated,
  renewed: SchedulerText.renewed,
} as const;
export type JobFlashKey = keyof typeof jobFlashMessages;
