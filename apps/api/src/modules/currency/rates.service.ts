import {
  CONVERTER_CURRENCY_CODES,
  type Conversion,
  ErrorCode,
  RATE_DECIMALS,
  RESULT_DECIMALS,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeVndRates } from '../jobs/exchange-rates.ts';
import type { RateProvider, RateSnapshot } from './rate-providers.ts';

/** Rates are asked against one base; every pair is computed from it. */
export const RATE_BASE = 'USD';

export interface RateServiceOptions {
  primary: RateProvider;
  fallback: RateProvider;
  ttlMs: number;
  db: Db;
  log: FastifyBaseLogger;
  now?: () => number;
}

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/**
 * The converter's rates (ADR 0028): the primary provider, or silently the fallback when the
 * primary fails or lacks a currency; kept in memory for `ttlMs` and refreshed before then by
 * `refresh()` (the background timer in currency.plugin.ts). Each refresh also stores the VND rates
 * and re-normalises job salaries. Concurrent callers share one refresh in flight.
 */
export function createRateService(opts: RateServiceOptions) {
  const now = opts.now ?? Date.now;
  let cached: { at: number; snapshot: RateSnapshot } | null = null;
  let inFlight: Promise<RateSnapshot> | null = null;

  async function fetchBoth(): Promise<RateSnapshot> {
    let primary: RateSnapshot | null = null;
    try {
      primary = await opts.primary.fetch(RATE_BASE, CONVERTER_CURRENCY_CODES);
    } catch (err) {
      opts.log.warn({ err, provider: opts.primary.name }, 'primary rate provider failed; using the fallback');
    }
    if (primary && CONVERTER_CURRENCY_CODES.every((c) => primary.rates[c])) return primary;
    let fallback: RateSnapshot | null = null;
    try {
      fallback = await opts.fallback.fetch(RATE_BASE, CONVERTER_CURRENCY_CODES);
    } catch (err) {
      opts.log.warn({ err, provider: opts.fallback.name }, 'fallback rate provider failed');
    }
    if (!primary && !fallback) throw new AppError(ErrorCode.RatesFetchFailed);
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

  /** Fetches now (sharing a refresh in flight); keeps the old rates if both providers fail. */
  function refresh(): Promise<RateSnapshot> {
    inFlight ??= (async () => {
      try {
        const snapshot = await fetchBoth();
        cached = { at: now(), snapshot };
        await persist(snapshot).catch((err) => opts.log.error({ err }, 'storing exchange rates failed'));
        return snapshot;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  async function current(): Promise<RateSnapshot> {
    if (cached && now() - cached.at < opts.ttlMs) return cached.snapshot;
    return refresh();
  }

  async function convert(amount: number, from: string, to: string): Promise<Conversion> {
    const s = await current();
    const a = s.rates[from];
    const b = s.rates[to];
    if (!a || !b) throw new AppError(ErrorCode.RatesUnavailable);
    const rate = b / a;
    return {
      amount,
      from,
      to,
      rate: round(rate, RATE_DECIMALS),
      result: round(amount * rate, RESULT_DECIMALS),
      as_of: s.asOf,
    };
  }

  /** Drops the cached rates (the next conversion fetches). */
  function forget(): void {
    cached = null;
  }

  return { convert, refresh, current, forget };
}
export type RateService = ReturnType<typeof createRateService>;
