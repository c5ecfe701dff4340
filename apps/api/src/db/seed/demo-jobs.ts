import {
  type CostItem,
  type Currency,
  type JobEducationLevel,
  type JobGender,
  type JobKind,
  type JobStatus,
  monthlyVnd,
  type SalaryPeriod,
  todayInVietnam,
  type VndRates,
  type WorkingType,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { toSlug } from '../../lib/slug.ts';
import { educationRank } from '../../modules/jobs/education-rank.ts';
import { insertJob, recordModeration, type Tx } from '../../modules/jobs/jobs.repo.ts';
import { searchTextSql } from '../../modules/jobs/search-text.ts';
import { companyFields, equipments, nations, provinces, skills, tags, works } from '../schema/index.ts';
import { demoCostSheet } from './demo-cost-sheets.ts';

/** A demo offer as a person would describe it: names, not ids; dates relative to the seeding day. */
export interface DemoJob {
  /** Key of the company admin account (demo-accounts.ts). */
  company: string;
  kind: JobKind;
  title: string;
  /** ISO code; 'VN' for domestic jobs. */
  nation: string;
  /** 2025 province code (domestic jobs). */
  province?: string;
  location?: string;
  work: string;
  field?: string;
  tags?: string[];
  skills?: string[];
  equipments?: string[];
  quantity: number;
  gender?: JobGender;
  ageMin?: number;
  ageMax?: number;
  education?: JobEducationLevel;
  workingType?: WorkingType;
  salary?: { currency: Currency; period?: SalaryPeriod; min?: number; max?: number };
  /** Total cost to the candidate, VND. */
  expenseMax?: number;
  bonusMain?: number;
  bonusWarranty?: number;
  /** Days after the seeding day (negative: already closed). */
  deadlineInDays: number;
  /** Days after the seeding day; after the deadline. */
  flightInDays?: number;
  /** Approved jobs: published this many days before the seeding day. */
  publishedDaysAgo?: number;
  status?: JobStatus;
  rejectReason?: string;
  description: string;
  requirements?: string;
  benefits?: string;
  /** Labour export: a sheet of its own (else a lawful one is derived, demo-cost-sheets.ts). */
  costSheet?: { contractMonths: number; items: CostItem[] };
}

export interface DemoJobContext {
  companies: Map<string, { id: number; userId: number; name: string }>;
  /** The admin who moderated the demo jobs. */
  adminId: number;
  rates: VndRates;
  /** The seeding moment; every date is relative to it. */
  now: Date;
}

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function nameIndex(tx: Tx, table: typeof works | typeof tags | typeof skills | typeof equipments) {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function idOf(index: Map<string, number>, name: string, what: string): number {
  const id = index.get(name);
  if (id === undefined) throw new Error(`demo job: unknown ${what} "${name}"`);
  return id;
}

/**
 * Inserts demo jobs the way the posting service stores them (insertJob, the search text, salaries
 * normalised with monthlyVnd from the seeded rates, the education rank), then applies each one's
 * moderation with its history. Dates are relative to `ctx.now`, so a fresh seed is always current.
 */
export async function insertDemoJobs(
  tx: Tx,
  specs: readonly DemoJob[],
  ctx: DemoJobContext,
): Promise<number[]> {
  const workIds = await nameIndex(tx, works);
  const workRows = await tx.select({ id: works.id, name: works.name, group: works.workId }).from(works);
  const workNames = new Map(workRows.map((w) => [w.id, w.name]));
  const groupNames = new Map(workRows.map((w) => [w.id, w.group === null ? null : workNames.get(w.group)]));
  const tagIds = await nameIndex(tx, tags);
  const skillIds = await nameIndex(tx, skills);
  const equipmentIds = await nameIndex(tx, equipments);
  const fieldRows = await tx
    .select({ id: companyFields.id, name: companyFields.name, activity: companyFields.activity })
    .from(companyFields);
  const nationNames = new Map(
    (await tx.select({ code: nations.code, name: nations.name }).from(nations)).map((n) => [n.code, n.name]),
  );
  const provinceNames = new Map(
    (await tx.select({ code: provinces.code, name: provinces.name }).from(provinces)).map((p) => [
      p.code,
      p.name,
    ]),
  );
  const day = (n: number) => new Date(ctx.now.getTime() + n * DAY);
  // Deadlines and flights are calendar days in Vietnam (the public condition compares with
  // todayInVietnam), whatever the hour of seeding in UTC.
  const today = new Date(`${todayInVietnam(ctx.now)}T00:00:00Z`).getTime();
  const calendarDay = (n: number) => isoDate(new Date(today + n * DAY));
  const ids: number[] = [];

  for (const j of specs) {
    const company = ctx.companies.get(j.company);
    if (!company) throw new Error(`demo job: unknown company ${j.company}`);
    const workId = idOf(workIds, j.work, 'work');
    const activity = j.kind === 'study_abroad' ? 1 : 2;
    const field = j.field ? fieldRows.find((f) => f.name === j.field && f.activity === activity) : undefined;
    if (j.field && !field) throw new Error(`demo job: unknown field "${j.field}"`);
    const salary = j.salary;
    const period = salary?.period ?? 'month';
    const programme = { kind: j.kind, nationCode: j.nation };
    const status = j.status ?? 'approved';
    const published = status === 'approved' || status === 'disabled' ? day(-(j.publishedDaysAgo ?? 1)) : null;
    const created = published ? new Date(published.getTime() - DAY / 2) : day(-(j.publishedDaysAgo ?? 0));
    const sheet = demoCostSheet(j);
    const id = await insertJob(
      tx,
      {
        companyId: company.id,
        createdBy: company.userId,
        kind: j.kind,
        status,
        title: j.title,
        slug: toSlug(j.title) || 'viec-lam',
        nationCode: j.nation,
        provinceCode: j.province ?? null,
        location: j.location ?? null,
        workId,
        fieldId: field?.id ?? null,
        quantity: j.quantity,
        gender: j.gender ?? 'any',
        ageMin: j.ageMin ?? null,
        ageMax: j.ageMax ?? null,
        education: j.education ?? 'none',
        educationRank: educationRank(j.education ?? 'none'),
        workingType: j.workingType ?? 'full_time',
        salaryCurrency: salary?.currency ?? 'VND',
        salaryPeriod: period,
        salaryMin: salary?.min ?? null,
        salaryMax: salary?.max ?? null,
        salaryMinVnd: salary ? monthlyVnd(salary.min, salary.currency, period, ctx.rates, programme) : null,
        salaryMaxVnd: salary ? monthlyVnd(salary.max, salary.currency, period, ctx.rates, programme) : null,
        expenseMax: j.expenseMax ?? null,
        bonusMain: j.bonusMain ?? null,
        bonusWarranty: j.bonusWarranty ?? null,
        deadline: calendarDay(j.deadlineInDays),
        expectedFlightDate: j.flightInDays === undefined ? null : calendarDay(j.flightInDays),
        contractMonths: sheet.contractMonths,
        description: j.description,
        requirements: j.requirements ?? null,
        benefits: j.benefits ?? null,
        rejectReason: status === 'rejected' ? (j.rejectReason ?? null) : null,
        searchText: searchTextSql({
          title: j.title,
          occupation: j.work,
          occupationGroup: groupNames.get(workId),
          field: field?.name,
          kind: j.kind,
          nationCode: j.nation,
          nation: nationNames.get(j.nation),
          province: j.province ? provinceNames.get(j.province) : null,
          location: j.location,
          company: company.name,
        }),
        approvedAt: published,
        publishedAt: published,
        createdAt: created,
        updatedAt: published ?? created,
      },
      {
        tagIds: (j.tags ?? []).map((n) => idOf(tagIds, n, 'tag')),
        skillIds: (j.skills ?? []).map((n) => idOf(skillIds, n, 'skill')),
        equipmentIds: (j.equipments ?? []).map((n) => idOf(equipmentIds, n, 'equipment')),
        costItems: sheet.items,
      },
    );
    await recordModeration(tx, {
      jobId: id,
      actorId: company.userId,
      action: 'submit',
      fromStatus: null,
      toStatus: 'waiting',
    });
    if (status === 'approved' || status === 'disabled') {
      await recordModeration(tx, {
        jobId: id,
        actorId: ctx.adminId,
        action: 'approve',
        fromStatus: 'waiting',
        toStatus: 'approved',
      });
    }
    if (status === 'disabled' || status === 'rejected') {
      await recordModeration(tx, {
        jobId: id,
        actorId: ctx.adminId,
        action: status === 'disabled' ? 'disable' : 'reject',
        fromStatus: status === 'disabled' ? 'approved' : 'waiting',
        toStatus: status,
        reason: j.rejectReason ?? null,
      });
    }
    ids.push(id);
  }
  // The partial indexes' statistics: a fresh demo database is then planned like a real one.
  await tx.execute(sql`ANALYZE jobs`);
  return ids;
}
