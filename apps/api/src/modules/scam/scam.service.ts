import {
  ErrorCode,
  isEmail,
  JOB_MODERATION_FROM,
  type JobStatus,
  type Page,
  REPORT_HONEYPOT,
  reportReasonLabel,
  SCAM_WARNING_PATH,
  type ScamCaseDetail,
  type ScamCaseRow,
  type ScamEventAction,
  type ScamOutcome,
  scamOutcomeLabels,
  scamRuleReason,
  todayInVietnam,
  type ZScamCaseQuery,
  type ZScamReportBody,
} from '@app/contract';
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  companies,
  jobs,
  scamCases,
  scamEvents,
  scamReports,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { moderateJob } from '../jobs/admin-jobs.service.ts';
import { publicJobCondition } from '../jobs/job-visibility.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, companyAccountIds, notify } from '../notifications/notifications.service.ts';

type Query = z.output<typeof ZScamCaseQuery>;
type ReportBody = z.output<typeof ZScamReportBody>;

const owner = alias(users, 'owner');

const caseColumns = {
  c: scamCases,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  companyName: companies.name,
  ownerStatus: owner.status,
};

function selectCases(db: Conn) {
  return db
    .select(caseColumns)
    .from(scamCases)
    .innerJoin(companies, eq(companies.id, scamCases.companyId))
    .innerJoin(owner, eq(owner.id, companies.userId))
    .leftJoin(jobs, eq(jobs.id, scamCases.jobId));
}
type CaseJoin = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number];

