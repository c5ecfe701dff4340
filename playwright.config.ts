import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// The mock OAuth2/OIDC provider the app's Google login is pointed at (e2e/support/oauth-mock.mjs).
const OAUTH_MOCK_PORT = Number(process.env.OAUTH_MOCK_PORT ?? 3291);
const oauthMock = `http://127.0.0.1:${OAUTH_MOCK_PORT}`;
// The test mail server (apps/web/e2e/support/smtp-sink.ts): the app delivers over SMTP, tests read over HTTP.
const SMTP_SINK_PORT = process.env.SMTP_SINK_PORT ?? '3292';
const SMTP_SINK_HTTP_PORT = process.env.SMTP_SINK_HTTP_PORT ?? '3293';
process.env.SMTP_SINK_HTTP_PORT = SMTP_SINK_HTTP_PORT;
// The adviser's model: a local OpenAI-compatible server that streams back the data it was given
// in pieces 250 ms apart, so a test sees the answer arrive (apps/api/test/support/fake-chat-server.ts).
const FAKE_CHAT_PORT = process.env.FAKE_CHAT_PORT ?? '3296';
// The two exchange-rate providers (apps/api/src/dev/fake-rate-server.ts); the currency spec makes
// them fail through their control endpoint.
const RATES_PRIMARY_PORT = process.env.RATES_PRIMARY_PORT ?? '3294';
const RATES_FALLBACK_PORT = process.env.RATES_FALLBACK_PORT ?? '3295';
process.env.RATES_PRIMARY_PORT = RATES_PRIMARY_PORT;
process.env.RATES_FALLBACK_PORT = RATES_FALLBACK_PORT;
// A fresh embedded database per run: the server migrates and seeds it at start. With
// E2E_DATABASE_URL (scripts/test-e2e-processes.mjs) the servers run on that PostgreSQL database instead.
const databaseUrl = process.env.E2E_DATABASE_URL;
const dbDir = process.env.E2E_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'vx-e2e-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'vx-e2e-uploads-'));

/** The app server's settings (every process the same but its port). */
const appEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: dbDir }),
  // Several processes share one Redis (rate limits, blog views) under the run's own key prefix.
  ...(process.env.E2E_REDIS_URL
    ? { REDIS_URL: process.env.E2E_REDIS_URL, REDIS_KEY_PREFIX: process.env.E2E_REDIS_KEY_PREFIX ?? 'vx-e2e' }
    : {}),
  UPLOAD_DIR: uploadDir,
  // The several-processes run keeps uploads in an S3-compatible bucket (scripts/test-e2e-processes.mjs).
  ...(process.env.E2E_STORAGE_ENV ? (JSON.parse(process.env.E2E_STORAGE_ENV) as Record<string, string>) : {}),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Every test logs in from 127.0.0.1; the per-IP login limit is exercised by the API tests.
  RATE_LIMIT_MAX: '100000',
  // Page views per IP (issue 19 item 3): the whole suite renders more than 1,200 pages a minute
  // from 127.0.0.1 at its peak; public/page-limit.spec.ts tests the limit on a server of its own.
  PAGE_RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '100000',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000',
  // The same for registration and recovery (their limits are exercised by the API tests).
  ACCOUNT_RATE_LIMIT_MAX: '100000',
  // Guest applications too (their per-IP limit is exercised by the API tests).
  GUEST_APPLY_RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '100000',
  SCAM_REPORT_RATE_LIMIT_MAX: '100000',
  OFFER_CHECK_RATE_LIMIT_MAX: '100000',
  NEWSLETTER_RATE_LIMIT_MAX: '100000',
  // Most specs post their own jobs as the demo company: a run, repeated, posts more than the
  // hourly limit of one account (which the API tests exercise).
  JOB_POST_RATE_LIMIT_MAX: '100000',
  // Review reports per IP (every test reports from 127.0.0.1; the limit is exercised by the API tests).
  REVIEW_RATE_LIMIT_MAX: '100000',
  // Job views and search appearances written every 300 ms (10 s by default), so the company
  // dashboard's spec sees a visit without waiting (ADR 0025).
  JOB_VIEWS_FLUSH_MS: '300',
  // A section closed by the coming-soon guard, for its test.
  COMING_SOON_PATHS: '/su-kien',
  // Mail goes to the test mail server above, delivered within 200 ms.
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: SMTP_SINK_PORT,
  EMAIL_POLL_MS: '200',
  // Google login against the mock provider; Facebook stays disabled (no client id).
  GOOGLE_CLIENT_ID: 'vx-e2e',
  GOOGLE_CLIENT_SECRET: 'vx-e2e-secret',
  GOOGLE_AUTH_URL: `${oauthMock}/authorize`,
  GOOGLE_TOKEN_URL: `${oauthMock}/token`,
  GOOGLE_USERINFO_URL: `${oauthMock}/userinfo`,
  FACEBOOK_CLIENT_ID: '',
  // The adviser asks the fake model above; its per-IP limit is exercised by the API tests.
  AI_BASE_URL: `http://127.0.0.1:${FAKE_CHAT_PORT}/v1`,
  AI_API_KEY: 'vx-e2e-key',
  AI_MODEL: 'vx-e2e-model',
  CHAT_RATE_LIMIT_MAX: '100000',
  CHAT_ACCOUNT_RATE_LIMIT_MAX: '100000',
  // Exchange rates from the two local fakes; kept 1 s, so the currency spec sees a provider
  // it stops at the next conversion (no background refresh: each conversion past 1 s fetches).
  CURRENCY_PRIMARY_URL: `http://127.0.0.1:${RATES_PRIMARY_PORT}`,
  CURRENCY_FALLBACK_URL: `http://127.0.0.1:${RATES_FALLBACK_PORT}`,
  CURRENCY_RATES_TTL_MS: '1000',
  // Both stopped: stored rates, the providers asked again after 1 s (a restored one is seen soon).
  CURRENCY_RETRY_MS: '1000',
  CURRENCY_BACKGROUND_REFRESH: 'false',
  // Scheduled tasks only when a spec asks for them ("Chạy ngay" runs a task in this process):
  // a deadline or reminder task on its own would notify the demo company other specs read.
  SCHEDULER_ENABLED: 'false',
};

