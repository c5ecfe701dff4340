import { dashboardPath } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { ROLES } from './support/roles.ts';

/**
 * No visible link of the product leads to a 404 or a 500 (issue 12 item 1): every internal link of
 * the public pages (as a guest) and of each role's dashboard (sidebar, header, the page itself) is
 * requested with the visitor's cookies, following redirects (a guard's login page or /coming-soon are
 * fine answers); any final status of 400 or more fails, with the page it was found on.
 */

/** Links that change state when followed, or are not pages. */
const SKIP = [/^\/dang-xuat/, /^\/thong-bao\/feed/];
/** Per kind of detail page, a few links are enough: they share one route and loader. */
const SAMPLED = [/^\/job\/\d+/, /^\/companies\/\d+/, /^\/tin-tuc-xkld-duhoc\/\d+/, /^\/cam-nang\/[a-z0-9-]+/];
const PER_KIND = 3;

/** The internal links of the page as it is shown, as path + query. */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const out: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

/** Requests each link once; returns "link (found on page): status" for each broken one. */
async function brokenLinks(page: Page, found: Map<string, string>): Promise<string[]> {
  const broken: string[] = [];
  const perKind = new Map<RegExp, number>();
  for (const [link, where] of found) {
    if (SKIP.some((re) => re.test(link))) continue;
    const kind = SAMPLED.find((re) => re.test(link));
    if (kind) {
      const n = perKind.get(kind) ?? 0;
      if (n >= PER_KIND) continue;
      perKind.set(kind, n + 1);
    }
    const res = await page.request.get(link, { failOnStatusCode: false });
    if (res.status() >= 400)
      broken.push(`${link} (on ${where}): ${res.status()} at ${new URL(res.url()).pathname}`);
  }
  return broken;
}

async function collect(page: Page, paths: readonly string[], found: Map<string, string>) {
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    for (const link of await linksOn(page)) if (!found.has(link)) found.set(link, path);
  }
}

test('every link of the public pages leads somewhere', async ({ page }) => {
  test.slow();
  const found = new Map<string, string>();
  await collect(page, ['/', '/danh-sach-chuong-trinh-xkld-duhoc', '/danh-sach-cong-ty-xkld-duhoc'], found);
  // One job page and one company page, as a visitor opens them from the lists.
  const job = [...found.keys()].find((l) => /^\/job\/\d+/.test(l));
  const company = [...found.keys()].find((l) => /^\/companies\/\d+/.test(l));
  expect(job, 'a job link on the public pages').toBeTruthy();
  expect(company, 'a company link on the public pages').toBeTruthy();
  await collect(
    page,
    [job as string, company as string, '/introduction', '/cam-nang', '/dang-nhap', '/dang-ky'],
    found,
  );
  expect(found.size).toBeGreaterThan(30);
  expect(await brokenLinks(page, found)).toEqual([]);
});

for (const role of ROLES.filter((r) => r.email && r.type)) {
  test(`every link of the ${role.name}'s area leads somewhere`, async ({ page }) => {
    await signIn(page, role.email as string);
    const found = new Map<string, string>();
    await collect(page, [dashboardPath(role.type)], found);
    // The sidebar is part of what was collected: every area has its change-password item.
    const home = dashboardPath(role.type);
    expect([...found.keys()]).toContain(home.replace(/\/dashboard$/, '/change-password'));
    expect(await brokenLinks(page, found)).toEqual([]);
  });
}
