import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status.ts';

/*
 * Shapes every application screen shares (seeker, company, admin): one application row, its
 * status history and a candidate profile ("hồ sơ"). The calls themselves live in
 * applications.ts (applying), application-handling.ts (company/admin) and employee.ts.
 */

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

/** Where an application came from: an account with a CV/online profile, or a guest. */
export const APPLICATION_SOURCES = ['account', 'guest'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** A candidate profile: an uploaded CV file or the online profile (ADR 0015). */
export const ZResume = z
  .object({
    id: z.number().int(),
    kind: z.enum(['cv', 'online']),
    name: z.string().describe('File name for a CV, "Hồ sơ trực tuyến" for the online profile.'),
    created_at: z.string(),
    /** Private download of the CV file (owner, companies applied to, admins); null for online. */
    file_url: z.string().nullable(),
  })
  .meta({ id: 'Resume' });
export type Resume = z.infer<typeof ZResume>;

/** One status change: who (name and role), when, from, to, and a note. */
export const ZApplicationEvent = z
  .object({
    id: z.number().int(),
    from_status: ZApplicationStatus.nullable(),
    to_status: ZApplicationStatus,
    note: z.string().nullable(),
    actor_name: z.string().nullable(),
    actor_type: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ApplicationEvent' });
export type ApplicationEvent = z.infer<typeof ZApplicationEvent>;

/** The job an application is for, as lists show it. */
export const ZApplicationJob = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});

/** An application as lists show it (contact details as the candidate sent them). */
export const ZApplicationRow = z
  .object({
    id: z.number().int(),
    status: ZApplicationStatus,
    source: z.enum(APPLICATION_SOURCES),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    message: z.string().nullable(),
    has_cv: z.boolean(),
    /** Private download of the CV sent with the application; null when none. */
    cv_url: z.string().nullable(),
    job: ZApplicationJob,
    created_at: z.string(),
    updated_at: z.string(),
    /**
     * When the candidate withdrew consent to share this application (ADR 0033), else null. The
     * company and admins then get no phone, email, message or CV; the candidate still sees theirs.
     */
    consent_withdrawn_at: z.string().nullable(),
  })
  .meta({ id: 'ApplicationRow' });
export type ApplicationRow = z.infer<typeof ZApplicationRow>;

/** An application with its history, as a detail page shows it. */
export const ZApplicationDetail = ZApplicationRow.extend({
  events: z.array(ZApplicationEvent),
}).meta({ id: 'ApplicationDetail' });
export type ApplicationDetail = z.infer<typeof ZApplicationDetail>;

/** The private download path of an application's CV (API path, under /api). */
export const applicationCvPath = (applicationId: number) => `/applications/${applicationId}/cv`;
/** The private download path of a seeker's CV file (API path, under /api). */
export const resumeFilePath = (resumeId: number) => `/resumes/${resumeId}/file`;

/** How an application's CV is best shown: a PDF in a frame, a photo as an image, Word as a download. */
export const CV_VIEWS = ['pdf', 'image', 'word'] as const;
export type CvView = (typeof CV_VIEWS)[number];

export function cvViewOf(mimeType: string): CvView {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  return 'word';
}

/**
 * The name a CV file is served under: "CV-Nguyen-Van-A.pdf" (the candidate's name without accents,
 * words joined by "-"), so a downloaded file says whose it is. "CV.pdf" when the name has no letters.
 */
export function cvFileName(candidateName: string, extension: string): string {
  const words = candidateName
    .normalize('NFC')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return `${['CV', ...words].join('-')}.${extension}`;
}

/** The CV sent with an application, as the detail page shows it (company and admin). */
export const ZApplicationCv = z
  .object({
    file_name: z.string().describe('The name the file is served under, e.g. "CV-Nguyen-Van-A.pdf".'),
    mime_type: z.string(),
    view: z.enum(CV_VIEWS),
    /** Served with Content-Disposition: inline (PDF and images); null for Word. */
    inline_url: z.string().nullable(),
    download_url: z.string(),
  })
  .meta({ id: 'ApplicationCv' });
export type ApplicationCv = z.infer<typeof ZApplicationCv>;

/**
 * What the candidate's profile says, beside the application (account candidates; null for a guest).
 * Labels are Vietnamese; a field the candidate has not filled in is null or an empty list.
 */
export const ZCandidateSummary = z
  .object({
    birthday: z.string().nullable(),
    /** Whole years on today's Vietnam date. */
    age: z.number().int().nullable(),
    gender: z.string().nullable(),
    province: z.string().nullable(),
    education: z.string().nullable(),
    language_level: z.string().nullable(),
    experience_years: z.string().nullable(),
    skills: z.array(z.string()),
    wished_nations: z.array(z.string()),
    wished_fields: z.array(z.string()),
  })
  .meta({ id: 'CandidateSummary' });
export type CandidateSummary = z.infer<typeof ZCandidateSummary>;
