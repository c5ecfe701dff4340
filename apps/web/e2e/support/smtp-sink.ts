/**
 * The browser tests' mail server: a real SMTP server (the app delivers to it over SMTP) plus a
 * small HTTP endpoint the tests read: GET /messages?to=<address> → JSON list, newest last.
 */
import { createServer } from 'node:http';
import { startSmtpSink } from '../../../api/test/support/smtp-sink.ts';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3292);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3293);
const sink = await startSmtpSink(smtpPort);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  const to = url.searchParams.get('to') ?? '';
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(sink.messages.filter((m) => m.to.includes(to))));
}).listen(httpPort, '127.0.0.1', () => {
  console.log(`smtp sink: smtp 127.0.0.1:${smtpPort}, http 127.0.0.1:${httpPort}`);
});
