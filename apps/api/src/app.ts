import { randomUUID } from 'node:crypto';
import { ErrorCode, JOB_SLUG_PARAM_MAX } from '@app/contract';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type Env, loadEnv } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { AppError } from './lib/app-error.ts';
import { installDirectApi } from './lib/direct-api.ts';
import { isRenderCall } from './lib/render-call.ts';
import { type RouteDef, registerRoutes } from './lib/route.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import {
  adminApplicationRoutes,
  companyApplicationRoutes,
} from './modules/applications/application-handling.routes.ts';
import { applyRoutes } from './modules/applications/apply.routes.ts';
import { cvFileRoutes } from './modules/applications/cv-files.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { configurePasswordHashing } from './modules/auth/passwords.ts';
import { blogViewsPlugin } from './modules/blogs/blog-views.ts';
import { adminBlogRoutes, publicBlogRoutes } from './modules/blogs/blogs.routes.ts';
import { adminCatalogRoutes } from './modules/catalog/admin-catalog.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { referenceDataPlugin } from './modules/catalog/reference-data-cache.ts';
import { worksRoutes } from './modules/catalog/works.routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { companyProfileRoutes } from './modules/companies/company-profile.routes.ts';
import { publicCompanyRoutes } from './modules/companies/public-companies.routes.ts';
import { companyStatsRoutes } from './modules/company-stats/company-stats.routes.ts';
import { companyTeamRoutes } from './modules/company-team/company-team.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { currencyPlugin } from './modules/currency/currency.plugin.ts';
import { currencyRoutes } from './modules/currency/currency.routes.ts';
import { notifyDueFollowUps } from './modules/customers/customer-notifications.ts';
import { customerAdminRoutes, salesRoutes } from './modules/customers/customers.routes.ts';
import { salesDashboardRoutes } from './modules/customers/sales-dashboard.ts';
import { emailPlugin } from './modules/email/email.plugin.ts';
import { emailRoutes } from './modules/email/email.routes.ts';
import { employeeRoutes } from './modules/employee/employee.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { lifecyclePlugin } from './modules/health/lifecycle.ts';
import { runJobAlertDigests } from './modules/job-alerts/job-alert-digest.ts';
import { jobAlertRoutes } from './modules/job-alerts/job-alerts.routes.ts';
import { adminJobsRoutes } from './modules/jobs/admin-jobs.routes.ts';
import { companyJobsRoutes } from './modules/jobs/company-jobs.routes.ts';
import { jobViewsPlugin } from './modules/jobs/job-views.ts';
import { publicJobRoutes } from './modules/jobs/public-jobs.routes.ts';
import { sitemapRoutes } from './modules/jobs/sitemap.routes.ts';
import { adminKnowledgeRoutes, publicKnowledgeRoutes } from './modules/knowledge/knowledge.routes.ts';
import { licenceExpiryPlugin } from './modules/licences/licence-expiry.plugin.ts';
import { licenceRoutes } from './modules/licences/licences.routes.ts';
import { metricsPlugin } from './modules/metrics/metrics.plugin.ts';
import { myDataRoutes } from './modules/my-data/my-data.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { offerCheckRoutes } from './modules/offer-check/offer-check.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { savedJobsRoutes } from './modules/saved-jobs/saved-jobs.routes.ts';
import { scamRoutes } from './modules/scam/scam.routes.ts';
import { schedulerPlugin } from './modules/scheduler/scheduler.plugin.ts';
import { schedulerRoutes } from './modules/scheduler/scheduler.routes.ts';
import { type Clock, systemClock } from './modules/scheduler/scheduler.ts';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes.ts';
import { editorUploadRoutes } from './modules/uploads/editor-uploads.routes.ts';
import { type ImageVariants, imageVariants } from './modules/uploads/image-variants.ts';
import type { FileStorage } from './modules/uploads/storage.ts';
import { storageFromEnv } from './modules/uploads/storage-driver.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorAnswer, errorHandlerPlugin, zodValidatorCompiler } from './plugins/error-handler.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { compressionPlugin } from './plugins/http-compression.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { unreadBodyPlugin } from './plugins/unread-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    storage: FileStorage;
    imageVariants: ImageVariants;
  }
}

