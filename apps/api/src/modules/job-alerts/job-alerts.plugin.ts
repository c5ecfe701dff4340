import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runJobAlertDigests } from './job-alert-digest.ts';

/**
 * Runs the due digests every JOB_ALERTS_INTERVAL_MS (hourly; 0 = off) once the app is ready. Until
 * issue 18's scheduler takes it over, each process runs it: batches lock their alerts (SKIP
 * LOCKED), so two processes never mail an alert twice. The outbox is kicked after a run.
 */
export const jobAlertsPlugin = fp(
  async (app: FastifyInstance) => {
    const every = app.env.JOB_ALERTS_INTERVAL_MS;
    if (every === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const done = await runJobAlertDigests({
          db: app.db,
          log: app.log,
          now: new Date(),
          publicUrl: app.env.PUBLIC_URL,
        });
        if (done.mails > 0) app.emailWorker.kick();
      } catch (err) {
        app.log.warn({ err }, 'job alert digests failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), every);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'job-alerts' },
);
