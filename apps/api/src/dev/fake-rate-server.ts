/**
 * A local exchange-rate provider speaking both providers' protocols (Frankfurter v2 `/v2/rates`,
 * open.er-api `/v6/latest/{base}`), for tests, the browser tests and `npm run dev` (ADR 0028).
 * Never started by `npm start` in production. `POST /__control` changes its state (down, missing
 * currencies) so a test can make a provider fail; `GET /__health` answers when it is up.
 *
 * Run alone: `node apps/api/src/dev/fake-rate-server.ts <port>` (the browser tests do).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONVERTER_CURRENCY_CODES } from '@app/contract';
import { SEED_VND_RATES } from '../db/seed/exchange-rates.ts';

/**
 * VND per unit: the seed's rates for the currencies jobs are posted in (so a refresh against the
 * fake leaves demo salaries as seeded), rough market figures of November 2026 for the others.
 */
export const FAKE_VND_PER_UNIT: Record<string, number> = {
  CNY: 3_650,
  HKD: 3_380,
  THB: 760,
  IDR: 1.6,
  PHP: 450,
  KHR: 6.5,
  LAK: 1.2,
  MMK: 12.5,
  BND: 20_200,
  INR: 300,
  NZD: 15_300,
  CAD: 18_900,
  GBP: 34_600,
  CHF: 32_900,
  SEK: 2_790,
  NOK: 2_600,
  DKK: 4_080,
  PLN: 7_150,
  CZK: 1_210,
  HUF: 78,
  RON: 5_990,
  BGN: 15_590,
  RUB: 325,
  TRY: 640,
  AED: 7_160,
  SAR: 7_010,
  QAR: 7_220,
  KWD: 85_800,
  ILS: 7_900,
  ZAR: 1_500,
  BRL: 4_900,
  MXN: 1_430,
  CLP: 28,
  ARS: 19,
  EGP: 540,
  PKR: 93,
  BDT: 215,
  LKR: 87,
  NPR: 188,
  MOP: 3_280,
  ...SEED_VND_RATES,
  VND: 1,
};

export interface FakeRateState {
  /** Answer 503 to rate requests. */
  down: boolean;
  /** Currencies left out of the answers. */
  missing: string[];
  /** VND per unit replacing the table's (a market move, for the re-normalisation test). */
  vnd: Record<string, number>;
  /** The date the rates are published for (YYYY-MM-DD). */
  date: string;
  /** Rate requests served (tests check the cache). */
  requests: number;
}

export interface FakeRateServer {
  url: string;
  state: FakeRateState;
  close(): Promise<void>;
}

const FAKE_DATE = '2026-11-20';

function ratesFor(base: string, state: FakeRateState): Record<string, number> {
  const table = { ...FAKE_VND_PER_UNIT, ...state.vnd };
  const baseVnd = table[base];
  const out: Record<string, number> = {};
  if (!baseVnd) return out;
  for (const code of CONVERTER_CURRENCY_CODES) {
    const vnd = table[code];
    if (vnd && !state.missing.includes(code)) out[code] = baseVnd / vnd;
  }
  return out;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

export async function startFakeRateServer(port = 0, host = '127.0.0.1'): Promise<FakeRateServer> {
  const state: FakeRateState = { down: false, missing: [], vnd: {}, date: FAKE_DATE, requests: 0 };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = await readJson(req).catch(() => ({}) as Record<string, unknown>);
      if (typeof body.down === 'boolean') state.down = body.down;
      if (Array.isArray(body.missing)) state.missing = body.missing.map(String);
      if (typeof body.date === 'string') state.date = body.date;
      if (body.vnd && typeof body.vnd === 'object') state.vnd = body.vnd as Record<string, number>;
      return send(res, 200, state);
    }
    const erApi = /^\/v6\/(?:[^/]+\/)?latest\/([A-Za-z]{3})$/.exec(url.pathname);
    if (url.pathname !== '/v2/rates' && !erApi) return send(res, 404, { error: 'not found' });
    state.requests += 1;
    if (state.down) return send(res, 503, { error: 'down' });
    if (erApi) {
      const base = (erApi[1] as string).toUpperCase();
      return send(res, 200, {
        result: 'success',
        base_code: base,
        time_last_update_unix: Math.floor(Date.parse(`${state.date}T00:00:00Z`) / 1000),
        rates: ratesFor(base, state),
      });
    }
    const base = (url.searchParams.get('base') ?? 'EUR').toUpperCase();
    const quotes = (url.searchParams.get('quotes') ?? '').toUpperCase().split(',').filter(Boolean);
    const all = ratesFor(base, state);
    return send(
      res,
      200,
      Object.entries(all)
        .filter(([q]) => q !== base && (quotes.length === 0 || quotes.includes(q)))
        .map(([quote, rate]) => ({ date: state.date, base, quote, rate })),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.main) {
  const fake = await startFakeRateServer(Number(process.argv[2] ?? process.env.FAKE_RATES_PORT ?? 0));
  console.log(`fake rate provider on ${fake.url}`);
}
