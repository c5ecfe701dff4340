/**
 * The two exchange-rate providers (spec §7 "Third party", DOMAIN.md), each read over its own HTTP
 * protocol and normalised to one shape. Base URLs and keys come from env (ADR 0028); tests and
 * development point them at the local fake (rate-fake-server.ts).
 */

/** Units of each currency per one unit of `base`, as of a date. */
export interface RateSnapshot {
  base: string;
  /** YYYY-MM-DD */
  asOf: string;
  rates: Record<string, number>;
  /** Which provider answered (stored as `exchange_rates.source`). */
  source: string;
}

export interface RateProvider {
  name: string;
  /** Rates of `quotes` per one `base`; throws on any failure (network, status, shape). */
  fetch(base: string, quotes: readonly string[]): Promise<RateSnapshot>;
}

export interface ProviderConfig {
  url: string;
  key?: string | undefined;
  timeoutMs: number;
}

async function getJson(
  url: string,
  cfg: ProviderConfig,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(cfg.timeoutMs),
  });
  if (!res.ok) throw new Error(`rate provider answered ${res.status}`);
  return res.json();
}

const isRate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Frankfurter v2: `GET /v2/rates?base=USD&quotes=VND,JPY` → `[{date, base, quote, rate}]`
 * (v1 is ECB-only, without VND). A key, when the deployment has one, goes in a Bearer header.
 */
export function frankfurterProvider(cfg: ProviderConfig): RateProvider {
  return {
    name: 'frankfurter',
    async fetch(base, quotes) {
      const url = new URL('v2/rates', cfg.url.endsWith('/') ? cfg.url : `${cfg.url}/`);
      url.searchParams.set('base', base);
      url.searchParams.set('quotes', quotes.filter((q) => q !== base).join(','));
      const body = await getJson(url.toString(), cfg, cfg.key ? { authorization: `Bearer ${cfg.key}` } : {});
      if (!Array.isArray(body)) throw new Error('frankfurter: not a list');
      const rates: Record<string, number> = { [base]: 1 };
      let asOf = '';
      for (const row of body as Array<Record<string, unknown>>) {
        if (typeof row?.quote !== 'string' || !isRate(row.rate) || typeof row.date !== 'string') continue;
        if (String(row.base).toUpperCase() !== base) continue;
        rates[row.quote.toUpperCase()] = row.rate;
        if (DAY.test(row.date) && (asOf === '' || row.date < asOf)) asOf = row.date;
      }
      if (!asOf) throw new Error('frankfurter: no rates');
      return { base, asOf, rates, source: this.name };
    },
  };
}

/**
 * open.er-api.com v6: `GET /v6/latest/USD` → `{result, base_code, time_last_update_unix, rates}`;
 * with a key the keyed host's path `/v6/{key}/latest/USD` (exchangerate-api.com, same shape).
 */
export function openErApiProvider(cfg: ProviderConfig): RateProvider {
  return {
    name: 'open-er-api',
    async fetch(base) {
      const path = cfg.key ? `v6/${encodeURIComponent(cfg.key)}/latest/${base}` : `v6/latest/${base}`;
      const url = new URL(path, cfg.url.endsWith('/') ? cfg.url : `${cfg.url}/`);
      const body = (await getJson(url.toString(), cfg)) as Record<string, unknown> | null;
      if (body?.result !== 'success' || typeof body.rates !== 'object' || body.rates === null)
        throw new Error('open-er-api: no rates');
      if (String(body.base_code).toUpperCase() !== base) throw new Error('open-er-api: other base');
      const rates: Record<string, number> = { [base]: 1 };
      for (const [code, rate] of Object.entries(body.rates as Record<string, unknown>))
        if (isRate(rate)) rates[code.toUpperCase()] = rate;
      const unix = Number(body.time_last_update_unix);
      const asOf = Number.isFinite(unix) && unix > 0 ? new Date(unix * 1000).toISOString().slice(0, 10) : '';
      if (!asOf) throw new Error('open-er-api: no date');
      return { base, asOf, rates, source: this.name };
    },
  };
}
