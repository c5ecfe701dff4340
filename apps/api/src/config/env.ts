import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Empty counts as unset (`GOOGLE_CLIENT_ID=` in a .env file disables the provider). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * Every setting the process reads, parsed once at start. Fail fast on a bad value; no default
 * secrets (there are none needed for the embedded default). Documented in README's env table.
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL: wait this long for a connection before answering 503 (code 1126). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * PostgreSQL: longest statement (and idle time inside a transaction); must stay below
   * REQUEST_TIMEOUT_MS so a slow or unreachable database answers 503/1126 before the request timeout.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** PGlite's PostgreSQL buffer cache (kept in the process's memory for good): docs/performance.md "Memory". */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/)
    .default('32MB'),
  /**
   * Let V8 optimise PGlite's WebAssembly: pages a little cheaper, but the process's peak memory ~600 MB
   * higher for a moment (docs/performance.md "Memory").
   */
  PGLITE_OPTIMIZE_WASM: bool.default(false),
  /** Folder for uploaded files (logos, licences, CVs). */
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /**
   * Where uploads are kept (ADR 0034, docs/storage.md): `local` (UPLOAD_DIR, the default) or `s3`
   * (an S3-compatible bucket; the S3_* settings below). Several app processes need `s3` (or one
   * shared UPLOAD_DIR).
   */
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'STORAGE_DRIVER: local or s3' }).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** MinIO, Ceph, R2 and the like; unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT: an http(s) URL such as http://minio:9000' })
    .optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style URLs (`http://host/bucket/key`), needed by MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Longest wait for a connection to the storage; a storage that does not answer gives 503/1170. */
  S3_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** Longest wait for one storage request's whole answer (must stay below REQUEST_TIMEOUT_MS). */
  S3_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SEED_ON_START: bool.default(true),
  REDIS_URL: z.string().optional(),
  /** Longest wait for one Redis command; past it the process counts in its memory (lib/redis.ts). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(500),
  /** How long the memory stands in for Redis after a failed command before Redis is tried again. */
  REDIS_RETRY_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Page views (server-rendered pages and their data requests) per IP per RATE_LIMIT_WINDOW_MS.
   * Generous: carriers (CGNAT), offices and dormitories put many people behind one address.
   */
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Failed logins per client IP per 15 minutes (any accounts). */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Failed logins per account per client IP per 15 minutes, whichever identifier is typed. */
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Registration and password-reset requests per IP per 15 minutes (code checks and resets allow 4×).
   * Mails to one address are limited separately (ADR 0008).
   */
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Guest applications (POST /guest-apply) per IP per 10 minutes (ADR 0015). */
  GUEST_APPLY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Contact messages (POST /send-email) per IP per hour; per sender email it is half, at least 1. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(6),
  /** Scam reports (POST /scam-reports) per IP per hour, counted after validation (ADR 0032). */
  SCAM_REPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Offer checks (POST /offer-check, issue 30 item 3) per IP per hour, counted after validation. */
  OFFER_CHECK_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Where contact messages are mailed (the site's own inbox); the sender gets a receipt. */
  CONTACT_EMAIL: z.email().default('lienhe@viecxa.vn'),
  /**
   * Newsletter sign-ups (POST /newsletter/subscribe) per IP per hour; per email address a third of
   * it, at least 1 (each sign-up of an unconfirmed address sends a confirmation mail).
   */
  NEWSLETTER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Job posts and edits per company account per hour: a flood of posts is abuse, not hiring. */
  JOB_POST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /**
   * How often buffered job page views and search appearances are written to the database, in ms
   * (ADR 0025). The browser tests use a short one to see the figures without waiting.
   */
  JOB_VIEWS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  /**
   * How often the sales' "follow-up due today" notifications (type 20, ADR 0026) are written, by one
   * process at a time (a scheduled task, ADR 0035; idempotent, also done at each sales dashboard
   * load). 0 turns the task off.
   */
  FOLLOW_UP_CHECK_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 1_000 && v <= 86_400_000), 'FOLLOW_UP_CHECK_MS: 0 or 1000–86400000')
    .default(600_000),
  /**
   * Company reviews (ADR 0019): reviews written or edited and company replies per account per hour;
   * reports of reviews per IP per hour.
   */
  REVIEW_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Which X-Forwarded-For entries to believe: unset/false none, a number of proxy hops (1 behind
   * one nginx), or proxy addresses/CIDRs. `true` is refused (config/trust-proxy.ts).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Password hashes and checks (argon2id) running at once (default: the number of CPUs); up to
   * PASSWORD_HASH_QUEUE more wait (default 8 × that), and beyond it login, registration and
   * password changes answer 503/1128 at once instead of queueing without limit.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().default('ViệcXa <no-reply@viecxa.vn>'),
  EMAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** The dev mailbox page (/dev/mailbox): on by default only when no SMTP server is configured. */
  DEV_MAILBOX: bool,
  /**
   * The OpenAPI UI and document (/api/docs, /api/docs/json). Unset: on in development and tests,
   * off in production (a map of every route is for developers, not visitors).
   */
  OPENAPI_UI: bool,
  /** Comma-separated page path prefixes sent to /coming-soon (the spec's coming-soon guard). */
  COMING_SOON_PATHS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim().replace(/\/+$/, ''))
        .filter((p) => p.startsWith('/') && p !== '/coming-soon'),
    ),
  // Exchange-rate providers of the currency converter (ADR 0028). Unset URLs: the public keyless
  // services (Frankfurter, open.er-api.com); `npm run dev` points both at a local fake instead.
  CURRENCY_PRIMARY_URL: z.url().default('https://api.frankfurter.dev'),
  CURRENCY_PRIMARY_KEY: optionalText,
  CURRENCY_FALLBACK_URL: z.url().default('https://open.er-api.com'),
  CURRENCY_FALLBACK_KEY: optionalText,
  /** How long fetched rates are used before they are fetched again (and salaries re-normalised). */
  CURRENCY_RATES_TTL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** Longest wait for one provider's answer. */
  CURRENCY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * While both providers are unreachable the converter answers from the stored rates, and asks
   * the providers again at most this often (in the background, nobody waits), not after the TTL.
   */
  CURRENCY_RETRY_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Refresh the rates in the background (at start, then before they expire). Unset: on, except in
   * tests (they refresh when they mean to).
   */
  CURRENCY_BACKGROUND_REFRESH: bool,
  // Social login (spec §1). A provider without a client id is disabled; endpoints are overridable
  // so tests point them at a local mock OAuth2/OIDC server.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email,picture'),
  // The AI adviser (ADR 0029): an OpenAI-compatible chat-completions API. Without AI_API_KEY the
  // adviser answers from keyword templates with the same cards.
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** Longest wait for the provider's answer (first byte to last) before the template answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Questions to the adviser per IP per hour. */
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Questions to the adviser per signed-in account per day (on top of the per-IP limit). */
  CHAT_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  // Several processes (ADR 0037).
  /**
   * Bearer token of GET /metrics (Prometheus text format). Unset: /metrics answers 404. At least 16
   * characters: it guards figures about the whole site.
   */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /**
   * On SIGTERM, readiness answers 503 at once and the process keeps serving this long before it stops
   * accepting connections, so a load balancer polling readiness moves traffic away first. 0 behind a
   * proxy that retries refused connections on the next upstream (nginx: proxy_next_upstream error).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Prefix of this deployment's Redis keys, when several deployments (or test runs) share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/)
    .default('vx'),
  /**
   * Run scheduled tasks in this process (ADR 0035). Unset: on, except in tests (they run the
   * scheduler when they mean to). Off in some processes of a deployment is fine: the others run them.
   */
  SCHEDULER_ENABLED: bool,
  /** How often the scheduler looks for due tasks. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * How long a task's lease lasts without renewal (renewed every third of it while the task runs):
   * a crashed holder's tasks are taken over by another process after this.
   */
  SCHEDULER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});
