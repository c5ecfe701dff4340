import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireLicences } from './licence-state.ts';

/** How often verified licences past their expiry are swept (ADR 0030; issue 18 brings a scheduler). */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/**
 * The hourly expiry sweep, once the app is ready, stopped when it closes. Between sweeps the public
 * pages already ignore an expired licence (licenceValidSql), and the queue and approvals sweep first.
 */
export const licenceExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        expireLicences(app.db).catch((err) => app.log.warn({ err }, 'licence expiry sweep failed'));
      }, EXPIRY_SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'licence-expiry' },
);
