import { expect, test } from '../fixtures.ts';
import { kb, PAGE_BUDGETS, resolvePath } from './page-budgets.ts';
import { budgetProblems, measurePageWeight } from './page-weight.ts';

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
