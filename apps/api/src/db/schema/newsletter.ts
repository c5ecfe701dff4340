import { sql } from 'drizzle-orm';
import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Footer newsletter sign-ups: the email and when consent was given (Decree 13: explicit consent). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
);
