/**
 * What a page costs a phone's main thread (issue 31 item 5): one load in Chromium at 390 px,
 * traced from navigation until the page is hydrated (`html[data-hydrated]`) and the network is
 * quiet. From the renderer's main thread: scripting time, all task time, and the blocking time of
 * long tasks after the first contentful paint (as Lighthouse's TBT).
 *
 * The slowdown of a phone is applied as Lighthouse's mobile preset simulates it, not emulated:
 * the CPU time of each task (the trace's thread time) times 4. Chromium's own throttling
 * (`Emulation.setCPUThrottlingRate`) busy-waits in a signal handler for 3× the wall time the
 * thread last ran, preemption included: on a loaded machine it multiplies the load, and the same
 * plain page's scripting measured 77 to 701 ms at 4× over twenty loads (load 12–16) against 52 to
 * 96 ms of CPU time unthrottled (docs/performance.md, "Main-thread budget").
 *
 * Even CPU time moves with the machine (its speed; a loaded VM's cache and stolen time), so the
 * budget compares a page with a plain reference page (reference-page.ts) loaded the same way in
 * the same test: the ratios hold from one machine and load to another, the milliseconds less so.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE_VIEWPORT } from './page-weight.ts';

/** Lighthouse's mobile preset simulates a CPU 4× slower than the one it runs on. */
export const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input; what is above it is blocking time (as in TBT). */
const LONG_TASK_MS = 50;
/** A renderer that joins the trace late (it happens on a loaded machine) is traced again. */
const ATTEMPTS = 3;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/**
 * Events DevTools counts as scripting. They nest (a function call compiles, collects garbage,
 * runs microtasks): only the outermost one on the thread is summed.
 */
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

export interface MainThread {
  url: string;
  /** CPU time of the main thread's scripting events × CPU_SLOWDOWN, ms. */
  scriptMs: number;
  /** CPU time of all its tasks × CPU_SLOWDOWN, ms. */
  taskMs: number;
  /**
   * Σ (task − 50 ms) over the tasks, each task's CPU time × CPU_SLOWDOWN, after the first
   * contentful paint (a task running across it counts for its part after): Lighthouse's Total
   * Blocking Time, on this machine's CPU slowed as its mobile preset simulates.
   */
  blockingMs: number;
  /** Tasks over 50 ms (× CPU_SLOWDOWN) after the first contentful paint. */
  longTasks: number;
  longestTaskMs: number;
  /** First contentful paint after navigation start, ms of wall time (not slowed). */
  fcpMs: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; frame?: string };
}

/** Thread (CPU) time in µs → ms on a phone CPU_SLOWDOWN times slower. */
const phoneMs = (us: number) => (us * CPU_SLOWDOWN) / 1000;

/** Outermost events of a set, in time order: nested ones (same thread) are inside them. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const e of sorted) {
    if (e.ts < end) continue;
    out.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  return out;
}

/** The renderer joined the trace after the navigation started: its figures would be short. */
class IncompleteTrace extends Error {}

/**
 * The main-thread figures of the one navigation in a trace of a page (`startTracing(page)`), to
 * `url` (named in messages only: after a redirect the renderer may name it by its origin alone).
 */
export function analyseTrace(traceEvents: TraceEvent[], url: string): MainThread {
  // The traced page's main frame keeps its id across navigations and renderer processes (the
  // app's COOP header gives each of its pages a new process).
  const started = traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
  const frames = (started?.args?.data?.frames ?? []) as { frame: string; isOutermostMainFrame?: boolean }[];
  const mainFrame = frames.find((f) => f.isOutermostMainFrame)?.frame;
  if (!mainFrame) throw new Error(`main thread: no main frame in the trace of ${url}`);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === mainFrame);
  const navigationId = fcp?.args?.data?.navigationId;
  const nav = traceEvents.find(
    (e) => e.name === 'navigationStart' && navigationId && e.args?.data?.navigationId === navigationId,
  );
  if (!fcp || !nav)
    throw new IncompleteTrace(`main thread: the navigation to ${url} is not all in the trace`);
  const onThread = traceEvents.filter(
    (e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts,
  );
  const tasks = outermost(
    onThread.filter((e) => e.name === 'RunTask' && e.cat.includes('disabled-by-default-devtools.timeline')),
  );
  const scripting = outermost(onThread.filter((e) => SCRIPTING.has(e.name)));
  let blockingMs = 0;
  let longTasks = 0;
  let longestTaskMs = 0;
  for (const t of tasks) {
    const wall = t.dur ?? 0;
    const task = phoneMs(t.tdur ?? 0);
    longestTaskMs = Math.max(longestTaskMs, task);
    // The share of the task after the paint, by wall time (CPU time has no timestamps).
    const after = wall > 0 ? Math.min(1, Math.max(0, (t.ts + wall - fcp.ts) / wall)) : 0;
    if (task * after <= LONG_TASK_MS) continue;
    longTasks++;
    blockingMs += task * after - LONG_TASK_MS;
  }
  const sum = (events: TraceEvent[]) => phoneMs(events.reduce((s, e) => s + (e.tdur ?? 0), 0));
  return {
    url,
    scriptMs: sum(scripting),
    taskMs: sum(tasks),
    blockingMs,
    longTasks,
    longestTaskMs,
    fcpMs: (fcp.ts - nav.ts) / 1000,
  };
}

