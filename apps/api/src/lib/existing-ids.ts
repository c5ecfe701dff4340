import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Which of `ids` exist in a table with a numeric `id` (reference checks before a write). */
export async function existingIds(
  db: Pick<Db, 'select'>,
  table: PgTable & { id: PgColumn },
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((r) => Number(r.id));
}

/** True when every id of the list exists (duplicates ignored). */
export async function allExist(db: Pick<Db, 'select'>, table: PgTable & { id: PgColumn }, ids: number[]) {
  const unique = [...new Set(ids)];
  return (await existingIds(db, table, unique)).length === unique.length;
}
