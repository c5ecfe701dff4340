import {
  type AdminKnowledgeEntry,
  ErrorCode,
  foldVietnamese,
  KNOWLEDGE_TOPICS,
  type KnowledgeCard,
  type KnowledgeEntry,
  type KnowledgeInput,
  KnowledgeMessage,
  type Page,
  type ZAdminKnowledgeQuery,
  type ZKnowledgeQuery,
} from '@app/contract';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type KnowledgeEntryRow, knowledgeEntries, nations } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { invalidateKnowledge, loadKnowledge, toKnowledgeEntry } from './knowledge-cache.ts';

// ---------------------------------------------------------------------------------------------
// Public reading: from the process's copy of the published entries (knowledge-cache.ts).

const collator = new Intl.Collator('vi');
const topicRank = (topic: string) => KNOWLEDGE_TOPICS.indexOf(topic as (typeof KNOWLEDGE_TOPICS)[number]);

export function toKnowledgeCard(e: KnowledgeEntry): KnowledgeCard {
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    topic: e.topic,
    nations: e.nations,
    programmes: e.programmes,
    summary: e.summary,
    checked_on: e.checked_on,
  };
}

/**
 * Published entries by topic (the list's order) then title. A country keeps its own entries and
 * those tied to no country (the law, licences, scams concern every destination).
 */
export async function listPublicKnowledge(
  db: Db,
  q: z.output<typeof ZKnowledgeQuery>,
): Promise<Page<KnowledgeCard>> {
  const all = await loadKnowledge(db);
  const matching = all
    .filter((e) => (q.topic ? e.topic === q.topic : true))
    .filter((e) => (q.nation ? e.nations.length === 0 || e.nations.includes(q.nation) : true))
    .sort((a, b) => topicRank(a.topic) - topicRank(b.topic) || collator.compare(a.title, b.title));
  const start = offsetOf(q);
  return toPage(matching.slice(start, start + q.limit).map(toKnowledgeCard), matching.length, q);
}

/** A published entry; an unpublished or unknown slug is the same 404. */
export async function getPublicKnowledge(db: Db, slug: string): Promise<KnowledgeEntry> {
  const entry = (await loadKnowledge(db)).find((e) => e.slug === slug);
  if (!entry) throw new AppError(ErrorCode.NotFound);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Admin

function toAdmin(row: KnowledgeEntryRow): AdminKnowledgeEntry {
  return { ...toKnowledgeEntry(row), published: row.published, created_at: row.createdAt.toISOString() };
}

/** What the admin list's search matches: the folded title and slug ("phi dich vu" finds "Phí dịch vụ"). */
export const knowledgeSearchText = (e: { title: string; slug: string }) =>
  foldVietnamese(`${e.title} ${e.slug.replace(/-/g, ' ')}`);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function listAdminKnowledge(
  db: Db,
  q: z.output<typeof ZAdminKnowledgeQuery>,
): Promise<Page<Omit<AdminKnowledgeEntry, 'body'>>> {
  const where: SQL[] = [];
  for (const word of foldVietnamese(q.search ?? '')
    .split(/\s+/)
    .filter(Boolean))
    where.push(sql`${knowledgeEntries.searchText} LIKE ${`%${likeEscape(word)}%`}`);
  if (q.topic) where.push(eq(knowledgeEntries.topic, q.topic));
  if (q.published) where.push(eq(knowledgeEntries.published, q.published === '1'));
  const filter = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(knowledgeEntries)
      .where(filter)
      .orderBy(desc(knowledgeEntries.updatedAt), desc(knowledgeEntries.id))
      .offset(offsetOf(q))
      .limit(q.limit),
    db.select({ n: count() }).from(knowledgeEntries).where(filter),
  ]);
  return toPage(
    rows.map((r) => {
      const { body: _body, ...rest } = toAdmin(r);
      return rest;
    }),
    total?.n ?? 0,
    q,
  );
}

async function findRow(db: Db, id: number): Promise<KnowledgeEntryRow> {
  const [row] = await db.select().from(knowledgeEntries).where(eq(knowledgeEntries.id, id)).limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function getAdminKnowledge(db: Db, id: number): Promise<AdminKnowledgeEntry> {
  return toAdmin(await findRow(db, id));
}

const slugUsed = () => fieldError('slug', KnowledgeMessage.slugUsed);

/** The references the schema cannot check (countries in the catalogue, a free slug): 422 like the schema's. */
async function checkReferences(db: Db, input: KnowledgeInput, selfId?: number) {
  const errors: Record<string, string[]> = {};
  const codes = [...new Set(input.nations)];
  if (codes.length > 0) {
    const known = await db.select({ code: nations.code }).from(nations).where(inArray(nations.code, codes));
    if (known.length !== codes.length) errors.nations = [KnowledgeMessage.nationMissing];
  }
  const [taken] = await db
    .select({ id: knowledgeEntries.id })
    .from(knowledgeEntries)
    .where(and(eq(knowledgeEntries.slug, input.slug), selfId ? ne(knowledgeEntries.id, selfId) : undefined))
    .limit(1);
  if (taken) errors.slug = [KnowledgeMessage.slugUsed];
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.Validation, { errors });
}

/** The row's columns from the checked input (lists deduplicated in their order). */
export function knowledgeColumns(input: KnowledgeInput) {
  return {
    slug: input.slug,
    title: input.title,
    topic: input.topic,
    nations: [...new Set(input.nations)],
    programmes: [...new Set(input.programmes)],
    keywords: [...new Set(input.keywords)],
    summary: input.summary,
    body: input.body,
    sources: input.sources.map((s) => ({ title: s.title, url: s.url })),
    checkedOn: input.checked_on,
    published: input.published,
    searchText: knowledgeSearchText(input),
  };
}

export async function createKnowledge(db: Db, userId: number, input: KnowledgeInput) {
  await checkReferences(db, input);
  const [row] = await withUniqueAnswers({ knowledge_entries_slug_key: slugUsed }, () =>
    db
      .insert(knowledgeEntries)
      .values({ ...knowledgeColumns(input), updatedBy: userId })
      .returning(),
  );
  invalidateKnowledge(db);
  return toAdmin(row as KnowledgeEntryRow);
}

export async function updateKnowledge(db: Db, userId: number, id: number, input: KnowledgeInput) {
  await findRow(db, id);
  await checkReferences(db, input, id);
  const [row] = await withUniqueAnswers({ knowledge_entries_slug_key: slugUsed }, () =>
    db
      .update(knowledgeEntries)
      .set({ ...knowledgeColumns(input), updatedBy: userId, updatedAt: new Date() })
      .where(eq(knowledgeEntries.id, id))
      .returning(),
  );
  invalidateKnowledge(db);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toAdmin(row);
}

export async function deleteKnowledge(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(knowledgeEntries)
    .where(eq(knowledgeEntries.id, id))
    .returning({ id: knowledgeEntries.id });
  invalidateKnowledge(db);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}
