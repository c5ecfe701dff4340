/**
 * The main-thread budgets (issue 31 item 5) of the five public page types Lighthouse is run on,
 * for the budget test (page-budgets.spec.ts) and the pages bench: each a ceiling on the page's
 * figure divided by the plain reference page's, both measured in the same test (main-thread.ts).
 * Set from loads of the production build with the machine loaded and quiet, with headroom for
 * the spread of one load (docs/performance.md, "Main-thread budget"). Lower a ceiling when a page
 * gets lighter, so that it does not grow back.
 */
import type { MainThreadComparison } from './main-thread.ts';

export interface MainThreadBudget {
  /** The PAGE_BUDGETS row whose path is measured. */
  id: string;
  /** Ceilings of page ÷ reference: scripting, all tasks, blocking time ÷ the reference's task time. */
  script: number;
  tasks: number;
  blocking: number;
  reason: string;
}

/**
 * Where the ceilings come from: 35–40 loads a route of the production build on 2026-11-29 (load
 * 8–24; the budget spec and a script alike), the highest ratio seen × ~1.4, rounded up. The spread
 * of one load is wide (blocking time most: it counts only after the first paint, whose moment
 * moves with load), so a ceiling catches a regression of roughly half the page's work or more
 * (~300 ms of CPU added to the job page failed 3 runs of 3), not a few per cent.
 */
const MEASURED = 'the highest of 35–40 loads (2026-11-29, load 8–24) × ~1.4; seen';

export const MAIN_THREAD_BUDGETS: MainThreadBudget[] = [
  {
    id: 'home',
    script: 3.6,
    tasks: 5.8,
    blocking: 1.5,
    reason: `${MEASURED} 1.4–2.5, 2.3–4.1, 0.3–1.0 (the job cards, the search form and the Mantine pieces it still hydrates)`,
  },
  {
    id: 'job list',
    script: 2.9,
    tasks: 5.1,
    blocking: 1.3,
    reason: `${MEASURED} 1.2–2.0, 2.3–3.6, 0.2–0.9 (twenty cards, the filter form)`,
  },
  {
    id: 'job detail',
    script: 2.7,
    tasks: 4.5,
    blocking: 0.8,
    reason: `${MEASURED} 1.0–1.9, 1.7–3.2, 0.1–0.6`,
  },
  {
    id: 'company detail',
    script: 3.0,
    tasks: 4.9,
    blocking: 1.0,
    reason: `${MEASURED} 1.0–2.1, 1.8–3.5, 0.1–0.7 (its jobs and the reviews section)`,
  },
  {
    id: 'news article',
    script: 2.4,
    tasks: 3.9,
    blocking: 0.8,
    reason: `${MEASURED} 0.8–1.7, 1.6–2.8, 0.0–0.5`,
  },
];

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** What is over the route's budget, in words a failing test can print; empty when within. */
export function mainThreadProblems(budget: MainThreadBudget, c: MainThreadComparison): string[] {
  const { page, reference } = c;
  const where = `${budget.id} (${page.url})`;
  const problems: string[] = [];
  const over = (what: string, ratio: number, ceiling: number, got: string, ref: string) => {
    if (ratio > ceiling) {
      problems.push(
        `${where}: ${what} ${got} is ${ratio.toFixed(2)}× the reference page's ${ref}, over its budget of ${ceiling}× (${budget.reason})`,
      );
    }
  };
  over('scripting', c.scriptRatio, budget.script, ms(page.scriptMs), ms(reference.scriptMs));
  over('main-thread task time', c.taskRatio, budget.tasks, ms(page.taskMs), ms(reference.taskMs));
  over(
    `blocking time (${page.longTasks} long tasks, the longest ${ms(page.longestTaskMs)})`,
    c.blockingRatio,
    budget.blocking,
    ms(page.blockingMs),
    `task time ${ms(reference.taskMs)}`,
  );
  return problems;
}
