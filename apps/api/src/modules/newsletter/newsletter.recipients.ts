import { and, asc, gt, isNotNull, isNull } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { DbOrTx } from '../email/email.outbox.ts';
import type { NewsletterRecipient } from './newsletter.mail.ts';

/**
 * The one query that lists who gets newsletter mail (job alerts, issue 18, send through it and
 * enqueueNewsletterMail): confirmed addresses that have not unsubscribed. Addresses waiting for
 * confirmation, and those that unsubscribed (even if they signed up again and have not confirmed
 * yet), are never listed. Keyset pages by id: pass the last id of a page to get the next.
 */
export function listNewsletterRecipients(
  db: Pick<DbOrTx, 'select'>,
  page: { afterId?: number; limit?: number } = {},
): Promise<NewsletterRecipient[]> {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        isNotNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
        gt(newsletterSubscribers.id, page.afterId ?? 0),
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(page.limit ?? 500);
}
