import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from './fixtures.ts';
import { apiToken, createAccount, daysFromToday, unique } from './support/jobs.ts';

// Two accounts in turn on a shared 2-core machine: more time than the default 30 s.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };

/** Setup through the API: the id of an account, read from its own profile. */
async function idOf(request: APIRequestContext, email: string, password: string) {
  const token = await apiToken(request, email, password);
  const res = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.id as number;
}

test("a sale's dashboard shows its figures and a follow-up due today that leads to the customer; the leader's has the sale's row", async ({
  browser,
  request,
  consoleErrors,
}) => {
  // A team of the test's own: its figures move with this test only.
  const leader = await createAccount(request, {
    type: 'leader_sale',
    name: 'Phan Thanh Tùng',
    password: 'Sale@1234',
  });
  const sale = await createAccount(request, { type: 'sale', name: 'Trịnh Thu Hà', password: 'Sale@1234' });
  const leaderId = await idOf(request, leader.email, leader.password);
  const saleId = await idOf(request, sale.email, sale.password);
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin@viecxa.vn')}` };
  const team = await request.put(`/api/customer/sales/${saleId}`, {
    headers: admin,
    data: { leader_id: leaderId },
  });
  expect(team.status(), await team.text()).toBe(200);
  const name = `Công ty Hẹn Gọi ${unique()}`;
  const created = await request.post('/api/customer/create-user', {
    headers: admin,
    data: { company_name: name, sale_id: saleId, stage: 'consulting', next_follow_up_on: daysFromToday(0) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const customerId = (await created.json()).data.id as number;
  const late = await request.post('/api/customer/create-user', {
    headers: admin,
    data: {
      company_name: `Công ty Quá Hạn ${unique()}`,
      sale_id: saleId,
      next_follow_up_on: daysFromToday(-2),
    },
  });
  expect(late.status(), await late.text()).toBe(200);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, sale.email, sale.password, '/sale/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('dashboard-sale')).toContainText('Trịnh Thu Hà');
  await expect(page.getByTestId('stat-customers')).toContainText('2');
  await expect(page.getByTestId('stat-due-today')).toContainText('1');
  await expect(page.getByTestId('stat-overdue')).toContainText('1');
  const stages = page.getByTestId('block-stages');
  await expect(stages.getByRole('row', { name: /Đang tư vấn/ })).toContainText('1');
  // The same figures as a chart, drawn in the browser.
  await expect(stages.locator('[data-chart="bar"] svg').first()).toBeAttached();
  const followUps = page.getByTestId('block-follow-ups');
  await expect(followUps).toContainText('Hôm nay: 1 · Quá hạn: 1');
  // The follow-up due today also rang the bell (type 20), once.
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-loaded', '1');
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-dropdown')).toContainText(
    `Hôm nay cần liên hệ lại khách hàng "${name}"`,
  );
  await page.keyboard.press('Escape');
  expect(consoleErrors).toEqual([]);
  // The customer pages are another branch's (issue 15 item 3): the link's target is checked here.
  await expect(followUps.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    `/sale/customers/${customerId}`,
  );
  await context.close();

  const leaderContext = await browser.newContext({ viewport: PHONE });
  const leaderPage = await leaderContext.newPage();
  await signIn(leaderPage, leader.email, leader.password, '/leader-sale/dashboard');
  await hydrated(leaderPage);
  const row = leaderPage.getByTestId('block-team').getByRole('row', { name: /Trịnh Thu Hà/ });
  // Customers 2, due today 1, overdue 1, contracted 0, jobs 0, applications 0.
  await expect(row.getByRole('cell')).toHaveText(['2', '1', '1', '0', '0', '0']);
  await expect(
    leaderPage.getByTestId('block-follow-ups').getByRole('link', { name: new RegExp(name) }),
  ).toHaveAttribute('href', `/leader-sale/customers/${customerId}`);
  await leaderContext.close();
});
