import {
  ANONYMISED_CANDIDATE_NAME,
  applicationStatusLabels,
  ConsentMessage,
  type ConsentState,
  DELETE_ACCOUNT_PHRASE,
  ErrorCode,
  foldVietnamese,
  type GuestApplicationData,
} from '@app/contract';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applicationEvents,
  applications,
  companies,
  contactMessages,
  emailOutbox,
  jobs,
  newsletterSubscribers,
  notifications,
  type UserRow,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { companyNoticeKey } from '../applications/apply.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import type { Conn } from '../notifications/notifications.service.ts';

/*
 * A candidate's rights over their data (Decree 13/2023/NĐ-CP, ADR 0033): withdraw consent for one
 * application, delete the account, and the same for a guest's one application through their link.
 *
 * Deleting erases the person, not the company's record: an application stays (job, date, status,
 * history) under ANONYMISED_CANDIDATE_NAME with no contact, message or CV, so the company's counts
 * and history still add up. Everything else that names the person goes: the account row and what
 * hangs on it (profile, CVs, saved jobs, reviews, notifications, sessions, codes), their uploads
 * (rows and bytes), mail still held in the outbox, their contact-form messages and newsletter
 * subscription, and their name in the companies' and admins' notifications and history notes.
 */

type Person = { name: string; email: string | null; phone: string | null };

function consentState(row: typeof applications.$inferSelect): ConsentState {
  return {
    application_id: row.id,
    consent_version: row.consentVersion,
    consent_at: row.consentAt?.toISOString() ?? null,
    consent_withdrawn_at: row.consentWithdrawnAt?.toISOString() ?? null,
  };
}

/** Withdraws consent once; a second time is 1167 (the first time stays the recorded one). */
async function withdraw(db: Conn, where: SQL): Promise<ConsentState> {
  const [changed] = await db
    .update(applications)
    .set({ consentWithdrawnAt: new Date(), updatedAt: new Date() })
    .where(and(where, isNull(applications.consentWithdrawnAt)))
    .returning();
  if (changed) return consentState(changed);
  const [exists] = await db.select({ id: applications.id }).from(applications).where(where).limit(1);
  throw new AppError(exists ? ErrorCode.ConsentAlreadyWithdrawn : ErrorCode.NotFound);
}

export function withdrawMyConsent(db: Conn, userId: number, applicationId: number): Promise<ConsentState> {
  return withdraw(db, and(eq(applications.id, applicationId), eq(applications.userId, userId)) as SQL);
}

/**
 * Erases the person from their applications and from what others hold about them (see above).
 * Returns the upload keys to remove from storage once the transaction has committed.
 */
async function anonymiseApplications(tx: Conn, applicationIds: number[], person: Person): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await tx
    .select({ id: applications.id, jobId: applications.jobId, cv: applications.cvUploadKey })
    .from(applications)
    .where(inArray(applications.id, applicationIds));
  const now = new Date();
  await tx
    .update(applications)
    .set({
      name: ANONYMISED_CANDIDATE_NAME,
      phone: null,
      email: null,
      message: null,
      cvUploadKey: null,
      resumeId: null,
      consentWithdrawnAt: sql`coalesce(${applications.consentWithdrawnAt}, ${now})`,
      guestTokenHash: null,
      guestTokenExpiresAt: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(inArray(applications.id, applicationIds));
  const jobIds = [...new Set(rows.map((r) => r.jobId))];
  // The name in what companies and admins were told ("Nguyễn Văn A applied to …", types 8, 9, 12)
  // and in history notes; the texts stay, the name becomes the anonymous one.
  const swapName = (column: typeof notifications.message | typeof applicationEvents.note) =>
    sql`replace(${column}, ${person.name}, ${ANONYMISED_CANDIDATE_NAME})`;
  await tx
    .update(notifications)
    .set({ message: swapName(notifications.message) })
    .where(
      and(
        or(
          and(inArray(notifications.type, [8, 12]), inArray(notifications.targetId, applicationIds)),
          and(eq(notifications.type, 9), inArray(notifications.targetId, jobIds)),
        ),
        sql`position(${person.name} in ${notifications.message}) > 0`,
      ),
    );
  await tx
    .update(applicationEvents)
    .set({ note: swapName(applicationEvents.note) })
    .where(
      and(
        inArray(applicationEvents.applicationId, applicationIds),
        sql`position(${person.name} in ${applicationEvents.note}) > 0`,
      ),
    );
  // Mail about these applications (the company notice carries the contact details) and any mail
  // to the person's address: queued or sent, the outbox copy goes.
  const keys = applicationIds.flatMap((id) => [companyNoticeKey(id), `application:${id}:guest`]);
  await tx.delete(emailOutbox).where(inArray(emailOutbox.dedupeKey, keys));
  // Other mail that names them: sent copies (e.g. "candidate withdrew" to the company), and mail
  // to their own address still waiting (a status change). Pending mail to others is left alone:
  // a namesake's mail must still go out.
  await tx
    .delete(emailOutbox)
    .where(
      and(
        sql`position(${person.name} in ${emailOutbox.text}) > 0`,
        or(
          sql`${emailOutbox.status} <> 'pending'`,
          ...(person.email ? [sql`lower(${emailOutbox.toAddress}) = lower(${person.email})`] : []),
        ),
      ),
    );
  const cvKeys = rows.map((r) => r.cv).filter((k): k is string => k !== null);
  return cvKeys;
}

/** Mail to the address, contact messages and newsletter subscription of the address. */
async function forgetAddress(tx: Conn, person: Person): Promise<void> {
  const texts = [person.email, person.phone].filter((v): v is string => !!v);
  if (texts.length === 0) return;
  await tx.delete(emailOutbox).where(
    or(
      ...(person.email ? [sql`lower(${emailOutbox.toAddress}) = lower(${person.email})`] : []),
      // Mail already sent to others that quoted the address or phone (e.g. a company notice).
      ...texts.map((t) => sql`position(${t} in ${emailOutbox.text}) > 0`),
    ),
  );
  if (person.email) {
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${person.email})`);
    await tx
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${person.email})`);
  }
}

