import { ErrorCode, errorMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledTasks, taskRuns } from '../src/db/schema/index.ts';
import { nextRunAfter, type TaskDefinition } from '../src/modules/scheduler/scheduler.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { manualClock, runsOf, secondProcess, taskRow } from './support/scheduler.ts';

/*
 * The scheduler's mechanics (ADR 0035) with a clock the test moves: due and not before, once across
 * two processes on one database, taken over after a crashed holder's lease expires, runs recorded,
 * leases released on close; and the admin's page data and "Chạy ngay".
 */

const MINUTE = 60_000;
// 2026-11-27 01:30 in Vietnam (18:30 UTC the day before): the daily task at 02:00 is 30 minutes off.
const clock = manualClock(new Date('2026-11-26T18:30:00Z'));
const ENV = { SCHEDULER_LEASE_MS: String(MINUTE), FOLLOW_UP_CHECK_MS: '0' };

const calls = { every: 0, daily: 0, failing: 0 };
let slowGate: PromiseWithResolvers<void> | null = null;

/** The same task code in every process: each counts its runs in this file's counters. */
function testTasks(app: FastifyInstance) {
  const tasks: TaskDefinition[] = [
    {
      name: 'test-every-minute',
      label: 'Tác vụ thử chạy mỗi phút',
      every: { everyMs: MINUTE },
      run: async () => {
        calls.every++;
        return 'đã chạy';
      },
    },
    {
      name: 'test-daily',
      label: 'Tác vụ thử chạy hằng ngày',
      every: { dailyAt: '02:00' },
      run: async ({ now }) => {
        calls.daily++;
        return { at: now.toISOString() };
      },
    },
    {
      name: 'test-failing',
      label: 'Tác vụ thử luôn lỗi',
      every: { everyMs: 10 * MINUTE },
      run: async () => {
        calls.failing++;
        throw new Error('nhà cung cấp không trả lời');
      },
    },
    {
      name: 'test-slow',
      label: 'Tác vụ thử chạy chậm',
      every: { everyMs: 10 * MINUTE },
      run: async () => {
        await slowGate?.promise;
        return 'xong';
      },
    },
  ];
  for (const task of tasks) app.scheduler.define(task);
}

const t = useTestApp(ENV, testTasks, { clock });
let second: Awaited<ReturnType<typeof secondProcess>>;

beforeAll(async () => {
  second = await secondProcess(t, clock, ENV, testTasks);
});
afterAll(async () => {
  await second?.close();
});

