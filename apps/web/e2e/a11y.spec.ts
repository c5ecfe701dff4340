import { expect, hydrated, signIn, test } from './fixtures.ts';
import { PAGE_BUDGETS, resolvePath } from './perf/page-budgets.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Issue 19 item 4: an axe-core check (WCAG 2.x A and AA rules plus axe's best practices) of the
 * public pages at phone and desktop width and of each signed-in area's main page, with no serious
 * or critical violation. One page load per check; the report names each failing rule, its nodes
 * and axe's summary of why, so a failure says what to fix.
 */

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
  // The sales CRM's lists (issue 15), one per area.
  { role: 'admin customers', email: 'admin@viecxa.vn', path: '/admin/customers' },
  { role: 'sale customers', email: 'sale@viecxa.vn', path: '/sale/customers' },
  { role: 'leader-sale customers', email: 'leadersale@viecxa.vn', path: '/leader-sale/customers' },
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

for (const width of [390, 1280]) {
  test.describe(`a customer's page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('a customer detail of the sale (quick tools, history) has no serious or critical axe violation', async ({
      page,
    }) => {
      await signIn(page, 'sale@viecxa.vn');
      const res = await page.request.get('/api/sale?limit=1');
      expect(res.status()).toBe(200);
      const [first] = (await res.json()).data.items as { id: number }[];
      expect(first).toBeDefined();
      await page.goto(`/sale/customers/${first?.id}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('history-item').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
