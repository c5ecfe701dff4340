import {
  CHAT_MAX_CARDS,
  type ChatCompanyCard,
  type ChatJobCard,
  type JobCard,
  type PublicCompanyCard,
  ZJobSearchQuery,
} from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { getJobCompanyCard, listPublicCompanies } from '../companies/public-companies.service.ts';
import { listPublicJobs } from '../jobs/public-jobs.service.ts';
import type { Detected } from './intent.ts';

/** Spec §9: the adviser's job searches read 10 jobs. */
export const CHAT_SEARCH_LIMIT = 10;
/** Spec §9: a top-rated question keeps companies rated at least this on average. */
export const TOP_RATED_MIN_AVERAGE = 3;
/** Characters of a job's description given to the model as data. */
const DESCRIPTION_CHARS = 400;

export interface ChatData {
  jobs: JobCard[];
  /** Matching jobs in all (the list's capped total), for the answer's "N việc làm". */
  jobTotal: number;
  companies: PublicCompanyCard[];
  /** Plain-text openings of the first jobs' descriptions (for the model, as data). */
  descriptions: Map<number, string>;
}

export const EMPTY_CHAT_DATA: ChatData = { jobs: [], jobTotal: 0, companies: [], descriptions: new Map() };

export const toJobCardOfChat = (j: JobCard): ChatJobCard => ({
  id: j.id,
  slug: j.slug,
  name: j.name,
  nation: j.nation,
  salary_minimum: j.salary_minimum,
  salary_maximum: j.salary_maximum,
  salary_currency: j.salary_currency,
  salary_period: j.salary_period,
  thumbnail: j.thumbnail,
  company_logo: j.company_logo,
  company_name: j.company.name,
  url: j.url,
});

export const toCompanyCardOfChat = (c: PublicCompanyCard): ChatCompanyCard => ({
  id: c.id,
  name: c.name,
  logo: c.logo,
  job_count: c.job_count,
  company_activity: c.company_activity,
  stats: c.stats,
  url: `/companies/${c.id}`,
});

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The public job list's own search (same words, dictionary, filters and order as `/listJobs`). */
async function searchJobs(db: Db, d: Detected, today: string, withKeywords: boolean) {
  const query = ZJobSearchQuery.parse({
    limit: CHAT_SEARCH_LIMIT,
    ...(withKeywords && d.keywords ? { search: d.keywords } : {}),
    ...(d.nation ? { nation: d.nation } : {}),
    ...(d.kind ? { kind: d.kind } : {}),
  });
  return listPublicJobs(db, query, today);
}

async function jobsFor(db: Db, d: Detected, today: string) {
  let list = await searchJobs(db, d, today, true);
  // Keywords that find nothing within a country or kind: that country's or kind's jobs instead.
  if (list.items.length === 0 && d.keywords && (d.nation || d.kind))
    list = await searchJobs(db, d, today, false);
  return list;
}

/** The companies behind the jobs found, in the jobs' order. */
async function companiesOfJobs(db: Db, found: JobCard[], today: string): Promise<PublicCompanyCard[]> {
  const ids = [...new Set(found.map((j) => j.company.id))].slice(0, CHAT_MAX_CARDS);
  return Promise.all(ids.map((id) => getJobCompanyCard(db, id, today)));
}

async function descriptionsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, description: jobs.description })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(rows.map((r) => [r.id, plainText(r.description).slice(0, DESCRIPTION_CHARS)]));
}

/** Spec §9: fetch max(2n, 20) by rating, keep those rated ≥ 3 on average, first n. */
export async function topRatedCompanies(db: Db, d: Detected, today: string): Promise<PublicCompanyCard[]> {
  const activity = d.kind === 'study_abroad' ? 1 : d.kind === 'labor_export' ? 2 : undefined;
  const page = await listPublicCompanies(
    db,
    { page: 1, limit: Math.max(2 * d.count, 20), sort: 'danh-gia-cao', activity },
    today,
  );
  return page.items
    .filter((c) => c.stats.averageRating !== null && c.stats.averageRating >= TOP_RATED_MIN_AVERAGE)
    .slice(0, d.count);
}

/**
 * What our database says about the question: jobs and companies for the cards and the model's
 * data. A failing search answers empty lists (spec §8), so the adviser still answers.
 */
export async function gatherChatData(
  db: Db,
  d: Detected,
  today: string,
  log: FastifyBaseLogger,
): Promise<ChatData> {
  try {
    switch (d.intent) {
      case 'greeting':
      case 'off_topic':
        return EMPTY_CHAT_DATA;
      case 'top_rated':
        return { ...EMPTY_CHAT_DATA, companies: await topRatedCompanies(db, d, today) };
      case 'study_vs_labour': {
        const [study, labour] = await Promise.all([
          listPublicCompanies(db, { page: 1, limit: 2, activity: 1 }, today),
          listPublicCompanies(db, { page: 1, limit: 2, activity: 2 }, today),
        ]);
        const byId = new Map([...study.items, ...labour.items].map((c) => [c.id, c]));
        return { ...EMPTY_CHAT_DATA, companies: [...byId.values()].slice(0, CHAT_MAX_CARDS) };
      }
      default: {
        const list = await jobsFor(db, d, today);
        const shown = list.items.slice(0, CHAT_MAX_CARDS);
        const [companies, descriptions] = await Promise.all([
          companiesOfJobs(db, list.items, today),
          descriptionsOf(
            db,
            shown.map((j) => j.id),
          ),
        ]);
        return { jobs: list.items, jobTotal: list.total, companies, descriptions };
      }
    }
  } catch (err) {
    log.warn({ err }, 'chat search failed: answering with empty lists');
    return EMPTY_CHAT_DATA;
  }
}