export type Env = Omit<
  z.infer<typeof ZEnv>,
  'OPENAPI_UI' | 'CURRENCY_BACKGROUND_REFRESH' | 'SCHEDULER_ENABLED'
> & {
  OPENAPI_UI: boolean;
  CURRENCY_BACKGROUND_REFRESH: boolean;
  SCHEDULER_ENABLED: boolean;
};

/** Settings that must agree with each other. */
const ZEnvConsistent = ZEnv.refine((env) => env.DB_STATEMENT_TIMEOUT_MS < env.REQUEST_TIMEOUT_MS, {
  path: ['DB_STATEMENT_TIMEOUT_MS'],
  message: 'must be below REQUEST_TIMEOUT_MS',
}).superRefine((env, ctx) => {
  if (env.STORAGE_DRIVER !== 's3') return;
  // Bucket names: 3–63 lower-case letters, digits, dots and hyphens (S3's rule; s3rver and MinIO enforce it too).
  if (!env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: '3–63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit',
    });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither: the SDK reads its own)',
    });
  if (env.S3_REQUEST_TIMEOUT_MS >= env.REQUEST_TIMEOUT_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_REQUEST_TIMEOUT_MS'],
      message: 'must be below REQUEST_TIMEOUT_MS',
    });
});

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvConsistent.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    OPENAPI_UI: env.OPENAPI_UI ?? env.NODE_ENV !== 'production',
    CURRENCY_BACKGROUND_REFRESH: env.CURRENCY_BACKGROUND_REFRESH ?? env.NODE_ENV !== 'test',
    SCHEDULER_ENABLED: env.SCHEDULER_ENABLED ?? env.NODE_ENV !== 'test',
  };
}
