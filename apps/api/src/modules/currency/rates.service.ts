import {
  CONVERTER_CURRENCY_CODES,
  type Conversion,
  type ConversionSource,
  ErrorCode,
  RATE_DECIMALS,
  RESULT_DECIMALS,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVndRates, renormaliseSalaries, storeVndRates } from '../jobs/exchange-rates.ts';
import type { RateProvider, RateSnapshot } from './rate-providers.ts';

/** Rates are asked against one base; every pair is computed from it. */
export const RATE_BASE = 'USD';

export interface RateServiceOptions {
  primary: RateProvider;
  fallback: RateProvider;
  ttlMs: number;
  /** While both providers are unreachable: the least time between two tries (CURRENCY_RETRY_MS). */
  retryMs: number;
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => number;
}

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The converter's rates (ADR 0028): the primary provider, or silently the fallback when the
 * primary fails or lacks a currency; kept in memory for `ttlMs` and refreshed before then by
 * `refresh()` (the background timer in currency.plugin.ts). Each refresh also stores the VND rates
 * and re-normalises job salaries. Concurrent callers share one refresh in flight.
 *
 * When both providers are unreachable (and the rates in memory have expired) a conversion answers
 * from the rates stored in `exchange_rates`, marked `stored` with their date; the outage is one
 * warning, and the providers are tried again in the background at most every `retryMs`, so the
 * service recovers by itself and no visitor waits for a provider that does not answer.
 */
