import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../src/modules/email/email.outbox.ts';
import { devMailboxMode } from '../src/modules/email/email.plugin.ts';
import { smtpTransport } from '../src/modules/email/email.transport.ts';
import { backoffMs, EmailWorker } from '../src/modules/email/email.worker.ts';
import { json, useTestApp } from './helpers.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

async function outbox(t: ReturnType<typeof useTestApp>) {
  const res = await t.database.db.execute(
    sql`select id, status, attempts, last_error, dedupe_key from email_outbox order by id`,
  );
  return (
    res as unknown as { rows: { id: number; status: string; attempts: number; last_error: string | null }[] }
  ).rows;
}

describe('email outbox over real SMTP', () => {
  // The workers below get the sink's port directly; SMTP_HOST only switches the app to SMTP mode.
  const t = useTestApp({ SMTP_HOST: '127.0.0.1' });

  it('renders Vietnamese mail and delivers it through SMTP', async () => {
    const worker = new EmailWorker(
      t.database.db,
      smtpTransport({
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        from: 'ViệcXa <no-reply@viecxa.vn>',
        messageIdDomain: 'test.local',
      }),
      t.app.log,
      60_000,
    );
    await enqueueEmail(t.database.db, {
      to: 'nguoi.nhan@example.com',
      template: 'registerCode',
      data: { name: 'Nguyễn Thị Hoa', code: '482913', minutes: 10 },
    });
    await worker.flush();
    const mail = await sink.waitFor('nguoi.nhan@example.com');
    expect(mail.subject).toBe('Mã xác nhận đăng ký ViệcXa: 482913');
    expect(mail.from).toContain('ViệcXa');
    expect(mail.text).toContain('Xin chào Nguyễn Thị Hoa,');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
    expect(mail.messageId).toMatch(/^<outbox-\d+@test\.local>$/);
    const rows = await outbox(t);
    expect(rows.at(-1)).toMatchObject({ status: 'sent', attempts: 1 });
    await worker.stop();
  });

  it('retries with backoff after a temporary failure and sends exactly once', async () => {
    const worker = new EmailWorker(
      t.database.db,
      smtpTransport({
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        from: 'x@viecxa.vn',
        messageIdDomain: 'test.local',
      }),
      t.app.log,
      60_000,
    );
    sink.failNext(1);
    await enqueueEmail(t.database.db, {
      to: 'thu.lai@example.com',
      template: 'resetPassword',
      data: { name: 'Lê Văn Tám', link: 'http://localhost:3000/reset-password?token=abc', minutes: 60 },
    });
    await worker.flush();
    let row = (await outbox(t)).at(-1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toBeTruthy();
    expect(sink.messages.filter((m) => m.to.includes('thu.lai@example.com'))).toHaveLength(0);
    // Not due yet: another pass sends nothing.
    await worker.flush();
    expect((await outbox(t)).at(-1)?.attempts).toBe(1);
    // Time passes.
    await t.database.db.execute(
      sql`update email_outbox set next_attempt_at = now() where status = 'pending'`,
    );
    await worker.flush();
    row = (await outbox(t)).at(-1);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const got = sink.messages.filter((m) => m.to.includes('thu.lai@example.com'));
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toContain('http://localhost:3000/reset-password?token=abc');
    await worker.stop();
  });

  it('keeps mail queued when the SMTP server is down (nothing lost, caller unaffected)', async () => {
    const worker = new EmailWorker(
      t.database.db,
      smtpTransport({
        host: '127.0.0.1',
        port: 1,
        secure: false,
        from: 'x@viecxa.vn',
        messageIdDomain: 'test.local',
      }),
      t.app.log,
      60_000,
    );
    await enqueueEmail(t.database.db, {
      to: 'mat.ket.noi@example.com',
      template: 'companyActivated',
      data: { name: 'Công ty A', loginUrl: 'http://localhost:3000/dang-nhap' },
    });
    await worker.flush();
    const row = (await outbox(t)).at(-1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await worker.stop();
  });

  it('two workers on one database never send the same mail twice', async () => {
    const make = () =>
      new EmailWorker(
        t.database.db,
        smtpTransport({
          host: '127.0.0.1',
          port: sink.port,
          secure: false,
          from: 'x@viecxa.vn',
          messageIdDomain: 'dup.local',
        }),
        t.app.log,
        60_000,
      );
    const [a, b] = [make(), make()];
    for (let i = 0; i < 12; i++) {
      await enqueueEmail(t.database.db, {
        to: `hang.loat${i}@example.com`,
        template: 'registerCode',
        data: { name: 'Bạn', code: String(100000 + i), minutes: 10 },
      });
    }
    await Promise.all([a.flush(), b.flush()]);
    const got = sink.messages.filter((m) => m.to.includes('hang.loat'));
    expect(got).toHaveLength(12);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(12);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a dedupe key queues a mail only once', async () => {
    for (let i = 0; i < 2; i++) {
      await enqueueEmail(t.database.db, {
        to: 'mot.lan@example.com',
        template: 'registerCode',
        data: { name: 'Bạn', code: '111111', minutes: 10 },
        dedupeKey: 'register:42:1',
      });
    }
    const res = await t.database.db.execute(
      sql`select count(*)::int as n from email_outbox where dedupe_key = 'register:42:1'`,
    );
    expect((res as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it('hides the dev mailbox when SMTP is configured', async () => {
    expect(t.app.env.SMTP_HOST).toBe('127.0.0.1');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('dev mailbox without SMTP (the embedded default)', () => {
  const t = useTestApp();

  it('shows queued mail with its text', async () => {
    await enqueueEmail(t.database.db, {
      to: 'xem.thu@example.com',
      template: 'registerCode',
      data: { name: 'Bạn', code: '654321', minutes: 10 },
    });
    await t.app.emailWorker.flush();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const first = json(res).data[0];
    expect(first).toMatchObject({ to: 'xem.thu@example.com', status: 'sent' });
    expect(first.text).toContain('654321');
  });
});

/*
 * Issue 10: on a default `npm start` (production, no SMTP) an anonymous visitor read the reset link
 * of admin@ at /api/dev/mailbox. In production the mailbox is off unless DEV_MAILBOX=true, and then
 * for this machine only; the code stays readable in the server log.
 */
async function queueResetMail(t: ReturnType<typeof useTestApp>) {
  await enqueueEmail(t.database.db, {
    to: 'admin@viecxa.vn',
    template: 'registerCode',
    data: { name: 'Quản trị viên', code: '246810', minutes: 10 },
  });
  await t.app.emailWorker.flush();
}

describe('dev mailbox in production without SMTP (npm start)', () => {
  const t = useTestApp({ NODE_ENV: 'production' });

  it('is a 404 for everyone, loopback included', async () => {
    await queueResetMail(t);
    for (const remoteAddress of ['203.0.113.7', '127.0.0.1', '::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('246810');
      expect(json(res)).toMatchObject({ success: false, code: 1107 });
    }
  });
});

describe('dev mailbox in production with DEV_MAILBOX=true', () => {
  const t = useTestApp({ NODE_ENV: 'production', DEV_MAILBOX: 'true' });

  it('answers this machine only', async () => {
    await queueResetMail(t);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '198.51.100.4',
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('246810');
    // A forwarded-for header does not make an outside client local.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(json(local).data[0].text).toContain('246810');
    }
  });
});

describe('dev mailbox mode', () => {
  it('follows NODE_ENV, SMTP_HOST, DEV_MAILBOX and TRUST_PROXY', () => {
    expect(devMailboxMode({ NODE_ENV: 'production' })).toBe('off');
    expect(devMailboxMode({ NODE_ENV: 'production', DEV_MAILBOX: true })).toBe('loopback');
    // Behind a proxy every client looks local or says so in a header: never on.
    expect(devMailboxMode({ NODE_ENV: 'production', DEV_MAILBOX: true, TRUST_PROXY: 1 })).toBe('off');
    expect(devMailboxMode({ NODE_ENV: 'production', DEV_MAILBOX: true, TRUST_PROXY: ['127.0.0.1'] })).toBe(
      'off',
    );
    expect(devMailboxMode({ NODE_ENV: 'development' })).toBe('open');
    expect(devMailboxMode({ NODE_ENV: 'test' })).toBe('open');
    expect(devMailboxMode({ NODE_ENV: 'development', SMTP_HOST: 'smtp.example.com' })).toBe('off');
    expect(
      devMailboxMode({ NODE_ENV: 'development', SMTP_HOST: 'smtp.example.com', DEV_MAILBOX: true }),
    ).toBe('open');
    expect(devMailboxMode({ NODE_ENV: 'test', DEV_MAILBOX: false })).toBe('off');
  });
});
