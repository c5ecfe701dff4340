import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyFieldLinks,
  companyFields,
  companyTagLinks,
  jobs,
  jobTags,
  tags,
} from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export interface Usage {
  jobCount: number;
  companyCount: number;
}

/** LIKE's own wildcards in the admin's text are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = (column: SQL | typeof tags.name | typeof companyFields.name, text: string) =>
  sql`vn_fold(${column}) like '%' || vn_fold(${likeEscape(text)}) || '%'`;

/**
 * The two catalogues differ only in their tables: a field is carried by `jobs.field_id` (one per
 * job) and `company_field_links`; a tag by `job_tags` and `company_tag_links` (many per job).
 */
export const catalogs = {
  field: {
    table: companyFields,
    /** Usage of each id: jobs (any status) and companies. */
    async usage(db: Reader, ids: number[]): Promise<Map<number, Usage>> {
      const out = new Map<number, Usage>(ids.map((id) => [id, { jobCount: 0, companyCount: 0 }]));
      if (ids.length === 0) return out;
      const [j, c] = await Promise.all([
        db
          .select({ id: jobs.fieldId, n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(inArray(jobs.fieldId, ids))
          .groupBy(jobs.fieldId),
        db
          .select({ id: companyFieldLinks.fieldId, n: sql<number>`count(*)::int` })
          .from(companyFieldLinks)
          .where(inArray(companyFieldLinks.fieldId, ids))
          .groupBy(companyFieldLinks.fieldId),
      ]);
      for (const r of j) if (r.id !== null) (out.get(r.id) as Usage).jobCount = Number(r.n);
      for (const r of c) (out.get(r.id) as Usage).companyCount = Number(r.n);
      return out;
    },
    /** Moves every job and company of `from` to `to`; a company that has both keeps one link. */
    async moveLinks(tx: Tx, from: number, to: number) {
      const companiesCount = await countWhere(tx, companyFieldLinks, eq(companyFieldLinks.fieldId, from));
      const movedJobs = await tx
        .update(jobs)
        .set({ fieldId: to })
        .where(eq(jobs.fieldId, from))
        .returning({ id: jobs.id });
      await tx.execute(sql`
        INSERT INTO ${companyFieldLinks} (company_id, field_id)
        SELECT company_id, ${to} FROM ${companyFieldLinks} WHERE field_id = ${from}
        ON CONFLICT DO NOTHING`);
      return { jobs: movedJobs.length, companies: companiesCount };
    },
  },
  tag: {
    table: tags,
    async usage(db: Reader, ids: number[]): Promise<Map<number, Usage>> {
      const out = new Map<number, Usage>(ids.map((id) => [id, { jobCount: 0, companyCount: 0 }]));
      if (ids.length === 0) return out;
      const [j, c] = await Promise.all([
        db
          .select({ id: jobTags.tagId, n: sql<number>`count(*)::int` })
          .from(jobTags)
          .where(inArray(jobTags.tagId, ids))
          .groupBy(jobTags.tagId),
        db
          .select({ id: companyTagLinks.tagId, n: sql<number>`count(*)::int` })
          .from(companyTagLinks)
          .where(inArray(companyTagLinks.tagId, ids))
          .groupBy(companyTagLinks.tagId),
      ]);
      for (const r of j) (out.get(r.id) as Usage).jobCount = Number(r.n);
      for (const r of c) (out.get(r.id) as Usage).companyCount = Number(r.n);
      return out;
    },
    /** Moves every job and company of `from` to `to`; one that has both keeps one link. */
    async moveLinks(tx: Tx, from: number, to: number) {
      const jobsCount = await countWhere(tx, jobTags, eq(jobTags.tagId, from));
      const companiesCount = await countWhere(tx, companyTagLinks, eq(companyTagLinks.tagId, from));
      await tx.execute(sql`
        INSERT INTO ${jobTags} (job_id, tag_id)
        SELECT job_id, ${to} FROM ${jobTags} WHERE tag_id = ${from}
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO ${companyTagLinks} (company_id, tag_id)
        SELECT company_id, ${to} FROM ${companyTagLinks} WHERE tag_id = ${from}
        ON CONFLICT DO NOTHING`);
      return { jobs: jobsCount, companies: companiesCount };
    },
  },
} as const;

export type CatalogKind = keyof typeof catalogs;

async function countWhere(
  db: Reader,
  table: typeof companyFieldLinks | typeof companyTagLinks | typeof jobTags,
  where: SQL,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export async function listFields(
  db: Db,
  q: { search?: string | undefined; activity?: number | undefined; page: number; limit: number },
) {
  const where = and(
    q.search ? folded(companyFields.name, q.search) : undefined,
    q.activity ? eq(companyFields.activity, q.activity) : undefined,
  );
  const [items, counted] = await Promise.all([
    db
      .select()
      .from(companyFields)
      .where(where)
      .orderBy(desc(companyFields.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(companyFields).where(where),
  ]);
  return { items, total: Number(counted[0]?.n ?? 0) };
}

export async function listTags(
  db: Db,
  q: { search?: string | undefined; suggested?: '1' | '0' | undefined; page: number; limit: number },
) {
  const where = and(
    q.search ? folded(tags.name, q.search) : undefined,
    q.suggested ? eq(tags.suggested, q.suggested === '1') : undefined,
  );
  const [items, counted] = await Promise.all([
    db.select().from(tags).where(where).orderBy(desc(tags.id)).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(tags).where(where),
  ]);
  return { items, total: Number(counted[0]?.n ?? 0) };
}
