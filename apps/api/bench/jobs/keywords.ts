/**
 * The keyword suite: Vietnamese searches as people type them. Each goes through the app's route
 * (probe.ts records the statements it runs), then every statement is EXPLAIN ANALYZEd on
 * PostgreSQL: server time (planning + execution, summed over the statements of one search) and
 * whether any Seq Scan on `jobs` appears.
 */
import type { Probe, Statement } from './probe.ts';

export type KeywordGroup =
  | 'common'
  | 'accented'
  | 'decomposed'
  | 'phrase'
  | 'rare'
  | 'short'
  | 'none'
  | 'typo';

export const KEYWORDS: [group: KeywordGroup, text: string][] = [
  ...(
    [
      'ky su',
      'nhat ban',
      'thuc pham',
      'xay dung',
      'dieu duong',
      'han quoc',
      'dai loan',
      'co khi',
      'dong goi',
      'lai xe',
      'du hoc',
      'che bien thuy san',
      'may cong nghiep',
      'ha noi',
      'da nang',
      'ho chi minh',
      'osaka',
      'tokyo',
      'xkld',
      'thuc tap sinh',
      'tokutei',
    ] as const
  ).map((t) => ['common', t] as [KeywordGroup, string]),
  ...(
    [
      'Kỹ sư cơ khí',
      'Nhật Bản',
      'Đài Loan',
      'Hàn Quốc',
      'Đà Nẵng',
      'Điều dưỡng viên',
      'Chăm sóc người cao tuổi',
      'Du học nghề Đức',
      'Đóng gói thực phẩm',
      'HÀN TIG',
      'Cơ khí – Hàn',
    ] as const
  ).map((t) => ['accented', t] as [KeywordGroup, string]),
  ['decomposed', 'Kỹ sư cơ khí'.normalize('NFD')],
  ['decomposed', 'Đà Nẵng'.normalize('NFD')],
  ...(
    [
      'ky su da nang',
      'dieu duong duc',
      'xkld nhat ban osaka',
      'lap rap linh kien dien tu',
      'cham soc nguoi cao tuoi nhat ban',
      'cong ty sao mai',
      'tuyen nu dong goi thuc pham',
    ] as const
  ).map((t) => ['phrase', t] as [KeywordGroup, string]),
  ...(
    [
      'thuyen vien danh ca',
      'han vo tau',
      'ba lan',
      'bulgaria',
      'qatar',
      'cao hung',
      'calgary',
      'cong nghe o to',
      // In 0.2 % of the jobs: more than the count's cap at 1M, too few to meet soon on a walk.
      'dubai',
      'krakow',
    ] as const
  ).map((t) => ['rare', t] as [KeywordGroup, string]),
  ...(['a', 'u', 'han', 'duc', 'may', 'ga', 'ky', 'IT'] as const).map(
    (t) => ['short', t] as [KeywordGroup, string],
  ),
  ...(['zzzz', 'qwerty', 'blockchain', 'phi hanh gia', 'bác sĩ thú y'] as const).map(
    (t) => ['none', t] as [KeywordGroup, string],
  ),
  ...(['ky su co khj', 'nhat bna', 'dieu duogn', 'xay dng', 'osaak'] as const).map(
    (t) => ['typo', t] as [KeywordGroup, string],
  ),
];

/** The keywords the load test of the search rotates through: common searches, one with no match. */
export const LOAD_KEYWORDS = [
  'ky su',
  'nhat ban',
  'thuc pham',
  'Kỹ sư cơ khí',
  'dieu duong',
  'han quoc',
  'xay dung',
  'dai loan osaka',
  'lai xe',
  'zzzz',
];

export interface KeywordResult extends ExplainedRequest {
  group: KeywordGroup;
  keyword: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan') out.push(node['Relation Name'] ?? '?');
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

export async function explain(
  probe: Probe,
  st: Statement,
): Promise<{ planningMs: number; executionMs: number; plan: PlanNode }> {
  const res = await probe.pool.query({
    text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.text}`,
    values: st.params,
  });
  const out = (
    res.rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }[] }
  )['QUERY PLAN'][0];
  if (!out) throw new Error('EXPLAIN gave no plan');
  return { planningMs: out['Planning Time'], executionMs: out['Execution Time'], plan: out.Plan };
}

/** What EXPLAIN says about one request of the list route: every statement it ran, summed. */
export interface ExplainedRequest {
  total: number | null;
  match: string | null;
  statements: number;
  planningMs: number;
  executionMs: number;
  /** Planning + execution of every statement the request ran. */
  serverMs: number;
  /** Relations read by a Seq Scan (any table); `jobs` among them fails the target. */
  seqScans: string[];
  /**
   * Shared buffers the statements' executions touched (hits + reads, each plan's root counts its
   * children's): the work done, unlike the times not inflated by what else runs on the machine.
   */
  buffers: number;
  /** The slowest statement's plan, kept for the report when the request misses its target. */
  slowestPlan: unknown;
}

/**
 * Sends `url` through the app twice (the first warms the caches as a repeated request would),
 * records the statements of the second and EXPLAIN ANALYZEs each one, `repeats` times keeping the
 * fastest (on a shared machine the others' load only ever adds time).
 */
export async function explainRequest(probe: Probe, url: string, repeats = 1): Promise<ExplainedRequest> {
  await probe.app.inject({ method: 'GET', url });
  const { result: res, statements } = await probe.capture(() => probe.app.inject({ method: 'GET', url }));
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const data = res.json().data as { total?: number; keyword_match?: string | null };
  let planningMs = 0;
  let executionMs = 0;
  let slowest = -1;
  let slowestPlan: unknown = null;
  let buffers = 0;
  const scans: string[] = [];
  // Only the request's reads: the app's timed flush of views and appearances (ADR 0025) may write
  // meanwhile through the same recorder (`begin`, `insert …`), which is not the search's work.
  const reads = statements.filter((x) => /^\s*(select|with)\b/i.test(x.text));
  for (const st of reads) {
    let e = await explain(probe, st);
    for (let k = 1; k < repeats; k++) {
      const again = await explain(probe, st);
      if (again.planningMs + again.executionMs < e.planningMs + e.executionMs) e = again;
    }
    planningMs += e.planningMs;
    executionMs += e.executionMs;
    buffers += (e.plan['Shared Hit Blocks'] ?? 0) + (e.plan['Shared Read Blocks'] ?? 0);
    scans.push(...seqScans(e.plan));
    if (e.planningMs + e.executionMs > slowest) {
      slowest = e.planningMs + e.executionMs;
      slowestPlan = { sql: st.text, params: st.params, plan: e.plan };
    }
  }
  return {
    total: data.total ?? null,
    match: data.keyword_match ?? null,
    statements: reads.length,
    planningMs,
    executionMs,
    serverMs: planningMs + executionMs,
    seqScans: [...new Set(scans)],
    buffers,
    slowestPlan,
  };
}

export async function runKeywordSuite(probe: Probe): Promise<KeywordResult[]> {
  const results: KeywordResult[] = [];
  for (const [group, keyword] of KEYWORDS) {
    const url = `/api/listJobs?search=${encodeURIComponent(keyword)}`;
    results.push({ group, keyword, ...(await explainRequest(probe, url)) });
  }
  return results;
}
