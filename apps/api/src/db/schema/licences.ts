import { bigint, bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, licenceStateEnum, users } from './users.ts';

/**
 * Every change of a company's labour-export licence state (ADR 0030): who (null: the system, an
 * expiry), when, what, and how it was checked (method, link or note) or why it was refused.
 */
export const licenceEvents = pgTable(
  'licence_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromState: licenceStateEnum('from_state'),
    toState: licenceStateEnum('to_state').notNull(),
    method: text('method'),
    link: text('link'),
    /** The admin's note, or the reason of a rejection or revocation. */
    note: text('note'),
    expiresOn: date('expires_on'),
    licenceNumber: text('licence_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('licence_events_company_idx').on(t.companyId, t.createdAt)],
);
