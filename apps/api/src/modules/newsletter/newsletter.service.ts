import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  type NewsletterListQuery,
  NewsletterMessage,
  NewsletterPath,
  type NewsletterStatus,
  NewsletterStatusLabel,
  type NewsletterSubscriber,
} from '@app/contract';
import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscribers as subs, newsletterTokens as tokens } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { dropRequest, enqueueRequest, fulfilRequest, type OutboxRow } from '../email/email.outbox.ts';
import { enqueueNewsletterMail } from './newsletter.mail.ts';

/** The outbox request a sign-up queues; the worker turns it into a confirmation mail, or drops it. */
export const CONFIRM_REQUEST = 'newsletterConfirm';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Where an address stands, from its three dates: confirmed (and not unsubscribed since), or
 * unsubscribed (and no sign-up since), or else waiting for confirmation.
 */
const statusSql = sql<NewsletterStatus>`case
  when ${subs.confirmedAt} is not null and ${subs.unsubscribedAt} is null then 'confirmed'
  when ${subs.unsubscribedAt} is not null and ${subs.unsubscribedAt} >= ${subs.consentedAt} then 'unsubscribed'
  else 'pending' end`;

const columns = {
  id: subs.id,
  email: subs.email,
  status: statusSql,
  consentedAt: subs.consentedAt,
  confirmedAt: subs.confirmedAt,
  unsubscribedAt: subs.unsubscribedAt,
};

interface Row {
  id: number;
  email: string;
  status: NewsletterStatus;
  consentedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

function toSubscriber(row: Row): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    consented_at: row.consentedAt.toISOString(),
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    unsubscribed_at: row.unsubscribedAt ? row.unsubscribedAt.toISOString() : null,
  };
}

/** LIKE's own wildcards in the admin's text are matched literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterWhere(q: { status?: NewsletterStatus | undefined; search?: string | undefined }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(sql`${statusSql} = ${q.status}`);
  if (q.search) conditions.push(sql`lower(${subs.email}) like '%' || lower(${likeEscape(q.search)}) || '%'`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A date as Excel reads it, in Vietnam's time (the CSV's header says so). */
const csvDate = (d: Date | null): string | null =>
  d ? d.toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }) : null;

/**
 * The newsletter's double opt-in (ADR 0018). Nothing in a sign-up's answer, its errors or its time
 * says whether the address is known: every sign-up queues one outbox request, and the worker decides
 * after the answer whether it becomes a confirmation mail (new, waiting or unsubscribed addresses)
 * or nothing (confirmed ones).
 */
export class NewsletterService {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async requestSubscription(email: string): Promise<void> {
    await enqueueRequest(this.app.db, { to: email.trim().toLowerCase(), name: CONFIRM_REQUEST });
  }

