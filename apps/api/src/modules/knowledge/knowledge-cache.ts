import type { KnowledgeEntry } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type KnowledgeEntryRow, knowledgeEntries } from '../../db/schema/index.ts';

/**
 * Every published entry of the knowledge base, held in process memory per database (a few hundred
 * entries at most): the adviser's retrieval ranks them in JavaScript and the public handbook reads
 * them without a query. An admin write in this process drops the copy at once; another process
 * (several-processes mode, ADR 0037) sees the change within the TTL.
 */
export const KNOWLEDGE_CACHE_TTL_MS = 60_000;

const cache = new WeakMap<object, { at: number; entries: Promise<KnowledgeEntry[]> }>();

export function toKnowledgeEntry(row: KnowledgeEntryRow): KnowledgeEntry {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic as KnowledgeEntry['topic'],
    nations: row.nations,
    programmes: row.programmes as KnowledgeEntry['programmes'],
    keywords: row.keywords,
    summary: row.summary,
    body: row.body,
    sources: row.sources,
    checked_on: row.checkedOn,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readPublished(db: Db): Promise<KnowledgeEntry[]> {
  const rows = await db
    .select()
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.published, true))
    .orderBy(asc(knowledgeEntries.id));
  return rows.map(toKnowledgeEntry);
}

/**
 * All published entries (id order), from the process's copy when it is younger than the TTL. The
 * array is shared: callers must not change it or its entries.
 */
export async function loadKnowledge(db: Db, now = Date.now()): Promise<readonly KnowledgeEntry[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < KNOWLEDGE_CACHE_TTL_MS) return hit.entries;
  const entries = readPublished(db);
  cache.set(db, { at: now, entries });
  // A failed read (database outage) is not kept: the next call tries again.
  entries.catch(() => {
    if (cache.get(db)?.entries === entries) cache.delete(db);
  });
  return entries;
}

/** Drops this process's copy (after every admin write). */
export function invalidateKnowledge(db: Db): void {
  cache.delete(db);
}
