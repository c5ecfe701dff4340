import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import {
  type NewsletterTemplateName,
  type TemplateData,
  type TemplateName,
  templates,
} from './email.templates.ts';

/** A database handle or a transaction: mail is queued in the same transaction as its cause. */
export type DbOrTx = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

export interface QueuedEmail<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData<T>;
  /** Queuing twice with the same key is a no-op (e.g. `reset:<tokenId>`). */
  dedupeKey?: string;
}

/**
 * Queues a transactional mail. Newsletter mail is not queued here but through
 * enqueueNewsletterMail (modules/newsletter/newsletter.mail.ts), which adds the unsubscribe link and
 * the List-Unsubscribe headers every such mail must carry.
 */
export async function enqueueEmail<T extends Exclude<TemplateName, NewsletterTemplateName>>(
  db: DbOrTx,
  mail: QueuedEmail<T>,
): Promise<void> {
  await insertMail(db, mail);
}

/** The one writer of rendered mail rows (transactional and newsletter mail). */
export async function insertMail<T extends TemplateName>(
  db: DbOrTx,
  mail: QueuedEmail<T> & { headers?: Record<string, string> },
): Promise<void> {
  await insertMails(db, [mail]);
}

/** Several mails in one INSERT (a batch of job-alert digests). */
export async function insertMails<T extends TemplateName>(
  db: DbOrTx,
  mails: (QueuedEmail<T> & { headers?: Record<string, string> })[],
): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map((mail) => {
    const rendered = (templates[mail.template] as (d: TemplateData<T>) => ReturnType<(typeof templates)[T]>)(
      mail.data,
    );
    return {
      toAddress: mail.to,
      template: mail.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      dedupeKey: mail.dedupeKey ?? null,
      headers: mail.headers ?? null,
    };
  });
  await db.insert(emailOutbox).values(rows).onConflictDoNothing();
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * A request for a mail whose content is decided by the worker after the HTTP answer (e.g. a reset
 * link: only the worker looks up whether the address has an account). Queuing one costs the same
 * whatever the answer will be, so the response time tells nothing. `request:<name>` templates are
 * turned into a mail, or dropped, by the preparer the worker has for them (EmailWorker.prepareWith).
 */
export const REQUEST_PREFIX = 'request:';

export async function enqueueRequest(db: DbOrTx, request: { to: string; name: string }): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: request.to,
    template: `${REQUEST_PREFIX}${request.name}`,
    subject: '',
    html: '',
    text: '',
  });
}

/** Turns a claimed request row into the mail it asked for (still claimed, sent by the same pass). */
export async function fulfilRequest<T extends Exclude<TemplateName, NewsletterTemplateName>>(
  db: DbOrTx,
  id: number,
  mail: Omit<QueuedEmail<T>, 'dedupeKey'>,
): Promise<OutboxRow | undefined> {
  const rendered = (templates[mail.template] as (d: TemplateData<T>) => ReturnType<(typeof templates)[T]>)(
    mail.data,
  );
  const [row] = await db
    .update(emailOutbox)
    .set({
      toAddress: mail.to,
      template: mail.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')))
    .returning();
  return row;
}

/** A request with nothing to send (e.g. no account has the address) leaves no trace. */
export async function dropRequest(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
}

/**
 * Claims due mail atomically: a row is 'sending' with a lease until it is sent or released, so
 * two workers (two app processes) never take the same row. A row whose lease ran out (the process
 * died mid-send) becomes due again.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const res = await db.execute(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (res as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(emailOutbox).where(sql`${emailOutbox.id} in ${ids}`).orderBy(emailOutbox.id);
}

/**
 * Mail to someone whose personal data was just erased (ADR 0033): once sent, or given up, the row
 * goes too, so the address it was sent to is not kept.
 */
export const ERASED_AFTER_SENDING: readonly TemplateName[] = ['personalDataDeleted'];

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  await eraseIfPersonal(db, id);
}

async function eraseIfPersonal(db: Db, id: number): Promise<void> {
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.id, id),
        inArray(emailOutbox.template, [...ERASED_AFTER_SENDING]),
        inArray(emailOutbox.status, ['sent', 'failed']),
      ),
    );
}

export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error.slice(0, 500) }
        : { status: 'failed', lastError: error.slice(0, 500) },
    )
    .where(eq(emailOutbox.id, id));
  if (!retryAt) await eraseIfPersonal(db, id);
}

/** Mail, not requests still waiting for the worker to decide what they become. */
export function listRecent(db: Db, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.template} not like ${`${REQUEST_PREFIX}%`}`)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
