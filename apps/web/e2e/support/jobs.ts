import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures.ts';

/** A small real PNG (a sky, a sun, a field) used as a thumbnail and as an image in the editor. */
export const PHOTO_PATH = fileURLToPath(new URL('../fixtures-files/nha-may-aichi.png', import.meta.url));
export const PHOTO = readFileSync(PHOTO_PATH);

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An ISO date `days` from today in Vietnam (the API's calendar). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
}

/** Setup through the API (not the flow under test): a bearer token for a demo account. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token as string;
}

/**
 * Setup through the API: a waiting labour-export order of the demo company (congty@viecxa.vn), or
 * of the company account given.
 */
export async function postJobViaApi(
  request: APIRequestContext,
  title: string,
  company: { email: string; password: string } = { email: 'congty@viecxa.vn', password: DEMO_PASSWORD },
  /** Form fields to change, e.g. `{ deadline: daysFromToday(2) }`. */
  fields: Record<string, string> = {},
): Promise<number> {
  const token = await apiToken(request, company.email, company.password);
  const works = (await (await request.get('/api/works')).json()).data as {
    id: number;
    work_id: number | null;
  }[];
  const work = works.find((w) => w.work_id !== null);
  const res = await request.post('/api/company/jobs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'labor_export',
      title,
      nation_code: 'JP',
      work_id: String(work?.id),
      quantity: '5',
      salary_currency: 'JPY',
      salary_period: 'month',
      salary_min: '170.000',
      salary_max: '200.000',
      deadline: daysFromToday(30),
      expected_flight_date: daysFromToday(120),
      description: '<p>Đơn hàng thực phẩm tại Osaka, làm ca ngày.</p>',
      contract_months: '36',
      cost_items: JSON.stringify([
        {
          category: 'health_check',
          amount: 1200000,
          currency: 'VND',
          paid_when: 'after_contract',
          refundable: false,
        },
      ]),
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.id as number;
}

/** Digits no other test uses, after a prefix (phone numbers: 10 digits in all). */
const randomDigits = (prefix: string, n = 8) =>
  `${prefix}${String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0')}`;

/** A mobile number no other test uses. */
export const randomPhone = () => randomDigits('09');

/**
 * Setup through the API: an account the admin makes (POST /admin/user), activated unless told
 * otherwise, with a unique username, email and phone. Answers the fields sent, password included.
 */
export async function createAccount(
  request: APIRequestContext,
  fields: { type: string; name: string; password: string; status?: string; company_name?: string },
) {
  const adminToken = await apiToken(request, 'admin@viecxa.vn');
  const tag = unique();
  const account = {
    status: 'activated',
    username: `e2e${fields.type.replace('_', '')}${tag}`,
    email: `e2e.${fields.type}.${tag}@viecxa.vn`,
    phone: randomPhone(),
    password_confirmation: fields.password,
    ...fields,
  };
  const created = await request.post('/api/admin/user', {
    data: account,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  return account;
}

/** Setup through the API: a company account made by the admin, with nothing filled in yet. */
export async function createCompanyAccount(
  request: APIRequestContext,
  opts: {
    status?: 'wait_activation' | 'wait_approval' | 'activated';
    name?: string;
    companyName?: string;
  } = {},
) {
  return createAccount(request, {
    type: 'company',
    status: opts.status ?? 'wait_approval',
    name: opts.name ?? 'Trần Văn Chờ',
    company_name: opts.companyName ?? 'Công ty TNHH Chờ Duyệt Tin',
    password: 'CongTy@1234',
  });
}

/** A tax code no other test uses (10 digits). */
export const randomTaxCode = () => randomDigits('01');

/**
 * Setup through the API: a company whose info is filled in (so the status flow lets it reach its
 * pages), in wait_approval unless told otherwise. Made here so no other spec's demo account changes.
 */
export async function createPendingCompanyWithInfo(
  request: APIRequestContext,
  opts: Parameters<typeof createCompanyAccount>[1] & {
    /** A labour-export agency with its licence sent (number, date, authority, scan): pending. */
    licence?: boolean;
  } = {},
) {
  const account = await createCompanyAccount(request, opts);
  const token = await apiToken(request, account.email, account.password);
  const wards = (await (await request.get('/api/wards?province_id=01')).json()).data as { code: string }[];
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const profile = await request.post('/api/company/profile/update', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: account.company_name ?? '',
      tax_code: randomTaxCode(),
      province_code: '01',
      ward_code: wards[0]?.code ?? '',
      address_detail: '12 Hàng Bài',
      contact_name: account.name,
      contact_phone: '0912345678',
      contact_email: account.email,
      business_license: { name: 'giay-phep.pdf', mimeType: 'application/pdf', buffer: pdf },
      ...(opts.licence
        ? {
            activities: '2',
            labor_license_number: `${randomDigits('1').slice(0, 4)}/LĐTBXH-GP`,
            labor_license_date: '2023-05-10',
            labor_license_authority: 'Bộ Lao động – Thương binh và Xã hội',
            labor_license_file: { name: 'giay-phep-xkld.pdf', mimeType: 'application/pdf', buffer: pdf },
          }
        : {}),
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { ...account, companyId: (await profile.json()).data.id as number };
}

/** The admin verifies a company's labour-export licence through the API (ADR 0030). */
export async function verifyLicenceViaApi(request: APIRequestContext, companyId: number) {
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const res = await request.post(`/api/admin/licences/${companyId}/verify`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { method: 'dolab_list', link: 'https://dolab.gov.vn' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Setup through the API: an activated labour-export agency of its own with a verified licence, so
 * its orders can be published (an unverified agency's cannot, ADR 0030).
 */
export async function createVerifiedAgency(
  request: APIRequestContext,
  opts: Omit<Parameters<typeof createCompanyAccount>[1], 'status'> = {},
) {
  const account = await createPendingCompanyWithInfo(request, {
    ...opts,
    status: 'activated',
    licence: true,
  });
  await verifyLicenceViaApi(request, account.companyId);
  return account;
}

/**
 * Setup through the API: a new activated job seeker (made by the admin), so a spec that applies
 * leaves the demo seeker's applications — which other specs count — as seeded.
 */
export async function createSeeker(request: APIRequestContext, name = 'Nguyễn Thị Thu') {
  return createAccount(request, { type: 'employee', name, password: 'UngVien@1234' });
}

/** Mantine Select: open it by its label, narrow it by typing when searchable, pick an option. */
export async function pick(page: Page, label: string, option: string, search?: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Fills a labour-export order's cost sheet (ADR 0031): the contract length and one service fee,
 * which the form adds in the salary's currency, paid after the contract is signed.
 */
export async function fillCostSheet(page: Page, months: string, serviceFee: string) {
  const sheet = page.getByTestId('cost-sheet');
  await sheet.getByRole('textbox', { name: 'Thời hạn hợp đồng (tháng)' }).fill(months);
  await sheet.getByRole('button', { name: 'Thêm khoản chi phí' }).click();
  const item = sheet.getByTestId('cost-item').last();
  await expect(item.getByRole('combobox', { name: 'Khoản chi phí', exact: true })).toHaveValue('Phí dịch vụ');
  await item.getByRole('textbox', { name: 'Số tiền' }).fill(serviceFee);
}

/** The success toast (Mantine notifications), not the same words elsewhere on the page. */
export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notifications-root').getByText(text, { exact: true });
}

/** Types a date as DD/MM/YYYY into a date field and closes its calendar. */
export async function fillDate(page: Page, label: string, isoDate: string) {
  const [y, m, d] = isoDate.split('-');
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.fill(`${d}/${m}/${y}`);
  await box.press('Escape');
}

/** The rich-text editor (toolbar and content) of one field, found by its label. */
export function editor(page: Page, label: string) {
  const content = page.getByRole('textbox', { name: label, exact: true });
  return { content, root: page.locator('.mantine-RichTextEditor-root').filter({ has: content }) };
}

/** Types into a rich-text field of the posting form, as a person does. */
export async function writeRichText(page: Page, label: string, text: string) {
  const { content } = editor(page, label);
  await content.click();
  await content.press('ControlOrMeta+a');
  await content.pressSequentially(text);
}
