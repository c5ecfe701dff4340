import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../modules/uploads/storage.ts';
import type { Db } from '../client.ts';
import { nations, users, works } from '../schema/index.ts';
import { seedDemoData } from './demo.ts';
import { seedExchangeRates } from './exchange-rates.ts';
import { seedKnowledge, seedKnowledgeIfEmpty } from './knowledge.ts';
import { seedReferenceData } from './reference.ts';

async function count(db: Db, table: typeof users | typeof nations | typeof works): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

/** First start: reference data and demo accounts; later starts find them and do nothing. */
export async function seedIfEmpty(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'info'>,
  storage?: FileStorage,
): Promise<void> {
  // Reference data is topped up whenever a list is missing (a later release may add a list).
  if ((await count(db, nations)) === 0 || (await count(db, works)) === 0) {
    const started = Date.now();
    await seedReferenceData(db);
    log?.info({ ms: Date.now() - started }, 'seeded reference data');
  }
  await seedExchangeRates(db);
  const entries = await seedKnowledgeIfEmpty(db);
  if (entries > 0) log?.info({ entries }, 'seeded the knowledge base');
  if ((await count(db, users)) === 0) {
    await seedDemoData(db, storage);
    log?.info('seeded demo accounts');
  }
}

/** `npm run db:seed`: tops reference data and the knowledge base up (idempotent) and adds demo data when there is none. */
export async function seedAll(db: Db, storage?: FileStorage): Promise<void> {
  await seedReferenceData(db);
  await seedExchangeRates(db);
  // The knowledge base is reference data: missing slugs are added, admins' edits kept.
  await seedKnowledge(db);
  if ((await count(db, users)) === 0) await seedDemoData(db, storage);
}
