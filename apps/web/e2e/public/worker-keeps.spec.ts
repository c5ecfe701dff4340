import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * Issue 30 item 6, "what a worker keeps", on a seeded labour-export order (read only: nothing here
 * writes demo data): gross → deductions → net → savings → payback, each with its source, and the
 * living cost edited through the page's GET form, with and without JavaScript.
 */

const AICHI = 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản';

interface Card {
  id: number;
  url: string;
  name: string;
  kind: string;
}

async function demoJob(request: APIRequestContext, search: string, kind: string): Promise<Card> {
  const res = await request.get(`/api/listJobs?limit=100&search=${encodeURIComponent(search)}`);
  const items = ((await res.json()).data.items as Card[]).filter((j) => j.kind === kind);
  const job = items.sort((a, b) => a.id - b.id)[0];
  if (!job) throw new Error(`demo job missing: ${search}`);
  return job;
}

/** `1,25 tỷ ₫` → 1 250 000 000, `21,6 triệu ₫` → 21 600 000, `… ≈ 31,7 triệu ₫` → 31 700 000; `−3,2 triệu ₫` → −3 200 000; `850.000 ₫` → 850 000. */
function vnd(text: string): number {
  // `185.000 JPY/tháng ≈ 31,7 triệu ₫`: the VND part.
  const t = (text.split('≈').pop() as string).replace(/\s+/g, ' ').trim();
  const sign = /^[−-]/.test(t) ? -1 : 1;
  const m = /([\d.,]+)\s*(triệu|tỷ)?/.exec(t);
  if (!m) throw new Error(`no amount in "${text}"`);
  const unit = m[2] === 'tỷ' ? 1e9 : m[2] ? 1e6 : 0;
  const n = unit
    ? Number((m[1] as string).replace(/\./g, '').replace(',', '.')) * unit
    : Number((m[1] as string).replace(/\./g, ''));
  return sign * n;
}

const row = (section: Locator, id: string) => section.locator(`li[data-keeps="${id}"]`);
const rowValue = async (section: Locator, id: string) =>
  vnd(await row(section, id).locator('[data-value]').innerText());

async function readFigures(section: Locator) {
  return {
    gross: await rowValue(section, 'gross'),
    net: await rowValue(section, 'net'),
    living: await rowValue(section, 'living'),
    saving: await rowValue(section, 'saving'),
    contract: await rowValue(section, 'contract'),
  };
}

/** Opens the details (a native `<details>`: works without scripts) when they are closed. */
async function openDetails(section: Locator) {
  const details = section.locator('details');
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) {
    await section.getByText('Cách tính, nguồn và sửa giả định').click();
  }
  await expect(row(section, 'net')).toBeVisible();
}

/** Sets the living cost through the form and submits it; returns the figures before and after. */
async function editLivingCost(page: Page, job: Card) {
  await page.goto(job.url);
  const section = page.getByTestId('worker-keeps');
  await expect(section.getByRole('heading', { name: 'Bạn thực sự giữ lại được bao nhiêu?' })).toBeVisible();
  await openDetails(section);
  const before = await readFigures(section);
  const living = before.living < 0 ? -before.living : before.living;
  const raised = Math.round(living + 10_000_000);
  await section.getByLabel('Chi phí sinh hoạt (₫/tháng)').fill(String(raised));
  await section.getByRole('button', { name: 'Tính lại' }).click();
  await page.waitForURL((u) => u.searchParams.get('sinh-hoat') === String(raised));
  const url = new URL(page.url());
  expect(url.pathname).toBe(job.url);
  expect(url.hash).toBe('#giu-lai');
  expect(url.searchParams.get('uoc-tinh')).toBe('1');
  const after = page.getByTestId('worker-keeps');
  // Submitted: the assumptions are open, the edited one kept and marked.
  await expect(after.locator('details')).toHaveAttribute('open', '');
  await expect(after.getByLabel('Chi phí sinh hoạt (₫/tháng)')).toHaveValue(/^[\d.]+$/);
  await expect(row(after, 'living')).toContainText('Bạn đã sửa số này.');
  const figures = await readFigures(after);
  // The canonical URL stays the plain page.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical as string).pathname).toBe(job.url);
  expect(new URL(canonical as string).search).toBe('');
  return { before, after: figures, raised };
}

