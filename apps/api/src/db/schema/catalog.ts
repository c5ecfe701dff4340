import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Reference data: loaded at seed time from npm packages and Node's ICU data (DOMAIN.md). */
export const nations = pgTable('nations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  isDestination: boolean('is_destination').notNull().default(false),
  sort: integer('sort').notNull(),
});

/** The two-level administrative set in force since 2025-07-01 (34 provinces, 3,321 wards). */
export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  type: text('type').notNull(),
});

export const wards = pgTable(
  'wards',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    type: text('type').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
  },
  (t) => [index('wards_province_idx').on(t.provinceCode)],
);

/** The three-level set before 2025-07-01 (63 / ~705 / ~10,600), for district calls and old records. */
export const legacyProvinces = pgTable('legacy_provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  type: text('type').notNull(),
});

export const legacyDistricts = pgTable(
  'legacy_districts',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    type: text('type').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => legacyProvinces.code),
  },
  (t) => [index('legacy_districts_province_idx').on(t.provinceCode)],
);

export const legacyWards = pgTable(
  'legacy_wards',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    type: text('type').notNull(),
    districtCode: text('district_code')
      .notNull()
      .references(() => legacyDistricts.code),
  },
  (t) => [index('legacy_wards_district_idx').on(t.districtCode)],
);

export const wardMappings = pgTable(
  'ward_mappings',
  {
    oldWardCode: text('old_ward_code').notNull(),
    newWardCode: text('new_ward_code').notNull(),
  },
  (t) => [
    uniqueIndex('ward_mappings_key').on(t.oldWardCode, t.newWardCode),
    index('ward_mappings_new_idx').on(t.newWardCode),
  ],
);

export const skills = pgTable('skills', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Company fields (lĩnh vực); activity 1 = study abroad, 2 = labour export (spec §3). */
export const companyFields = pgTable(
  'company_fields',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    activity: smallint('activity').notNull(),
  },
  (t) => [uniqueIndex('company_fields_slug_activity_key').on(t.slug, t.activity)],
);

export const tags = pgTable('tags', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  suggested: boolean('suggested').notNull().default(false),
});
