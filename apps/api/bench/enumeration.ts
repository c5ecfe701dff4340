/**
 * The enumeration bench (`BENCH=enumeration`): does the time of a registration or recovery answer
 * tell whether an email has an account? Compares the median time of the paths that must answer
 * alike (issue 10 item 6, ADR 0008), through app.inject on PGlite (or PostgreSQL with
 * BENCH_ENUM_DATABASE_URL), requests of both kinds interleaved. Only the request is timed: the mail
 * worker runs after each one, untimed, as it does after the answer in production.
 *
 * - POST /api/send-reset-password-mail: a confirmed account vs an address nobody has.
 * - POST /api/auth/request-register: a new address vs one held by an unconfirmed sign-up (both
 *   succeed; a confirmed account's 1001 is the spec's own answer and is not compared).
 *
 * Each address is used once (the per-address mail limit is 3 per 15 minutes). Returns the number
 * of missed targets.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { openBenchApp } from './bench-app.ts';

const RESET_N = Number(process.env.BENCH_ENUM_RESET_N ?? 200);
const REGISTER_N = Number(process.env.BENCH_ENUM_REGISTER_N ?? 30);
/** The medians may differ by this share of the larger one, or by ABS_MS, whichever is more. */
const REL_TARGET = 0.15;
const ABS_MS = 1;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export async function runEnumerationBench(): Promise<number> {
  const url = process.env.BENCH_ENUM_DATABASE_URL;
  // The worker is run by hand after each request, outside the timed part.
  const { app, database } = await openBenchApp({ url, emailWorker: false });
  const run = randomBytes(3).toString('hex');

  // Confirmed accounts to ask reset links for, one per request.
  const hash = await hashPassword('Bench@2026');
  await database.db.execute(sql`
    insert into users (type, status, name, username, email, phone, password_hash, email_verified_at)
    select 'employee', 'activated', 'Người thử ' || g, ${`b${run}_`} || g, ${`b${run}.`} || g || '@example.com',
      '08' || lpad((${Number.parseInt(run, 16) % 100} * 100000 + g)::text, 8, '0'), ${hash}, now()
    from generate_series(1, ${RESET_N}) g`);

  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress: '10.99.0.1' });
  async function timed(path: string, payload: object, status: number): Promise<number> {
    const start = performance.now();
    const res = await post(path, payload);
    const ms = performance.now() - start;
    if (res.statusCode !== status) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    await app.emailWorker.flush();
    return ms;
  }

  const results: { name: string; a: string; b: string; ta: number[]; tb: number[] }[] = [];

  // Warm-up of both paths.
  for (let i = 0; i < 5; i++)
    await timed('/send-reset-password-mail', { email: `warm${i}.${run}@example.com` }, 200);
  const reset = {
    name: 'POST /api/send-reset-password-mail',
    a: 'account',
    b: 'no account',
    ta: [] as number[],
    tb: [] as number[],
  };
  for (let i = 1; i <= RESET_N; i++) {
    const known = { email: `b${run}.${i}@example.com` };
    const unknown = { email: `khong.co.${run}.${i}@example.com` };
    // Alternate which goes first, so a drift of the machine weighs on both alike.
    if (i % 2) {
      reset.ta.push(await timed('/send-reset-password-mail', known, 200));
      reset.tb.push(await timed('/send-reset-password-mail', unknown, 200));
    } else {
      reset.tb.push(await timed('/send-reset-password-mail', unknown, 200));
      reset.ta.push(await timed('/send-reset-password-mail', known, 200));
    }
  }
  results.push(reset);

  const body = (tag: string, i: number) => ({
    type: 'employee',
    name: 'Nguyễn Văn Thử',
    username: `dk${tag}${run}${i}`,
    email: `dk.${tag}.${run}.${i}@example.com`,
    phone: `07${tag === 'n' ? 1 : 2}${String(Number.parseInt(run, 16) % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
    password: 'DangKy@2026',
    password_confirmation: 'DangKy@2026',
    agree_terms: true,
  });
  const register = {
    name: 'POST /api/auth/request-register',
    a: 'new address',
    b: 'unconfirmed holder',
    ta: [] as number[],
    tb: [] as number[],
  };
  for (let i = 1; i <= REGISTER_N; i++) {
    // An earlier, unconfirmed sign-up holds the address (untimed).
    const held = body('h', i);
    await timed(
      '/auth/request-register',
      { ...held, username: `${held.username}x`, phone: held.phone.replace(/^07/, '03') },
      200,
    );
    if (i % 2) {
      register.ta.push(await timed('/auth/request-register', body('n', i), 200));
      register.tb.push(await timed('/auth/request-register', held, 200));
    } else {
      register.tb.push(await timed('/auth/request-register', held, 200));
      register.ta.push(await timed('/auth/request-register', body('n', i), 200));
    }
  }
  results.push(register);

  console.log(`enumeration timing on ${url ? 'PostgreSQL' : 'PGlite'} (median ms per request, interleaved)`);
  console.log('');
  console.log(
    'case'.padEnd(36),
    'path A'.padEnd(20),
    'p50 A'.padStart(7),
    'path B'.padEnd(20),
    'p50 B'.padStart(7),
    'diff'.padStart(7),
    'target'.padStart(9),
  );
  let failed = 0;
  for (const r of results) {
    const ma = median(r.ta);
    const mb = median(r.tb);
    const diff = Math.abs(ma - mb);
    const limit = Math.max(ABS_MS, REL_TARGET * Math.max(ma, mb));
    const ok = diff <= limit;
    if (!ok) failed++;
    console.log(
      `${r.name} (n=${r.ta.length})`.padEnd(36),
      r.a.padEnd(20),
      ma.toFixed(2).padStart(7),
      r.b.padEnd(20),
      mb.toFixed(2).padStart(7),
      diff.toFixed(2).padStart(7),
      `${ok ? '≤' : 'MISSED'} ${limit.toFixed(2)}`.padStart(9),
    );
  }
  await app.close();
  await database.close();
  if (failed > 0) console.error(`enumeration: ${failed} target(s) missed`);
  return failed;
}
