import {
  APPLY_CONSENT_VERSION,
  type ApplicationCheck,
  type AppliedApplication,
  applyConsentText,
  type CheckMultipleResult,
  ErrorCode,
  jobPath,
  type Resume,
  todayInVietnam,
} from '@app/contract';
import { GUEST_DATA_PATH } from '@app/contract/consent-text';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { applications, UserRow } from '../../db/schema/index.ts';
import { emailOutbox, employeeProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, companyAccountIds, notify } from '../notifications/notifications.service.ts';
import { saveUpload } from '../uploads/uploads.service.ts';
import { recordApplicationEvent } from './applications.repo.ts';
import {
  type ApplyTarget,
  findApplicationWithJob,
  findApplyTarget,
  guestAlreadyApplied,
  insertApplication,
  latestApplications,
  resumeAlreadyApplied,
} from './apply.repo.ts';
import {
  ensureOnlineResume,
  findOwnedResume,
  listResumes,
  saveCvResume,
  toResume,
} from './resumes.service.ts';

/*
 * Applying (ADR 0015): one transaction per application — the CV (as a resume for accounts), the
 * application, its first event, the notifications and the mails — so a refused or failed
 * application leaves nothing behind but, at worst, an unreferenced file (ADR 0009).
 */

type ApplicationRow = typeof applications.$inferSelect;

/** The unique indexes that keep repeats out under concurrent requests, and what they mean. */
const UNIQUE_ANSWERS = {
  applications_job_resume_key: () => new AppError(ErrorCode.ProfileAlreadyApplied),
  applications_guest_phone_key: () => new AppError(ErrorCode.GuestAlreadyApplied),
  applications_guest_email_key: () => new AppError(ErrorCode.GuestAlreadyApplied),
};

/** 404 for a job never shown (or missing), 1118 for one that stopped taking applications. */
async function openTarget(db: Conn, jobId: number): Promise<ApplyTarget> {
  const target = await findApplyTarget(db, jobId, todayInVietnam());
  if (!target || target.availability === 'hidden') throw new AppError(ErrorCode.NotFound);
  if (target.availability === 'closed') throw new AppError(ErrorCode.JobClosed);
  return target;
}

