import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Messages sent through the contact page (`POST /send-email`): kept so that admins can answer and
 * mark them handled, whatever becomes of the notification mail.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  // The admin list, newest first (a few messages a day: no index per filter).
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
