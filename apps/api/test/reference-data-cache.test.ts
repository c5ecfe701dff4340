import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { companyFields } from '../src/db/schema/index.ts';
import { bearer, DEMO, loginAs, onPostgres, useTestApp } from './helpers.ts';

/**
 * Issue 31 item 2: reference data is held once per process (the filters' option lists cost no
 * query) and an admin's change reaches every process: at once in the one that made it, within
 * seconds in the others (PostgreSQL NOTIFY to each process's LISTEN connection).
 */

const FIELDS = '/api/company/fields/study-abroad';

async function fieldNames(app: FastifyInstance): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: FIELDS });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string }[]).map((f) => f.name);
}

function createField(app: FastifyInstance, token: string, name: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/fields',
    headers: bearer(token),
    payload: { name, activity: 1 },
  });
}

describe('Reference data in one process', () => {
  const t = useTestApp();
  let admin = '';
  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
  });

  it('is read from the database once, not on every call', async () => {
    await fieldNames(t.app);
    // Written behind the API's back: the list held in memory does not know of it…
    const name = `Ngành ghi thẳng ${randomBytes(3).toString('hex')}`;
    await t.database.db
      .insert(companyFields)
      .values({ name, slug: `nganh-${name.length}-${Date.now()}`, activity: 1 });
    expect(await fieldNames(t.app)).not.toContain(name);
    // …until an admin changes reference data, which makes the process read it again.
    const other = `Ngành mới ${randomBytes(3).toString('hex')}`;
    expect((await createField(t.app, admin, other)).statusCode).toBe(200);
    expect(await fieldNames(t.app)).toEqual(expect.arrayContaining([name, other]));
  });

  it("shows an admin's change at once, to the API and to the pages' direct calls alike", async () => {
    const before = await fieldNames(t.app);
    const name = `Ngành vừa thêm ${randomBytes(3).toString('hex')}`;
    expect(before).not.toContain(name);
    expect((await createField(t.app, admin, name)).statusCode).toBe(200);
    expect(await fieldNames(t.app)).toContain(name);
    const direct = await t.app.directApi.call({
      method: 'GET',
      url: FIELDS,
      token: null,
      requestId: 'r1',
      ip: '198.51.100.30',
      userAgent: 'test',
    });
    expect(direct?.status).toBe(200);
    expect((direct?.body as { data: { name: string }[] } | undefined)?.data.map((f) => f.name)).toContain(
      name,
    );
  });

  it('forgets the list on a rename and a removal too', async () => {
    const name = `Ngành sẽ đổi ${randomBytes(3).toString('hex')}`;
    const created = (await createField(t.app, admin, name)).json().data as { id: number };
    await fieldNames(t.app);
    const renamed = `${name} (đã đổi)`;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fields/${created.id}`,
      headers: bearer(admin),
      payload: { name: renamed, activity: 1 },
    });
    expect(put.statusCode).toBe(200);
    expect(await fieldNames(t.app)).toContain(renamed);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/fields/${created.id}`,
      headers: bearer(admin),
      payload: {},
    });
    expect(del.statusCode).toBe(200);
    expect(await fieldNames(t.app)).not.toContain(renamed);
  });
});

describe.skipIf(!onPostgres)('Reference data across processes on one PostgreSQL', () => {
  const t = useTestApp();
  let second: FastifyInstance;
  let secondDb: Database;
  let admin = '';

  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
    // A second process: its own pool and its own LISTEN connection on the same database.
    secondDb = await openDatabase({ url: t.databaseUrl as string, max: 2 });
    second = await buildApp({
      database: secondDb,
      migrate: false,
      emailWorker: false,
      env: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        SCHEDULER_ENABLED: 'false',
        CURRENCY_BACKGROUND_REFRESH: 'false',
      },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it("sees an admin's change made through the other process within seconds", async () => {
    // The second process holds the list…
    await fieldNames(second);
    const name = `Ngành từ tiến trình khác ${randomBytes(3).toString('hex')}`;
    expect((await createField(t.app, admin, name)).statusCode).toBe(200);
    // …and is told to forget it.
    const start = Date.now();
    let seen = false;
    while (!seen && Date.now() - start < 5000) {
      seen = (await fieldNames(second)).includes(name);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
    expect(Date.now() - start).toBeLessThan(5000);
  });

  it('still holds the list between changes (the second process does not read it each time)', async () => {
    await fieldNames(second);
    const name = `Ngành ghi thẳng ${randomBytes(3).toString('hex')}`;
    await t.database.db.insert(companyFields).values({ name, slug: `nganh-pg-${Date.now()}`, activity: 1 });
    expect(await fieldNames(second)).not.toContain(name);
  });
});