function toApplied(row: ApplicationRow): AppliedApplication {
  return {
    application_id: row.id,
    job_id: row.jobId,
    resume_id: row.resumeId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The consent the candidate ticked (ADR 0033): the exact text for this company and job, its
 * version and when. The contract refuses an application without the box ticked.
 */
function consentOf(target: ApplyTarget) {
  return {
    consentVersion: APPLY_CONSENT_VERSION,
    consentText: applyConsentText(target.companyName, target.title),
    consentAt: new Date(),
  };
}

/** How long a guest's data link in their confirmation mail works (ADR 0033). */
export const GUEST_DATA_LINK_DAYS = 180;

export function companyNoticeKey(applicationId: number) {
  return `application:${applicationId}:company`;
}

/** The mail to the company about one application (deduplicated: queued at most once). */
async function queueCompanyNotice(
  app: FastifyInstance,
  tx: Conn,
  target: ApplyTarget,
  row: ApplicationRow,
): Promise<void> {
  await enqueueEmail(tx, {
    to: target.companyEmail,
    template: 'applicationToCompany',
    data: {
      companyName: target.companyName,
      jobTitle: target.title,
      candidateName: row.name,
      candidatePhone: row.phone,
      candidateEmail: row.email,
      message: row.message,
      guest: row.userId === null,
      hasCv: row.cvUploadKey !== null,
      applicationsUrl: `${app.env.PUBLIC_URL}/company/jobs/${target.id}/applications`,
    },
    dedupeKey: companyNoticeKey(row.id),
  });
}

export interface AccountApplyInput {
  jobId: number;
  resumeId?: number | undefined;
  cv?: UploadedFile | undefined;
  message?: string | undefined;
}

/** 1050: only job seekers (employees) apply; companies, admins and sales accounts cannot. */
export function assertCanApply(user: Pick<UserRow, 'type'>): void {
  if (user.type !== 'employee') throw new AppError(ErrorCode.CannotApplyWithType);
}

/**
 * An employee applies with one of their profiles or a new CV (POST /jobs/{id}/apply), or
 * introduces a profile (POST /jobapplication): the same rules and effects.
 */
export async function applyWithAccount(
  app: FastifyInstance,
  user: UserRow,
  input: AccountApplyInput,
): Promise<AppliedApplication> {
  assertCanApply(user);
  const row = await withUniqueAnswers(UNIQUE_ANSWERS, () =>
    app.db.transaction(async (tx) => {
      const target = await openTarget(tx, input.jobId);
      const resume = input.cv
        ? await saveCvResume(tx, app.storage, user.id, input.cv)
        : input.resumeId !== undefined
          ? await findOwnedResume(tx, user.id, input.resumeId)
          : undefined;
      if (!resume) throw new AppError(ErrorCode.ProfileInvalid);
      if (await resumeAlreadyApplied(tx, target.id, resume.id)) {
        throw new AppError(ErrorCode.ProfileAlreadyApplied);
      }
      const application = await insertApplication(tx, {
        jobId: target.id,
        userId: user.id,
        resumeId: resume.id,
        cvUploadKey: resume.kind === 'cv' ? resume.uploadKey : null,
        source: 'account',
        name: user.name,
        phone: user.phone,
        email: user.email,
        message: input.message ?? null,
        ...consentOf(target),
      });
      await recordApplicationEvent(tx, {
        applicationId: application.id,
        actorId: user.id,
        from: null,
        to: 'submitted',
      });
      await notify(tx, {
        userIds: [user.id],
        type: 1,
        message: msg.applicationReceived(target.title),
        targetId: application.id,
      });
      await notify(tx, {
        userIds: await companyAccountIds(tx, target.companyId),
        type: 9,
        message: msg.jobGotApplication(target.title, user.name),
        targetId: target.id,
      });
      await notify(tx, {
        toAdmins: true,
        type: 8,
        message: msg.adminAccountApplication(target.title, user.name),
        targetId: application.id,
      });
      await queueCompanyNotice(app, tx, target, application);
      return application;
    }),
  );
  app.emailWorker.kick();
  return toApplied(row);
}

export interface GuestApplyInput {
  jobId: number;
  name: string;
  phone: string;
  email: string;
  cv: UploadedFile;
  message?: string | undefined;
}

/** A guest applies with contact details and a CV; one application per phone or email and job. */
export async function applyAsGuest(
  app: FastifyInstance,
  input: GuestApplyInput,
): Promise<AppliedApplication> {
  const row = await withUniqueAnswers(UNIQUE_ANSWERS, () =>
    app.db.transaction(async (tx) => {
      const target = await openTarget(tx, input.jobId);
      if (await guestAlreadyApplied(tx, target.id, input.phone, input.email)) {
        throw new AppError(ErrorCode.GuestAlreadyApplied);
      }
      const dataToken = newToken();
      const upload = await saveUpload(tx, app.storage, input.cv, {
        ownerUserId: null,
        kind: 'cv',
        visibility: 'private',
      });
      const application = await insertApplication(tx, {
        jobId: target.id,
        userId: null,
        resumeId: null,
        cvUploadKey: upload.key,
        source: 'guest',
        name: input.name,
        phone: input.phone,
        email: input.email,
        message: input.message ?? null,
        ...consentOf(target),
        guestTokenHash: hashToken(dataToken),
        guestTokenExpiresAt: new Date(Date.now() + GUEST_DATA_LINK_DAYS * 86_400_000),
      });
      await recordApplicationEvent(tx, {
        applicationId: application.id,
        actorId: null,
        from: null,
        to: 'submitted',
      });
      await notify(tx, {
        userIds: await companyAccountIds(tx, target.companyId),
        type: 9,
        message: msg.jobGotApplication(target.title, input.name),
        targetId: target.id,
      });
      await notify(tx, {
        toAdmins: true,
        type: 12,
        message: msg.adminGuestApplication(target.title, input.name),
        targetId: application.id,
      });
      await queueCompanyNotice(app, tx, target, application);
      await enqueueEmail(tx, {
        to: input.email,
        template: 'guestApplicationConfirmation',
        data: {
          name: input.name,
          jobTitle: target.title,
          companyName: target.companyName,
          jobUrl: `${app.env.PUBLIC_URL}${jobPath(target)}`,
          registerUrl: `${app.env.PUBLIC_URL}/dang-ky`,
          dataUrl: `${app.env.PUBLIC_URL}${GUEST_DATA_PATH}?${new URLSearchParams({ token: dataToken })}`,
        },
        dedupeKey: `application:${application.id}:guest`,
      });
      return application;
    }),
  );
  app.emailWorker.kick();
  return toApplied(row);
}

export async function checkApplied(db: Conn, userId: number, jobId: number): Promise<ApplicationCheck> {
  const latest = (await latestApplications(db, userId, [jobId])).get(jobId);
  return latest
    ? { applied: true, application_id: latest.id, status: latest.status }
    : { applied: false, application_id: null, status: null };
}

export async function checkMultiple(
  db: Conn,
  userId: number,
  jobIds: number[],
): Promise<CheckMultipleResult> {
  const ids = [...new Set(jobIds)];
  const latest = await latestApplications(db, userId, ids);
  return Object.fromEntries(ids.map((id) => [String(id), latest.get(id)?.status ?? null]));
}

/**
 * The seeker's profiles. The online profile is listed once the seeker has filled in their
 * personal profile (an `employee_profiles` row); its `resumes` row is then created on first need.
 * An empty online profile is not offered: it would tell a company nothing.
 */
export async function userResumes(db: Conn, userId: number): Promise<Resume[]> {
  const [profile] = await db
    .select({ userId: employeeProfiles.userId })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, userId))
    .limit(1);
  if (profile) await ensureOnlineResume(db, userId);
  const rows = await listResumes(db, userId);
  return rows.filter((r) => r.kind === 'cv' || profile).map(toResume);
}

/**
 * POST /send-job-application-email: the applicant makes sure the company has been told of their
 * application. The notice is queued once per application (it already is when applying); asking
 * again sends nothing more (`queued: false`). Someone else's application is a 404.
 */
export async function sendCompanyNotice(
  app: FastifyInstance,
  user: UserRow,
  applicationId: number,
): Promise<{ application_id: number; to: string; queued: boolean }> {
  const found = await findApplicationWithJob(app.db, applicationId);
  if (!found || found.application.userId !== user.id) throw new AppError(ErrorCode.NotFound);
  const target = await findApplyTarget(app.db, found.application.jobId, todayInVietnam());
  if (!target) throw new AppError(ErrorCode.NotFound);
  const queued = await app.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, companyNoticeKey(applicationId)))
      .limit(1);
    if (already) return false;
    await queueCompanyNotice(app, tx, target, found.application);
    return true;
  });
  if (queued) app.emailWorker.kick();
  return { application_id: applicationId, to: target.companyEmail, queued };
}
