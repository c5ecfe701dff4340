import {
  ErrorCode,
  JOB_ALERT_CONFIRM_TTL_DAYS,
  JOB_ALERTS_MAX,
  JOB_ALERTS_PENDING_MAX,
  type JobAlert,
  type JobAlertFrequency,
  JobAlertMessage,
  JobAlertPath,
  type ZJobAlertCreateBody,
  type ZJobAlertUpdateBody,
} from '@app/contract';
import { and, count, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { jobAlerts as alerts, jobAlertTokens as tokens } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { alertSummary, criteriaColumns, nextDueAt, toJobAlert } from './job-alert-criteria.ts';

const DAY_MS = 24 * 60 * 60_000;

type CreateBody = z.output<typeof ZJobAlertCreateBody>;
type UpdateBody = z.output<typeof ZJobAlertUpdateBody>;

/** Alerts still kept (an unsubscribed one stays only as the proof of its consent and its end). */
const kept = isNull(alerts.unsubscribedAt);

/** An alert with its countries' and provinces' names, for its summary (as the digest reads them). */
const withNames = {
  ...getTableColumns(alerts),
  nationNames: sql<
    string | null
  >`(select string_agg(n.name, ', ' order by n.name) from nations n where n.code = any(${alerts.nations}))`,
  provinceNames: sql<
    string | null
  >`(select string_agg(p.name, ', ' order by p.name) from provinces p where p.code = any(${alerts.provinces}))`,
};

/**
 * Job alerts (ADR 0036): a candidate's are active at once; a guest's wait for the double opt-in,
 * and a guest's answer is the same whatever the address (nothing says whether it has alerts).
 */
export class JobAlertsService {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async create(auth: AuthContext | null, body: CreateBody, now = new Date()): Promise<'active' | 'pending'> {
    const columns = { ...criteriaColumns(body), frequency: body.frequency, watermark: now };
    if (auth) {
      if (auth.user.type !== 'employee') throw new AppError(ErrorCode.JobAlertAccountType);
      const userId = auth.user.id;
      await this.app.db.transaction(async (tx) => {
        // One creation at a time per account, so two at once cannot pass the cap together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job-alerts'), ${userId}::int)`);
        const [held] = await tx
          .select({ n: count() })
          .from(alerts)
          .where(and(eq(alerts.userId, userId), kept));
        if ((held?.n ?? 0) >= JOB_ALERTS_MAX) throw new AppError(ErrorCode.JobAlertLimit);
        await tx.insert(alerts).values({
          ...columns,
          userId,
          confirmedAt: now,
          // The first digest comes with the next run: the jobs published since the alert was saved.
          dueAt: now,
        });
      });
      return 'active';
    }
    if (!body.email) throw fieldError('email', JobAlertMessage.emailRequired);
    const email = body.email.toLowerCase();
    await this.app.db.transaction(async (tx) => {
      // One creation at a time per address, so two at once cannot pass the caps together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job-alerts-email'), hashtext(${email}))`);
      const [held] = await tx
        .select({
          n: count(),
          pending: sql<number>`count(*) filter (where ${alerts.confirmedAt} is null)::int`,
        })
        .from(alerts)
        .where(
          and(
            sql`lower(${alerts.email}) = ${email}`,
            kept,
            gt(alerts.createdAt, new Date(now.getTime() - JOB_ALERT_CONFIRM_TTL_DAYS * DAY_MS)),
          ),
        );
      // Over a cap nothing is made or mailed, with the same answer (no error would say what the
      // address holds): at most JOB_ALERTS_MAX alerts, of them JOB_ALERTS_PENDING_MAX unconfirmed.
      if ((held?.n ?? 0) >= JOB_ALERTS_MAX || (held?.pending ?? 0) >= JOB_ALERTS_PENDING_MAX) return;
      const [alert] = await tx
        .insert(alerts)
        .values({ ...columns, email, dueAt: nextDueAt(body.frequency, now) })
        .returning({ id: alerts.id });
      if (!alert) return;
      const token = newToken();
      await tx.insert(tokens).values({
        alertId: alert.id,
        purpose: 'confirm',
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + JOB_ALERT_CONFIRM_TTL_DAYS * DAY_MS),
      });
      const link = new URL(JobAlertPath.confirm, this.app.env.PUBLIC_URL);
      link.searchParams.set('token', token);
      await enqueueEmail(tx, {
        to: email,
        template: 'jobAlertConfirm',
        data: {
          link: link.toString(),
          days: JOB_ALERT_CONFIRM_TTL_DAYS,
          summary: alertSummary({ ...columns, nationNames: body.nation?.join(', ') ?? null }),
        },
      });
    });
    return 'pending';
  }

  /**
   * The guest's link (a POST from the page: a prefetched GET confirms nothing). The alert starts
   * from its creation: jobs published since then are in its first digest, one period later.
   */
  async confirm(token: string, now = new Date()): Promise<void> {
    const hash = hashToken(token);
    const outcome = await this.app.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(tokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(tokens.tokenHash, hash),
            eq(tokens.purpose, 'confirm'),
            isNull(tokens.usedAt),
            gt(tokens.expiresAt, now),
          ),
        )
        .returning({ alertId: tokens.alertId });
      if (!spent) {
        const [known] = await tx
          .select({
            usedAt: tokens.usedAt,
            confirmedAt: alerts.confirmedAt,
            unsubscribedAt: alerts.unsubscribedAt,
          })
          .from(tokens)
          .innerJoin(alerts, eq(alerts.id, tokens.alertId))
          .where(and(eq(tokens.tokenHash, hash), eq(tokens.purpose, 'confirm')));
        if (!known) return 'invalid';
        if (known.usedAt) return known.confirmedAt && !known.unsubscribedAt ? 'confirmed' : 'invalid';
        return 'expired';
      }
      const [alert] = await tx
        .select({ frequency: alerts.frequency })
        .from(alerts)
        .where(eq(alerts.id, spent.alertId));
      if (!alert) return 'invalid';
      await tx.update(alerts).set({ confirmedAt: now, dueAt: now }).where(eq(alerts.id, spent.alertId));
      return 'confirmed';
    });
    if (outcome === 'invalid') throw fieldError('token', JobAlertMessage.confirmLinkInvalid);
    if (outcome === 'expired') throw fieldError('token', JobAlertMessage.confirmLinkExpired);
  }

  /** A digest's link or a mail provider's one-click POST; a second use answers the same. */
  async unsubscribe(token: string, now = new Date()): Promise<void> {
    const [known] = await this.app.db
      .select({ alertId: tokens.alertId })
      .from(tokens)
      .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.purpose, 'unsubscribe')));
    if (!known) throw fieldError('token', JobAlertMessage.unsubscribeLinkInvalid);
    await this.app.db
      .update(alerts)
      .set({ unsubscribedAt: now })
      .where(and(eq(alerts.id, known.alertId), kept));
  }

  async list(userId: number): Promise<JobAlert[]> {
    const rows = await this.app.db
      .select(withNames)
      .from(alerts)
      .where(and(eq(alerts.userId, userId), kept))
      .orderBy(desc(alerts.id));
    return rows.map((r) => toJobAlert(r, r));
  }

  /**
   * Frequency and pause. A resumed alert starts from now (a month of jobs would not fit one mail,
   * and the person chose not to hear about them); a new frequency counts from the last digest.
   */
  async update(userId: number, id: number, body: UpdateBody, now = new Date()): Promise<JobAlert> {
    return this.app.db.transaction(async (tx) => {
      const [alert] = await tx
        .select()
        .from(alerts)
        .where(and(eq(alerts.id, id), eq(alerts.userId, userId), kept))
        .for('update');
      if (!alert) throw new AppError(ErrorCode.NotFound);
      const frequency: JobAlertFrequency = body.frequency ?? alert.frequency;
      const set: Partial<typeof alerts.$inferInsert> = { frequency };
      if (body.paused === true && !alert.pausedAt) set.pausedAt = now;
      if (body.paused === false && alert.pausedAt) {
        set.pausedAt = null;
        set.watermark = now;
        set.dueAt = nextDueAt(frequency, now);
      } else if (body.frequency && body.frequency !== alert.frequency) {
        set.dueAt = nextDueAt(frequency, alert.lastSentAt ?? alert.confirmedAt ?? alert.createdAt);
      }
      await tx.update(alerts).set(set).where(eq(alerts.id, id));
      const [updated] = await tx.select(withNames).from(alerts).where(eq(alerts.id, id));
      return toJobAlert(updated ?? alert, updated ?? {});
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const gone = await this.app.db
      .delete(alerts)
      .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
      .returning({ id: alerts.id });
    if (gone.length === 0) throw new AppError(ErrorCode.NotFound);
  }
}
