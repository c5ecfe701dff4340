import { describe, expect, it } from 'vitest';
import { RENDER_CALL_HEADER, renderCallHeaders } from '../src/lib/render-call.ts';
import { useTestApp } from './helpers.ts';

/**
 * Issue 19 item 3: the API calls our own server rendering makes are not counted as the visitor's
 * API use (pages have their own limit, e2e public/page-limit.spec.ts); direct calls still are, and
 * so are the limits of particular routes.
 */
describe('API calls made while rendering a page', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '5', CONTACT_RATE_LIMIT_MAX: '2' });

  const list = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/listJobs?limit=1', remoteAddress: ip, headers });

  it('are not counted against the visitor IP by the global limit', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 30; i += 1) expect((await list(ip, renderCallHeaders())).statusCode).toBe(200);
    // The same IP's own calls still have their 5 per window.
    for (let i = 0; i < 5; i += 1) expect((await list(ip)).statusCode).toBe(200);
    const refused = await list(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 1108 });
    // …while page rendering for that IP goes on.
    expect((await list(ip, renderCallHeaders())).statusCode).toBe(200);
  });

  it('cannot be claimed by a client: a forged or empty marker is counted as usual', async () => {
    const ip = '198.51.100.8';
    const real = renderCallHeaders()[RENDER_CALL_HEADER] ?? '';
    const forged = { [RENDER_CALL_HEADER]: `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}` };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await list(ip, forged)).statusCode);
    for (let i = 0; i < 3; i += 1) statuses.push((await list(ip, { [RENDER_CALL_HEADER]: '' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('still count for the limits of particular routes (the contact form posted through the page)', async () => {
    const body = {
      name: 'Trần Văn Bình',
      phone: '0987654321',
      email: 'binh.tran@example.com',
      subject: 'Hỏi về đơn hàng',
      message: 'Cho tôi hỏi đơn hàng này còn tuyển không ạ?',
    };
    // A new sender each time: only the per-IP limit of the route can refuse the third.
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-email',
        payload: { ...body, email: `binh.tran${n}@example.com` },
        remoteAddress: '198.51.100.9',
        headers: renderCallHeaders(),
      });
    expect((await send(1)).statusCode).toBe(200);
    expect((await send(2)).statusCode).toBe(200);
    const third = await send(3);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