/**
 * With E2E_PROCESSES=N (scripts/test-e2e-processes.mjs, ADR 0037) the tests talk to our round-robin
 * proxy on E2E_PORT, which sends each request to the next of N app processes on the ports after it;
 * the processes share PostgreSQL (E2E_DATABASE_URL), Redis (E2E_REDIS_URL) and the upload folder.
 */
const PROCESSES = Math.max(1, Number(process.env.E2E_PROCESSES ?? 1));
const appPorts = PROCESSES > 1 ? Array.from({ length: PROCESSES }, (_, i) => PORT + 1 + i) : [PORT];
const appServers = appPorts.map((port) => ({
  command: 'node apps/api/src/server.ts',
  url: `http://127.0.0.1:${port}/api/health${PROCESSES > 1 ? '/ready' : ''}`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { ...appEnv, PORT: String(port) },
}));
const balancer =
  PROCESSES > 1
    ? [
        {
          command: `node apps/web/e2e/support/round-robin-proxy.ts ${PORT} ${appPorts.map((p) => `http://127.0.0.1:${p}`).join(' ')}`,
          url: `${baseURL}/__proxy/ready`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ]
    : [];

export default defineConfig({
  testDir: 'apps/web/e2e',
  // The several-processes spec needs the proxy and its processes (E2E_PROCESSES).
  testIgnore: PROCESSES > 1 ? [] : ['**/multiprocess/**'],
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more, so one slow moment of a loaded machine does not block a
  // landing; a test that passes only then is listed as flaky (support/flaky-reporter.ts, printed at
  // the end of .ci/run) and is a bug to fix (docs/testing.md). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./apps/web/e2e/support/flaky-reporter.ts']],
  // Generous waits: they cost nothing when the condition comes, and a loaded 2-core machine is slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    screenshot: 'only-on-failure',
    // Recording a trace (a screencast of every page) took about a third of the browser's CPU in
    // this suite: traces are kept for the retry of a failed test, or for every test with E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/web/e2e/support/oauth-mock.mjs',
      url: `${oauthMock}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OAUTH_MOCK_PORT: String(OAUTH_MOCK_PORT) },
    },
    {
      command: 'node apps/web/e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT, SMTP_SINK_HTTP_PORT },
    },
    ...[RATES_PRIMARY_PORT, RATES_FALLBACK_PORT].map((port) => ({
      command: `node apps/api/src/dev/fake-rate-server.ts ${port}`,
      url: `http://127.0.0.1:${port}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
    })),
    {
      command: 'node apps/api/test/support/fake-chat-server.ts',
      url: `http://127.0.0.1:${FAKE_CHAT_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_CHAT_PORT, FAKE_CHAT_DELAY_MS: '250' },
    },
    ...appServers,
    ...balancer,
  ],
});
