import { sql } from 'drizzle-orm';
import { knowledgeColumns } from '../../modules/knowledge/knowledge.service.ts';
import { invalidateKnowledge } from '../../modules/knowledge/knowledge-cache.ts';
import type { Db } from '../client.ts';
import { knowledgeEntries } from '../schema/index.ts';
import { KNOWLEDGE_ENTRIES } from './knowledge-entries.data.ts';

/**
 * Inserts the shipped knowledge-base entries whose slug is missing; an entry an admin edited keeps
 * the admin's text. Returns how many were added.
 */
export async function seedKnowledge(db: Db): Promise<number> {
  const rows = KNOWLEDGE_ENTRIES.map((e) => knowledgeColumns({ ...e, published: true }));
  if (rows.length === 0) return 0;
  const added = await db
    .insert(knowledgeEntries)
    .values(rows)
    .onConflictDoNothing({ target: knowledgeEntries.slug })
    .returning({ id: knowledgeEntries.id });
  if (added.length > 0) invalidateKnowledge(db);
  return added.length;
}

/**
 * First start (an empty table) only: an entry an admin deleted stays deleted on later starts;
 * `npm run db:seed` tops up the missing slugs (seedAll), deleted ones included.
 */
export async function seedKnowledgeIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(knowledgeEntries);
  return (row?.n ?? 0) === 0 ? seedKnowledge(db) : 0;
}
