import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, test } from './fixtures.ts';
import { PAGE_BUDGETS, resolvePath } from './perf/page-budgets.ts';

/**
 * Issue 19 item 4: an axe-core check (WCAG 2.x A and AA rules plus axe's best practices) of the
 * public pages at phone and desktop width and of each signed-in area's main page, with no serious
 * or critical violation. One page load per check; the report names each failing rule, its nodes
 * and axe's summary of why, so a failure says what to fix.
 */

const BLOCKING = new Set(['serious', 'critical']);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} ${n.html.slice(0, 160)}\n      ${n.failureSummary?.replaceAll('\n', ' ')}`,
          )
          .join('\n'),
    );
}

/** The public pages of the budget list (one place for their paths), plus the auth forms. */
const PUBLIC_PAGES = [
  ...PAGE_BUDGETS.filter((b) => !['introduction', 'terms', 'privacy policy'].includes(b.id)),
  { id: 'login', path: '/dang-nhap' },
  { id: 'register', path: '/dang-ky' },
];

for (const width of [390, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const entry of PUBLIC_PAGES) {
      test(`${entry.id} has no serious or critical axe violation`, async ({ page, request }) => {
        const path = await resolvePath(entry as (typeof PAGE_BUDGETS)[number], async (p) =>
          (await request.get(p)).json(),
        );
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

const AREAS = [
  { role: 'admin', email: 'admin@viecxa.vn', path: '/admin/dashboard' },
  // The licence queue (ADR 0030): state badges and the look-alike warning.
  { role: 'admin licence queue', email: 'admin@viecxa.vn', path: '/admin/licences' },
  { role: 'company', email: 'congty@viecxa.vn', path: '/company/dashboard' },
  { role: 'user', email: 'ungvien@viecxa.vn', path: '/user/dashboard' },
  { role: 'sale', email: 'sale@viecxa.vn', path: '/sale/dashboard' },
  { role: 'leader-sale', email: 'leadersale@viecxa.vn', path: '/leader-sale/dashboard' },
];

for (const width of [390, 1280]) {
  test.describe(`area dashboards at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const area of AREAS) {
      test(`${area.role} dashboard has no serious or critical axe violation`, async ({ page }) => {
        await signIn(page, area.email, undefined, area.path);
        await expect(page).toHaveURL(area.path);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
