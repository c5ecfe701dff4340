import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedJobs, users } from '../src/db/schema/index.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { csrfCases, FOREIGN_ORIGIN as FOREIGN, CSRF_REFUSED as REFUSED } from './support/csrf-cases.ts';
import { multipartForm } from './support/multipart.ts';
import { listJobs } from './support/public-jobs.ts';

const PUBLIC_URL = 'https://viecxa.example';

type Encoding = 'json' | 'urlencoded' | 'multipart' | 'text';

/** One body (`job_id`) in each encoding a browser form or script can send. */
function encode(kind: Encoding, jobId: number): { payload: string | Buffer; contentType: string } {
  switch (kind) {
    case 'json':
      return { payload: JSON.stringify({ job_id: jobId }), contentType: 'application/json' };
    case 'urlencoded':
      return { payload: `job_id=${jobId}`, contentType: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      const { payload, headers } = multipartForm({ job_id: String(jobId) });
      return { payload, contentType: headers['content-type'] };
    }
    case 'text':
      // What <form enctype="text/plain"> sends: a JSON-looking body without a preflight.
      return { payload: `{"job_id":${jobId}, "x":"="}`, contentType: 'text/plain' };
  }
}

const CASES = csrfCases(PUBLIC_URL, 'https://blog.viecxa.example', true);

/** What the API answers when the check lets the request through: a text/plain body is no object (422). */
function allowedStatus(kind: Encoding): number {
  return kind === 'text' ? 422 : 200;
}

describe('CSRF: cross-origin state changes on the API', () => {
  const t = useTestApp({ PUBLIC_URL });
  let token: string;
  let userId: number;
  let jobId: number;

  const savedRows = () => t.database.db.select().from(savedJobs).where(eq(savedJobs.userId, userId));

  beforeAll(async () => {
    token = await loginAs(t.app, DEMO.employee);
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employee));
    userId = me?.id ?? 0;
    jobId = (await listJobs(t.app, { limit: 1 })).items[0]?.id ?? 0;
    expect(jobId).toBeGreaterThan(0);
  });

  beforeEach(async () => {
    await t.database.db.delete(savedJobs).where(eq(savedJobs.userId, userId));
  });

  for (const kind of ['json', 'urlencoded', 'multipart', 'text'] as const) {
    for (const c of CASES) {
      const expected = c.refused ? 403 : allowedStatus(kind);
      it(`${kind}, ${c.name} → ${expected}`, async () => {
        const { payload, contentType } = encode(kind, jobId);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/employee/saved-jobs/save',
          headers: {
            'content-type': contentType,
            ...(c.bearer ? { authorization: `Bearer ${token}` } : { cookie: `access_token=${token}` }),
            ...c.headers,
          },
          payload,
        });
        expect(res.statusCode, res.body).toBe(expected);
        const rows = await savedRows();
        if (c.refused) {
          expect(json(res)).toMatchObject(REFUSED);
          expect(rows, 'the refused request saved nothing').toHaveLength(0);
        } else if (expected === 200) {
          expect(json(res).data).toMatchObject({ saved: true });
          expect(rows.map((r) => r.jobId)).toEqual([jobId]);
        } else {
          expect(rows).toHaveLength(0);
        }
      });
    }
  }

  it('an Origin equal to PUBLIC_URL or to the Host asked for passes; "null" and other ports do not', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/employee/saved-jobs/save',
        headers: { cookie: `access_token=${token}`, host: 'app.internal:8080', ...headers },
        payload: { job_id: jobId },
      });
    expect((await post({ origin: PUBLIC_URL })).statusCode).toBe(200);
    expect((await post({ origin: 'http://app.internal:8080' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://app.internal:8081' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://viecxa.example.evil.example' })).statusCode).toBe(403);
  });

  it('without Origin and Sec-Fetch-Site, a foreign Referer is refused and our own passes', async () => {
    const post = (referer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/employee/saved-jobs/save',
        headers: { cookie: `access_token=${token}`, referer },
        payload: { job_id: jobId },
      });
    expect((await post(`${FOREIGN}/trap`)).statusCode).toBe(403);
    expect(await savedRows()).toHaveLength(0);
    expect((await post(`${PUBLIC_URL}/job/1/x`)).statusCode).toBe(200);
  });

  it('DELETE and POST with _method=DELETE are checked; GET is not', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/employee/saved-jobs/save',
      headers: { cookie: `access_token=${token}` },
      payload: { job_id: jobId },
    });
    const unsave = await t.app.inject({
      method: 'DELETE',
      url: '/api/employee/saved-jobs/unsave',
      headers: { cookie: `access_token=${token}`, 'sec-fetch-site': 'cross-site' },
      payload: { job_id: jobId },
    });
    expect(unsave.statusCode).toBe(403);
    expect(await savedRows(), 'still saved').toHaveLength(1);
    const viaOverride = await t.app.inject({
      method: 'POST',
      url: '/api/employee/saved-jobs/unsave',
      headers: { cookie: `access_token=${token}`, origin: FOREIGN },
      payload: { job_id: jobId, _method: 'DELETE' },
    });
    expect(viaOverride.statusCode).toBe(403);
    expect(await savedRows()).toHaveLength(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/employee/saved-jobs/ids?job_id=${jobId}`,
      headers: { cookie: `access_token=${token}`, 'sec-fetch-site': 'cross-site', origin: FOREIGN },
    });
    expect(read.statusCode).toBe(200);
  });

  it('anonymous state changes are checked too: login and registration (login CSRF)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: `email=${encodeURIComponent(DEMO.employee)}&password=Demo%40123`,
    });
    expect(login.statusCode).toBe(403);
    expect(json(login)).toMatchObject(REFUSED);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-register',
      headers: { origin: FOREIGN },
      payload: { email: 'csrf-victim@example.vn' },
    });
    expect(register.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL },
      payload: { email: DEMO.employee, password: 'Demo@123' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
