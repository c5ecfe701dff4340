import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../src/modules/email/email.worker.ts';
import { DEMO, json, useTestApp } from './helpers.ts';
import { codeFrom, mailsTo, post, registerBody } from './support/accounts.ts';
import type { ParsedMail } from './support/mail-parse.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';

/*
 * Issue 10, item 7: the SMTP server is down, hangs, drops connections or refuses mail. Requests that
 * send mail still answer at once (the mail waits in the outbox), nothing crashes, and the mail is
 * delivered exactly once when a real SMTP server comes up on the configured port.
 */

/** A port nothing listens on (yet): the app's SMTP client gets "connection refused". */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server on `port` that treats each connection with `onConnection` (drop it, or never greet). */
async function tcpServer(port: number, onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    sockets,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const port = await freePort();

describe('mail while the SMTP server is down, hanging or refusing', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ACCOUNT_RATE_LIMIT_MAX: '1000' });
  let sink: SmtpSink | undefined;
  afterAll(async () => {
    await sink?.close();
  });

  type Row = { id: number; to_address: string; status: string; attempts: number; last_error: string | null };
  const rowsTo = async (to: string) =>
    (
      (await t.database.db.execute(
        sql`select id, to_address, status, attempts, last_error from email_outbox where to_address = ${to} order by id`,
      )) as unknown as { rows: Row[] }
    ).rows;
  /** Time passes: retries that wait for their backoff become due now. */
  const makeDue = () =>
    t.database.db.execute(sql`update email_outbox set next_attempt_at = now() where status = 'pending'`);
  const healthy = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

  const seeker = registerBody();
  const resetTo = DEMO.employee;

  it('answers registration and reset requests while nothing listens on the SMTP port', async () => {
    const registered = await post(t.app, '/api/auth/request-register', seeker);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(json(registered).message).toBe('Mã xác nhận đã được gửi tới email của bạn');
    const reset = await post(t.app, '/api/send-reset-password-mail', { email: resetTo });
    expect(reset.statusCode, reset.body).toBe(200);

    // The request kicked a delivery pass; it fails with "connection refused" and schedules a retry.
    await t.app.emailWorker.flush();
    for (const to of [seeker.email, resetTo]) {
      const [row] = await rowsTo(to);
      expect(row, to).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.last_error).toMatch(/ECONNREFUSED/);
    }
    expect(await healthy()).toBe(200);
  });

  it('keeps the mail queued when the server accepts and drops the connection', async () => {
    const dropper = await tcpServer(port, (socket) => socket.destroy());
    try {
      await makeDue();
      await t.app.emailWorker.flush();
      expect(dropper.sockets.size).toBe(0);
      const [row] = await rowsTo(seeker.email);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row?.last_error).toBeTruthy();
      expect(await healthy()).toBe(200);
    } finally {
      await dropper.close();
    }
  });

  it('answers at once while the SMTP server accepts but never greets (the delivery pass is stuck)', async () => {
    let connected = 0;
    const blackhole = await tcpServer(port, () => {
      connected++;
    });
    try {
      const other = registerBody();
      const res = await post(t.app, '/api/auth/request-register', other);
      expect(res.statusCode, res.body).toBe(200);
      // The answer came before any delivery outcome: the mail is queued or being sent, not failed.
      const [queued] = await rowsTo(other.email);
      expect(['pending', 'sending']).toContain(queued?.status);
      expect(queued?.last_error).toBeNull();
      // The pass the request kicked waits for a greeting that never comes.
      await expect.poll(() => blackhole.sockets.size, { timeout: 30_000 }).toBeGreaterThan(0);
      const again = await post(t.app, '/api/send-reset-password-mail', { email: resetTo });
      expect(again.statusCode).toBe(200);
      expect(blackhole.sockets.size).toBeGreaterThan(0);
      expect(await healthy()).toBe(200);
      // The client gives up on its greeting timeout; the mail stays queued.
      await t.app.emailWorker.flush();
      expect(connected).toBeGreaterThan(0);
      const [row] = await rowsTo(other.email);
      expect(row?.status).toBe('pending');
      expect(row?.last_error).toBeTruthy();
    } finally {
      await blackhole.close();
    }
  }, 120_000);

  it('delivers every queued mail exactly once when a real SMTP server comes up on the port', async () => {
    sink = await startSmtpSink(port);
    await makeDue();
    await t.app.emailWorker.flush();
    const codes = mailsTo(sink, seeker.email);
    expect(codes).toHaveLength(1);
    const code = codeFrom(codes[0] as ParsedMail);
    expect(codes[0]?.subject).toBe(`Mã xác nhận đăng ký ViệcXa: ${code}`);
    // Two reset requests were made while the server was down: two mails, each delivered once.
    const resets = mailsTo(sink, resetTo);
    expect(resets).toHaveLength(2);
    expect(new Set(resets.map((m) => m.messageId)).size).toBe(2);
    for (const row of await rowsTo(seeker.email)) expect(row.status).toBe('sent');

    // Later passes (and due times in the past) send nothing again.
    await makeDue();
    await t.app.emailWorker.flush();
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, seeker.email)).toHaveLength(1);
    expect(mailsTo(sink, resetTo)).toHaveLength(2);

    // The code from that mail confirms the account: the delayed mail is a working one.
    const confirmed = await post(t.app, '/api/auth/register', {
      email: seeker.email,
      code,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('retries a temporary refusal (4xx) and then delivers once', async () => {
    const s = sink as SmtpSink;
    s.failNext(1, 451);
    const body = registerBody();
    expect((await post(t.app, '/api/auth/request-register', body)).statusCode).toBe(200);
    await t.app.emailWorker.flush();
    let [row] = await rowsTo(body.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/451/);
    expect(mailsTo(s, body.email)).toHaveLength(0);
    await makeDue();
    await t.app.emailWorker.flush();
    [row] = await rowsTo(body.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsTo(s, body.email)).toHaveLength(1);
  });

  it(`retries a mail refused with a server-side 5xx (554) up to ${MAX_ATTEMPTS} attempts, then gives up`, async () => {
    const s = sink as SmtpSink;
    s.failNext(MAX_ATTEMPTS, 554);
    const refused = registerBody();
    expect((await post(t.app, '/api/auth/request-register', refused)).statusCode).toBe(200);
    await t.app.emailWorker.flush();
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await makeDue();
      await t.app.emailWorker.flush();
    }
    const [row] = await rowsTo(refused.email);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.last_error).toMatch(/554/);
    expect(mailsTo(s, refused.email)).toHaveLength(0);
    // A failed mail is not picked up again.
    await makeDue();
    await t.app.emailWorker.flush();
    expect((await rowsTo(refused.email))[0]?.attempts).toBe(MAX_ATTEMPTS);
  });

  it('gives up at once on a mail whose recipient is refused for good (550), and the rest of the queue still flows', async () => {
    const s = sink as SmtpSink;
    s.failNext(1, 550);
    const refused = registerBody();
    expect((await post(t.app, '/api/auth/request-register', refused)).statusCode).toBe(200);
    await t.app.emailWorker.flush();
    const [row] = await rowsTo(refused.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toMatch(/550/);
    await makeDue();
    await t.app.emailWorker.flush();
    expect((await rowsTo(refused.email))[0]?.attempts).toBe(1);
    expect(mailsTo(s, refused.email)).toHaveLength(0);

    const next = registerBody();
    expect((await post(t.app, '/api/auth/request-register', next)).statusCode).toBe(200);
    await t.app.emailWorker.flush();
    expect(mailsTo(s, next.email)).toHaveLength(1);
    expect(await healthy()).toBe(200);
  });
});
