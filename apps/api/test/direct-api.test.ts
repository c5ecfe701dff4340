import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectCall } from '../src/lib/direct-api.ts';
import { DEMO, loginAs, useTestApp } from './helpers.ts';

/**
 * Issue 31 item 2: a page's read run in-process (lib/direct-api.ts) answers exactly what the API
 * answers over `inject` — status and body, data encoded by the same schema, errors mapped by the
 * same handler — for every kind of access and failure.
 */
describe('Direct calls of the pages', () => {
  const t = useTestApp();
  let company = '';
  let employee = '';
  let jobPath = '';

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    employee = await loginAs(t.app, DEMO.employee);
    const list = (await t.app.inject({ method: 'GET', url: '/api/listJobs?limit=1' })).json();
    const job = list.data.items[0];
    jobPath = `/api/job/${job.id}/${job.slug}`;
  });

  const facts = {
    requestId: 'page-request-1',
    ip: '198.51.100.20',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  };

  async function both(url: string, token: string | null = null) {
    const call: DirectCall = { method: 'GET', url, token, ...facts };
    const direct = await t.app.directApi.call(call);
    const injected = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress: facts.ip,
      headers: {
        'x-request-id': facts.requestId,
        'user-agent': facts.userAgent,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { direct, inject: { status: injected.statusCode, body: injected.json() } };
  }

  const cases: [string, () => string, () => string | null][] = [
    ['a public list', () => '/api/listJobs?limit=5&page=1', () => null],
    ['a filtered list with repeated values', () => '/api/listJobs?nation=JP&nation=KR&limit=3', () => null],
    ['a job page (dates in the answer)', () => jobPath, () => null],
    ['an optional-access read with a token', () => jobPath, () => employee],
    ['a role-guarded read with the right token', () => '/api/company/jobs?limit=5', () => company],
    ['a role-guarded read with no token (401)', () => '/api/company/jobs?limit=5', () => null],
    ['a role-guarded read with another role (403)', () => '/api/company/jobs?limit=5', () => employee],
    ['a refused query (422, every failing rule)', () => '/api/listJobs?limit=500&page=0', () => null],
    ['a missing job (404)', () => '/api/job/999999999/khong-co', () => null],
    ['reference data', () => '/api/nations?destination=1', () => null],
  ];

  for (const [name, url, token] of cases) {
    it(`gives what the API gives: ${name}`, async () => {
      const { direct, inject } = await both(url(), token());
      expect(direct).not.toBeNull();
      expect({ status: direct?.status, body: direct?.body }).toEqual(inject);
    });
  }

  it('answers the status the cases expect (the comparison above is not between two failures)', async () => {
    const statuses = [];
    for (const [, url, token] of cases) statuses.push((await both(url(), token())).direct?.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 401, 403, 422, 404, 200]);
  });

  it('leaves to inject what it cannot run: other methods, paths outside the contract, self-answering handlers', async () => {
    const call = (method: string, url: string) =>
      t.app.directApi.call({ method, url, token: null, ...facts });
    expect(await call('POST', '/api/listJobs')).toBeNull();
    expect(await call('GET', '/api/no-such-thing')).toBeNull();
    // A redirect answered through the reply (the newsletter's unsubscribe link).
    expect(await call('GET', '/api/newsletter/unsubscribe?token=x')).toBeNull();
  });
});