/** Until the page is hydrated (the reference page marks itself too) and nothing is loading. */
async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

async function traceLoad(browser: Browser, context: BrowserContext, url: string): Promise<MainThread> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE_VIEWPORT);
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer;
    try {
      const response = await page.goto(url, { waitUntil: 'load' });
      if (response?.status() !== 200) {
        throw new Error(`${url} answered ${response?.status() ?? 'nothing'}, not 200`);
      }
      await ready(page);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    return analyseTrace(traceEvents, page.url());
  } finally {
    await page.close();
  }
}

/**
 * Loads `url` in a new page of `context` with the browser traced and returns its main-thread
 * figures. One trace at a time per browser: Playwright gives each test worker its own, the bench
 * measures one page after another.
 */
export async function measureMainThread(
  browser: Browser,
  context: BrowserContext,
  url: string,
): Promise<MainThread> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceLoad(browser, context, url);
    } catch (e) {
      if (!(e instanceof IncompleteTrace) || attempt === ATTEMPTS) throw e;
    }
  }
}

/** A page's figures against the reference page's, loaded just before it in the same run. */
export interface MainThreadComparison {
  page: MainThread;
  /** The mean of the reference page's REFERENCE_LOADS loads. */
  reference: MainThread;
  /** Page ÷ reference: scripting, all tasks, and blocking time ÷ the reference's task time. */
  scriptRatio: number;
  taskRatio: number;
  blockingRatio: number;
}

/**
 * Loads of the reference page a comparison takes the mean of: one load's CPU time spreads by
 * ~15 % (coefficient of variation) and two loads in a row do not move together, so a mean of two
 * halves what the reference adds to the ratio's spread.
 */
const REFERENCE_LOADS = 2;

function mean(loads: MainThread[]): MainThread {
  const of = (k: 'scriptMs' | 'taskMs' | 'blockingMs' | 'longTasks' | 'longestTaskMs' | 'fcpMs') =>
    loads.reduce((s, l) => s + l[k], 0) / loads.length;
  return {
    url: loads[0]?.url ?? '',
    scriptMs: of('scriptMs'),
    taskMs: of('taskMs'),
    blockingMs: of('blockingMs'),
    longTasks: of('longTasks'),
    longestTaskMs: of('longestTaskMs'),
    fcpMs: of('fcpMs'),
  };
}

/**
 * The reference page REFERENCE_LOADS times, then the page, each in a new page of `context` (a
 * fresh one: a trace taken after one of the app's pages in the same context waited ~5 s in
 * Chromium's `stopTracing`, so the page comes last). The reference's blocking time is near
 * nothing (its one task runs before the first paint): a page's blocking time is compared with the
 * reference's whole task time.
 */
export async function compareMainThread(
  browser: Browser,
  context: BrowserContext,
  url: string,
  referenceUrl: string,
): Promise<MainThreadComparison> {
  const loads: MainThread[] = [];
  for (let i = 0; i < REFERENCE_LOADS; i++)
    loads.push(await measureMainThread(browser, context, referenceUrl));
  const reference = mean(loads);
  const page = await measureMainThread(browser, context, url);
  return {
    page,
    reference,
    scriptRatio: page.scriptMs / reference.scriptMs,
    taskRatio: page.taskMs / reference.taskMs,
    blockingRatio: page.blockingMs / reference.taskMs,
  };
}
