import {
  type ApplicationCv,
  applicationCvPath,
  type CandidateSummary,
  cvFileName,
  cvViewOf,
  EDUCATION_LEVELS,
  EXPERIENCE_YEARS,
  GENDERS,
  LANGUAGE_LEVELS,
  todayInVietnam,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { applications, uploads } from '../../db/schema/index.ts';
import { findProfile, loadProfileLabels } from '../employee/employee-profile.repo.ts';
import type { Conn } from '../notifications/notifications.service.ts';
import { uploadExtension } from '../uploads/uploads.service.ts';

/*
 * What the company's (and the admin's) application detail shows beside the contact details: the
 * CV's best view under the candidate's name, and what the candidate's profile holds. Callers have
 * already checked that the application is in their scope.
 */

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? null);

/** Whole years between a birthday ('YYYY-MM-DD') and today in Vietnam. */
export function ageOn(birthday: string, now = new Date()): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayInVietnam(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export async function loadCandidateSummary(db: Conn, userId: number): Promise<CandidateSummary> {
  const p = await findProfile(db, userId);
  const labels = await loadProfileLabels(db, userId, p);
  return {
    birthday: p?.birthday ?? null,
    age: p?.birthday ? ageOn(p.birthday) : null,
    gender: labelOf(GENDERS, p?.gender ?? null),
    province: labels.province?.fullName ?? null,
    education: labelOf(EDUCATION_LEVELS, p?.education ?? null),
    language_level: labelOf(LANGUAGE_LEVELS, p?.languageLevel ?? null),
    experience_years: labelOf(EXPERIENCE_YEARS, p?.experienceYears ?? null),
    skills: labels.skills.map((s) => s.name),
    wished_nations: labels.nations.map((n) => n.name),
    wished_fields: labels.fields.map((f) => f.name),
  };
}

/** The application's CV (null without one) and its candidate's profile (null for a guest). */
export async function loadApplicationExtras(
  db: Conn,
  applicationId: number,
): Promise<{ cv: ApplicationCv | null; candidate: CandidateSummary | null }> {
  const [row] = await db
    .select({
      userId: applications.userId,
      name: applications.name,
      withdrawnAt: applications.consentWithdrawnAt,
      upload: uploads,
    })
    .from(applications)
    .leftJoin(uploads, eq(uploads.key, applications.cvUploadKey))
    .where(eq(applications.id, applicationId))
    .limit(1);
  // Consent withdrawn (ADR 0033): the company and admins see neither the CV nor the profile.
  if (!row || row.withdrawnAt !== null) return { cv: null, candidate: null };
  const url = `/api${applicationCvPath(applicationId)}`;
  const view = row.upload ? cvViewOf(row.upload.mimeType) : null;
  return {
    cv:
      row.upload && view
        ? {
            file_name: cvFileName(row.name, uploadExtension(row.upload)),
            mime_type: row.upload.mimeType,
            view,
            inline_url: view === 'word' ? null : `${url}?view=inline`,
            download_url: url,
          }
        : null,
    candidate: row.userId === null ? null : await loadCandidateSummary(db, row.userId),
  };
}
