import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Footer newsletter sign-ups, double opt-in (ADR 0018). Decree 13/2023 asks for explicit consent and
 * its proof: when the address was given (`consented_at`, the latest sign-up), when its owner
 * confirmed it from the mail (`confirmed_at`) and when they unsubscribed (`unsubscribed_at`). Only a
 * confirmed, not unsubscribed address gets newsletter mail (newsletter.recipients.ts). A sign-up
 * after an unsubscription moves `consented_at` past `unsubscribed_at` (waiting for confirmation
 * again) and the confirmation clears `unsubscribed_at`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    // The recipients' query walks this (keyset by id) and nothing else.
    index('newsletter_subscribers_recipients_idx')
      .on(t.id)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
  ],
);

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * The links' tokens, stored as SHA-256 only. A confirmation token expires (NEWSLETTER_CONFIRM_TTL_DAYS)
 * and is spent by its first use; an unsubscribe token is made for each newsletter mail and works as
 * long as the mail may be read (no expiry), so every link ever sent keeps working.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriberId: bigint('subscriber_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<NewsletterTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_tokens_hash_key').on(t.tokenHash),
    index('newsletter_tokens_subscriber_idx').on(t.subscriberId),
  ],
);
