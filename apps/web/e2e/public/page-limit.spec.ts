import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * Issue 19 item 3: browsing is not limited by the API calls our own pages make. A server of its
 * own (the shared one lifts every limit for the other specs) with a low API limit (30 per minute
 * per IP) and a page limit of 230: 200 job-list pages from one IP render (each makes several API
 * calls while rendering), the visitor's own direct API calls are still cut at 30, and past the
 * page limit a person gets a Vietnamese page saying when to retry.
 */

const API_LIMIT = 30;
const PAGE_LIMIT = 230;
const JOB_LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let base = '';
const dirs: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const dbDir = mkdtempSync(join(tmpdir(), 'vx-e2e-limit-db-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'vx-e2e-limit-up-'));
  dirs.push(dbDir, uploadDir);
  // The machine's own services are not this server's: the embedded database, memory limits, no mail.
  const inherited = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_HOST', 'SMTP_PORT']) delete inherited[key];
  server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      PGLITE_DIR: dbDir,
      UPLOAD_DIR: uploadDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: String(API_LIMIT),
      RATE_LIMIT_WINDOW_MS: '600000',
      PAGE_RATE_LIMIT_MAX: String(PAGE_LIMIT),
      // Migrations only: seeding the demo data would take minutes on a busy machine, and the pages
      // call the API just the same on an empty catalogue.
      SEED_ON_START: 'false',
      // Nothing runs on its own: no scheduled task, no rate provider asked on the internet.
      SCHEDULER_ENABLED: 'false',
      CURRENCY_BACKGROUND_REFRESH: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Up when /api/health answers (migrations and the demo seed run first).
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 240_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server?.once('exit', r));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('200 job-list pages from one IP render; direct API calls are still limited; past the page limit a Vietnamese page says when to retry', async ({
  page,
}) => {
  const client = await playwrightRequest.newContext({ baseURL: base });
  // 200 page views, four at a time: list pages 2–5 (page 1 redirects to the list itself, a second
  // page view), a keyword search and the home page (each render calls the API
  // several times: far more than the 30 API calls this IP may make itself).
  const paths = Array.from({ length: 199 }, (_, i) =>
    i % 3 === 0 ? `${JOB_LIST}?page=${(i % 4) + 2}` : i % 3 === 1 ? `${JOB_LIST}?keyword=nhat` : '/',
  );
  const first = await (await client.get(JOB_LIST)).text();
  // Scripts are named in the boot (lib/paint-first.server.ts), not in an attribute.
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(first)?.[1];
  expect(asset).toBeTruthy();
  const statuses: number[] = [200];
  for (let i = 0; i < paths.length; i += 4)
    statuses.push(
      ...(await Promise.all(paths.slice(i, i + 4).map(async (p) => (await client.get(p)).status()))),
    );
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  // The visitor's own API calls still have their limit of 30 (the start-up's health polls took a
  // few): the renders above did not use it up, the calls below do.
  const firstCall = await client.get('/api/listJobs?limit=1');
  expect(firstCall.status()).toBe(200);
  const remaining = Number(firstCall.headers()['x-ratelimit-remaining']);
  expect(remaining).toBeGreaterThan(0);
  expect(remaining).toBeLessThan(API_LIMIT);
  for (let i = 0; i < remaining; i += 1)
    expect((await client.get('/api/listJobs?limit=1')).status()).toBe(200);
  const refused = await client.get('/api/listJobs?limit=1');
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({ code: 1108 });

  // Pages go on until the page limit (200 used of 230)…
  for (let i = statuses.length; i < PAGE_LIMIT; i += 1)
    expect((await client.get('/dieu-khoan')).status(), `page view ${i + 1}`).toBe(200);
  // …then a person sees why, in Vietnamese, and when to come back.
  const over = await page.goto(`${base}${JOB_LIST}`);
  expect(over?.status()).toBe(429);
  expect(Number(over?.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Bạn đang mở trang quá nhanh' })).toBeVisible();
  await expect(page.getByText(/Vui lòng thử lại sau \d+ giây/)).toBeVisible();
  // Build assets are never counted: a page's scripts and styles still load.
  expect((await client.get(asset ?? '')).status()).toBe(200);
  await client.dispose();
});
