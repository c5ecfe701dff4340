import { JOB_STATUSES } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companyFields, nations, skills, tags } from './catalog.ts';
import { companies, users } from './users.ts';
import { equipments, works } from './works.ts';

export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/**
 * VND per unit of each currency (one row per currency: the latest known rate and its date).
 * Seeded now; the currency converter refreshes it from a provider later (ADR 0013).
 */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  vndPerUnit: numeric('vnd_per_unit', { precision: 20, scale: 6, mode: 'number' }).notNull(),
  asOf: date('as_of').notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job post of one of three kinds (domestic job, study-abroad programme, labour-export order).
 * Salaries are stored as entered and normalised to VND per month (`salary_*_vnd`) for filters and
 * sorting; `search_text` is the folded (vn_fold) text the keyword search matches, kept by the
 * service. Indexes beyond the primary key are in the migration (partial and expression indexes).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: jobStatusEnum('status').notNull().default('waiting'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    nationCode: text('nation_code')
      .notNull()
      .references(() => nations.code),
    provinceCode: text('province_code'),
    location: text('location'),
    workId: bigint('work_id', { mode: 'number' }).references(() => works.id, { onDelete: 'set null' }),
    fieldId: bigint('field_id', { mode: 'number' }).references(() => companyFields.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull(),
    gender: text('gender').notNull().default('any'),
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    education: text('education').notNull().default('none'),
    /** Rank of `education` (0 = none … 6 = postgraduate) so "requires at most my level" is a range. */
    educationRank: smallint('education_rank').notNull().default(0),
    workingType: text('working_type').notNull().default('full_time'),
    salaryCurrency: text('salary_currency').notNull().default('VND'),
    salaryPeriod: text('salary_period').notNull().default('month'),
    salaryMin: numeric('salary_min', { precision: 16, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 16, scale: 2, mode: 'number' }),
    salaryMinVnd: bigint('salary_min_vnd', { mode: 'number' }),
    salaryMaxVnd: bigint('salary_max_vnd', { mode: 'number' }),
    expenseMax: bigint('expense_max', { mode: 'number' }),
    bonusMain: bigint('bonus_main', { mode: 'number' }),
    bonusWarranty: bigint('bonus_warranty', { mode: 'number' }),
    deadline: date('deadline').notNull(),
    expectedFlightDate: date('expected_flight_date'),
    /** Labour export: the contract length the service-fee cap is computed on (ADR 0031). */
    contractMonths: smallint('contract_months'),
    description: text('description').notNull(),
    requirements: text('requirements'),
    benefits: text('benefits'),
    thumbnail: text('thumbnail'),
    rejectReason: text('reject_reason'),
    searchText: text('search_text').notNull().default(''),
    /**
     * The company's part of public visibility (ADR 0038), kept by triggers (migration 0029): the last
     * day the job may be public as far as its company goes — NULL when its account is not activated
     * or, for a labour-export order, its licence is not verified; the licence's expiry date for a
     * labour-export order; 'infinity' otherwise. Never written by the service.
     */
    listedUntil: date('listed_until'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set on first approval; the public "newest" order. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.createdAt),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    /** Every job of a field, whatever its status: the admin's usage counts and a field's merge. */
    index('jobs_field_idx').on(t.fieldId),
    check('jobs_quantity_positive', sql`${t.quantity} > 0`),
    check('jobs_age_range', sql`${t.ageMin} IS NULL OR ${t.ageMax} IS NULL OR ${t.ageMin} <= ${t.ageMax}`),
    check(
      'jobs_flight_after_deadline',
      sql`${t.expectedFlightDate} IS NULL OR ${t.deadline} < ${t.expectedFlightDate}`,
    ),
    check(
      'jobs_expense_max',
      sql`${t.expenseMax} IS NULL OR (${t.expenseMax} > 0 AND ${t.expenseMax} <= 2000000000)`,
    ),
  ],
);

export const jobTags = pgTable(
  'job_tags',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tagId] }), index('job_tags_tag_idx').on(t.tagId)],
);

export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: bigint('skill_id', { mode: 'number' })
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] })],
);

export const jobEquipments = pgTable(
  'job_equipments',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    equipmentId: bigint('equipment_id', { mode: 'number' })
      .notNull()
      .references(() => equipments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.equipmentId] })],
);

/**
 * The itemised cost sheet of a labour-export order (ADR 0031): written with the job, in its
 * transaction, replaced whole on each edit.
 */
export const jobCostItems = pgTable(
  'job_cost_items',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidWhen: text('paid_when').notNull(),
    refundable: boolean('refundable').notNull().default(false),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.position] }),
    check('job_cost_items_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every moderation decision, kept (who, when, what, why). */
export const jobModerations = pgTable(
  'job_moderations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_moderations_job_idx').on(t.jobId, t.createdAt)],
);

export type JobRow = typeof jobs.$inferSelect;
