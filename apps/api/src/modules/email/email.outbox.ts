import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { type TemplateData, type TemplateName, templates } from './email.templates.ts';

/** A database handle or a transaction: mail is queued in the same transaction as its cause. */
export type DbOrTx = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

export interface QueuedEmail<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData<T>;
  /** Queuing twice with the same key is a no-op (e.g. `reset:<tokenId>`). */
  dedupeKey?: string;
}

export async function enqueueEmail<T extends TemplateName>(db: DbOrTx, mail: QueuedEmail<T>): Promise<void> {
  const rendered = (templates[mail.template] as (d: TemplateData<T>) => ReturnType<(typeof templates)[T]>)(
    mail.data,
  );
  await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      template: mail.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

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

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
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
}

export function listRecent(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
