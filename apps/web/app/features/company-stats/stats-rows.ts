import { applicationStatusLabels, type CompanyStats, JOB_STATES, jobStateLabels } from '@app/contract';
import type { ChartRow } from '../dashboard-charts/ChartCard.tsx';

/** The figures of GET company/stats as chart rows (labels in Vietnamese, days as DD/MM). */

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export const dailyRows = (s: CompanyStats): ChartRow[] =>
  s.daily.map((d) => ({
    label: dayMonth(d.day),
    views: d.views,
    search_appearances: d.search_appearances,
    applications: d.applications,
  }));

export const perJobRows = (s: CompanyStats): ChartRow[] =>
  s.per_job.map((j) => ({ label: j.name, views: j.views, applications: j.applications }));

export const funnelRows = (s: CompanyStats): ChartRow[] =>
  s.funnel.map((f) => ({ label: applicationStatusLabels[f.status], count: f.count }));

export const stateRows = (s: CompanyStats): ChartRow[] =>
  JOB_STATES.map((state) => ({ label: jobStateLabels[state], count: s.jobs_by_state[state] }));

/** Hours as people say them: "5,5 giờ", or days past two days. */
export function hoursText(hours: number | null): string {
  if (hours === null) return 'Chưa có';
  if (hours < 48) return `${hours.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} giờ`;
  return `${(hours / 24).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} ngày`;
}
