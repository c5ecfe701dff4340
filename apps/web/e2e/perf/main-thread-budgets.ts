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
 * Where the ceilings come from: 30–35 loads a route of the production build on 2026-11-29 (load
 * 12–20, the budget spec and a script alike), the highest ratio seen × about 1.3, rounded up. The
 * spread of one load is wide (blocking time most: it counts only after the first paint, whose
 * moment moves with load), so a ceiling catches a regression of roughly half the page's work or
 * more, not a few per cent.
 */
const MEASURED = 'the highest of 30–35 loads (2026-11-29, load 12–20) × ~1.3';

export const MAIN_THREAD_BUDGETS: MainThreadBudget[] = [
  {
    id: 'home',
    script: 2.9,
    tasks: 5.0,
    blocking: 1.2,
    reason: `${MEASURED}: 1.2–2.2, 2.4–3.9, 0.0–0.9 (the job cards, the search form and the Mantine pieces it still hydrates)`,
  },
  {
    id: 'job list',
    script: 2.6,
    tasks: 4.7,
    blocking: 0.9,
    reason: `${MEASURED}: 1.1–2.0, 2.1–3.6, 0.2–0.7 (twenty cards, the filter form)`,
  },
  {
    id: 'job detail',
    script: 2.2,
    tasks: 3.7,
    blocking: 0.7,
    reason: `${MEASURED}: 1.0–1.6, 1.7–2.9, 0.1–0.5`,
  },
  {
    id: 'company detail',
    script: 2.6,
    tasks: 4.1,
    blocking: 0.8,
    reason: `${MEASURED}: 1.1–2.0, 2.1–3.2, 0.1–0.6 (its jobs and the reviews section)`,
  },
  {
    id: 'news article',
    script: 2.0,
    tasks: 3.4,
    blocking: 0.6,
    reason: `${MEASURED}: 1.0–1.5, 1.7–2.6, 0.1–0.4`,
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