test.describe('what a worker keeps, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows gross → deductions → net → savings → payback with their sources', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const job = await demoJob(request, AICHI, 'labor_export');
    await page.goto(job.url);
    const section = page.getByTestId('worker-keeps');
    await expect(section.getByRole('heading', { name: 'Bạn thực sự giữ lại được bao nhiêu?' })).toBeVisible();
    // The headline figures, visible without opening anything.
    for (const label of [
      'Thực nhận mỗi tháng',
      'Để dành mỗi tháng',
      'Trả hết chi phí sau',
      'Để dành sau 36 tháng',
    ]) {
      await expect(section.locator('dt', { hasText: label })).toBeVisible();
    }
    await expect(section).toContainText('khoản khấu trừ thật tùy hợp đồng và chủ sử dụng');
    await openDetails(section);
    // The steps in order.
    const ids = await section
      .locator('li[data-keeps]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-keeps')));
    expect(ids).toEqual([
      'gross',
      'tax',
      'social',
      'housing',
      'net',
      'living',
      'saving',
      'fees',
      'payback',
      'contract',
    ]);
    // Gross in yen and ≈ VND at the stored rate's date; 185.000 JPY is the order's lowest wage.
    await expect(row(section, 'gross')).toContainText('Lương gộp mỗi tháng (185.000 JPY)');
    await expect(row(section, 'gross').locator('[data-value]')).toHaveText(/^≈ \d+,\d triệu ₫$/);
    await expect(row(section, 'gross')).toContainText(/quy đổi theo tỷ giá ngày \d{2}\/\d{2}\/\d{4}/);
    await expect(row(section, 'tax')).toContainText('Thuế thu nhập (5%)');
    await expect(row(section, 'social')).toContainText('(15%)');
    // The offer says rent is deducted ("trừ tiền nhà theo hợp đồng"): the housing default applies, quoted.
    await expect(row(section, 'housing')).toContainText('Đơn hàng ghi: “trừ tiền nhà”');
    // Sources as links to the official pages.
    await expect(row(section, 'tax').getByRole('link', { name: /NTA/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.nta\.go\.jp\//,
    );
    await expect(row(section, 'social').getByRole('link', { name: /Hưu trí/ })).toHaveAttribute(
      'href',
      /nenkin\.go\.jp/,
    );
    // The cost sheet's total is the up-front fee, and the page's arithmetic holds (figures are
    // shown to 0,1 triệu, so within rounding).
    await expect(row(section, 'fees')).toContainText('Tổng bảng chi phí của đơn hàng');
    const f = await readFigures(section);
    const deductions = await Promise.all(['tax', 'social', 'housing'].map((id) => rowValue(section, id)));
    expect(Math.abs(f.gross + deductions.reduce((a, b) => a + b, 0) - f.net)).toBeLessThanOrEqual(200_000);
    expect(Math.abs(f.net + f.living - f.saving)).toBeLessThanOrEqual(100_000);
    const fees = await rowValue(section, 'fees');
    const payback = await row(section, 'payback').locator('[data-value]').innerText();
    // Fees ÷ monthly savings, rounded up (± 1 for the figures' rounding on the page).
    expect(
      Math.abs(Number(/^(\d+) tháng$/.exec(payback)?.[1]) - Math.ceil(fees / f.saving)),
    ).toBeLessThanOrEqual(1);
    expect(Math.abs(f.saving * 36 - fees - f.contract)).toBeLessThanOrEqual(3_700_000);
    // It fits the phone: no sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // Open, the steps and the form pass the same axe check as the public pages (a11y.spec.ts).
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const scripts of [true, false]) {
    test(`a higher living cost lowers the savings, ${scripts ? 'with' : 'without'} JavaScript`, async ({
      browser,
      request,
    }) => {
      const job = await demoJob(request, AICHI, 'labor_export');
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: scripts,
      });
      const page = await context.newPage();
      const { before, after, raised } = await editLivingCost(page, job);
      expect(Math.abs(after.living + raised)).toBeLessThanOrEqual(50_000);
      expect(after.net).toBe(before.net);
      // 10 triệu more a month: 10 triệu less saved a month, 360 triệu less over 36 months.
      expect(Math.abs(before.saving - after.saving - 10_000_000)).toBeLessThanOrEqual(100_000);
      expect(Math.abs(before.contract - after.contract - 360_000_000)).toBeLessThanOrEqual(200_000);
      await context.close();
    });
  }

  test('savings at or below zero: the fees cannot be paid back; unreadable values keep the defaults', async ({
    page,
    request,
  }) => {
    const job = await demoJob(request, AICHI, 'labor_export');
    await page.goto(`${job.url}?uoc-tinh=1&sinh-hoat=200000000#giu-lai`);
    const section = page.getByTestId('worker-keeps');
    await expect(row(section, 'payback').locator('[data-value]')).toHaveText('Không trả được');
    await expect(section.locator('[data-keeps="payback"] dd')).toHaveText('Không trả được');
    // Garbage in the query: the page answers, at its defaults.
    const res = await page.goto(
      `${job.url}?uoc-tinh=1&thue=abc&bhxh=%3Cb%3E&nha-o=-1&thang=1e9&phi=x#giu-lai`,
    );
    expect(res?.status()).toBe(200);
    await expect(section.getByLabel('Thuế thu nhập (% lương gộp)')).toHaveValue('5');
    await expect(section.getByLabel('Bảo hiểm (% lương gộp)')).toHaveValue('15');
    await expect(section.getByLabel('Thời hạn hợp đồng (tháng)')).toHaveValue('36');
  });

  test('nothing of it on a study-abroad or a domestic job', async ({ page, request }) => {
    for (const [search, kind] of [
      ['Du học', 'study_abroad'],
      ['Kỹ sư cơ khí làm việc tại Đà Nẵng', 'domestic'],
    ] as const) {
      const job = await demoJob(request, search, kind);
      await page.goto(job.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('worker-keeps')).toHaveCount(0);
    }
  });
});
