/**
 * How the relevance set (search-relevance.data.ts) is scored, on the demo data (the test) and on
 * the bench's generated jobs (bench/search-plans.ts --relevance, `npm run bench`): precision at
 * k = min(10, relevant jobs), the share of the first k results the query's rule judges relevant (a
 * shorter answer counts its missing places as misses, so an empty answer scores 0).
 */
import { foldVietnamese, type JobKind, KIND_SEARCH_TEXT, NATION_SEARCH_TEXT } from '@app/contract/client';
import type { JudgedJob, RelevanceCase } from './search-relevance.data.ts';

const words = (...parts: (string | null | undefined)[]) =>
  ` ${foldVietnamese(parts.filter(Boolean).join(' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export interface PublicJob extends JudgedJob {
  id: number;
  /** Everything a search may match: the judged text, the kind's and country's names, the company. */
  searchable: string;
}

/** What the judge and the dictionary check read of one public job (its row and joined names). */
export interface PublicJobRow {
  id: number;
  kind: string;
  nation: string;
  nationName: string | null;
  title: string;
  location: string | null;
  work: string | null;
  /** The occupation's group ("Nông nghiệp" for "Chăn nuôi bò sữa"). */
  workGroup: string | null;
  field: string | null;
  province: string | null;
  company: string | null;
}

export function toPublicJob(r: PublicJobRow): PublicJob {
  const text = words(r.title, r.work, r.workGroup, r.field, r.province, r.location);
  return {
    id: r.id,
    kind: r.kind,
    nation: r.nation,
    text,
    searchable: `${text}|${words(KIND_SEARCH_TEXT[r.kind as JobKind])}|${words(r.nationName, NATION_SEARCH_TEXT[r.nation])}|${words(r.company)}`,
  };
}

export interface CaseScore {
  q: string;
  p: number;
  /** The answer did not come the expected way (`words`, or `similar` for a typo). */
  wrongMode: boolean;
  got: string;
}

export interface RelevanceRun {
  scores: CaseScore[];
  mean: number;
  /** Queries no public job is relevant to (not scored). */
  skipped: string[];
}

/**
 * Runs every case through `search` (the first 10 ids and the match mode) and scores it against the
 * public jobs given. Relevant jobs are counted up to 10 only (enough for k), so a million jobs
 * cost little more than a hundred.
 */
export async function scoreRelevance(
  cases: RelevanceCase[],
  publicJobs: PublicJob[],
  search: (q: string) => Promise<{ ids: number[]; match: string | null }>,
): Promise<RelevanceRun> {
  const byId = new Map(publicJobs.map((j) => [j.id, j]));
  const scores: CaseScore[] = [];
  const skipped: string[] = [];
  for (const c of cases) {
    let relevantCount = 0;
    for (const j of publicJobs) if (c.relevant(j) && ++relevantCount === 10) break;
    if (relevantCount === 0) {
      skipped.push(c.q);
      continue;
    }
    const res = await search(c.q);
    const k = Math.min(10, relevantCount);
    const hits = res.ids.slice(0, k).filter((id) => {
      const j = byId.get(id);
      return j !== undefined && c.relevant(j);
    }).length;
    scores.push({
      q: c.q,
      p: hits / k,
      wrongMode: res.match !== (c.typo ? 'similar' : 'words'),
      got: res.ids.join(','),
    });
  }
  const mean = scores.reduce((sum, s) => sum + s.p, 0) / Math.max(1, scores.length);
  return { scores, mean, skipped };
}
