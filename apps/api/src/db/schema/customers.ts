import { CONTACT_CHANNELS, CUSTOMER_EVENT_KINDS, CUSTOMER_SOURCES, CUSTOMER_STAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const customerStageEnum = pgEnum('customer_stage', CUSTOMER_STAGES);
export const customerSourceEnum = pgEnum('customer_source', CUSTOMER_SOURCES);
export const contactChannelEnum = pgEnum('contact_channel', CONTACT_CHANNELS);
export const customerEventKindEnum = pgEnum('customer_event_kind', CUSTOMER_EVENT_KINDS);

/**
 * A company the platform sells to (ADR 0026): a prospect typed in by staff, or a registered company
 * account (`company_user_id`, at most one customer per company). At most one sale follows it.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyUserId: bigint('company_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    source: customerSourceEnum('source').notNull().default('other'),
    /** Spec §3 company_activity (1 study abroad, 2 labour export); empty: domestic. */
    activities: smallint('activities').array().notNull().default(sql`'{}'::smallint[]`),
    stage: customerStageEnum('stage').notNull().default('new'),
    saleId: bigint('sale_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** A Vietnam calendar day. */
    nextFollowUpOn: date('next_follow_up_on'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_company_user_key').on(t.companyUserId),
    index('customers_sale_idx').on(t.saleId, t.lastActivityAt.desc()),
    index('customers_follow_up_idx').on(t.nextFollowUpOn),
    index('customers_activity_idx').on(t.lastActivityAt.desc(), t.id.desc()),
    check('customers_company_name_not_blank', sql`btrim(${t.companyName}) <> ''`),
  ],
);

/**
 * The append-only history of a customer: notes, stage and assignment moves, follow-up dates,
 * contact edits, invitation. Written in the transaction of the change it records; never updated.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened: the history survives a deleted account. */
    actorName: text('actor_name'),
    kind: customerEventKindEnum('kind').notNull(),
    channel: contactChannelEnum('channel'),
    text: text('text'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_events_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc())],
);
