import { type CompanyActivityFilter, type CompanySort, DOMESTIC_ACTIVITY } from '@app/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyFieldLinks,
  companyFields,
  companyTagLinks,
  jobs,
  provinces,
  tags,
  users,
  wards,
} from '../../db/schema/index.ts';
import { openJobCondition, publicJobCondition } from '../jobs/job-visibility.ts';
import { licenceValidSql } from '../licences/licence-valid.ts';
import { companyRatingColumns } from '../reviews/reviews.repo.ts';

type Reader = Pick<Db, 'select'>;

/** A company is public while its admin account is an activated company account. */
export function publicCompanyCondition(): SQL {
  return and(eq(users.type, 'company'), eq(users.status, 'activated'), isNull(users.parentId)) as SQL;
}

/**
 * Public jobs of the company in the row (its labour-export orders only while its licence counts,
 * ADR 0030): read from the company index alone, which carries the deadline and `listed_until`.
 */
const jobCount = (today: string) =>
  sql<number>`(SELECT count(*)::int FROM ${jobs} WHERE ${jobs.companyId} = ${companies.id} AND ${publicJobCondition(today)})`;

/** The company has open domestic jobs (the derived public activity 3, ADR 0023). */
const hiresDomestic = (today: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.companyId} = ${companies.id} AND ${jobs.kind} = 'domestic' AND ${openJobCondition(today)})`;

const columns = (today: string) => ({
  company: companies,
  hiresDomestic: hiresDomestic(today),
  provinceName: provinces.name,
  provinceFullName: provinces.fullName,
  wardFullName: wards.fullName,
  jobCount: jobCount(today),
  licenceVerified: licenceValidSql(today),
  ...companyRatingColumns(),
});

function selectPublicCompanies(db: Reader, today: string) {
  return db
    .select(columns(today))
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(provinces, eq(provinces.code, companies.provinceCode))
    .leftJoin(wards, eq(wards.code, companies.wardCode));
}
export type PublicCompanyRow = Awaited<
  ReturnType<ReturnType<typeof selectPublicCompanies>['execute']>
>[number];

export interface CompanyFilter {
  search?: string | undefined;
  activity?: CompanyActivityFilter | undefined;
  sort?: CompanySort | undefined;
  licenceVerified?: boolean | undefined;
}

function filterCondition(f: CompanyFilter, today: string): SQL {
  const parts: SQL[] = [publicCompanyCondition()];
  if (f.search) {
    // The expression of companies_name_fold_trgm_idx (migration 0009), so the index serves it.
    parts.push(
      sql`vn_fold(${companies.name} || ' ' || coalesce(${companies.abbreviation}, '')) LIKE '%' || vn_fold(${f.search}) || '%'`,
    );
  }
  if (f.activity === DOMESTIC_ACTIVITY) parts.push(hiresDomestic(today));
  else if (f.activity) parts.push(sql`${companies.activities} @> ARRAY[${f.activity}]::smallint[]`);
  if (f.licenceVerified) parts.push(licenceValidSql(today));
  return and(...parts) as SQL;
}

/**
 * Default: companies with open jobs first, then the most recently registered. `danh-gia-cao`: the
 * highest average of published reviews first (more reviews first at the same average), companies
 * without reviews last, then the default order.
 */
export async function listPublicCompanies(
  db: Reader,
  f: CompanyFilter,
  page: { limit: number; offset: number },
  today: string,
): Promise<{ rows: PublicCompanyRow[]; total: number }> {
  const where = filterCondition(f, today);
  const hasOpenJobs = sql`EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.companyId} = ${companies.id} AND ${publicJobCondition(today)})`;
  const { ratingAverage, ratingCount } = companyRatingColumns();
  const order =
    f.sort === 'danh-gia-cao'
      ? [sql`${ratingAverage} DESC NULLS LAST`, desc(ratingCount), desc(hasOpenJobs), desc(companies.id)]
      : [desc(hasOpenJobs), desc(companies.id)];
  const rows = await selectPublicCompanies(db, today)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findPublicCompany(
  db: Reader,
  id: number,
  today: string,
): Promise<PublicCompanyRow | undefined> {
  const [row] = await selectPublicCompanies(db, today)
    .where(and(eq(companies.id, id), publicCompanyCondition()))
    .limit(1);
  return row;
}

/** Tags of several companies at once (a list page). */
export async function loadCompanyTags(
  db: Reader,
  companyIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (companyIds.length === 0) return out;
  const rows = await db
    .select({ companyId: companyTagLinks.companyId, id: tags.id, name: tags.name })
    .from(companyTagLinks)
    .innerJoin(tags, eq(tags.id, companyTagLinks.tagId))
    .where(inArray(companyTagLinks.companyId, companyIds))
    .orderBy(tags.id);
  for (const r of rows) {
    const list = out.get(r.companyId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.companyId, list);
  }
  return out;
}

/** The fields (lĩnh vực) of one company. */
export async function loadCompanyFields(db: Reader, companyId: number) {
  return db
    .select({ id: companyFields.id, name: companyFields.name, activity: companyFields.activity })
    .from(companyFieldLinks)
    .innerJoin(companyFields, eq(companyFields.id, companyFieldLinks.fieldId))
    .where(eq(companyFieldLinks.companyId, companyId))
    .orderBy(companyFields.id);
}
