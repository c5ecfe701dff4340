import type { Page } from '@playwright/test';
import { expect as baseExpect, hydrated, test } from '../fixtures.ts';
import { codeFrom, uniqueAccount, waitForMail } from '../support/mail.ts';

/*
 * Issue 31 item 6: a person on a slow phone types into a form before its page's scripts have run.
 * What they typed must survive hydration and reach the server; and a form sent before hydration
 * (a plain POST or GET) must work too. Each test slows the CPU 20× (Chromium's CDP) and holds the
 * page's scripts until the fields are filled, then lets them run and waits for hydration. The
 * accounts, messages and searches are the test's own; nothing seeded is changed.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const PASSWORD = 'TruocKhi@2026';

/** Slows the CPU 20× and holds every script of the app until `release()`. */
async function slowPageWithHeldScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await opened;
    // The page may have gone meanwhile (a form sent before hydration).
    await route.continue().catch(() => {});
  });
  return {
    /** Lets the scripts run and waits until React has hydrated the page. */
    async release() {
      open();
      await hydrated(page);
    },
  };
}

/** Opens `path` with the scripts held: the form is the server's HTML only. */
async function openBeforeHydration(page: Page, path: string) {
  const scripts = await slowPageWithHeldScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return scripts;
}

/** The fields were filled while nothing had hydrated. */
async function notHydratedYet(page: Page) {
  await baseExpect(page.locator('html[data-hydrated]')).toHaveCount(0, { timeout: 1_000 });
}

/** An active job seeker of the test's own, made through the API (the form is register's subject). */
async function ownSeeker(page: Page) {
  const who = uniqueAccount('truochydrate');
  const requested = await page.request.post('/api/auth/request-register', {
    data: {
      type: 'employee',
      name: 'Vũ Thị Hoa',
      ...who,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_terms: true,
    },
  });
  expect(requested.status()).toBe(200);
  const code = codeFrom(await waitForMail(who.email));
  const registered = await page.request.post('/api/auth/register', { data: { email: who.email, code } });
  expect(registered.status()).toBe(200);
  // The API's register signs the request context in: this page starts signed out.
  await page.context().clearCookies();
  return who;
}

test('login: typed before hydration, kept, and it signs in; also sent before hydration', async ({ page }) => {
  const who = await ownSeeker(page);
  const scripts = await openBeforeHydration(page, '/dang-nhap');
  const identifier = page.getByLabel('Email hoặc tên đăng nhập');
  const password = page.getByLabel('Mật khẩu', { exact: false }).first();
  await identifier.fill(who.email);
  await password.fill('Sai@12345');
  await notHydratedYet(page);
  await scripts.release();
  await expect(identifier).toHaveValue(who.email);
  await expect(password).toHaveValue('Sai@12345');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Tài khoản hoặc mật khẩu không chính xác')).toBeVisible();
  await expect(identifier).toHaveValue(who.email);

  // Sent before hydration: a plain POST, answered by the server.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await openBeforeHydration(page, '/dang-nhap');
  await identifier.fill(who.username);
  await password.fill(PASSWORD);
  await notHydratedYet(page);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL('/user/dashboard');
});

test('forgot-password: typed before hydration, kept, and the link is sent; also sent before hydration', async ({
  page,
}) => {
  const who = await ownSeeker(page);
  const scripts = await openBeforeHydration(page, '/quen-mat-khau');
  const email = page.getByLabel('Email');
  await email.fill(who.email);
  await notHydratedYet(page);
  await scripts.release();
  await expect(email).toHaveValue(who.email);
  await page.getByRole('button', { name: 'Gửi liên kết khôi phục' }).click();
  await expect(page.getByTestId('reset-mail-sent')).toContainText(
    'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi liên kết khôi phục mật khẩu.',
  );
  // Mail #1 was the registration code, #2 is this link.
  expect((await waitForMail(who.email, 2)).text).toContain('/reset-password?');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await openBeforeHydration(page, '/quen-mat-khau');
  await email.fill(who.email);
  await notHydratedYet(page);
  await page.getByRole('button', { name: 'Gửi liên kết khôi phục' }).click();
  await expect(page.getByTestId('reset-mail-sent')).toBeVisible();
  expect((await waitForMail(who.email, 3)).text).toContain('/reset-password?');
});