/** Removes upload rows then bytes (ADR 0009 order); a storage failure is logged, never thrown. */
async function removeFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      await app.storage.delete(key);
    } catch (err) {
      app.log.error({ err, key }, 'personal data: a file could not be removed from storage');
    }
  }
}

/**
 * Deletes a seeker's account: the password (or, without one, the typed phrase) confirms it. One
 * transaction anonymises the applications and removes the account and everything hanging on it
 * (sessions included: the token rows go with it); the files go after the commit.
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: UserRow,
  body: { password?: string | undefined; phrase?: string | undefined },
): Promise<void> {
  if (user.passwordHash !== null) {
    if (!body.password || !(await verifyPassword(user.passwordHash, body.password)))
      throw fieldError('password', ConsentMessage.wrongPassword);
  } else if (foldVietnamese(body.phrase ?? '').trim() !== foldVietnamese(DELETE_ACCOUNT_PHRASE)) {
    throw fieldError('phrase', ConsentMessage.wrongPhrase);
  }
  const person: Person = { name: user.name, email: user.email, phone: user.phone };
  const fileKeys = await app.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, user.id));
    const cvKeys = await anonymiseApplications(
      tx,
      mine.map((a) => a.id),
      person,
    );
    const owned = await tx
      .delete(uploads)
      .where(or(eq(uploads.ownerUserId, user.id), cvKeys.length ? inArray(uploads.key, cvKeys) : undefined))
      .returning({ key: uploads.key });
    await forgetAddress(tx, person);
    // The admins were told of the new account by name (type 10, target: the user).
    await tx
      .update(notifications)
      .set({ message: sql`replace(${notifications.message}, ${user.name}, ${ANONYMISED_CANDIDATE_NAME})` })
      .where(and(eq(notifications.type, 10), eq(notifications.targetId, user.id)));
    // Cascades: profile, skills, resumes, saved jobs, reviews and votes, notifications, sessions,
    // codes, reset links, social links. Applications and history keep their rows (set null).
    await tx.delete(users).where(eq(users.id, user.id));
    await enqueueEmail(tx, { to: user.email, template: 'personalDataDeleted', data: { kind: 'account' } });
    return [...cvKeys, ...owned.map((o) => o.key)];
  });
  await removeFiles(app, fileKeys);
  app.emailWorker.kick();
}

/** The guest application a data link opens: 1165 unknown or altered, 1166 expired. */
async function guestApplication(db: Conn, token: string) {
  const [row] = await db
    .select({ a: applications, jobTitle: jobs.title, companyName: companies.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.guestTokenHash, hashToken(token)), isNull(applications.userId)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.GuestDataLinkInvalid);
  if (!row.a.guestTokenExpiresAt || row.a.guestTokenExpiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.GuestDataLinkExpired);
  return row;
}

export async function guestApplicationId(db: Conn, token: string): Promise<number> {
  return (await guestApplication(db, token)).a.id;
}

export async function readGuestApplication(db: Conn, token: string): Promise<GuestApplicationData> {
  const { a, jobTitle, companyName } = await guestApplication(db, token);
  return {
    application_id: a.id,
    job_title: jobTitle,
    company_name: companyName,
    status: applicationStatusLabels[a.status],
    name: a.name,
    phone: a.phone,
    email: a.email,
    message: a.message,
    has_cv: a.cvUploadKey !== null,
    consent_version: a.consentVersion,
    consent_text: a.consentText,
    consent_at: a.consentAt?.toISOString() ?? null,
    consent_withdrawn_at: a.consentWithdrawnAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    link_expires_at: (a.guestTokenExpiresAt as Date).toISOString(),
  };
}

export async function withdrawGuestConsent(db: Conn, token: string): Promise<ConsentState> {
  const id = await guestApplicationId(db, token);
  return withdraw(db, eq(applications.id, id));
}

/** A guest deletes their application's personal data; the link stops working with it. */
export async function deleteGuestApplication(app: FastifyInstance, token: string): Promise<void> {
  const { a } = await guestApplication(app.db, token);
  const person: Person = { name: a.name, email: a.email, phone: a.phone };
  const fileKeys = await app.db.transaction(async (tx) => {
    const cvKeys = await anonymiseApplications(tx, [a.id], person);
    if (cvKeys.length) await tx.delete(uploads).where(inArray(uploads.key, cvKeys));
    if (a.email)
      await enqueueEmail(tx, { to: a.email, template: 'personalDataDeleted', data: { kind: 'guest' } });
    return cvKeys;
  });
  await removeFiles(app, fileKeys);
  app.emailWorker.kick();
}
