import {
  type BonusType,
  type JobCard,
  type JobDetail,
  type JobEducationLevel,
  type JobGender,
  type JobKind,
  jobPath,
  jobState,
  keepsDefaultsFor,
  type ManagedJob,
  type ManagedJobRow,
  partTimeRule,
  type SalaryPeriod,
  type WorkingType,
} from '@app/contract';
import type { RateTable } from './exchange-rates.ts';
import { toCostSheet } from './job-cost-sheet.ts';
import type { CardRow, DetailRow, JobLinks } from './jobs.repo.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toJobCard(row: CardRow, today: string): JobCard {
  const j = row.job;
  return {
    id: j.id,
    slug: j.slug,
    name: j.title,
    kind: j.kind as JobKind,
    nation: { code: j.nationCode, name: row.nationName },
    province: j.provinceCode && row.provinceName ? { code: j.provinceCode, name: row.provinceName } : null,
    location: j.location,
    work: j.workId && row.workName ? { id: j.workId, name: row.workName } : null,
    salary_minimum: j.salaryMin,
    salary_maximum: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_period: j.salaryPeriod as SalaryPeriod,
    salary_min_vnd: j.salaryMinVnd,
    salary_max_vnd: j.salaryMaxVnd,
    expense_max: j.expenseMax,
    quantity: j.quantity,
    deadline: j.deadline,
    expected_flight_date: j.expectedFlightDate,
    thumbnail: j.thumbnail,
    company_logo: row.company.logo,
    company: {
      id: row.company.id,
      name: row.company.name,
      abbreviation: row.company.abbreviation,
      logo: row.company.logo,
      licence_verified: row.company.licenceVerified,
    },
    state: jobState(j.status, j.deadline, today),
    published_at: iso(j.publishedAt),
    url: jobPath(j),
  };
}

/** The rates of the salary's currency and of the destination's keeps defaults (issue 30 item 6). */
function keepsRates(salaryCurrency: string, nationCode: string, rates: RateTable): JobDetail['keeps_rates'] {
  const vnd_per_unit: Record<string, number> = {};
  for (const c of new Set([salaryCurrency, keepsDefaultsFor(nationCode).currency])) {
    const r = rates.rates[c];
    if (c !== 'VND' && r !== undefined) vnd_per_unit[c] = r;
  }
  return { as_of: rates.asOf, vnd_per_unit };
}

export function toJobDetail(row: DetailRow, links: JobLinks, rates: RateTable, today: string): JobDetail {
  const j = row.job;
  const bonus: JobDetail['bonus'] = [];
  if (j.bonusMain) bonus.push({ type: 'main' satisfies BonusType, amount: j.bonusMain });
  if (j.bonusWarranty) bonus.push({ type: 'warranty' satisfies BonusType, amount: j.bonusWarranty });
  return {
    ...toJobCard(row, today),
    field: links.field,
    tags: links.tags,
    skills: links.skills,
    equipments: links.equipments,
    gender: j.gender as JobGender,
    age_min: j.ageMin,
    age_max: j.ageMax,
    education: j.education as JobEducationLevel,
    working_type: j.workingType as WorkingType,
    bonus,
    description: j.description,
    requirements: j.requirements,
    benefits: j.benefits,
    rates_as_of: j.salaryCurrency === 'VND' ? null : rates.asOf,
    salary_hours_note: j.salaryPeriod === 'hour' ? partTimeRule(j.kind, j.nationCode) : null,
    cost_sheet: toCostSheet(
      j,
      { occupation: row.workName, field: links.field?.name ?? null },
      links.costItems,
      rates,
    ),
    keeps_rates: j.kind === 'labor_export' ? keepsRates(j.salaryCurrency, j.nationCode, rates) : null,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

export function toManagedJob(row: DetailRow, links: JobLinks, rates: RateTable, today: string): ManagedJob {
  const j = row.job;
  return {
    ...toJobDetail(row, links, rates, today),
    status: j.status,
    reject_reason: j.rejectReason,
    approved_at: iso(j.approvedAt),
  };
}

export function toManagedJobRow(
  row: CardRow,
  today: string,
  counts: { views: number; appearances: number } = { views: 0, appearances: 0 },
): ManagedJobRow {
  const j = row.job;
  return {
    views: counts.views,
    search_appearances: counts.appearances,
    ...toJobCard(row, today),
    status: j.status,
    reject_reason: j.rejectReason,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}