describe('scheduler', () => {
  it('computes the next daily run in Vietnam time and the next interval run', () => {
    expect(nextRunAfter({ dailyAt: '02:00' }, new Date('2026-11-26T18:30:00Z')).toISOString()).toBe(
      '2026-11-26T19:00:00.000Z',
    );
    // Exactly at the time: the next day.
    expect(nextRunAfter({ dailyAt: '02:00' }, new Date('2026-11-26T19:00:00Z')).toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    );
    expect(nextRunAfter({ everyMs: MINUTE }, new Date('2026-11-26T18:30:00Z')).toISOString()).toBe(
      '2026-11-26T18:31:00.000Z',
    );
    expect(() =>
      t.app.scheduler.define({ name: 'x', label: 'Thử', every: { dailyAt: '25:00' }, run: async () => {} }),
    ).toThrow('invalid daily time 25:00');
  });

  it('refuses a task without a label: the admin page would show only its technical name', () => {
    expect(() =>
      t.app.scheduler.define({
        name: 'no-label',
        label: '  ',
        every: { everyMs: MINUTE },
        run: async () => {},
      }),
    ).toThrow('scheduled task no-label has no label');
    expect(t.app.scheduler.has('no-label')).toBe(false);
  });

  it('runs a task when it is due and not before', async () => {
    // Interval tasks are due at once when first written; the daily one at 02:00 Vietnam time.
    await t.app.scheduler.tick();
    expect(calls.every).toBe(1);
    expect(calls.daily).toBe(0);
    await t.app.scheduler.tick();
    expect(calls.every).toBe(1);

    clock.advance(MINUTE - 1000);
    await t.app.scheduler.tick();
    expect(calls.every).toBe(1);
    clock.advance(1000);
    await t.app.scheduler.tick();
    expect(calls.every).toBe(2);

    clock.set(new Date('2026-11-26T18:59:59Z'));
    await t.app.scheduler.tick();
    expect(calls.daily).toBe(0);
    clock.set(new Date('2026-11-26T19:00:00Z'));
    await t.app.scheduler.tick();
    expect(calls.daily).toBe(1);
    expect((await taskRow(t, 'test-daily')).nextRunAt.toISOString()).toBe('2026-11-27T19:00:00.000Z');
  });

  it('records each run: started, finished, outcome, summary or error; the lease is released', async () => {
    const [daily] = await runsOf(t, 'test-daily');
    expect(daily).toMatchObject({
      outcome: 'ok',
      summary: JSON.stringify({ at: '2026-11-26T19:00:00.000Z' }),
      error: null,
    });
    expect(daily?.startedAt.toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(daily?.finishedAt).not.toBeNull();
    const failing = await runsOf(t, 'test-failing');
    expect(failing[0]).toMatchObject({ outcome: 'failed', error: 'nhà cung cấp không trả lời' });
    const row = await taskRow(t, 'test-failing');
    expect(row).toMatchObject({
      lastOutcome: 'failed',
      lastError: 'nhà cung cấp không trả lời',
      leaseOwner: null,
    });
    // A failed run waits for its next time like any other (no hot retry loop).
    expect(row.nextRunAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('two processes polling at once run each due task once', async () => {
    clock.advance(30 * MINUTE);
    const before = { every: calls.every, daily: calls.daily, failing: calls.failing };
    const started = clock.now();
    await Promise.all([t.app.scheduler.tick(), second.app.scheduler.tick(), t.app.scheduler.tick()]);
    expect(calls.every).toBe(before.every + 1);
    expect(calls.failing).toBe(before.failing + 1);
    expect(calls.daily).toBe(before.daily);
    // Every task, the built-in ones too: at most one run started at this instant.
    const runs = await t.database.db.select().from(taskRuns).where(eq(taskRuns.startedAt, started));
    const perTask = new Map<string, number>();
    for (const r of runs) perTask.set(r.taskName, (perTask.get(r.taskName) ?? 0) + 1);
    expect([...perTask.values()].every((n) => n === 1)).toBe(true);
    expect(perTask.get('test-every-minute')).toBe(1);
  });

  it('a task held by a running process is not run by another', async () => {
    clock.advance(10 * MINUTE);
    slowGate = Promise.withResolvers<void>();
    const first = t.app.scheduler.tick();
    // Wait until the first process holds the lease, then let the second poll.
    await expect.poll(async () => (await taskRow(t, 'test-slow')).leaseOwner).toBe(t.app.scheduler.owner);
    await second.app.scheduler.tick();
    slowGate.resolve();
    await first;
    slowGate = null;
    const runs = (await runsOf(t, 'test-slow')).filter(
      (r) => r.startedAt.getTime() === clock.now().getTime(),
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]?.owner).toBe(t.app.scheduler.owner);
  });

  it('a holder that crashed (lease not released) is retried by another process after the lease expires', async () => {
    clock.advance(MINUTE);
    const now = clock.now();
    const before = calls.every;
    // A process took the task and died: its lease stays, its run stays "running".
    await t.database.db
      .update(scheduledTasks)
      .set({ leaseOwner: 'máy-đã-chết:1', leaseExpiresAt: new Date(now.getTime() + MINUTE), nextRunAt: now })
      .where(eq(scheduledTasks.name, 'test-every-minute'));
    await t.database.db
      .insert(taskRuns)
      .values({ taskName: 'test-every-minute', owner: 'máy-đã-chết:1', startedAt: now, outcome: 'running' });

    await second.app.scheduler.tick();
    expect(calls.every).toBe(before);
    clock.advance(MINUTE - 1);
    await second.app.scheduler.tick();
    expect(calls.every).toBe(before);
    clock.advance(2);
    await second.app.scheduler.tick();
    expect(calls.every).toBe(before + 1);

    const runs = await runsOf(t, 'test-every-minute');
    const dead = runs.find((r) => r.owner === 'máy-đã-chết:1');
    expect(dead).toMatchObject({ outcome: 'abandoned', error: 'lease expired' });
    expect(runs.at(-1)).toMatchObject({ owner: second.app.scheduler.owner, outcome: 'ok' });
    expect((await taskRow(t, 'test-every-minute')).leaseOwner).toBeNull();
  });

  it('on close a process waits for its running task and releases its lease', async () => {
    const third = await secondProcess(t, clock, ENV, testTasks);
    clock.advance(10 * MINUTE);
    slowGate = Promise.withResolvers<void>();
    const ticking = third.app.scheduler.tick();
    await expect.poll(async () => (await taskRow(t, 'test-slow')).leaseOwner).toBe(third.app.scheduler.owner);
    const closing = third.close();
    setTimeout(() => slowGate?.resolve(), 50);
    await closing;
    await ticking;
    slowGate = null;
    const row = await taskRow(t, 'test-slow');
    expect(row.leaseOwner).toBeNull();
    expect(row.lastOutcome).toBe('ok');
    expect((await runsOf(t, 'test-slow')).at(-1)).toMatchObject({
      owner: third.app.scheduler.owner,
      outcome: 'ok',
    });
  });
});

describe('admin scheduler page data and "Chạy ngay"', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAs(t.app, DEMO.admin);
  });

  it('lists the tasks with their schedule, next run, last outcome and lag, and the recent runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/scheduler', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    const names = data.tasks.map((x: { name: string }) => x.name);
    for (const name of [
      'job-deadline-close',
      'job-closing-reminder',
      'application-unanswered-reminder',
      'orphan-upload-cleanup',
      'expired-token-purge',
      'licence-expiry',
      'test-daily',
    ]) {
      expect(names).toContain(name);
    }
    // Every task the code defines has its label with its definition, and the list returns it.
    const definitions = t.app.scheduler.definitions();
    expect(definitions.length).toBeGreaterThanOrEqual(11);
    for (const def of definitions) {
      expect(def.label.trim(), def.name).not.toBe('');
      expect(data.tasks.find((x: { name: string }) => x.name === def.name)?.label, def.name).toBe(def.label);
    }
    expect(data.tasks.find((x: { name: string }) => x.name === 'licence-expiry').label).toBe(
      'Hết hạn xác minh giấy phép XKLĐ',
    );
    const failing = data.tasks.find((x: { name: string }) => x.name === 'test-failing');
    expect(failing).toMatchObject({
      label: 'Tác vụ thử luôn lỗi',
      schedule: 'mỗi 10 phút',
      last_outcome: 'failed',
      last_error: 'nhà cung cấp không trả lời',
      running: false,
    });
    const daily = data.tasks.find((x: { name: string }) => x.name === 'test-daily');
    expect(daily.schedule).toBe('hằng ngày lúc 02:00 (giờ Việt Nam)');
    expect(daily.lag_seconds).toBe(0);
    // A task overdue by 5 minutes shows a lag of 300 s.
    await t.database.db
      .update(scheduledTasks)
      .set({ nextRunAt: new Date(clock.now().getTime() - 5 * MINUTE) })
      .where(eq(scheduledTasks.name, 'test-failing'));
    const again = json(
      await t.app.inject({ method: 'GET', url: '/api/admin/scheduler', headers: bearer(admin) }),
    );
    expect(again.data.tasks.find((x: { name: string }) => x.name === 'test-failing').lag_seconds).toBe(300);
    expect(again.data.runs.length).toBeGreaterThan(0);
    expect(again.data.runs[0]).toHaveProperty('outcome');
  });

  it('a stored task the code no longer defines shows its name as its label', async () => {
    await t.database.db.insert(scheduledTasks).values({ name: 'removed-task', nextRunAt: clock.now() });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/scheduler', headers: bearer(admin) });
      expect(json(res).data.tasks.find((x: { name: string }) => x.name === 'removed-task')).toMatchObject({
        label: 'removed-task',
        schedule: 'không còn trong mã nguồn',
      });
    } finally {
      await t.database.db.delete(scheduledTasks).where(eq(scheduledTasks.name, 'removed-task'));
    }
  });

  it('"Chạy ngay" runs a task that is not due, once', async () => {
    const before = calls.daily;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scheduler/test-daily/run',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Đã yêu cầu chạy tác vụ');
    await t.app.scheduler.idle();
    expect(calls.daily).toBe(before + 1);
    const row = await taskRow(t, 'test-daily');
    expect(row.runRequestedAt).toBeNull();
    await t.app.scheduler.tick();
    expect(calls.daily).toBe(before + 1);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scheduler/khong-co/run',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Không có tác vụ này');
  });

  it('refuses every other role', async () => {
    const cases = [
      { who: DEMO.subAdmin, status: 403, code: ErrorCode.AdminOnly },
      { who: DEMO.company, status: 403, code: ErrorCode.AdminOnly },
      { who: DEMO.employee, status: 403, code: ErrorCode.AdminOnly },
      { who: DEMO.sale, status: 403, code: ErrorCode.AdminOnly },
      { who: null, status: 401, code: ErrorCode.Unauthenticated },
    ];
    for (const c of cases) {
      const headers = c.who ? bearer(await loginAs(t.app, c.who)) : {};
      for (const [method, url] of [
        ['GET', '/api/admin/scheduler'],
        ['POST', '/api/admin/scheduler/test-daily/run'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, `${c.who} ${method} ${url}`).toBe(c.status);
        expect(json(res)).toMatchObject({ code: c.code, message: errorMessages[c.code] });
      }
    }
  });
});