test('register, first step: typed before hydration, kept, and the code is sent', async ({ page }) => {
  const who = uniqueAccount('dangkytruoc');
  const scripts = await openBeforeHydration(page, '/dang-ky');
  await page.getByLabel('Họ và tên').fill('Ngô Văn Khải');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Số điện thoại').fill(who.phone);
  await page.getByLabel('Tên đăng nhập').fill(who.username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Tôi đồng ý với Điều khoản sử dụng/ }).check();
  await notHydratedYet(page);
  await scripts.release();
  await expect(page.getByLabel('Họ và tên')).toHaveValue('Ngô Văn Khải');
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  await expect(page.getByLabel('Số điện thoại')).toHaveValue(who.phone);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(who.username);
  await expect(page.getByRole('textbox', { name: 'Mật khẩu', exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel('Nhập lại mật khẩu')).toHaveValue(PASSWORD);
  await expect(page.getByRole('checkbox', { name: /Tôi đồng ý với Điều khoản sử dụng/ })).toBeChecked();
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page.getByTestId('register-code-step')).toBeVisible();
  await expect(page.getByText(who.email)).toBeVisible();
  codeFrom(await waitForMail(who.email));
});

test('contact: typed before hydration, kept, and the message is sent', async ({ page }) => {
  const who = uniqueAccount('lienhetruoc');
  const subject = `Hỏi lịch thi tiếng ${who.username}`;
  const scripts = await openBeforeHydration(page, '/lien-he');
  const form = page.getByRole('region', { name: 'Gửi tin nhắn' });
  const fields = {
    'Họ và tên': 'Đinh Thị Mai',
    'Số điện thoại': who.phone,
    Email: who.email,
    'Tiêu đề': subject,
    'Nội dung': 'Tôi muốn hỏi lịch thi tiếng Hàn đợt tới và hồ sơ cần chuẩn bị.',
  };
  for (const [name, value] of Object.entries(fields))
    await form.getByRole('textbox', { name, exact: true }).fill(value);
  await notHydratedYet(page);
  await scripts.release();
  for (const [name, value] of Object.entries(fields))
    await expect(form.getByRole('textbox', { name, exact: true })).toHaveValue(value);
  await form.getByRole('button', { name: 'Gửi liên hệ' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  );
  expect((await waitForMail(who.email)).subject).toBe('ViệcXa đã nhận được liên hệ của bạn');
});

test('offer check: pasted before hydration, kept, and checked', async ({ page }) => {
  const offer =
    'Công ty yêu cầu nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần.';
  const scripts = await openBeforeHydration(page, '/kiem-tra-don-hang');
  const text = page.getByRole('textbox', { name: 'Dán hoặc mô tả đơn hàng' });
  await text.fill(offer);
  await notHydratedYet(page);
  await scripts.release();
  await expect(text).toHaveValue(offer);
  await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
  await expect(page.getByTestId('offer-verdict')).toHaveText(
    'Đơn hàng có dấu hiệu lừa đảo hoặc trái luật. Đừng nộp tiền.',
  );
  await expect(text).toHaveValue(offer);
});

test('scam report: typed before hydration, kept, and the server says what is wrong', async ({ page }) => {
  const details = 'Người tư vấn đòi chuyển 30 triệu vào tài khoản riêng trước khi ký hợp đồng.';
  const scripts = await openBeforeHydration(page, '/bao-cao-tin-dang-ngo');
  const reason = page.getByRole('combobox', { name: 'Lý do' });
  const text = page.getByRole('textbox', { name: 'Chi tiết' });
  // Not a phone number nor an email: refused by the server, so nothing is reported.
  const contact = page.getByRole('textbox', { name: 'Số điện thoại hoặc email (không bắt buộc)' });
  await reason.selectOption({ label: 'Đòi đặt cọc, nộp tiền trước khi ký hợp đồng' });
  await text.fill(details);
  await contact.fill('goi cho toi');
  await notHydratedYet(page);
  await scripts.release();
  await expect(reason).toHaveValue('deposit');
  await expect(text).toHaveValue(details);
  await expect(contact).toHaveValue('goi cho toi');
  await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(page.getByText('Vui lòng nhập số điện thoại hoặc email hợp lệ')).toBeVisible();
  await expect(text).toHaveValue(details);
});

test('job list search: typed before hydration, kept, and searched', async ({ page }) => {
  const word = `hanmoi${Date.now().toString(36)}`;
  const scripts = await openBeforeHydration(page, '/danh-sach-chuong-trinh-xkld-duhoc');
  const box = page.getByRole('search', { name: 'Tìm chương trình' }).getByRole('searchbox');
  await box.fill(`dieu duong ${word}`);
  await notHydratedYet(page);
  await scripts.release();
  await expect(box).toHaveValue(`dieu duong ${word}`);
  await box.press('Enter');
  await expect(page).toHaveURL(`/danh-sach-chuong-trinh-xkld-duhoc?search=dieu+duong+${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Tìm chương trình' }).getByRole('searchbox')).toHaveValue(
    `dieu duong ${word}`,
  );
});