  /**
   * Run by the mail worker. Records the consent (the time of the sign-up) and sends a confirmation
   * link (stored hashed, NEWSLETTER_CONFIRM_TTL_DAYS); a confirmed address is left as it is and the
   * request goes. An unsubscribed address keeps its unsubscription until the new link is used.
   */
  async prepareConfirmMail(row: OutboxRow): Promise<OutboxRow | null | undefined> {
    return this.app.db.transaction(async (tx) => {
      const email = row.toAddress;
      const consentedAt = row.createdAt;
      const [created] = await tx
        .insert(subs)
        .values({ email, consentedAt })
        .onConflictDoNothing()
        .returning({ id: subs.id });
      let id = created?.id;
      if (id === undefined) {
        const [known] = await tx
          .select({ id: subs.id, confirmedAt: subs.confirmedAt, unsubscribedAt: subs.unsubscribedAt })
          .from(subs)
          .where(sql`lower(${subs.email}) = ${email}`)
          .for('update');
        if (!known || (known.confirmedAt && !known.unsubscribedAt)) {
          await dropRequest(tx, row.id);
          return null;
        }
        id = known.id;
        await tx.update(subs).set({ consentedAt }).where(eq(subs.id, id));
      }
      const token = newToken();
      await tx.insert(tokens).values({
        subscriberId: id,
        purpose: 'confirm',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS),
      });
      const link = new URL(NewsletterPath.confirm, this.app.env.PUBLIC_URL);
      link.searchParams.set('token', token);
      return fulfilRequest(tx, row.id, {
        to: email,
        template: 'newsletterConfirm',
        data: { link: link.toString(), days: NEWSLETTER_CONFIRM_TTL_DAYS },
      });
    });
  }

  /**
   * Confirms from the mail's link (a POST from the page: a prefetched GET confirms nothing). The
   * first use spends every waiting link of the address and queues the welcome newsletter; using a
   * spent link again while the address is confirmed answers the same success.
   */
  async confirm(token: string): Promise<void> {
    const hash = hashToken(token);
    const outcome = await this.app.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(tokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(tokens.tokenHash, hash),
            eq(tokens.purpose, 'confirm'),
            isNull(tokens.usedAt),
            gt(tokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ subscriberId: tokens.subscriberId });
      if (!spent) {
        const [known] = await tx
          .select({ usedAt: tokens.usedAt, status: statusSql })
          .from(tokens)
          .innerJoin(subs, eq(subs.id, tokens.subscriberId))
          .where(and(eq(tokens.tokenHash, hash), eq(tokens.purpose, 'confirm')));
        if (!known) return 'invalid';
        if (known.usedAt) return known.status === 'confirmed' ? 'confirmed' : 'invalid';
        return 'expired';
      }
      await tx
        .update(tokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(tokens.subscriberId, spent.subscriberId),
            eq(tokens.purpose, 'confirm'),
            isNull(tokens.usedAt),
          ),
        );
      const [subscriber] = await tx
        .update(subs)
        .set({ confirmedAt: sql`now()`, unsubscribedAt: null })
        .where(eq(subs.id, spent.subscriberId))
        .returning({ id: subs.id, email: subs.email });
      if (!subscriber) return 'invalid';
      const site = this.app.env.PUBLIC_URL.replace(/\/$/, '');
      await enqueueNewsletterMail(tx, {
        publicUrl: this.app.env.PUBLIC_URL,
        to: subscriber,
        template: 'newsletterWelcome',
        data: { jobsUrl: `${site}/danh-sach-chuong-trinh-xkld-duhoc`, newsUrl: `${site}/tin-tuc-xkld-duhoc` },
      });
      return 'confirmed';
    });
    if (outcome === 'invalid') throw fieldError('token', NewsletterMessage.confirmLinkInvalid);
    if (outcome === 'expired') throw fieldError('token', NewsletterMessage.confirmLinkExpired);
    this.app.emailWorker.kick();
  }

  /**
   * Unsubscribes the address a newsletter mail's token names (the page's button or a mail
   * provider's one-click POST). Links keep working: a second use changes nothing and answers the
   * same. Waiting confirmation links are spent, so an older one cannot undo the unsubscription.
   */
  async unsubscribe(token: string): Promise<void> {
    const found = await this.app.db.transaction(async (tx) => {
      const [known] = await tx
        .select({ subscriberId: tokens.subscriberId })
        .from(tokens)
        .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.purpose, 'unsubscribe')));
      if (!known) return false;
      await tx
        .update(subs)
        .set({ unsubscribedAt: sql`now()` })
        .where(
          and(
            eq(subs.id, known.subscriberId),
            or(isNull(subs.unsubscribedAt), sql`${subs.consentedAt} > ${subs.unsubscribedAt}`),
          ),
        );
      await tx
        .update(tokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(tokens.subscriberId, known.subscriberId),
            eq(tokens.purpose, 'confirm'),
            isNull(tokens.usedAt),
          ),
        );
      return true;
    });
    if (!found) throw fieldError('token', NewsletterMessage.unsubscribeLinkInvalid);
  }

  async list(q: NewsletterListQuery) {
    const where = filterWhere(q);
    const [rows, [total]] = await Promise.all([
      this.app.db
        .select(columns)
        .from(subs)
        .where(where)
        .orderBy(desc(subs.id))
        .limit(q.limit)
        .offset(offsetOf(q)),
      this.app.db.select({ n: count() }).from(subs).where(where),
    ]);
    return toPage((rows as Row[]).map(toSubscriber), total?.n ?? 0, q);
  }

  /** Every subscriber the filter keeps, newest first, as CSV (see lib/csv.ts). */
  async csv(q: { status?: NewsletterStatus | undefined; search?: string | undefined }): Promise<string> {
    const rows = (await this.app.db
      .select(columns)
      .from(subs)
      .where(filterWhere(q))
      .orderBy(desc(subs.id))) as Row[];
    return toCsv(
      ['Email', 'Trạng thái', 'Đồng ý nhận tin lúc (giờ Việt Nam)', 'Xác nhận lúc', 'Hủy đăng ký lúc'],
      rows.map((r) => [
        r.email,
        NewsletterStatusLabel[r.status],
        csvDate(r.consentedAt),
        csvDate(r.confirmedAt),
        csvDate(r.unsubscribedAt),
      ]),
    );
  }
}
