import { todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { json } from '../helpers.ts';
import { multipartForm, type Part } from './multipart.ts';

/** An ISO date `days` after today in Vietnam. */
export function futureDate(days: number): string {
  const d = new Date(`${todayInVietnam()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An occupation (a work with a group), as a posting form needs. */
export async function pickOccupation(app: FastifyInstance): Promise<number> {
  const works = json(await app.inject({ method: 'GET', url: '/api/works' })).data as {
    id: number;
    work_id: number | null;
  }[];
  const child = works.find((w) => w.work_id !== null);
  if (!child) throw new Error('no occupation seeded');
  return child.id;
}

/** The fields of a valid labour-export job form (multipart), as a company posts it. */
export async function jobFormFields(
  app: FastifyInstance,
  title = 'Đơn hàng lắp ráp linh kiện điện tử tại Saitama',
): Promise<Record<string, Part>> {
  return {
    kind: 'labor_export',
    title,
    nation_code: 'JP',
    work_id: String(await pickOccupation(app)),
    quantity: '8',
    salary_currency: 'JPY',
    salary_min: '170.000',
    salary_max: '200.000',
    deadline: futureDate(20),
    expected_flight_date: futureDate(90),
    description: '<p>Lắp ráp linh kiện trong nhà máy có điều hòa.</p>',
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
  };
}

/** Posts a valid labour-export job as `token`'s company and returns its data. */
export async function postJob(
  app: FastifyInstance,
  token: string,
  over: Record<string, Part | undefined> = {},
  /** `/api/company/jobs/{id}` with `_method: 'PUT'` in `over` edits instead. */
  url = '/api/company/jobs',
): Promise<{ id: number; slug: string; [k: string]: unknown }> {
  const fields = { ...(await jobFormFields(app)), ...over };
  const res = await app.inject({ method: 'POST', url, ...multipartForm(fields, token) });
  if (res.statusCode !== 200) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
  return json(res).data;
}
