import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, daysFromToday as futureDate } from './jobs.ts';

export { apiToken, futureDate };

/** The demo labour-export company and the admin (README's demo logins). */
export const DEMO_COMPANY = {
  email: 'congty@viecxa.vn',
  name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
  licence: '215/LĐTBXH-GP',
};
const DEMO_ADMIN = 'admin@viecxa.vn';

/** A few letters that make a test's data its own (several specs share one server). */
export function uniqueWord(): string {
  const letters = 'abcdeghiklmnopqrstuvxy';
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

export interface PostedJob {
  id: number;
  slug: string;
  url: string;
  name: string;
  deadline: string;
  thumbnail: string | null;
}

/**
 * Posts a job as the demo labour-export company and has the admin approve it, through the same
 * API calls the company and admin pages make: the job is then public.
 */
/** A real 1×1 PNG, for a job's thumbnail. */
export const PIXEL_PNG = {
  name: 'anh-dai-dien.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

type Field = string | typeof PIXEL_PNG;

export async function createPublicJob(
  request: APIRequestContext,
  fields: Record<string, Field>,
  /** Another company account than the demo one (its own data). */
  as?: { email: string; password: string },
): Promise<PostedJob> {
  const company = await apiToken(request, as?.email ?? DEMO_COMPANY.email, as?.password);
  const works = (await (await request.get('/api/works')).json()).data as {
    id: number;
    work_id: number | null;
  }[];
  const work = works.find((w) => w.work_id !== null);
  const posted = await request.post('/api/company/jobs', {
    headers: { authorization: `Bearer ${company}` },
    multipart: {
      kind: 'labor_export',
      nation_code: 'JP',
      work_id: String(work?.id),
      quantity: '10',
      deadline: futureDate(30),
      description: '<p>Mô tả công việc.</p>',
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
  expect(posted.status(), await posted.text()).toBe(200);
  const job = (await posted.json()).data as PostedJob;
  const admin = await apiToken(request, DEMO_ADMIN);
  const approved = await request.post(`/api/admin/jobs/${job.id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return job;
}

/** Takes a job off the public site as the admin does ('Việc làm đã được vô hiệu hóa'). */
export async function disableJob(request: APIRequestContext, id: number): Promise<void> {
  const admin = await apiToken(request, DEMO_ADMIN);
  const res = await request.post(`/api/admin/jobs/${id}/disable`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}