export interface BuildAppOptions {
  /** Overrides on top of process.env (tests pass their own). */
  env?: Partial<Record<keyof Env, string>>;
  /** An already-open database (tests share one per file); otherwise opened from env. */
  database?: Database;
  /** Apply migrations (and seed on first start when SEED_ON_START). Default true. */
  migrate?: boolean;
  /** Serve the React Router pages too (the production server); tests of the API leave it off. */
  web?: false | { mode: 'production' | 'development' };
  /** Deliver the email outbox in this process (default true). */
  emailWorker?: boolean;
  /** Separates Redis keys of parallel test runs (default REDIS_KEY_PREFIX). */
  rateLimitNamespace?: string;
  /** The scheduler's clock (tests move their own; ADR 0035). */
  clock?: Clock;
}

/**
 * Every API operation, in registration order: the one list the API serves under /api, and the one the
 * route × role access matrix (test/access-matrix.test.ts) walks.
 */
export function apiRoutes(app: FastifyInstance): RouteDef[] {
  return [
    ...healthRoutes(app),
    ...authRoutes(app),
    ...socialAuthRoutes(app),
    ...registrationRoutes(app),
    ...catalogRoutes(app),
    ...worksRoutes(app),
    ...adminCatalogRoutes(app),
    ...newsletterRoutes(app),
    ...contactRoutes(app),
    ...chatbotRoutes(app),
    ...currencyRoutes(app),
    ...companyTeamRoutes(app),
    ...emailRoutes(app),
    ...companyProfileRoutes(app),
    ...companyJobsRoutes(app),
    ...companyStatsRoutes(app),
    ...adminJobsRoutes(app),
    ...licenceRoutes(app),
    ...companyApplicationRoutes(app),
    ...adminApplicationRoutes(app),
    ...adminUserRoutes(app),
    ...adminDashboardRoutes(app),
    ...customerAdminRoutes(app),
    ...salesDashboardRoutes(app),
    ...salesRoutes(app),
    ...notificationRoutes(app),
    ...editorUploadRoutes(app),
    ...savedJobsRoutes(app),
    ...employeeRoutes(app),
    ...applyRoutes(app),
    ...cvFileRoutes(app),
    ...publicJobRoutes(app),
    ...publicCompanyRoutes(app),
    ...reviewRoutes(app),
    ...adminBlogRoutes(app),
    ...publicBlogRoutes(app),
    ...sitemapRoutes(app),
    ...jobAlertRoutes(app),
    ...schedulerRoutes(app),
    ...myDataRoutes(app),
    ...scamRoutes(app),
    ...publicKnowledgeRoutes(app),
    ...adminKnowledgeRoutes(app),
    ...offerCheckRoutes(app),
  ];
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = loadEnv({ ...process.env, ...opts.env });
  // Password hashing is bounded per process (modules/auth/passwords.ts): set as soon as the env is read.
  configurePasswordHashing(env);
  // Job URLs carry a slug, and any slug the contract accepts must reach its page (Fastify's
  // default limit is 100). No route has a regex parameter, which is what the limit protects.
  const routerOptions = { ignoreTrailingSlash: true, maxParamLength: JOB_SLUG_PARAM_MAX };
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    routerOptions,
    // Start-up work (migrations, seeding, loading the page build) can be slow on a busy machine.
    pluginTimeout: 120_000,
    // Errors Fastify meets before routing (a malformed percent-encoding: FST_ERR_BAD_URL) get the
    // envelope and catalogue code like every other answer (issue 32).
    frameworkErrors: (error, request, reply) => {
      const answer = errorAnswer(error, request);
      const raw = reply as unknown as FastifyReply;
      if (answer.headers) raw.headers(answer.headers);
      raw.code(answer.status).send(answer.body);
    },
  });
  // Before any route: it sees every route registered, to route the pages' calls the same way.
  installDirectApi(app, routerOptions);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
      pgliteOptimizeWasm: env.PGLITE_OPTIMIZE_WASM,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      onConnectionError: (message, err) => app.log.error({ err }, message),
    }));
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const storage = storageFromEnv(env);
  app.decorate('storage', storage);
  app.decorate('imageVariants', imageVariants(storage));
  app.addHook('onClose', async () => storage.close?.());
  if (!opts.database) app.addHook('onClose', () => database.close());
  if (opts.migrate !== false) {
    await database.withStartupLock(async () => {
      await database.migrate();
      if (env.SEED_ON_START) await seedIfEmpty(database.db, app.log, app.storage);
    });
  }

  await app.register(errorHandlerPlugin);
  // Readiness and graceful shutdown, then request metrics: before any route, so every route is
  // counted (ADR 0037).
  await app.register(lifecyclePlugin, { drainMs: env.SHUTDOWN_DRAIN_MS });
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  // Before the security plugin: its onSend makes every API answer `private, no-store` unless this
  // one has already marked it public (plugins/http-cache.ts).
  await app.register(httpCachePlugin);
  // Before any route: @fastify/compress hooks routes as they are registered.
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    production: env.NODE_ENV === 'production',
  });
  await app.register(unreadBodyPlugin);
  await app.register(cookie);
  await app.register(authPlugin, { tokenTtlSeconds: env.TOKEN_TTL_SECONDS });
  await app.register(emailPlugin, { startWorker: opts.emailWorker !== false });
  await app.register(rateLimitPlugin, {
    max: env.RATE_LIMIT_MAX,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    redisUrl: env.REDIS_URL,
    namespace: opts.rateLimitNamespace ?? env.REDIS_KEY_PREFIX,
  });
  await app.register(blogViewsPlugin, {
    namespace: opts.rateLimitNamespace ?? env.REDIS_KEY_PREFIX,
  });
  await app.register(jobViewsPlugin, { flushMs: env.JOB_VIEWS_FLUSH_MS });
  // Scheduled work (ADR 0035), before the plugins that define tasks.
  await app.register(schedulerPlugin, { clock: opts.clock ?? systemClock });
  // Sales' "follow-up due" notifications (type 20), once per customer and day even with several processes.
  if (env.FOLLOW_UP_CHECK_MS > 0) {
    app.scheduler.define({
      name: 'follow-up-notifications',
      label: 'Nhắc Sale liên hệ lại khách hàng',
      every: { everyMs: env.FOLLOW_UP_CHECK_MS },
      run: async ({ db }) => ({ written: await notifyDueFollowUps(db) }),
    });
  }
  await app.register(referenceDataPlugin);
  await app.register(currencyPlugin);
  await app.register(licenceExpiryPlugin);
  // Job-alert digests (ADR 0036): hourly; each alert is due by its own period, so a run mails only those.
  app.scheduler.define({
    name: 'job-alert-digests',
    label: 'Gửi email việc làm mới theo thông báo việc làm của ứng viên',
    every: { everyMs: 60 * 60 * 1000 },
    run: async ({ db, log, now }) => {
      const done = await runJobAlertDigests({ db, log, now, publicUrl: env.PUBLIC_URL });
      if (done.mails > 0) app.emailWorker.kick();
      return done;
    },
  });
  await registerOpenApi(app, { publicUrl: env.PUBLIC_URL, enabled: env.OPENAPI_UI });
  // Body parsers for the API (the page scope in web.ts removes them and reads its own bodies).
  await app.register(formbody);
  await app.register(multipartPlugin, {
    fileSizeLimit: env.UPLOAD_LIMIT_BYTES,
    bodyLimit: env.BODY_LIMIT_BYTES,
  });

  await app.register(
    async (api) => {
      // The global per-IP limit counts the visitor's own API calls; the calls a page view makes
      // while rendering are counted once, as that page view (the page limit in web.ts).
      const globalLimit = api.rateLimit();
      api.addHook('onRequest', async function limitVisitorCalls(request, reply) {
        if (isRenderCall(request)) return;
        return globalLimit.call(this, request, reply);
      });
      // Every state change without a Bearer token, logged in by cookie or anonymous (login,
      // registration, guest applications), must come from our own pages (docs/architecture.md).
      await api.register(csrfPlugin, { publicUrl: env.PUBLIC_URL, exemptBearer: true });
      registerRoutes(api, apiRoutes(app));
      // Unknown API paths answer JSON 404 here and never reach the page router.
      const notFound = async () => {
        throw new AppError(ErrorCode.NotFound);
      };
      api.all('/', { schema: { hide: true } }, notFound);
      api.all('/*', { schema: { hide: true } }, notFound);
    },
    { prefix: '/api' },
  );

  if (opts.web) {
    const { webPlugin } = await import('./web.ts');
    await app.register(webPlugin, {
      mode: opts.web.mode,
      publicUrl: env.PUBLIC_URL,
      comingSoonPaths: env.COMING_SOON_PATHS,
    });
  }
  return app;
}
