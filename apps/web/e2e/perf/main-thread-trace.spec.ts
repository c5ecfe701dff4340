import { expect, test } from '@playwright/test';
import { analyseTrace } from './main-thread.ts';

/**
 * The main-thread budget's arithmetic on a trace written here (no browser): which thread and
 * which navigation count, nested events once, CPU time × 4, blocking only after the first paint.
 */
const FRAME = 'MAIN';
const task = (ts: number, dur: number, tdur: number, tid = 10) => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  pid: 10,
  tid,
  ts,
  dur,
  tdur,
});
const event = (name: string, ts: number, dur: number, tdur: number) => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  pid: 10,
  tid: 10,
  ts,
  dur,
  tdur,
});
const started = {
  name: 'TracingStartedInBrowser',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { frames: [{ frame: 'OTHER' }, { frame: FRAME, isOutermostMainFrame: true }] } },
};
const navigation = {
  name: 'navigationStart',
  cat: 'blink.user_timing',
  ph: 'R',
  pid: 10,
  tid: 10,
  ts: 1_000,
  args: {
    data: { navigationId: 'N1', documentLoaderURL: 'http://127.0.0.1/', isLoadingMainFrame: true },
    frame: FRAME,
  },
};
const paint = {
  name: 'firstContentfulPaint',
  cat: 'loading,rail,devtools.timeline',
  ph: 'R',
  pid: 10,
  tid: 10,
  ts: 100_000,
  args: { data: { navigationId: 'N1' }, frame: FRAME },
};

const trace = [
  started,
  // Before the navigation (the renderer's previous document): not counted.
  task(500, 90_000, 90_000),
  navigation,
  paint,
  // 80 ms on the phone, but before the first paint: work, not blocking.
  task(2_000, 20_000, 20_000),
  event('EvaluateScript', 2_000, 10_000, 8_000),
  // Across the paint: half of its 40 ms after it, not long.
  task(90_000, 20_000, 10_000),
  // 120 ms after the paint: 70 ms blocking; its compile is inside its function call.
  task(200_000, 30_000, 30_000),
  event('FunctionCall', 200_000, 20_000, 20_000),
  event('v8.compile', 201_000, 5_000, 5_000),
  // Another thread of the renderer: not the main thread.
  task(300_000, 90_000, 90_000, 11),
];

test('the main-thread measure reads the navigation’s main thread in CPU time × 4', () => {
  const m = analyseTrace(trace, 'http://127.0.0.1/');
  expect(m.scriptMs).toBeCloseTo(((8_000 + 20_000) * 4) / 1000);
  expect(m.taskMs).toBeCloseTo(((20_000 + 10_000 + 30_000) * 4) / 1000);
  expect(m.blockingMs).toBeCloseTo(70);
  expect(m.longTasks).toBe(1);
  expect(m.longestTaskMs).toBeCloseTo(120);
  expect(m.fcpMs).toBeCloseTo(99);
});

test('a trace the renderer joined after the navigation started is refused', () => {
  const late = trace.filter((e) => e !== navigation);
  expect(() => analyseTrace(late, 'http://127.0.0.1/')).toThrow(/not all in the trace/);
});
