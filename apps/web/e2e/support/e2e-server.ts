/**
 * The browser suite's server: `apps/api/src/server.ts` (the one `npm start` runs) plus routes that
 * exist only here, to make scheduled work happen when a spec asks instead of on its clock.
 *
 * - `POST /__e2e/job-alerts/run` `{ "now": ISO date }`: runs the job-alert digests as the hourly
 *   timer would at that time (ADR 0036), then kicks the outbox; answers `{ alerts, mails }`.
 */
import type { FastifyInstance } from 'fastify';
import { testOnlyExtensions } from '../../../api/src/app.ts';
import { runJobAlertDigests } from '../../../api/src/modules/job-alerts/job-alert-digest.ts';

testOnlyExtensions.push((app: FastifyInstance) => {
  app.post('/__e2e/job-alerts/run', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { now?: string };
    const now = body.now ? new Date(body.now) : new Date();
    const done = await runJobAlertDigests({ db: app.db, log: app.log, now, publicUrl: app.env.PUBLIC_URL });
    app.emailWorker.kick();
    return done;
  });
});

await import('../../../api/src/server.ts');
