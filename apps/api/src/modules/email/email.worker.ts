import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { claimDue, markFailed, markSent, type OutboxRow, REQUEST_PREFIX } from './email.outbox.ts';
import type { MailTransport } from './email.transport.ts';

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/**
 * SMTP answers that refuse this recipient for good (RFC 5321: 550 mailbox unavailable, 551 user not
 * local, 553 mailbox name not allowed): retrying for hours changes nothing, so the mail is marked
 * failed at once. Other 5xx (e.g. 535 authentication, 554) may be a server setting an operator fixes,
 * so they are retried like temporary errors.
 */
const PERMANENT_RECIPIENT_CODES = new Set([550, 551, 553]);

function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && PERMANENT_RECIPIENT_CODES.has(code);
}

/** 30 s, 1 min, 2 min, … capped at 1 h: a mail server outage delays mail, it does not lose it. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Longest pause between polls while passes fail (the database is down): 30 s. */
const MAX_POLL_BACKOFF_MS = 30_000;

/**
 * Turns a claimed `request:<name>` row into the mail to send (rewritten in place, so a retry sends
 * the same mail), or drops it and returns null when there is nothing to send.
 */
export type RequestPreparer = (row: OutboxRow) => Promise<OutboxRow | null | undefined>;

/**
 * Delivers the outbox. Polls every `pollMs`, and `kick()` runs a pass at once after new mail is
 * queued. Passes never overlap within a process; across processes the claim in SQL keeps them apart.
 * While passes fail (the database is down) the timer keeps polling, further apart each time (up to
 * MAX_POLL_BACKOFF_MS), and the outage is logged once when it starts and once when it ends.
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Set by stop(): the pass in progress ends after its batch, and no new one starts. */
  private stopping = false;
  /** Consecutive failed passes, and the earliest time the timer runs the next one. */
  private failures = 0;
  private nextPollAt = 0;
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly preparers = new Map<string, RequestPreparer>();

  constructor(db: Db, transport: MailTransport, log: FastifyBaseLogger, pollMs: number) {
    this.db = db;
    this.transport = transport;
    this.log = log;
    this.pollMs = pollMs;
  }

  /** Who decides what a `request:<name>` row becomes (see enqueueRequest). */
  prepareWith(template: string, preparer: RequestPreparer): void {
    this.preparers.set(template, preparer);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (Date.now() >= this.nextPollAt) this.kick();
    }, this.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(
        () => this.passSucceeded(),
        (err) => this.passFailed(err),
      )
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Passes that failed in a row (0 while mail flows). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  private passSucceeded(): void {
    if (this.failures > 0)
      this.log.info({ failedPasses: this.failures }, 'email worker: database reachable again');
    this.failures = 0;
    this.nextPollAt = 0;
  }

  private passFailed(err: unknown): void {
    this.failures++;
    this.nextPollAt = Date.now() + Math.min(this.pollMs * 2 ** (this.failures - 1), MAX_POLL_BACKOFF_MS);
    if (!isDatabaseUnavailable(err)) this.log.error({ err }, 'email worker pass failed');
    else if (this.failures === 1)
      this.log.warn(
        { cause: describeDatabaseError(err) },
        'email worker: database unavailable, retrying with backoff',
      );
  }

  /** Runs passes until nothing is due (used by tests and at shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.drain();
  }

  /**
   * At shutdown (ADR 0037): mail already claimed is sent (at most one batch), nothing more is
   * claimed; the rest stays due for the other processes, or for this one's successor.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopping) return;
      const batch = await claimDue(this.db, 10, LEASE_SECONDS);
      if (batch.length === 0) return;
      for (const claimed of batch) {
        let row: OutboxRow | null | undefined = claimed;
        try {
          const prepare = this.preparers.get(claimed.template);
          if (prepare) row = await prepare(claimed);
          else if (claimed.template.startsWith(REQUEST_PREFIX))
            throw new Error(`no preparer for ${claimed.template}`);
          if (!row) continue;
          await this.transport.send({
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            html: row.html,
            text: row.text,
            headers: row.headers,
          });
          await markSent(this.db, row.id);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const giveUp = claimed.attempts >= MAX_ATTEMPTS || isPermanentRefusal(err);
          const retryAt = giveUp ? null : new Date(Date.now() + backoffMs(claimed.attempts));
          this.log.warn(
            { emailId: claimed.id, attempt: claimed.attempts, err: message },
            'email delivery failed',
          );
          await markFailed(this.db, claimed.id, message, retryAt);
        }
      }
    }
  }
}
