/**
 * Lighthouse (npm, the version in the root package.json) on Debian's Chromium: headless, no
 * sandbox, the default config, which is the mobile preset (Moto G Power-sized screen, simulated
 * slow 4G and 4× CPU slowdown). Only the performance category.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  runs: number;
  /** Medians over the runs, each figure on its own. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  warnings: string[];
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export interface LighthouseSession {
  measure(url: string, runs: number): Promise<LighthouseResult>;
  close(): Promise<void>;
}

export async function openLighthouse(chromePath: string): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    async measure(url, runs) {
      const figures: Omit<LighthouseResult, 'runs' | 'warnings'>[] = [];
      const warnings = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        for (const w of lhr.runWarnings) warnings.add(String(w));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        figures.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          totalBytes: audit('total-byte-weight'),
        });
      }
      const of = (k: keyof (typeof figures)[number]) => median(figures.map((f) => f[k]));
      return {
        runs,
        score: of('score'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        totalBytes: of('totalBytes'),
        warnings: [...warnings],
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
