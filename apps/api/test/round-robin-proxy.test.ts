import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.ts';

/** An upstream that answers its own name, and readiness as told. */
async function upstream(name: string) {
  const state = { ready: true, bodies: [] as string[] };
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health/ready') {
      res.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      state.bodies.push(body);
      res
        .writeHead(200, { 'content-type': 'text/plain', 'set-cookie': `seen=${name}` })
        .end(`${name} ${req.url}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { state, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the round-robin proxy of the several-processes test', () => {
  let a: Awaited<ReturnType<typeof upstream>>;
  let b: Awaited<ReturnType<typeof upstream>>;
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    a = await upstream('A');
    b = await upstream('B');
    proxy = await startRoundRobinProxy({ upstreams: [a.url, b.url] });
  });
  afterAll(async () => {
    await proxy.close();
    a.server.close();
    b.server.close();
  });

  it('alternates upstreams per request, also on one kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await new Promise<string>((resolve, reject) => {
          http
            .get(`${proxy.url}/x?i=${i}`, { agent }, (res) => {
              let text = '';
              res.on('data', (c) => {
                text += c;
              });
              res.on('end', () => resolve(`${res.headers['x-upstream']}:${text}`));
            })
            .on('error', reject);
        }),
      );
    }
    agent.destroy();
    expect(answers).toEqual([
      '0:A /x?i=0',
      '1:B /x?i=1',
      '0:A /x?i=2',
      '1:B /x?i=3',
      '0:A /x?i=4',
      '1:B /x?i=5',
    ]);
  });

  it('passes bodies, methods and headers through', async () => {
    const res = await fetch(`${proxy.url}/post`, { method: 'POST', body: 'hello' });
    expect(await res.text()).toMatch(/^[AB] \/post$/);
    expect(res.headers.get('set-cookie')).toMatch(/^seen=[AB]$/);
    expect([...a.state.bodies, ...b.state.bodies]).toContain('hello');
  });

  it('is ready only when every upstream is ready', async () => {
    expect((await fetch(`${proxy.url}/__proxy/ready`)).status).toBe(200);
    b.state.ready = false;
    expect((await fetch(`${proxy.url}/__proxy/ready`)).status).toBe(503);
    b.state.ready = true;
  });

  it('answers 502 for an upstream that cannot be reached', async () => {
    const dead = await startRoundRobinProxy({ upstreams: ['http://127.0.0.1:9'] });
    try {
      const res = await fetch(`${dead.url}/x`);
      expect(res.status).toBe(502);
    } finally {
      await dead.close();
    }
  });
});
