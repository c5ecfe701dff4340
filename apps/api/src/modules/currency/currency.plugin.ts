import { ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { frankfurterProvider, openErApiProvider } from './rate-providers.ts';
import { createRateService, type RateService } from './rates.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rates: RateService;
  }
}

/**
 * The converter's rate service on `app.rates`, and its background refresh: once at start, then
 * every 90 % of the TTL as a scheduled task, so a visitor seldom waits for a provider (ADR 0028).
 */
export const currencyPlugin = fp(async (app: FastifyInstance) => {
  const env = app.env;
  const rates = createRateService({
    primary: frankfurterProvider({
      url: env.CURRENCY_PRIMARY_URL,
      key: env.CURRENCY_PRIMARY_KEY,
      timeoutMs: env.CURRENCY_TIMEOUT_MS,
    }),
    fallback: openErApiProvider({
      url: env.CURRENCY_FALLBACK_URL,
      key: env.CURRENCY_FALLBACK_KEY,
      timeoutMs: env.CURRENCY_TIMEOUT_MS,
    }),
    ttlMs: env.CURRENCY_RATES_TTL_MS,
    retryMs: env.CURRENCY_RETRY_MS,
    db: app.db,
    log: app.log,
  });
  app.decorate('rates', rates);
  if (!env.CURRENCY_BACKGROUND_REFRESH) return;
  // Each process warms its own in-memory rates at start (its first visitor does not wait); with
  // both providers down it re-normalises the salaries from the stored rates instead ...
  app.addHook('onReady', async () => {
    rates.warm().catch((err) => app.log.error({ err }, 'warming the exchange rates failed'));
  });
  // ... and one process at a time refreshes before they expire: the rates stored for every process
  // and the jobs' normalised salaries (ADR 0035). A process whose cache expires first fetches on demand.
  app.scheduler.define({
    name: 'currency-refresh',
    label: 'Cập nhật tỷ giá',
    every: { everyMs: Math.max(1000, Math.floor(env.CURRENCY_RATES_TTL_MS * 0.9)) },
    run: async () => {
      try {
        const snapshot = await rates.refresh();
        return { source: snapshot.source, as_of: snapshot.asOf };
      } catch (err) {
        // Both providers unreachable: told once by the service (not a failed task every run); the
        // converter answers from the stored rates meanwhile.
        if (err instanceof AppError && err.code === ErrorCode.RatesFetchFailed)
          return { source: 'stored', providers: 'unreachable' };
        throw err;
      }
    },
  });
});
