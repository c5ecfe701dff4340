import { expect, test } from '../fixtures.ts';
import { compareMainThread } from './main-thread.ts';
import { MAIN_THREAD_BUDGETS, mainThreadProblems } from './main-thread-budgets.ts';
import { kb, PAGE_BUDGETS, resolvePath } from './page-budgets.ts';
import { budgetProblems, measurePageWeight } from './page-weight.ts';
import { type ReferenceServer, startReferenceServer } from './reference-page.ts';

/**
 * Issue 11 item 5: a public route fails when its JS+CSS (brotli, compressed here) or its request
 * count grows over its budget (page-budgets.ts). One page load per route, in a fresh context.
 */
for (const budget of PAGE_BUDGETS) {
  test(`${budget.id} stays within its JS+CSS and request budget`, async ({ page, request }) => {
    const path = await resolvePath(budget, async (p) => (await request.get(p)).json());
    const weight = await measurePageWeight(page, path);
    // Attached so a run shows the figures even when the route is within its budget.
    await test.info().attach(`${budget.id}.json`, {
      body: JSON.stringify(weight, null, 2),
      contentType: 'application/json',
    });
    console.log(
      `${budget.id} ${path}: JS+CSS ${kb(weight.jsCssBrotli)} brotli in ${weight.files.length} files (budget ${budget.jsCssBrotliKB} KB), ${weight.requests} requests (budget ${budget.requests})`,
    );
    const problems = budgetProblems(budget, weight);
    expect(problems.length, problems.join('\n\n')).toBe(0);
  });
}

/**
 * Issue 31 item 5: the five public page types Lighthouse is run on fail when their main-thread
 * work (scripting, all tasks, long tasks' blocking time) grows over its budget, a multiple of a
 * plain reference page's loaded twice just before it in the same test (main-thread.ts). The reference is
 * served by this worker's own http server: the app has no such page.
 */
test.describe('main thread', () => {
  let reference: ReferenceServer | undefined;
  test.beforeAll(async () => {
    reference = await startReferenceServer();
  });
  test.afterAll(async () => {
    await reference?.close();
  });

  for (const budget of MAIN_THREAD_BUDGETS) {
    test(`${budget.id} keeps its main-thread work within its budget`, async ({
      browser,
      context,
      request,
      baseURL,
    }) => {
      const row = PAGE_BUDGETS.find((b) => b.id === budget.id);
      if (!row || !reference) throw new Error(`main-thread budget ${budget.id}: no such page budget`);
      const path = await resolvePath(row, async (p) => (await request.get(p)).json());
      const c = await compareMainThread(browser, context, new URL(path, baseURL).href, reference.url);
      await test.info().attach(`${budget.id} main thread.json`, {
        body: JSON.stringify(c, null, 2),
        contentType: 'application/json',
      });
      const { page: p, reference: r } = c;
      console.log(
        `${budget.id} ${path}: scripting ${p.scriptMs.toFixed(0)} ms (${c.scriptRatio.toFixed(2)}× the reference, budget ${budget.script}), tasks ${p.taskMs.toFixed(0)} ms (${c.taskRatio.toFixed(2)}×, budget ${budget.tasks}), blocking ${p.blockingMs.toFixed(0)} ms (${c.blockingRatio.toFixed(2)}× the reference's tasks ${r.taskMs.toFixed(0)} ms, budget ${budget.blocking})`,
      );
      const problems = mainThreadProblems(budget, c);
      expect(problems.length, problems.join('\n\n')).toBe(0);
    });
  }
});
