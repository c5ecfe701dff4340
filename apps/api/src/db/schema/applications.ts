import { APPLICATION_STATUSES } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { skills } from './catalog.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * A job seeker's own details beyond the account (spec /user/update-profile). One row per
 * employee, created on first save. Wishes drive the "new matching job" notification (type 13).
 */
export const employeeProfiles = pgTable('employee_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthday: date('birthday'),
  gender: text('gender'),
  provinceCode: text('province_code'),
  wardCode: text('ward_code'),
  addressDetail: text('address_detail'),
  idCard: text('id_card'),
  education: text('education'),
  experienceYears: text('experience_years'),
  experience: text('experience'),
  maritalStatus: text('marital_status'),
  languageLevel: text('language_level'),
  wishedNationCodes: text('wished_nation_codes').array().notNull().default(sql`'{}'::text[]`),
  wishedFieldIds: bigint('wished_field_ids', { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const employeeSkills = pgTable(
  'employee_skills',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: bigint('skill_id', { mode: 'number' })
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

/**
 * A seeker's candidate profiles ("hồ sơ"): an uploaded CV file (private upload, kind 'cv') or
 * the online profile (`kind = 'online'`, the employee profile itself). Applying or introducing
 * names one; errors 1051 (not yours / invalid) and 1052 (already applied with it) refer to it.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    uploadKey: text('upload_key'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('resumes_online_key').on(t.userId).where(sql`${t.kind} = 'online'`),
  ],
);

/**
 * An application to a job, by an account (user_id, resume_id) or a guest (user_id null). Contact
 * details are copied at apply time: the company sees what the candidate sent even if the account
 * changes later. The CV file is a private upload served only to the candidate, the company of the
 * job and admins.
 */
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    resumeId: bigint('resume_id', { mode: 'number' }).references(() => resumes.id, { onDelete: 'set null' }),
    cvUploadKey: text('cv_upload_key'),
    source: text('source').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    status: applicationStatusEnum('status').notNull().default('submitted'),
    /**
     * The candidate's consent to share this application with the company (ADR 0033): the exact
     * text they ticked, its version and when. Null only on applications older than the rule.
     */
    consentVersion: text('consent_version'),
    consentText: text('consent_text'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** Set when the candidate withdrew consent: the company no longer sees contact, CV or profile. */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /** A guest's data link (SHA-256 of the token in their confirmation mail) and its expiry. */
    guestTokenHash: text('guest_token_hash'),
    guestTokenExpiresAt: timestamp('guest_token_expires_at', { withTimezone: true }),
    /** Set when the candidate's personal data was erased; the row stays for the company's records. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_job_idx').on(t.jobId, t.createdAt),
    index('applications_user_idx').on(t.userId, t.createdAt),
    index('applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('applications_job_resume_key').on(t.jobId, t.resumeId).where(sql`${t.resumeId} IS NOT NULL`),
    uniqueIndex('applications_guest_phone_key').on(t.jobId, t.phone).where(sql`${t.userId} IS NULL`),
    uniqueIndex('applications_guest_email_key')
      .on(t.jobId, sql`lower(${t.email})`)
      .where(sql`${t.userId} IS NULL`),
    uniqueIndex('applications_guest_token_key').on(t.guestTokenHash),
  ],
);

/** Every status change of an application: who, when, from, to, and an optional note. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_app_idx').on(t.applicationId, t.createdAt)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_job_idx').on(t.jobId)],
);

/** Spec §3 Notification: type 1–13 (notification-types.ts), message, target_id, link, read_at. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    message: text('message').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // "A follow-up is due" (type 20) once per recipient, customer and Vietnam day, even when two
    // processes produce it at once (ADR 0026): their INSERTs meet here and one does nothing.
    uniqueIndex('notifications_follow_up_once')
      .on(t.userId, t.targetId, sql`((${t.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date)`)
      .where(sql`${t.type} = 20`),
  ],
);
