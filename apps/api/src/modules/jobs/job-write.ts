import {
  ErrorCode,
  isOverseasKind,
  type JobInput,
  JobMessage,
  monthlyVnd,
  richTextHasContent,
} from '@app/contract';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  companyFields,
  equipments,
  type jobs,
  nations,
  provinces,
  skills,
  tags,
  works,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { toSlug } from '../../lib/slug.ts';
import { asUpload } from '../../plugins/multipart.ts';
import { publicFileUrl, saveUpload } from '../uploads/uploads.service.ts';
import { educationRank } from './education-rank.ts';
import { loadVndRates } from './exchange-rates.ts';
import { assertLawfulFee } from './job-cost-sheet.ts';
import type { JobLinkIds } from './jobs.repo.ts';
import { searchTextSql } from './search-text.ts';

/** Everything of a job row that comes from the posting form (not its status or owner). */
export type JobContent = Omit<
  typeof jobs.$inferInsert,
  'id' | 'companyId' | 'createdBy' | 'status' | 'createdAt' | 'searchText'
> & { searchText: SQL };

async function nameOf(db: Db, table: typeof works | typeof companyFields, id: number | undefined) {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

/** The group an occupation is filed under (none for a group itself). */
async function groupOf(db: Db, workId: number) {
  const occupation = alias(works, 'occupation');
  const [row] = await db
    .select({ name: works.name })
    .from(occupation)
    .innerJoin(works, eq(works.id, occupation.workId))
    .where(eq(occupation.id, workId))
    .limit(1);
  return row;
}

/**
 * Checks the references of a posting, sanitises its rich text and computes what is derived
 * (slug, salaries in VND per month, education rank, the folded search text). Throws 422 with
 * field errors when a reference does not exist, 1155 when a labour-export order's service fee is
 * above the legal cap (ADR 0031). `saveFiles(tx)` stores the thumbnail and writes its
 * upload row in the caller's job transaction (a failed save leaves no row; at worst an unreferenced
 * file, ADR 0009) and gives the content fields that point at it.
 */
export async function prepareJobContent(
  app: FastifyInstance,
  input: JobInput,
  owner: { userId: number; companyName: string },
): Promise<{
  content: JobContent;
  links: JobLinkIds;
  saveFiles: (tx: Pick<Db, 'insert'>) => Promise<Pick<JobContent, 'thumbnail'>>;
}> {
  const db = app.db;
  const errors: Record<string, string[]> = {};
  const nationCode = isOverseasKind(input.kind) ? (input.nation_code as string) : 'VN';
  const [nation] = await db.select().from(nations).where(eq(nations.code, nationCode)).limit(1);
  if (!nation) errors.nation_code = [JobMessage.nationMissing];
  const [province] = input.province_code
    ? await db.select().from(provinces).where(eq(provinces.code, input.province_code)).limit(1)
    : [];
  if (input.province_code && !province) errors.province_code = [JobMessage.provinceMissing];
  const work = await nameOf(db, works, input.work_id);
  // Its group's name is searched too ("Nông nghiệp" finds "Chăn nuôi bò sữa"; ADR 0024).
  const group = work ? await groupOf(db, work.id) : undefined;
  if (!work) errors.work_id = [JobMessage.workMissing];
  const field = await nameOf(db, companyFields, input.field_id);
  if (input.field_id && !field) errors.field_id = ['Lĩnh vực không hợp lệ'];
  const labour = input.kind === 'labor_export';
  const links: JobLinkIds = {
    tagIds: [...new Set(input.tag_ids)],
    skillIds: [...new Set(input.skill_ids)],
    equipmentIds: [...new Set(input.equipment_ids)],
    // Only a labour-export order has a cost sheet; another kind's edit clears it.
    costItems: labour ? input.cost_items : [],
  };
  if ((await existingIds(db, tags, links.tagIds)).length !== links.tagIds.length)
    errors.tag_ids = ['Thẻ không hợp lệ'];
  if ((await existingIds(db, skills, links.skillIds)).length !== links.skillIds.length)
    errors.skill_ids = ['Kỹ năng không hợp lệ'];
  if ((await existingIds(db, equipments, links.equipmentIds)).length !== links.equipmentIds.length)
    errors.equipment_ids = ['Tiện ích không hợp lệ'];

  const description = sanitizeRichText(input.description ?? '');
  if (!richTextHasContent(description)) errors.description = [JobMessage.descriptionRequired];
  const optionalHtml = (html: string | undefined) => {
    const clean = html ? sanitizeRichText(html) : '';
    return richTextHasContent(clean) ? clean : null;
  };
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.Validation, { errors });

  const saveFiles = async (tx: Pick<Db, 'insert'>): Promise<Pick<JobContent, 'thumbnail'>> => {
    if (!input.thumbnail) return {};
    const thumbnail = await saveUpload(tx, app.storage, asUpload(input.thumbnail, 'thumbnail'), {
      ownerUserId: owner.userId,
      kind: 'job-thumbnail',
      visibility: 'public',
    });
    return { thumbnail: publicFileUrl(thumbnail.key) };
  };
  const { rates } = await loadVndRates(db);
  const salaryMin = input.salary_min ?? null;
  const salaryMax = input.salary_max ?? null;
  const contractMonths = labour ? (input.contract_months ?? null) : null;
  if (labour) {
    assertLawfulFee(
      {
        salaryMin,
        salaryCurrency: input.salary_currency,
        salaryPeriod: input.salary_period,
        contractMonths,
        nationCode,
        occupation: work?.name,
        field: field?.name,
      },
      input.cost_items,
      rates,
    );
  }
  // An hourly wage counts the hours the programme allows (a student's part-time cap abroad).
  const programme = { kind: input.kind, nationCode };
  const content: JobContent = {
    kind: input.kind,
    title: input.title,
    slug: toSlug(input.title) || 'viec-lam',
    nationCode,
    provinceCode: province?.code ?? null,
    location: input.location,
    workId: work?.id ?? null,
    fieldId: field?.id ?? null,
    quantity: input.quantity,
    gender: input.gender,
    ageMin: input.age_min ?? null,
    ageMax: input.age_max ?? null,
    education: input.education,
    educationRank: educationRank(input.education),
    workingType: input.working_type,
    salaryCurrency: input.salary_currency,
    salaryPeriod: input.salary_period,
    salaryMin,
    salaryMax,
    salaryMinVnd: monthlyVnd(salaryMin, input.salary_currency, input.salary_period, rates, programme),
    salaryMaxVnd: monthlyVnd(salaryMax, input.salary_currency, input.salary_period, rates, programme),
    expenseMax: input.expense_max ?? null,
    bonusMain: input.bonus_main ?? null,
    bonusWarranty: input.bonus_warranty ?? null,
    deadline: input.deadline,
    expectedFlightDate: input.expected_flight_date ?? null,
    contractMonths,
    description,
    requirements: optionalHtml(input.requirements),
    benefits: optionalHtml(input.benefits),
    searchText: searchTextSql({
      title: input.title,
      occupation: work?.name,
      occupationGroup: group?.name,
      field: field?.name,
      kind: input.kind,
      nationCode,
      nation: nation?.name,
      province: province?.name,
      location: input.location,
      company: owner.companyName,
    }),
  };
  return { content, links, saveFiles };
}
