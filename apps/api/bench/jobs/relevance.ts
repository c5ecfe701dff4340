/**
 * The relevance set of the tests (test/support/search-relevance.data.ts) on the bench's generated
 * jobs: every query through the app's route, each answer judged by the query's own rule over the
 * job (kind, destination, words of title, occupation, field and place), precision at
 * k = min(10, relevant jobs) as in search-relevance.test.ts. Queries no generated job is relevant
 * to (the demo data's own places and programmes) are skipped and counted.
 */
import { todayInVietnam } from '@app/contract';
import { RELEVANCE_CASES } from '../../test/support/search-relevance.data.ts';
import {
  type PublicJobRow,
  type RelevanceRun,
  scoreRelevance,
  toPublicJob,
} from '../../test/support/search-relevance.ts';
import type { Probe } from './probe.ts';

export async function runRelevance(probe: Probe): Promise<RelevanceRun> {
  const { rows } = await probe.pool.query<PublicJobRow & { id: string }>(
    `SELECT j.id, j.kind, j.nation_code AS nation, na.name AS "nationName", j.title, j.location,
       w.name AS work, g.name AS "workGroup", f.name AS field, p.name AS province, c.name AS company
     FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id
     JOIN nations na ON na.code = j.nation_code
     LEFT JOIN works w ON w.id = j.work_id LEFT JOIN works g ON g.id = w.work_id
     LEFT JOIN company_fields f ON f.id = j.field_id
     LEFT JOIN provinces p ON p.code = j.province_code
     WHERE j.status = 'approved' AND j.deadline >= $1::date AND u.status = 'activated'
       AND (j.kind <> 'labor_export' OR (c.licence_state = 'verified'
         AND (c.licence_expires_on IS NULL OR c.licence_expires_on >= $1::date)))`,
    [todayInVietnam()],
  );
  const publicJobs = rows.map((r) => toPublicJob({ ...r, id: Number(r.id) }));
  return scoreRelevance(RELEVANCE_CASES, publicJobs, async (q) => {
    const res = await probe.app.inject({
      method: 'GET',
      url: `/api/listJobs?search=${encodeURIComponent(q)}&limit=10`,
    });
    const data = res.json().data as { items: { id: number }[]; keyword_match: string | null };
    return { ids: data.items.map((j) => j.id), match: data.keyword_match };
  });
}

/** One line: mean precision, the queries below 0.9, the skipped count. */
export function relevanceSummary(r: RelevanceRun): string {
  const low = r.scores.filter((s) => s.p < 0.9).map((s) => `${s.q} ${s.p.toFixed(2)}`);
  const mode = r.scores.filter((s) => s.wrongMode).map((s) => s.q);
  return (
    `relevance set: ${r.scores.length} queries scored, mean P@10 ${r.mean.toFixed(3)}` +
    `; below 0.9: ${low.length ? low.join('; ') : 'none'}` +
    (mode.length ? `; unexpected match mode: ${mode.join(', ')}` : '') +
    `; ${r.skipped.length} skipped (no relevant generated job)`
  );
}
