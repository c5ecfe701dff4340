import { LICENCE_STATES, USER_STATUSES, USER_TYPES } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const licenceStateEnum = pgEnum('licence_state', LICENCE_STATES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a social sign-in that has not chosen employee or company yet. */
    type: userTypeEnum('type'),
    status: userStatusEnum('status').notNull().default('activated'),
    /** Company sub-users point at their company admin; null means a company admin. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    /** A sale's team leader (ADR 0026); null: not in a team. */
    leaderId: bigint('leader_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_type_status_idx').on(t.type, t.status),
    index('users_parent_idx').on(t.parentId),
    index('users_leader_idx').on(t.leaderId),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The company admin account that owns this company. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
    logo: text('logo'),
    addressDetail: text('address_detail'),
    provinceCode: text('province_code'),
    wardCode: text('ward_code'),
    taxCode: text('tax_code'),
    businessLicenseFile: text('business_license_file'),
    /** Spec §3 company_activity: 1 = study abroad, 2 = labour export; empty = domestic only. */
    activities: smallint('activities').array().notNull().default(sql`'{}'::smallint[]`),
    description: text('description'),
    website: text('website'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    laborLicenseNumber: text('labor_license_number'),
    laborLicenseDate: date('labor_license_date'),
    /** Labour-export licence (ADR 0030): issuing authority, private scan (upload key), state, expiry. */
    laborLicenseAuthority: text('labor_license_authority'),
    laborLicenseFile: text('labor_license_file'),
    licenceState: licenceStateEnum('licence_state').notNull().default('none'),
    /** Last day the verification holds (null: until revoked). */
    licenceExpiresOn: date('licence_expires_on'),
    employeeCount: integer('employee_count'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_user_key').on(t.userId),
    check('companies_name_not_blank', sql`btrim(${t.name}) <> ''`),
    index('companies_licence_state_idx').on(t.licenceState),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
