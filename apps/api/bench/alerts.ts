/**
 * `BENCH=alerts`: the job-alert digest (ADR 0036) at scale, on PostgreSQL. Reuses the jobs bench's
 * database of BENCH_ALERT_JOBS jobs (default 1m, as issue 18 asks; `100k` on a small machine; seeded
 * by the jobs bench's seeder when missing), puts BENCH_ALERTS alerts (default 100k) in it, all due,
 * with a day of jobs in their window, and times BENCH_ALERT_BATCHES batches of 500 (default 10):
 * each batch is one locking SELECT, one set query matching its alerts with the new jobs, the mails'
 * and notifications' INSERTs and one UPDATE. Prints ms per batch and the extrapolated full run.
 */
import { openDatabase } from '../src/db/client.ts';
import { keywordQuery } from '../src/modules/job-alerts/job-alert-criteria.ts';
import { DIGEST_BATCH, runJobAlertDigests } from '../src/modules/job-alerts/job-alert-digest.ts';
import { loadJobsBenchConfig, parseSize } from './jobs/config.ts';
import { ensureSeeded } from './jobs/seed.ts';

const KEYWORDS = [
  null,
  null,
  'kỹ sư',
  'điều dưỡng',
  'thực tập sinh',
  'cơ khí',
  'xây dựng',
  'nhà hàng',
  'lái xe',
  'tokutei',
];

export async function runAlertsBench(): Promise<number> {
  const config = loadJobsBenchConfig();
  const jobsSize = parseSize(process.env.BENCH_ALERT_JOBS || '1m');
  const alertCount = parseSize(process.env.BENCH_ALERTS || '100k');
  const batches = Number(process.env.BENCH_ALERT_BATCHES || 10);
  console.log(
    `\n== Job alerts: ${alertCount.toLocaleString('en')} alerts, ${jobsSize.toLocaleString('en')} jobs ==`,
  );
  const seeded = await ensureSeeded(config.baseUrl, jobsSize, false);
  const database = await openDatabase({ url: seeded.url, max: 2 });
  try {
    await database.migrate();
    const { db } = database;
    const run = (text: string) => db.execute(text as never);
    // The window: the newest day of jobs of the seed (its publication dates end near the seed's time).
    const [latest] = (
      (await run("select max(published_at) as at from jobs where status = 'approved'")) as unknown as {
        rows: { at: string }[];
      }
    ).rows;
    const now = new Date(latest?.at ?? Date.now());
    const from = new Date(now.getTime() - 24 * 60 * 60_000);
    const queries = KEYWORDS.map((k) =>
      k ? `'${(keywordQuery(k) as string).replace(/'/g, "''")}'` : 'null',
    );
    await run('delete from job_alerts');
    await run(`
      insert into job_alerts (email, search, keyword_query, kinds, nations, frequency, confirmed_at, watermark, due_at)
      select 'a' || g || '@bench.example',
        (array[${KEYWORDS.map((k) => (k ? `'${k}'` : 'null')).join(',')}])[1 + g % ${KEYWORDS.length}],
        (array[${queries.join(',')}])[1 + g % ${KEYWORDS.length}],
        case when g % 3 = 0 then array['labor_export'] end,
        case when g % 4 = 0 then array[(array['JP','KR','TW','DE'])[1 + g % 4]] end,
        case when g % 5 = 0 then 'weekly' else 'daily' end,
        now(), '${from.toISOString()}'::timestamptz, '${from.toISOString()}'::timestamptz
      from generate_series(1, ${alertCount}) g`);
    await run('analyze job_alerts');
    const started = performance.now();
    const done = await runJobAlertDigests({
      db,
      log: { info: () => {} },
      now,
      publicUrl: 'https://bench.example',
      maxBatches: batches,
    });
    const ms = performance.now() - started;
    const perBatch = ms / Math.max(1, Math.ceil(done.alerts / DIGEST_BATCH));
    console.log(
      `  ${done.alerts} alerts in ${Math.ceil(done.alerts / DIGEST_BATCH)} batches: ${ms.toFixed(0)} ms (${perBatch.toFixed(0)} ms a batch of ${DIGEST_BATCH}), ${done.mails} mails`,
    );
    console.log(
      `  extrapolated: ${((perBatch * alertCount) / DIGEST_BATCH / 1000).toFixed(1)} s for all ${alertCount.toLocaleString('en')} alerts`,
    );
    await run('delete from email_outbox; delete from job_alerts');
    return 0;
  } finally {
    await database.close();
  }
}
