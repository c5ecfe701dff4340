import {
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationRow,
  type ApplicationStatus,
  applicationCvPath,
} from '@app/contract';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { applicationEvents, applications, companies, jobs, users } from '../../db/schema/index.ts';
import type { Conn } from '../notifications/notifications.service.ts';

/*
 * Reading applications the way every screen shows them (seeker, company, admin) and writing their
 * history. Access rules are the callers': each passes a `where` that already limits the rows to
 * what the caller may see, so a foreign id and a missing one look the same (nothing found).
 */

const rowColumns = {
  id: applications.id,
  status: applications.status,
  userId: applications.userId,
  source: applications.source,
  name: applications.name,
  phone: applications.phone,
  email: applications.email,
  message: applications.message,
  cvUploadKey: applications.cvUploadKey,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  consentWithdrawnAt: applications.consentWithdrawnAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobSlug: jobs.slug,
  companyId: companies.id,
  companyName: companies.name,
};

type RawRow = {
  id: number;
  status: ApplicationStatus;
  userId: number | null;
  source: string;
  name: string;
  phone: string | null;
  email: string | null;
  message: string | null;
  cvUploadKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  consentWithdrawnAt: Date | null;
  jobId: number;
  jobTitle: string;
  jobSlug: string;
  companyId: number;
  companyName: string;
};

/**
 * Who reads the rows: the candidate always sees what they sent; anyone else (the company, admins)
 * sees no contact details, message or CV once the candidate withdrew consent (ADR 0033).
 */
export interface RowReader {
  asCandidate?: boolean;
}

function toRow(r: RawRow, reader: RowReader = {}): ApplicationRow {
  const shared = reader.asCandidate === true || r.consentWithdrawnAt === null;
  const cvKey = shared ? r.cvUploadKey : null;
  return {
    id: r.id,
    status: r.status,
    // The column, not user_id: an account's application stays one after the account is deleted.
    source: r.source === 'guest' ? 'guest' : 'account',
    name: r.name,
    phone: shared ? r.phone : null,
    email: shared ? r.email : null,
    message: shared ? r.message : null,
    has_cv: cvKey !== null,
    cv_url: cvKey === null ? null : `/api${applicationCvPath(r.id)}`,
    job: {
      id: r.jobId,
      title: r.jobTitle,
      slug: r.jobSlug,
      company_id: r.companyId,
      company_name: r.companyName,
    },
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    consent_withdrawn_at: r.consentWithdrawnAt?.toISOString() ?? null,
  };
}

/** Applications joined with their job and company, newest first, limited by `where`. */
export async function selectApplicationRows(
  db: Conn,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  reader: RowReader = {},
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const base = db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
  const raw = await base;
  return { rows: raw.map((r) => toRow(r as RawRow, reader)), total: raw[0]?.total ?? 0 };
}

/** One application with its history, or undefined when `where` (the caller's scope) excludes it. */
export async function findApplicationDetail(
  db: Conn,
  id: number,
  scope: SQL | undefined,
  reader: RowReader = {},
): Promise<ApplicationDetail | undefined> {
  const [raw] = await db
    .select(rowColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(scope ? sql`${applications.id} = ${id} and ${scope}` : eq(applications.id, id))
    .limit(1);
  if (!raw) return undefined;
  return { ...toRow(raw as RawRow, reader), events: await loadApplicationEvents(db, id) };
}

/** The status history of an application, oldest first. */
export async function loadApplicationEvents(db: Conn, applicationId: number): Promise<ApplicationEvent[]> {
  return (await loadApplicationEventsOf(db, [applicationId])).get(applicationId) ?? [];
}

/** The histories of several applications in one read (a page of a list), oldest first each. */
export async function loadApplicationEventsOf(
  db: Conn,
  applicationIds: number[],
): Promise<Map<number, ApplicationEvent[]>> {
  const out = new Map<number, ApplicationEvent[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return out;
  const rows = await db
    .select({
      id: applicationEvents.id,
      applicationId: applicationEvents.applicationId,
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      note: applicationEvents.note,
      actorName: users.name,
      actorType: users.type,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  for (const r of rows)
    out.get(r.applicationId)?.push({
      id: r.id,
      from_status: (r.from as ApplicationStatus | null) ?? null,
      to_status: r.to as ApplicationStatus,
      note: r.note,
      actor_name: r.actorName ?? null,
      actor_type: r.actorType ?? null,
      created_at: r.createdAt.toISOString(),
    });
  return out;
}

/** Keeps one step of the history (the first one has `from: null`: the application was sent). */
export async function recordApplicationEvent(
  tx: Conn,
  event: {
    applicationId: number;
    actorId: number | null;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    note?: string | null;
    /** Defaults to now (demo data backdates its history). */
    at?: Date;
  },
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    actorId: event.actorId,
    fromStatus: event.from,
    toStatus: event.to,
    note: event.note ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}