export function createRateService(opts: RateServiceOptions) {
  const now = opts.now ?? Date.now;
  let cached: { at: number; snapshot: RateSnapshot } | null = null;
  let inFlight: Promise<RateSnapshot> | null = null;
  /** Both providers unreachable since `since`; the next try is not before `retryAt`. */
  let outage: { since: number; retryAt: number } | null = null;
  /** The primary failed last time (its failure is told once, and its return). */
  let primaryDown = false;

  async function fetchBoth(): Promise<RateSnapshot> {
    let primary: RateSnapshot | null = null;
    let primaryError: unknown = null;
    try {
      primary = await opts.primary.fetch(RATE_BASE, CONVERTER_CURRENCY_CODES);
    } catch (err) {
      primaryError = err;
    }
    if (primary && CONVERTER_CURRENCY_CODES.every((c) => primary.rates[c])) return primary;
    let fallback: RateSnapshot | null = null;
    let fallbackError: unknown = null;
    try {
      fallback = await opts.fallback.fetch(RATE_BASE, CONVERTER_CURRENCY_CODES);
    } catch (err) {
      fallbackError = err;
    }
    if (!primary && !fallback) {
      if (!outage) {
        opts.log.warn(
          {
            primary: { provider: opts.primary.name, error: errText(primaryError) },
            fallback: { provider: opts.fallback.name, error: errText(fallbackError) },
          },
          'rate providers unreachable: the converter answers from the stored rates until one returns',
        );
      }
      throw new AppError(ErrorCode.RatesFetchFailed);
    }
    if (!primary && !primaryDown && !outage)
      opts.log.warn(
        { err: primaryError, provider: opts.primary.name },
        'primary rate provider failed; using the fallback',
      );
    primaryDown = !primary;
    if (fallbackError && primary)
      opts.log.warn({ err: fallbackError, provider: opts.fallback.name }, 'fallback rate provider failed');
    if (!primary) return fallback as RateSnapshot;
    if (!fallback) return primary;
    // The primary's rates win; the fallback fills the currencies it lacks (the older date is told).
    return {
      base: RATE_BASE,
      asOf: fallback.asOf < primary.asOf ? fallback.asOf : primary.asOf,
      rates: { ...fallback.rates, ...primary.rates },
      source: `${primary.source}+${fallback.source}`,
    };
  }

  async function persist(s: RateSnapshot): Promise<void> {
    const vnd = s.rates.VND;
    if (!vnd) return;
    const vndPerUnit: Record<string, number> = {};
    for (const [code, rate] of Object.entries(s.rates)) vndPerUnit[code] = vnd / rate;
    const jobs = await storeVndRates(opts.db, vndPerUnit, s.asOf, s.source);
    opts.log.info({ source: s.source, asOf: s.asOf, jobs }, 'exchange rates refreshed');
  }

  /**
   * Fetches now (sharing a refresh in flight); keeps the old rates if both providers fail, and
   * throws 1141 then (the caller answers from the stored rates).
   */
  function refresh(): Promise<RateSnapshot> {
    inFlight ??= (async () => {
      try {
        let snapshot: RateSnapshot;
        try {
          snapshot = await fetchBoth();
        } catch (err) {
          const at = now();
          outage = { since: outage?.since ?? at, retryAt: at + opts.retryMs };
          throw err;
        }
        if (outage) {
          opts.log.info(
            { downMs: now() - outage.since, source: snapshot.source },
            'rate providers reachable again',
          );
          outage = null;
        }
        cached = { at: now(), snapshot };
        await persist(snapshot).catch((err) => opts.log.error({ err }, 'storing exchange rates failed'));
        return snapshot;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  /** The providers' rates, fresh or refreshed; null while they are unreachable. */
  async function live(): Promise<RateSnapshot | null> {
    if (cached && now() - cached.at < opts.ttlMs) return cached.snapshot;
    if (outage && now() < outage.retryAt) return null;
    if (outage) {
      // Time to try again: in the background, this conversion answers from the stored rates.
      refresh().catch(() => {
        // Still down: told once at the outage's start.
      });
      return null;
    }
    try {
      return await refresh();
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.RatesFetchFailed) return null;
      throw err;
    }
  }

  async function current(): Promise<RateSnapshot> {
    const snapshot = await live();
    if (snapshot) return snapshot;
    throw new AppError(ErrorCode.RatesFetchFailed);
  }

  /** `amount` of `from` in `to` from the rates stored in `exchange_rates` (VND per unit). */
  async function fromStored(amount: number, from: string, to: string): Promise<Conversion> {
    const table = await loadVndRates(opts.db);
    const a = table.rates[from];
    const b = table.rates[to];
    // A currency never stored: spec §8's "no rate" message, which blames nobody.
    if (!a || !b) throw new AppError(ErrorCode.RatesUnavailable);
    const dates = [table.dates[from], table.dates[to]].filter((d): d is string => !!d).sort();
    return conversion(amount, from, to, a / b, dates[0] ?? table.asOf ?? '', 'stored');
  }

  function conversion(
    amount: number,
    from: string,
    to: string,
    rate: number,
    asOf: string,
    source: ConversionSource,
  ): Conversion {
    return {
      amount,
      from,
      to,
      rate: round(rate, RATE_DECIMALS),
      result: round(amount * rate, RESULT_DECIMALS),
      as_of: asOf,
      source,
    };
  }

  async function convert(amount: number, from: string, to: string): Promise<Conversion> {
    const s = await live();
    const a = s?.rates[from];
    const b = s?.rates[to];
    if (s && a && b) return conversion(amount, from, to, b / a, s.asOf, 'live');
    // Providers unreachable, or neither has this currency: the last rates stored, with their date.
    return fromStored(amount, from, to);
  }

  /**
   * At start: the providers' rates, or, when they are unreachable, the stored salaries
   * re-normalised from the stored rates (a refresh re-normalises them otherwise), so the figures
   * follow the current rules (e.g. the hours of an hourly wage) without a provider.
   */
  async function warm(): Promise<void> {
    try {
      await refresh();
    } catch {
      const jobs = await renormaliseSalaries(opts.db);
      opts.log.info({ jobs }, 'salaries re-normalised from the stored rates');
    }
  }

  /** Drops the cached rates and any outage (the next conversion fetches). */
  function forget(): void {
    cached = null;
    outage = null;
    primaryDown = false;
  }

  return { convert, refresh, current, warm, forget };
}
export type RateService = ReturnType<typeof createRateService>;
