import { ErrorCode, type JobCard, type JobKind } from '@app/contract';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getJobCompanyCard } from '../companies/public-companies.service.ts';
import { loadVndRates } from './exchange-rates.ts';
import { matchIds } from './job-list.ts';
import { newest } from './job-search.ts';
import { publicJobCondition, shownJobCondition } from './job-visibility.ts';
import { toJobCard, toJobDetail } from './jobs.mapper.ts';
import { loadCardRows, loadJobLinks, selectCards, selectDetailRows } from './jobs.repo.ts';

type Reader = Pick<Db, 'select' | 'execute'>;

export { type JobList, listPublicJobs } from './job-list.ts';

/**
 * A job whose page may be read: approved, of an activated company (a labour-export order: with a
 * verified licence, ADR 0030). Past its deadline it still
 * answers, as state `expired` (seekers reach it from their saved jobs and applications; the page
 * says it is closed and is not indexed). Waiting, rejected, disabled, of a locked company, or
 * missing: all the same 404.
 */
async function findShownRow(db: Reader, id: number) {
  const [row] = await selectDetailRows(db)
    .where(and(eq(jobs.id, id), shownJobCondition()))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** `GET /job/:id/:x`: the slug is not checked (the web redirects to `url` when it differs). */
export async function getPublicJob(db: Db, id: number, today: string) {
  const row = await findShownRow(db, id);
  const [links, rates, companyCard] = await Promise.all([
    loadJobLinks(db, row.job),
    loadVndRates(db),
    getJobCompanyCard(db, row.company.id, today),
  ]);
  return { ...toJobDetail(row, links, rates, today), company_card: companyCard };
}

const idsWhere = (db: Reader, where: SQL, limit: number) => matchIds(db, where, [...newest], limit, 0);

/**
 * `GET /job/:id/:x/related`: public jobs of the same kind, by closeness — same occupation and
 * nation, then same occupation, then same nation, then same company — newest first within each.
 * Three small index-ordered reads instead of one scored scan of every job of the nation.
 */
export async function relatedJobs(db: Reader, id: number, limit: number, today: string): Promise<JobCard[]> {
  const self = (await findShownRow(db, id)).job;
  const base = and(publicJobCondition(today), eq(jobs.kind, self.kind), ne(jobs.id, self.id)) as SQL;
  const [byWork, byNation, byCompany] = await Promise.all([
    self.workId ? idsWhere(db, and(base, eq(jobs.workId, self.workId)) as SQL, limit) : [],
    idsWhere(db, and(base, eq(jobs.nationCode, self.nationCode)) as SQL, limit),
    idsWhere(db, and(base, eq(jobs.companyId, self.companyId)) as SQL, limit),
  ]);
  const nationIds = new Set(byNation.map((r) => r.id));
  const ordered = [...byWork.filter((r) => nationIds.has(r.id)), ...byWork, ...byNation, ...byCompany].map(
    (r) => r.id,
  );
  const ids = [...new Set(ordered)].slice(0, limit);
  return (await loadCardRows(db, ids)).map((r) => toJobCard(r, today));
}

/** The home page sections: newest public jobs of one kind. */
export async function newestOfKind(
  db: Reader,
  kind: JobKind,
  limit: number,
  today: string,
): Promise<JobCard[]> {
  const rows = await selectCards(db)
    .where(and(publicJobCondition(today), eq(jobs.kind, kind)))
    .orderBy(...newest)
    .limit(limit);
  return rows.map((r) => toJobCard(r, today));
}