function toRow(r: CaseJoin, reportReasons: readonly string[]): ScamCaseRow {
  const { c } = r;
  const sources: ScamCaseRow['sources'] = [];
  if (c.rules.length > 0) sources.push('rule');
  if (c.reportCount > 0) sources.push('report');
  return {
    id: c.id,
    status: c.status as ScamCaseRow['status'],
    outcome: c.outcome as ScamOutcome | null,
    sources,
    rules: c.rules,
    reasons: [...new Set([...c.rules.map(scamRuleReason), ...reportReasons.map(reportReasonLabel)])],
    job: c.jobId && r.jobTitle ? { id: c.jobId, name: r.jobTitle, status: r.jobStatus ?? 'waiting' } : null,
    company: { id: c.companyId, name: r.companyName, locked: r.ownerStatus === 'locked' },
    report_count: c.reportCount,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

async function reasonsByCase(db: Conn, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectDistinct({ caseId: scamReports.caseId, reason: scamReports.reason })
    .from(scamReports)
    .where(inArray(scamReports.caseId, ids));
  for (const r of rows) map.set(r.caseId, [...(map.get(r.caseId) ?? []), r.reason]);
  return map;
}

/** The queue, most recently active first: rules and reports together, filtered by status and source. */
export async function listScamCases(app: FastifyInstance, q: Query): Promise<Page<ScamCaseRow>> {
  const conds: SQL[] = [];
  if (q.status === 'active') conds.push(ne(scamCases.status, 'closed'));
  else if (q.status !== 'all') conds.push(eq(scamCases.status, q.status));
  if (q.source === 'rule') conds.push(sql`cardinality(${scamCases.rules}) > 0`);
  if (q.source === 'report') conds.push(sql`${scamCases.reportCount} > 0`);
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    selectCases(app.db)
      .where(where)
      .orderBy(desc(scamCases.updatedAt), desc(scamCases.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    app.db.select({ n: count() }).from(scamCases).where(where),
  ]);
  const reasons = await reasonsByCase(
    app.db,
    rows.map((r) => r.c.id),
  );
  return toPage(
    rows.map((r) => toRow(r, reasons.get(r.c.id) ?? [])),
    total?.n ?? 0,
    q,
  );
}

async function findCase(db: Conn, id: number): Promise<CaseJoin> {
  const [row] = await selectCases(db).where(eq(scamCases.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function getScamCase(app: FastifyInstance, id: number): Promise<ScamCaseDetail> {
  const row = await findCase(app.db, id);
  const [reports, events] = await Promise.all([
    app.db
      .select()
      .from(scamReports)
      .where(eq(scamReports.caseId, id))
      .orderBy(desc(scamReports.createdAt), desc(scamReports.id)),
    app.db
      .select({ e: scamEvents, actorName: users.name })
      .from(scamEvents)
      .leftJoin(users, eq(users.id, scamEvents.actorId))
      .where(eq(scamEvents.caseId, id))
      .orderBy(desc(scamEvents.createdAt), desc(scamEvents.id)),
  ]);
  return {
    ...toRow(row, [...new Set(reports.map((r) => r.reason))]),
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      reason_label: reportReasonLabel(r.reason),
      details: r.details,
      contact: r.contact,
      created_at: r.createdAt.toISOString(),
      outcome_mailed_at: r.outcomeMailedAt?.toISOString() ?? null,
    })),
    history: events.map(({ e, actorName }) => ({
      action: e.action as ScamEventAction,
      actor: e.actorId && actorName ? { id: e.actorId, name: actorName } : null,
      note: e.note,
      rules: e.rules,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The item of a job, or of a company reported without a job; created when missing. */
async function caseFor(
  tx: Conn,
  companyId: number,
  jobId: number | null,
): Promise<typeof scamCases.$inferSelect> {
  const where = jobId
    ? eq(scamCases.jobId, jobId)
    : and(eq(scamCases.companyId, companyId), isNull(scamCases.jobId));
  const [existing] = await tx.select().from(scamCases).where(where);
  if (existing) return existing;
  // Two first reports at once: the unique index keeps one item, the loser reads it.
  const [created] = await tx.insert(scamCases).values({ jobId, companyId }).onConflictDoNothing().returning();
  if (created) return created;
  const [again] = await tx.select().from(scamCases).where(where);
  if (!again) throw new AppError(ErrorCode.ScamReportTargetMissing);
  return again;
}

/**
 * A report from anyone: the job must be on the public site (or the company's account active), so
 * that nobody learns of unpublished jobs through this form. The item is (re)opened and the admins
 * are told (type 25).
 */
export async function reportScam(
  app: FastifyInstance,
  body: ReportBody,
  reporter: UserRow | null,
): Promise<void> {
  // A filled honeypot is a bot: the same answer as a person gets, nothing kept.
  if (body[REPORT_HONEYPOT]) return;
  let target: { companyId: number; jobId: number | null; name: string } | undefined;
  if (body.job_id) {
    const [j] = await app.db
      .select({ id: jobs.id, companyId: jobs.companyId, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, body.job_id), publicJobCondition(todayInVietnam())));
    if (j) target = { companyId: j.companyId, jobId: j.id, name: j.title };
  } else if (body.company_id) {
    const [c] = await app.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(eq(companies.id, body.company_id), eq(users.status, 'activated')));
    if (c) target = { companyId: c.id, jobId: null, name: c.name };
  }
  if (!target) throw new AppError(ErrorCode.ScamReportTargetMissing);
  const t = target;
  await app.db.transaction(async (tx) => {
    const c = await caseFor(tx, t.companyId, t.jobId);
    await tx.insert(scamReports).values({
      caseId: c.id,
      reporterId: reporter?.id ?? null,
      reason: body.reason,
      details: body.details,
      contact: body.contact,
    });
    await tx
      .update(scamCases)
      .set({
        reportCount: sql`${scamCases.reportCount} + 1`,
        updatedAt: new Date(),
        ...(c.status === 'closed' ? { status: 'open', outcome: null } : {}),
      })
      .where(eq(scamCases.id, c.id));
    await tx.insert(scamEvents).values({
      caseId: c.id,
      actorId: reporter?.id ?? null,
      action: 'report',
      note: reportReasonLabel(body.reason),
    });
    await notify(tx, { toAdmins: true, type: 25, message: msg.scamReported(t.name), targetId: c.id });
  });
}

function assertActive(row: CaseJoin): void {
  if (row.c.status === 'closed') throw new AppError(ErrorCode.ScamCaseClosed);
}

/**
 * Closes the item with its outcome (only if still active: two admins cannot both close it), records
 * who and why, and mails the outcome to every reporter who left an email and was not told yet.
 */
async function closeCase(
  app: FastifyInstance,
  tx: Conn,
  row: CaseJoin,
  admin: UserRow,
  outcome: ScamOutcome,
  action: ScamEventAction,
  note: string | null,
): Promise<void> {
  const closed = await tx
    .update(scamCases)
    .set({ status: 'closed', outcome, updatedAt: new Date() })
    .where(and(eq(scamCases.id, row.c.id), ne(scamCases.status, 'closed')))
    .returning({ id: scamCases.id });
  if (closed.length === 0) throw new AppError(ErrorCode.ScamCaseClosed);
  await tx.insert(scamEvents).values({ caseId: row.c.id, actorId: admin.id, action, note });
  const toTell = await tx
    .select({ id: scamReports.id, contact: scamReports.contact })
    .from(scamReports)
    .where(and(eq(scamReports.caseId, row.c.id), isNull(scamReports.outcomeMailedAt)));
  const emails = toTell.filter((r) => r.contact && isEmail(r.contact));
  for (const r of emails) {
    await enqueueEmail(tx, {
      to: r.contact as string,
      template: 'scamReportOutcome',
      data: {
        subjectName: row.jobTitle ?? row.companyName,
        outcome: scamOutcomeLabels[outcome],
        warningUrl: `${app.env.PUBLIC_URL.replace(/\/$/, '')}${SCAM_WARNING_PATH}`,
      },
    });
  }
  if (emails.length > 0)
    await tx
      .update(scamReports)
      .set({ outcomeMailedAt: new Date() })
      .where(
        inArray(
          scamReports.id,
          emails.map((r) => r.id),
        ),
      );
}

async function afterClose(app: FastifyInstance, id: number): Promise<ScamCaseDetail> {
  app.emailWorker.kick();
  return getScamCase(app, id);
}

export async function dismissScamCase(app: FastifyInstance, admin: UserRow, id: number, note: string | null) {
  const row = await findCase(app.db, id);
  assertActive(row);
  await app.db.transaction((tx) => closeCase(app, tx, row, admin, 'dismissed', 'dismiss', note));
  return afterClose(app, id);
}

/** Asks the company (type 24, the admin's question in the message); the item stays in the queue. */
export async function askCompany(app: FastifyInstance, admin: UserRow, id: number, question: string) {
  const row = await findCase(app.db, id);
  assertActive(row);
  await app.db.transaction(async (tx) => {
    await tx
      .update(scamCases)
      .set({ status: 'asked', updatedAt: new Date() })
      .where(and(eq(scamCases.id, id), ne(scamCases.status, 'closed')));
    await tx.insert(scamEvents).values({ caseId: id, actorId: admin.id, action: 'ask', note: question });
    await notify(tx, {
      userIds: await companyAccountIds(tx, row.c.companyId),
      type: 24,
      message: msg.scamQuestion(row.jobTitle ?? row.companyName, question),
      targetId: row.c.jobId ?? row.c.companyId,
      link: row.c.jobId ? 'job' : 'company',
    });
  });
  return getScamCase(app, id);
}

/**
 * Disables the job through the job state machine (moderateJob: its record, the company's type-7
 * notification), closing the item in the same transaction. A job already disabled only closes it.
 */
export async function disableReportedJob(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  note: string | null,
) {
  const row = await findCase(app.db, id);
  if (!row.c.jobId) throw new AppError(ErrorCode.ScamCaseWithoutJob);
  assertActive(row);
  const close = (tx: Conn) => closeCase(app, tx, row, admin, 'job_disabled', 'disable_job', note);
  if (JOB_MODERATION_FROM.disable.includes(row.jobStatus as JobStatus)) {
    await moderateJob(app, admin, row.c.jobId, 'disable', note ?? undefined, close);
  } else {
    await app.db.transaction(close);
  }
  return afterClose(app, id);
}

/**
 * Locks the company's account (the existing lock: every job of it leaves the public pages, its
 * sessions end) and closes the item.
 */
export async function lockReportedCompany(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  note: string | null,
) {
  const row = await findCase(app.db, id);
  assertActive(row);
  await app.db.transaction(async (tx) => {
    const [c] = await tx
      .select({ userId: companies.userId })
      .from(companies)
      .where(eq(companies.id, row.c.companyId));
    if (!c) throw new AppError(ErrorCode.NotFound);
    await tx.update(users).set({ status: 'locked', updatedAt: new Date() }).where(eq(users.id, c.userId));
    await app.authService.revokeAll(c.userId, tx);
    await closeCase(app, tx, row, admin, 'company_locked', 'lock_company', note);
  });
  return afterClose(app, id);
}
