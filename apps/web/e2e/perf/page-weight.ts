/**
 * What a public page costs a phone, as Chromium loads it at 390 px: every request, and the JS and
 * CSS it downloads, each file brotli-compressed here (quality 11) so the figure depends neither on
 * the server's compression nor on timing. Used by the budget test and the pages bench.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { KB, kb, type PageBudget } from './page-budgets.ts';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface AssetFile {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  brotli: number;
}

export interface PageWeight {
  path: string;
  /**
   * Distinct http(s) URLs the page requested until it was hydrated and the network was quiet. An
   * identical repeat counts once: React Router's route discovery (`/__manifest?paths=…`) asks once
   * or twice for the same links depending on timing, and the figure must not.
   */
  requests: number;
  /** Uploaded images the page showed (not in `requests`). */
  contentImages: number;
  requestUrls: string[];
  /** JS and CSS files, biggest (brotli) first. */
  files: AssetFile[];
  jsCssRaw: number;
  jsCssBrotli: number;
}

/**
 * Brotli quality 11 is slow (seconds for a megabyte on a loaded machine) and the same files come
 * back on every route, in every worker and every run: sizes are kept on disk by content hash.
 */
const cacheDir = join(tmpdir(), 'vx-brotli-sizes');

function brotliSize(body: Buffer): number {
  const file = join(cacheDir, createHash('sha256').update(body).digest('hex'));
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch {
    // not measured yet
  }
  const size = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, String(size));
  return size;
}

function assetType(request: Request, contentType: string): AssetFile['type'] | null {
  const kind = request.resourceType();
  if (kind === 'script' || /javascript/.test(contentType)) return 'script';
  if (kind === 'stylesheet' || /text\/css/.test(contentType)) return 'stylesheet';
  return null;
}

/**
 * Loads `path` in `page` (a fresh context: nothing cached) and measures it. It waits for the load
 * event (scripts, module preloads and stylesheets of the document are in by then), for hydration,
 * for the network to go quiet and for every started request to end, so later chunks are counted
 * too; the figures are byte counts, not times.
 */
export async function measurePageWeight(page: Page, path: string): Promise<PageWeight> {
  await page.setViewportSize(PHONE_VIEWPORT);
  const requests: Request[] = [];
  const pending = new Set<Request>();
  const done = (r: Request) => pending.delete(r);
  page.on('request', (r) => {
    if (!/^https?:/.test(r.url())) return;
    requests.push(r);
    pending.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== 200) {
    throw new Error(`${path} answered ${response?.status() ?? 'nothing'}, not 200`);
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Quiet network means nothing started for 500 ms; a body still streaming is waited for here.
  await Promise.all([...pending].map(async (r) => (await r.response())?.finished()));

  const found = await Promise.all(
    requests.map(async (request): Promise<AssetFile | null> => {
      const res = await request.response();
      if (res?.status() !== 200) return null;
      const type = assetType(request, res.headers()['content-type'] ?? '');
      if (!type) return null;
      // body() is the decoded body whatever Content-Encoding the server used.
      const body = await res.body();
      return { url: request.url(), type, raw: body.length, brotli: brotliSize(body) };
    }),
  );
  const byUrl = new Map(found.filter((f): f is AssetFile => f !== null).map((f) => [f.url, f]));
  const files = [...byUrl.values()];
  files.sort((a, b) => b.brotli - a.brotli);
  const urls = [...new Set(requests.map((r) => r.url()))];
  // Uploaded images (job thumbnails, logos: /api/files/…) come with the data the page shows, and
  // which jobs are newest depends on what other specs posted first: listed, not counted, so the
  // request budget measures the page's own files (a run order must not fail the test).
  const own = urls.filter((u) => !new URL(u).pathname.startsWith('/api/files/'));
  return {
    path,
    requests: own.length,
    requestUrls: own,
    contentImages: urls.length - own.length,
    files,
    jsCssRaw: files.reduce((s, f) => s + f.raw, 0),
    jsCssBrotli: files.reduce((s, f) => s + f.brotli, 0),
  };
}

const shortUrl = (url: string) => new URL(url).pathname;

/** What is over the route's budget, in words a failing test can print; empty when within. */
export function budgetProblems(budget: PageBudget, weight: PageWeight): string[] {
  const problems: string[] = [];
  const where = `${budget.id} (${weight.path})`;
  if (weight.jsCssBrotli > budget.jsCssBrotliKB * KB) {
    const biggest = weight.files
      .slice(0, 8)
      .map((f) => `${shortUrl(f.url)} ${kb(f.brotli)}`)
      .join(', ');
    problems.push(
      `${where}: JS+CSS ${kb(weight.jsCssBrotli)} brotli (${weight.files.length} files, ${kb(weight.jsCssRaw)} raw) is over its budget of ${budget.jsCssBrotliKB} KB (${budget.reason}). Biggest files (brotli): ${biggest}`,
    );
  }
  if (weight.requests > budget.requests) {
    const byType = new Map<string, number>();
    for (const url of weight.requestUrls) {
      const ext = /\.(\w+)$/.exec(new URL(url).pathname)?.[1] ?? 'page/data';
      byType.set(ext, (byType.get(ext) ?? 0) + 1);
    }
    const mix = [...byType].map(([ext, n]) => `${n} ${ext}`).join(', ');
    problems.push(
      `${where}: ${weight.requests} requests is over its budget of ${budget.requests} (${budget.reason}): ${mix}`,
    );
  }
  return problems;
}
