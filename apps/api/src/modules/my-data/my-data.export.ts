import { applicationStatusLabels, PRODUCT_NAME, todayInVietnam } from '@app/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  authTokens,
  companies,
  companyReviews,
  employeeProfiles,
  employeeSkills,
  jobs,
  notifications,
  resumes,
  savedJobs,
  skills,
  socialAccounts,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { escapeHtml } from '../email/email-layout.ts';
import type { Conn } from '../notifications/notifications.service.ts';

/*
 * "Download all my data" (Decree 13/2023, ADR 0033): everything kept about one account, read
 * with the account's id as the only key, so nothing of another user can slip in. Secrets are left
 * out (password hash, session and reset token hashes): they are not the person's data but locks
 * on it. The same object is sent as JSON and rendered as a readable HTML page.
 */

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };
export type DataSection = { title: string; rows: Record<string, Plain>[] };
export interface PersonalData {
  exported_at: string;
  service: string;
  sections: Record<string, DataSection>;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One application as its candidate sees it: job, company, what was sent, consent, history. */
async function applicationRows(db: Conn, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      a: applications,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const ids = rows.map((r) => r.a.id);
  const events = ids.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, ids))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    : [];
  return rows.map(({ a, jobTitle, companyName }) => ({
    id: a.id,
    job: jobTitle,
    company: companyName,
    status: applicationStatusLabels[a.status],
    sent_at: a.createdAt.toISOString(),
    name: a.name,
    phone: a.phone,
    email: a.email,
    message: a.message,
    cv_file: a.cvUploadKey,
    consent_version: a.consentVersion,
    consent_text: a.consentText,
    consent_at: iso(a.consentAt),
    consent_withdrawn_at: iso(a.consentWithdrawnAt),
    history: events
      .filter((e) => e.applicationId === a.id)
      .map(
        (e) =>
          `${e.createdAt.toISOString()}: ${e.fromStatus ?? '—'} → ${e.toStatus}${e.note ? ` (${e.note})` : ''}`,
      ),
  }));
}

