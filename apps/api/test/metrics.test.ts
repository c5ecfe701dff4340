import { ErrorCode } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { json, onPostgres, useTestApp } from './helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics (ADR 0037)', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN }, (app) => {
    // The way other modules (the scheduler) add their gauges.
    app.metrics.registerGauge({
      name: 'test_lag_seconds',
      help: 'A gauge registered by another module.',
      collect: () => [{ labels: { task: 'close "expired"\njobs' }, value: 2.5 }],
    });
    app.metrics.registerGauge({
      name: 'test_broken',
      help: 'A source that fails.',
      collect: () => {
        throw new Error('down');
      },
    });
  });
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a missing or wrong token with 401/1186', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(json(res)).toMatchObject({
        success: false,
        code: ErrorCode.MetricsTokenInvalid,
        message: 'Mã truy cập số liệu giám sát không hợp lệ',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    for (const group of ['user', 'job', 'user'])
      await t.app.inject({ method: 'GET', url: `/api/options/${group}` });
    await t.app.inject({ method: 'GET', url: '/api/khong-ton-tai-123' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain('# TYPE viecxa_http_requests_total counter');
    expect(text).toContain(
      'viecxa_http_requests_total{method="GET",route="/api/options/:group",status="200"} 3',
    );
    expect(text).toContain('viecxa_http_requests_total{method="GET",route="/api/*",status="404"} 1');
    expect(text).not.toContain('khong-ton-tai');
    expect(text).not.toContain('route="/api/options/user"');
    expect(text).toContain('# TYPE viecxa_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /viecxa_http_request_duration_seconds_bucket\{method="GET",route="\/api\/options\/:group",le="\+Inf"\} 3\n/,
    );
    expect(text).toMatch(
      /viecxa_http_request_duration_seconds_count\{method="GET",route="\/api\/options\/:group"\} 3\n/,
    );
    expect(text).toContain('viecxa_ready 1');
  });

  it('reports the outbox backlog, the pool and gauges other modules register', async () => {
    await t.app.db.insert(emailOutbox).values(
      [1, 2, 3].map((i) => ({
        toAddress: `backlog${i}@example.com`,
        subject: 'x',
        html: 'x',
        text: 'x',
        template: 'test',
      })),
    );
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const backlog = Number(/^viecxa_email_outbox_backlog (\d+)$/m.exec(text)?.[1]);
    expect(backlog).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^viecxa_email_outbox_oldest_seconds [0-9.e+-]+$/m);
    if (onPostgres) expect(text).toMatch(/^viecxa_db_pool_connections\{state="max"\} 4$/m);
    else expect(text).not.toMatch(/^viecxa_db_pool_connections\{/m);
    // Label values escaped as the text format asks.
    expect(text).toContain('viecxa_test_lag_seconds{task="close \\"expired\\"\\njobs"} 2.5');
    // The failing source is left out and counted; the others are still there.
    expect(text).not.toContain('viecxa_test_broken ');
    expect(text).toContain('viecxa_metrics_collect_errors 1');
  });

  it("reports each scheduled task's lag: how long it has been due and not started", async () => {
    await t.app.db.execute(sql`
      insert into scheduled_tasks (name, next_run_at) values ('metrics-test-due', now() - interval '90 seconds')
      on conflict (name) do update set next_run_at = excluded.next_run_at, lease_expires_at = null`);
    await t.app.db.execute(sql`
      insert into scheduled_tasks (name, next_run_at, lease_owner, lease_expires_at)
      values ('metrics-test-running', now() - interval '1 hour', 'p1', now() + interval '1 minute')
      on conflict (name) do nothing`);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const lag = Number(
      /^viecxa_scheduler_lag_seconds\{task="metrics-test-due"\} ([0-9.e+-]+)$/m.exec(text)?.[1],
    );
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(600);
    // A task being run (its lease held) is not late.
    expect(text).toMatch(/^viecxa_scheduler_lag_seconds\{task="metrics-test-running"\} 0$/m);
  });

  it('refuses a second gauge of the same name', () => {
    expect(() =>
      t.app.metrics.registerGauge({ name: 'test_lag_seconds', help: '', collect: () => [] }),
    ).toThrow(/registered twice/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist (404/1107), with or without a token', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-here' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ code: ErrorCode.NotFound });
    }
  });
});
