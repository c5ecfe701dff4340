import { expect, test } from '../fixtures.ts';
import { KB, kb, PAGE_BUDGETS, resolvePath } from './page-budgets.ts';

/**
 * Issue 31 item 3: a public route fails when its HTML document, uncompressed, grows over its
 * budget (page-budgets.ts, `html`): cards repeated twenty times, option lists or data serialised
 * twice add up there before they show in any compressed figure.
 */
for (const budget of PAGE_BUDGETS) {
  const html = budget.html;
  if (!html) continue;
  test(`${budget.id} sends at most ${html.rawKB} KB of HTML`, async ({ request }) => {
    const path = await resolvePath(budget, async (p) => (await request.get(p)).json());
    const res = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status()).toBe(200);
    const raw = (await res.body()).length;
    console.log(`${budget.id} ${path}: HTML ${kb(raw)} raw (budget ${html.rawKB} KB: ${html.reason})`);
    expect(raw, `${budget.id}: ${kb(raw)} of HTML over its ${html.rawKB} KB`).toBeLessThanOrEqual(
      html.rawKB * KB,
    );
  });
}
