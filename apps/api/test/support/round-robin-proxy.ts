import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin HTTP load balancer of our own for the several-processes tests (ADR 0037):
 * each request (not each connection) goes to the next upstream in turn, so one browser session's
 * consecutive requests land on different app processes. It adds `x-upstream: <index>` to every
 * answer (so a test sees who answered) and answers `GET /__proxy/ready` with 200 only when every
 * upstream's readiness is 200. An upstream that cannot be reached answers 502: no retry, so a
 * process that misbehaves is seen, not hidden.
 */
export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Requests sent to each upstream so far. */
  counts: number[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}

async function upstreamReady(agent: http.Agent, base: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(new URL('/api/health/ready', base), { agent, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export async function startRoundRobinProxy(opts: {
  upstreams: string[];
  port?: number;
  host?: string;
}): Promise<RoundRobinProxy> {
  if (opts.upstreams.length === 0) throw new Error('round-robin proxy: no upstreams');
  const upstreams = opts.upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true });
  const counts = upstreams.map(() => 0);
  let next = 0;

  const server = http.createServer((req, res) => {
    if (req.url === '/__proxy/ready') {
      Promise.all(upstreams.map((u) => upstreamReady(agent, u))).then((ready) => {
        res.writeHead(ready.every(Boolean) ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ready }));
      });
      return;
    }
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = upstreams[index] as URL;
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardable(req.headers),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
          ...forwardable(answer.headers),
          'x-upstream': String(index),
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) {
        res.destroy(err);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'x-upstream': String(index) });
      res.end(`upstream ${index} unreachable: ${err.message}`);
    });
    // A client that goes away mid-request ends the upstream request too (e.g. a streamed answer).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
