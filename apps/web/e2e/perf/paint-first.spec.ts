import { expect, hydrated, test } from '../fixtures.ts';
import { PAGE_BUDGETS, resolvePath } from './page-budgets.ts';

/*
 * Issue 31 item 1 (ADR 0041): a public page paints before any of its JavaScript runs. The boot
 * script is inert in the document and started after the first painted frame
 * (lib/paint-first.server.ts); if React Router wrote its boot in another shape, the rewrite would
 * silently not apply: these tests read what Chromium did.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Issue 31's five public page types. */
const TYPES = ['home', 'job list', 'job detail', 'company detail', 'news article'];
const ROUTES = PAGE_BUDGETS.filter((b) => TYPES.includes(b.id));

for (const budget of ROUTES) {
  test(`${budget.id}: first paint before the boot script, then hydrated`, async ({ page, request }) => {
    const path = await resolvePath(budget, async (p) => (await request.get(p)).json());
    // When the page's module script is started, and when its first paint was.
    await page.addInitScript(() => {
      const w = window as unknown as { __bootAt?: number };
      new MutationObserver((records, observer) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLScriptElement && n.type === 'module' && w.__bootAt === undefined) {
              w.__bootAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, 'the boot is inert in the document').toContain('type="text/plain" id="vx-boot"');
    expect(html, 'no module script runs before the paint').not.toMatch(/<script[^>]*type="module"/);
    expect(html, 'no module is fetched before the paint').not.toContain('rel="modulepreload"');
    await hydrated(page);
    const { bootAt, paintAt, firstScriptAt } = await page.evaluate(() => ({
      bootAt: (window as unknown as { __bootAt?: number }).__bootAt,
      paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScriptAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^?]*\.js/.test(r.name))
          .map((r) => r.startTime),
      ),
    }));
    expect(paintAt, 'a first contentful paint').toBeGreaterThan(0);
    expect(bootAt, 'the boot was started by the page').toBeGreaterThan(0);
    expect(bootAt as number).toBeGreaterThanOrEqual(paintAt as number);
    expect(firstScriptAt, 'no script fetched before the paint').toBeGreaterThanOrEqual(paintAt as number);
  });
}