export async function collectAccountData(db: Conn, userId: number): Promise<PersonalData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`user ${userId} not found`);
  const [profile] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId));
  const [skillRows, socials, resumeRows, apps, saved, reviews, notes, files, sessions] = await Promise.all([
    db
      .select({ name: skills.name })
      .from(employeeSkills)
      .innerJoin(skills, eq(skills.id, employeeSkills.skillId))
      .where(eq(employeeSkills.userId, userId)),
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)),
    db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt)),
    applicationRows(db, eq(applications.userId, userId)),
    db
      .select({ at: savedJobs.createdAt, job: jobs.title, company: companies.name })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    db
      .select({ r: companyReviews, company: companies.name })
      .from(companyReviews)
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .where(eq(companyReviews.userId, userId))
      .orderBy(desc(companyReviews.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db.select().from(uploads).where(eq(uploads.ownerUserId, userId)).orderBy(desc(uploads.createdAt)),
    db.select().from(authTokens).where(eq(authTokens.userId, userId)).orderBy(desc(authTokens.createdAt)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    service: PRODUCT_NAME,
    sections: {
      account: {
        title: 'Tài khoản',
        rows: [
          {
            id: user.id,
            type: user.type,
            name: user.name,
            email: user.email,
            phone: user.phone,
            username: user.username,
            avatar: user.avatar,
            status: user.status,
            email_verified_at: iso(user.emailVerifiedAt),
            last_login_at: iso(user.lastLoginAt),
            created_at: user.createdAt.toISOString(),
            has_password: user.passwordHash !== null,
          },
        ],
      },
      profile: {
        title: 'Thông tin cá nhân',
        rows: profile
          ? [
              {
                birthday: profile.birthday,
                gender: profile.gender,
                province_code: profile.provinceCode,
                ward_code: profile.wardCode,
                address_detail: profile.addressDetail,
                id_card: profile.idCard,
                education: profile.education,
                experience_years: profile.experienceYears,
                experience: profile.experience,
                marital_status: profile.maritalStatus,
                language_level: profile.languageLevel,
                wished_nation_codes: profile.wishedNationCodes,
                wished_field_ids: profile.wishedFieldIds,
                skills: skillRows.map((s) => s.name),
                updated_at: profile.updatedAt.toISOString(),
              },
            ]
          : [],
      },
      social_accounts: {
        title: 'Tài khoản mạng xã hội liên kết',
        rows: socials.map((s) => ({
          provider: s.provider,
          email: s.email,
          linked_at: s.createdAt.toISOString(),
        })),
      },
      resumes: {
        title: 'Hồ sơ (CV)',
        rows: resumeRows.map((r) => ({
          id: r.id,
          kind: r.kind,
          name: r.name,
          file: r.uploadKey,
          created_at: r.createdAt.toISOString(),
        })),
      },
      applications: { title: 'Đơn ứng tuyển và sự đồng ý chia sẻ', rows: apps },
      saved_jobs: {
        title: 'Việc làm đã lưu',
        rows: saved.map((s) => ({ job: s.job, company: s.company, saved_at: s.at.toISOString() })),
      },
      reviews: {
        title: 'Đánh giá công ty',
        rows: reviews.map(({ r, company }) => ({
          company,
          rating: r.rating,
          title: r.title,
          content: r.content,
          anonymous: r.anonymous,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      },
      notifications: {
        title: 'Thông báo',
        rows: notes.map((n) => ({
          type: n.type,
          message: n.message,
          link: n.link,
          read_at: iso(n.readAt),
          created_at: n.createdAt.toISOString(),
        })),
      },
      uploads: {
        title: 'Tệp đã tải lên',
        rows: files.map((f) => ({
          file: f.key,
          original_name: f.originalName,
          kind: f.kind,
          mime_type: f.mimeType,
          size_bytes: f.size,
          uploaded_at: f.createdAt.toISOString(),
        })),
      },
      sessions: {
        title: 'Phiên đăng nhập',
        rows: sessions.map((s) => ({
          started_at: s.createdAt.toISOString(),
          last_used_at: iso(s.lastUsedAt),
          expires_at: s.expiresAt.toISOString(),
          revoked_at: iso(s.revokedAt),
          user_agent: s.userAgent,
          ip: s.ip,
        })),
      },
    },
  };
}

/** A guest's one application, the same shape as an account's export. */
export async function collectGuestData(db: Conn, applicationId: number): Promise<PersonalData> {
  return {
    exported_at: new Date().toISOString(),
    service: PRODUCT_NAME,
    sections: {
      applications: {
        title: 'Đơn ứng tuyển và sự đồng ý chia sẻ',
        rows: await applicationRows(db, eq(applications.id, applicationId)),
      },
    },
  };
}

const cell = (v: Plain): string =>
  v === null
    ? '<span class="none">—</span>'
    : Array.isArray(v)
      ? v.length === 0
        ? '<span class="none">—</span>'
        : `<ul>${v.map((x) => `<li>${cell(x)}</li>`).join('')}</ul>`
      : typeof v === 'object'
        ? escapeHtml(JSON.stringify(v))
        : escapeHtml(String(v));

/** A self-contained, readable page of the same data (no script, no outside resource). */
export function renderDataHtml(data: PersonalData): string {
  const sections = Object.values(data.sections)
    .map((s) => {
      const body =
        s.rows.length === 0
          ? '<p class="none">Không có dữ liệu.</p>'
          : s.rows
              .map(
                (row) =>
                  `<table>${Object.entries(row)
                    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${cell(v)}</td></tr>`)
                    .join('')}</table>`,
              )
              .join('');
      return `<section><h2>${escapeHtml(s.title)} (${s.rows.length})</h2>${body}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dữ liệu cá nhân của bạn trên ${escapeHtml(data.service)}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;color:#111827;line-height:1.5}table{border-collapse:collapse;width:100%;margin:0 0 12px}th,td{border:1px solid #d1d5db;padding:4px 8px;text-align:left;vertical-align:top;word-break:break-word}th{width:30%;background:#f3f4f6}.none{color:#4b5563}ul{margin:0;padding-left:18px}</style>
</head><body>
<h1>Dữ liệu cá nhân của bạn trên ${escapeHtml(data.service)}</h1>
<p>Xuất lúc ${escapeHtml(data.exported_at)}.</p>
${sections}
</body></html>`;
}

/** `viecxa-du-lieu-ca-nhan-2026-11-27.json`: ASCII, dated in Vietnam. */
export const exportFileName = (format: 'json' | 'html') =>
  `viecxa-du-lieu-ca-nhan-${todayInVietnam()}.${format}`;
