import { NewsletterPath } from '@app/contract';
import { newsletterTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { type DbOrTx, insertMail } from '../email/email.outbox.ts';
import type { NewsletterTemplateName, TemplateData } from '../email/email.templates.ts';

/** An address that may get newsletter mail: one row of listNewsletterRecipients. */
export interface NewsletterRecipient {
  id: number;
  email: string;
}

/** The one-click API address (List-Unsubscribe header) and the page a person opens from the footer. */
export function unsubscribeLinks(publicUrl: string, token: string): { oneClick: string; page: string } {
  const base = publicUrl.replace(/\/$/, '');
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${base}/api/newsletter/unsubscribe${query}`,
    page: `${base}${NewsletterPath.unsubscribe}${query}`,
  };
}

/**
 * Queues one newsletter mail: the only way newsletter templates reach the outbox (enqueueEmail does
 * not take them). Each mail gets its own unsubscribe token (stored hashed, no expiry), shown as a
 * link in the mail's footer and given in the RFC 8058 headers, so mail providers offer their own
 * one-click "unsubscribe" button: `List-Unsubscribe: <https://…/api/newsletter/unsubscribe?token=…>`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 *
 * Recipients must come from listNewsletterRecipients (confirmed, not unsubscribed). Call it in the
 * transaction of the cause of the mail, and kick the worker after it commits.
 */
export async function enqueueNewsletterMail<T extends NewsletterTemplateName>(
  db: DbOrTx,
  mail: {
    publicUrl: string;
    to: NewsletterRecipient;
    template: T;
    data: Omit<TemplateData<T>, 'unsubscribeUrl'>;
    /** Queuing twice with the same key is a no-op (e.g. `alert:<week>:<subscriberId>`). */
    dedupeKey?: string;
  },
): Promise<void> {
  const token = newToken();
  await db
    .insert(newsletterTokens)
    .values({ subscriberId: mail.to.id, purpose: 'unsubscribe', tokenHash: hashToken(token) });
  const links = unsubscribeLinks(mail.publicUrl, token);
  await insertMail(db, {
    to: mail.to.email,
    template: mail.template,
    data: { ...mail.data, unsubscribeUrl: links.page } as TemplateData<T>,
    ...(mail.dedupeKey ? { dedupeKey: mail.dedupeKey } : {}),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
