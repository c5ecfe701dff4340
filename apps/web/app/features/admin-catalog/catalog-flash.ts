import { CatalogMessage } from '@app/contract/client';

/** Success toasts of the field and tag pages, carried as `?ok=key` (lib/flash.ts). */
export const catalogFlashMessages = {
  fieldCreated: CatalogMessage.fieldCreated,
  fieldUpdated: CatalogMessage.fieldUpdated,
  fieldDeleted: CatalogMessage.fieldDeleted,
  fieldMerged: CatalogMessage.fieldMerged,
  tagCreated: CatalogMessage.tagCreated,
  tagUpdated: CatalogMessage.tagUpdated,
  tagDeleted: CatalogMessage.tagDeleted,
  tagMerged: CatalogMessage.tagMerged,
} as const;
export type CatalogFlashKey = keyof typeof catalogFlashMessages;
