/**
 * Issue 31's SSR CPU ratio (item 2) for the pages bench's summary, from the jobs bench of the
 * same `npm run bench` run: `BENCH=jobs` runs before `pages` and writes its figures to the same
 * folder. An SSR page's server CPU per request divided by that of the API call whose data it
 * shows (the list page by `GET /api/listJobs`, the job page by the job's API detail), at 100k
 * jobs when that size ran, else at the last size measured.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sizeLabel } from '../jobs/config.ts';
import type { SizeResult } from '../jobs/report.ts';
import type { Issue31Figures } from './report.ts';

/** Undefined when no jobs bench wrote its figures in `dir` since `sinceMs` (epoch ms). */
export function ssrCpuOfThisRun(dir: string, sinceMs: number): Issue31Figures['ssrCpu'] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^jobs-.+\.json$/.test(n));
  } catch {
    return undefined;
  }
  // The stamp in the name sorts by time; the file's age tells whether this run wrote it.
  const file = names
    .sort()
    .map((n) => join(dir, n))
    .filter((f) => statSync(f).mtimeMs >= sinceMs)
    .at(-1);
  if (!file) return undefined;
  const sizes = JSON.parse(readFileSync(file, 'utf8')) as SizeResult[];
  const size = sizes.find((s) => s.size === 100_000) ?? sizes.at(-1);
  if (!size) return undefined;
  const cpu = (id: string) => size.scenarios.find((s) => s.id === id)?.load?.serverCpuMs ?? null;
  const ratio = (page: string, api: string) => {
    const p = cpu(page);
    const a = cpu(api);
    return p !== null && a ? p / a : null;
  };
  return {
    size: sizeLabel(size.size),
    list: ratio('page-list', 'list'),
    detail: ratio('page-detail', 'detail'),
  };
}
