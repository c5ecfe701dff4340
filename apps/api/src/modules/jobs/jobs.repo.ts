import type { CostItem } from '@app/contract';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyFields,
  equipments,
  jobEquipments,
  jobModerations,
  jobSkills,
  jobs,
  jobTags,
  nations,
  provinces,
  skills,
  tags,
  works,
} from '../../db/schema/index.ts';
import { Params, runShaped } from '../../lib/prepared.ts';
import { licenceValidSql } from '../licences/licence-valid.ts';
import { loadCostItems, replaceCostItems } from './job-cost-sheet.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/**
 * The job columns a card needs: everything but the rich text and the search text, which are most
 * of a row's bytes (a list page reads 20 rows and would drop them).
 */
const {
  description: _d,
  requirements: _r,
  benefits: _b,
  searchText: _s,
  listedUntil: _l,
  ...cardJobColumns
} = getTableColumns(jobs);

const placeAndCompany = {
  nationName: nations.name,
  provinceName: provinces.name,
  workName: works.name,
  company: {
    id: companies.id,
    name: companies.name,
    abbreviation: companies.abbreviation,
    logo: companies.logo,
    licenceVerified: licenceValidSql(),
  },
};

/** A select of card rows (list pages); add where / order / limit. */
export function selectCards(db: Reader) {
  return db
    .select({ job: cardJobColumns, ...placeAndCompany })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(nations, eq(nations.code, jobs.nationCode))
    .leftJoin(provinces, eq(provinces.code, jobs.provinceCode))
    .leftJoin(works, eq(works.id, jobs.workId));
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** Whole rows with the same joins (detail pages, the company's and admins' views). */
export function selectDetailRows(db: Reader) {
  return db
    .select({ job: jobs, ...placeAndCompany })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(nations, eq(nations.code, jobs.nationCode))
    .leftJoin(provinces, eq(provinces.code, jobs.provinceCode))
    .leftJoin(works, eq(works.id, jobs.workId));
}
export type DetailRow = Awaited<ReturnType<ReturnType<typeof selectDetailRows>['execute']>>[number];

export async function findDetailRow(db: Reader, id: number): Promise<DetailRow | undefined> {
  const [row] = await selectDetailRows(db).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Card rows of `ids`, in that order (one query prepared per number of ids: lib/prepared.ts). */
export async function loadCardRows(db: Reader, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const p = new Params();
  const list = p.list('id', ids);
  const rows = await runShaped(db, `cards:${p.shape}`, p.values, () =>
    selectCards(db).where(inArray(jobs.id, list)),
  );
  const byId = new Map(rows.map((r) => [r.job.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface JobLinks {
  field: { id: number; name: string } | null;
  tags: { id: number; name: string }[];
  skills: { id: number; name: string }[];
  equipments: { id: number; name: string }[];
  /** A labour-export order's cost sheet (ADR 0031); empty for other kinds. */
  costItems: CostItem[];
}

export async function loadJobLinks(
  db: Reader,
  job: { id: number; fieldId: number | null; kind: string },
): Promise<JobLinks> {
  const [field] = job.fieldId
    ? await db
        .select({ id: companyFields.id, name: companyFields.name })
        .from(companyFields)
        .where(eq(companyFields.id, job.fieldId))
    : [];
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(jobTags)
    .innerJoin(tags, eq(tags.id, jobTags.tagId))
    .where(eq(jobTags.jobId, job.id))
    .orderBy(asc(tags.name));
  const skillRows = await db
    .select({ id: skills.id, name: skills.name })
    .from(jobSkills)
    .innerJoin(skills, eq(skills.id, jobSkills.skillId))
    .where(eq(jobSkills.jobId, job.id))
    .orderBy(asc(skills.name));
  const equipmentRows = await db
    .select({ id: equipments.id, name: equipments.name })
    .from(jobEquipments)
    .innerJoin(equipments, eq(equipments.id, jobEquipments.equipmentId))
    .where(eq(jobEquipments.jobId, job.id))
    .orderBy(asc(equipments.sort), asc(equipments.name));
  const costItems = job.kind === 'labor_export' ? await loadCostItems(db, job.id) : [];
  return { field: field ?? null, tags: tagRows, skills: skillRows, equipments: equipmentRows, costItems };
}

export type JobValues = PgInsertValue<typeof jobs>;
export interface JobLinkIds {
  tagIds: number[];
  skillIds: number[];
  equipmentIds: number[];
  /** Written whole with the job when given (ADR 0031). */
  costItems?: readonly CostItem[];
}

export async function insertJob(tx: Tx, values: JobValues, links: JobLinkIds): Promise<number> {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('job not inserted');
  await replaceJobLinks(tx, row.id, links);
  return row.id;
}

export async function updateJob(
  tx: Tx,
  id: number,
  values: PgUpdateSetSource<typeof jobs>,
  links?: JobLinkIds,
) {
  await tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id));
  if (links) await replaceJobLinks(tx, id, links);
}

async function replaceJobLinks(tx: Tx, jobId: number, links: JobLinkIds): Promise<void> {
  await tx.delete(jobTags).where(eq(jobTags.jobId, jobId));
  await tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  await tx.delete(jobEquipments).where(eq(jobEquipments.jobId, jobId));
  if (links.tagIds.length) await tx.insert(jobTags).values(links.tagIds.map((tagId) => ({ jobId, tagId })));
  if (links.skillIds.length)
    await tx.insert(jobSkills).values(links.skillIds.map((skillId) => ({ jobId, skillId })));
  if (links.equipmentIds.length)
    await tx.insert(jobEquipments).values(links.equipmentIds.map((equipmentId) => ({ jobId, equipmentId })));
  if (links.costItems) await replaceCostItems(tx, jobId, links.costItems);
}

export async function recordModeration(
  tx: Pick<Db, 'insert'>,
  entry: {
    jobId: number;
    actorId: number | null;
    action: string;
    fromStatus: string | null;
    toStatus: string;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(jobModerations).values({ ...entry, reason: entry.reason ?? null });
}
