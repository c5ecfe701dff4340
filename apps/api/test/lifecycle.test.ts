import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueEmail } from '../src/modules/email/email.outbox.ts';
import { EmailWorker } from '../src/modules/email/email.worker.ts';
import { useTestApp } from './helpers.ts';

/** One GET on a connection of its own (no keep-alive pool hiding a refused connect). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('graceful shutdown (ADR 0037)', () => {
  // A request held open by the test: it shows that shutdown waits for requests in flight.
  let release: () => void = () => {};
  let slowEntered = false;
  const events: string[] = [];
  const t = useTestApp({ SHUTDOWN_DRAIN_MS: '400' }, (app) => {
    app.get('/__slow', async () => {
      slowEntered = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('slow answered');
      return { done: true };
    });
    // Registered after the app's own onClose hooks (email worker, timers, leases): Fastify runs
    // onClose hooks last-registered first, so this one runs before them and sees them not yet run.
    app.addHook('onClose', async () => {
      events.push('close hooks');
    });
  });

  it('readiness 503 at once, then new connections refused, the slow request completes, then close hooks', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    expect((await get(port, '/api/health/ready')).status).toBe(200);

    const slow = get(port, '/__slow');
    await until(() => slowEntered, 'the slow request to start');

    const closed = t.app.lifecycle.shutdown();
    expect(t.app.lifecycle.shutdown()).toBe(closed); // a second SIGTERM changes nothing
    // During the drain the process still answers, and readiness says it is going away.
    const ready = await get(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({
      success: false,
      code: ErrorCode.NotReady,
      message: 'Máy chủ đang khởi động lại. Vui lòng thử lại sau giây lát.',
    });
    // Liveness stays 200: the process is alive, only leaving rotation.
    expect((await get(port, '/api/health')).status).toBe(200);

    // After the drain: no new connection is accepted…
    await until(
      () =>
        get(port, '/api/health').then(
          () => false,
          (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED',
        ),
      'new connections to be refused',
    );
    // …while the request in flight is still being answered, and nothing has been closed under it.
    expect(events).toEqual([]);
    release();
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    await closed;
    expect(events).toEqual(['slow answered', 'close hooks']);
  });
});

describe('the email worker at shutdown (ADR 0037)', () => {
  const t = useTestApp();

  it('sends the batch it claimed, claims nothing more, and leaves the rest due for another process', async () => {
    for (let i = 0; i < 25; i++)
      await enqueueEmail(t.app.db, {
        to: `dung.lai${i}@example.com`,
        template: 'registerCode',
        data: { name: 'Bạn', code: String(200000 + i), minutes: 10 },
      });
    const sent: string[] = [];
    let firstSend: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      firstSend = resolve;
    });
    let hold: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      hold = resolve;
    });
    const worker = new EmailWorker(
      t.app.db,
      {
        kind: 'log',
        async send(mail) {
          firstSend();
          if (sent.length === 0) await held;
          sent.push(mail.to);
        },
        close() {},
      },
      t.app.log,
      60_000,
    );
    worker.start();
    await sending;
    const stopped = worker.stop();
    worker.kick(); // a request finishing during the shutdown starts nothing
    hold();
    await stopped;
    // One batch of 10 (claimed before the stop), not all 25.
    expect(sent).toHaveLength(10);
    const rows = (await t.app.db.execute(
      sql`select status, count(*)::int as n from email_outbox where to_address like 'dung.lai%' group by status order by status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    expect(rows.rows).toEqual([
      { status: 'pending', n: 15 },
      { status: 'sent', n: 10 },
    ]);
  });
});
