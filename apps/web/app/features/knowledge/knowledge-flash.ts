import { KnowledgeMessage } from '@app/contract/endpoints/knowledge-text';

/** Success toasts of the admin knowledge pages, carried as `?ok=key` (lib/flash.ts). */
export const knowledgeFlashMessages = {
  created: KnowledgeMessage.created,
  updated: KnowledgeMessage.updated,
  deleted: KnowledgeMessage.deleted,
} as const;
export type KnowledgeFlashKey = keyof typeof knowledgeFlashMessages;

/** The admin list, where saving and deleting lead. */
export const ADMIN_KNOWLEDGE_PATH = '/admin/knowledge';
