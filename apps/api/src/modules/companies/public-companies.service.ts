import {
  type CompanyActivityFilter,
  type CompanySort,
  DOMESTIC_ACTIVITY,
  ErrorCode,
  type Page,
  type PublicCompany,
  type PublicCompanyCard,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCompanyStats } from '../reviews/reviews.repo.ts';
import * as repo from './public-companies.repo.ts';

function toCard(row: repo.PublicCompanyRow, tagList: { id: number; name: string }[]): PublicCompanyCard {
  const c = row.company;
  return {
    id: c.id,
    name: c.name,
    abbreviation: c.abbreviation,
    logo: c.logo,
    province: c.provinceCode && row.provinceName ? { code: c.provinceCode, name: row.provinceName } : null,
    job_count: row.jobCount,
    tags: tagList,
    company_activity:
      row.hiresDomestic && !c.activities.includes(DOMESTIC_ACTIVITY)
        ? [...c.activities, DOMESTIC_ACTIVITY]
        : c.activities,
    licence_verified: row.licenceVerified,
    stats: toCompanyStats(row),
  };
}

export async function listPublicCompanies(
  db: Db,
  q: {
    page: number;
    limit: number;
    search?: string | undefined;
    activity?: CompanyActivityFilter | undefined;
    sort?: CompanySort | undefined;
    licence_verified?: boolean | undefined;
  },
  today: string,
): Promise<Page<PublicCompanyCard>> {
  const search = q.search?.replace(/\s+/g, ' ').trim();
  const { rows, total } = await repo.listPublicCompanies(
    db,
    { search: search || undefined, activity: q.activity, sort: q.sort, licenceVerified: q.licence_verified },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
    today,
  );
  const tagsOf = await repo.loadCompanyTags(
    db,
    rows.map((r) => r.company.id),
  );
  return {
    items: rows.map((r) => toCard(r, tagsOf.get(r.company.id) ?? [])),
    total,
    page: q.page,
    limit: q.limit,
  };
}

async function findOr404(db: Db, id: number, today: string) {
  const row = await repo.findPublicCompany(db, id, today);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

const addressOf = (row: repo.PublicCompanyRow): string | null =>
  [row.company.addressDetail, row.wardFullName, row.provinceFullName].filter(Boolean).join(', ') || null;

export async function getPublicCompany(db: Db, id: number, today: string): Promise<PublicCompany> {
  const row = await findOr404(db, id, today);
  const c = row.company;
  const [tagsOf, fields] = await Promise.all([
    repo.loadCompanyTags(db, [c.id]),
    repo.loadCompanyFields(db, c.id),
  ]);
  return {
    ...toCard(row, tagsOf.get(c.id) ?? []),
    description: c.description,
    website: c.website,
    address: addressOf(row),
    fields,
    labor_license_number: c.laborLicenseNumber,
    labor_license_date: c.laborLicenseDate,
    tax_code: c.taxCode,
    created_at: c.createdAt.toISOString(),
  };
}

/** The company card of a job detail page: the public card plus what a candidate checks first. */
export async function getJobCompanyCard(db: Db, id: number, today: string) {
  const row = await findOr404(db, id, today);
  const tagsOf = await repo.loadCompanyTags(db, [row.company.id]);
  return {
    ...toCard(row, tagsOf.get(row.company.id) ?? []),
    address: addressOf(row),
    labor_license_number: row.company.laborLicenseNumber,
    website: row.company.website,
  };
}

/** 404 unless the company is public (its job list answers like its profile). */
export async function assertPublicCompany(db: Db, id: number, today: string): Promise<void> {
  await findOr404(db, id, today);
}
