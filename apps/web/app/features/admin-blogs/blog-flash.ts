import { BlogMessage } from '@app/contract/client';

/** Success toasts of the admin article pages, carried as `?ok=key` (lib/flash.ts). */
export const blogFlashMessages = {
  created: BlogMessage.created,
  updated: BlogMessage.updated,
  deleted: BlogMessage.deleted,
} as const;
export type BlogFlashKey = keyof typeof blogFlashMessages;
