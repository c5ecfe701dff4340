import {
  type ApplicationStatus,
  type DashboardData,
  jobStateLabels,
  type RegistrationGroup,
} from '@app/contract';
import { applicationStatusLabels, JOB_KINDS, statusLabels } from '@app/contract/client';
import { Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/vn-time.ts';
import { Block } from './Block.tsx';
import classes from './dashboard.module.css';
import {
  APPLICATION_SERIES,
  accountRows,
  applicationChart,
  colorVar,
  jobRows,
  presentStatuses,
  REGISTRATION_SERIES,
  registrationChart,
  type Series,
  seriesTotals,
} from './dashboard-data.ts';
import { FigureTable } from './FigureTable.tsx';
import { LazyChart } from './LazyChart.tsx';

const fmt = (n: number) => n.toLocaleString('vi-VN');
const dayLabel = (iso: string) => formatDate(`${iso}T12:00:00+07:00`);

/** The series' totals over the period, always visible under a day-by-day chart (no hover needed on a phone). */
function Totals({ series, totals }: { series: Series[]; totals: Record<string, number> }) {
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-hidden="true">
      {series.map((s) => (
        <Group key={s.name} gap={6} component="li" wrap="nowrap">
          <span className={classes.swatch} style={{ background: colorVar(s.color) }} />
          <Text size="sm">
            {s.label}: <span className={classes.legendValue}>{fmt(totals[s.name] ?? 0)}</span>
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** A day-by-day chart with its table folded under it ("Xem bảng số liệu"): a column per series and the total. */
function DailyFigures<R extends { date: string; total: number }>({
  kind,
  chart,
  series,
  height,
  caption,
  rows,
  countOf,
}: {
  kind: 'area' | 'bar';
  chart: Record<string, string | number>[];
  series: Series[];
  height: number;
  caption: string;
  rows: R[];
  countOf: (row: R, series: string) => number;
}) {
  return (
    <>
      <LazyChart kind={kind} stacked data={chart} dataKey="day" series={series} height={height} />
      <FigureTable
        folded
        caption={caption}
        rows={rows}
        rowKey={(r) => r.date}
        columns={[
          { label: 'Ngày', value: (r) => dayLabel(r.date) },
          ...series.map((s) => ({ label: s.label, value: (r: R) => fmt(countOf(r, s.name)), numeric: true })),
          { label: 'Tổng', value: (r) => fmt(r.total), numeric: true },
        ]}
      />
    </>
  );
}

export function RegistrationsBlock({ rows }: { rows: DashboardData['registrations'] }) {
  const totals = seriesTotals(rows, REGISTRATION_SERIES);
  return (
    <Block title="Đăng ký mới theo ngày" testId="block-registrations">
      <Totals series={REGISTRATION_SERIES} totals={totals} />
      <DailyFigures
        kind="area"
        chart={registrationChart(rows)}
        series={REGISTRATION_SERIES}
        height={220}
        caption="Tài khoản đăng ký mới mỗi ngày"
        rows={rows}
        countOf={(r, name) => r[name as RegistrationGroup]}
      />
    </Block>
  );
}

export function ApplicationsBlock({
  rows,
  byStatus,
}: {
  rows: DashboardData['applications'];
  byStatus: DashboardData['applications_by_status'];
}) {
  const present = APPLICATION_SERIES.filter((s) => byStatus.some((r) => r.status === s.name && r.count > 0));
  const series = present.length > 0 ? present : APPLICATION_SERIES.slice(0, 1);
  return (
    <Block
      title="Hồ sơ ứng tuyển"
      description="Hồ sơ nộp trong khoảng thời gian, theo trạng thái hiện tại."
      testId="block-applications"
    >
      <FigureTable
        caption="Hồ sơ theo trạng thái"
        rows={byStatus}
        rowKey={(r) => r.status}
        columns={[
          {
            label: 'Trạng thái',
            value: (r) => (
              <Group gap={6} wrap="nowrap">
                <span
                  className={classes.swatch}
                  style={{
                    background: colorVar(
                      APPLICATION_SERIES.find((s) => s.name === r.status)?.color ?? 'gray.5',
                    ),
                  }}
                />
                {applicationStatusLabels[r.status]}
              </Group>
            ),
          },
          { label: 'Số hồ sơ', value: (r) => fmt(r.count), numeric: true },
        ]}
      />
      <DailyFigures
        kind="bar"
        chart={applicationChart(rows)}
        series={series}
        height={240}
        caption="Hồ sơ nộp mỗi ngày"
        rows={rows}
        countOf={(r, name) => r.counts[name as ApplicationStatus]}
      />
    </Block>
  );
}

export function AccountsBlock({ cells }: { cells: DashboardData['accounts'] }) {
  const rows = accountRows(cells);
  const statuses = presentStatuses(cells);
  return (
    <Block
      title="Tài khoản theo loại và trạng thái"
      description="Tất cả tài khoản hiện có."
      testId="block-accounts"
    >
      <LazyChart
        kind="bar"
        horizontal
        data={rows.map((r) => ({ label: r.label, total: r.total }))}
        dataKey="label"
        series={[{ name: 'total', label: 'Tài khoản', color: 'blue.6' }]}
        height={Math.max(120, rows.length * 34)}
      />
      <FigureTable
        caption="Số tài khoản theo loại (hàng) và trạng thái (cột)"
        rows={rows}
        rowKey={(r) => r.label}
        columns={[
          { label: 'Loại', value: (r) => r.label },
          ...statuses.map((s) => ({
            label: statusLabels[s],
            value: (r: (typeof rows)[number]) => fmt(r.byStatus[s]),
            numeric: true,
          })),
          { label: 'Tổng', value: (r) => fmt(r.total), numeric: true },
        ]}
      />
    </Block>
  );
}

export function JobsBlock({ cells }: { cells: DashboardData['jobs'] }) {
  const rows = jobRows(cells);
  return (
    <Block
      title="Việc làm theo trạng thái và loại"
      description="Tất cả tin tuyển dụng hiện có."
      testId="block-jobs"
    >
      <LazyChart
        kind="bar"
        horizontal
        data={rows.map((r) => ({ label: jobStateLabels[r.state], total: r.total }))}
        dataKey="label"
        series={[{ name: 'total', label: 'Tin tuyển dụng', color: 'teal.6' }]}
        height={Math.max(120, rows.length * 34)}
      />
      <FigureTable
        caption="Số tin theo trạng thái (hàng) và loại (cột)"
        rows={rows}
        rowKey={(r) => r.state}
        columns={[
          {
            label: 'Trạng thái',
            value: (r) => <Link to={`/admin/jobs?state=${r.state}`}>{jobStateLabels[r.state]}</Link>,
          },
          ...JOB_KINDS.map((k) => ({
            label: k.label,
            value: (r: (typeof rows)[number]) => fmt(r.byKind[k.value] ?? 0),
            numeric: true,
          })),
          { label: 'Tổng', value: (r) => fmt(r.total), numeric: true },
        ]}
      />
    </Block>
  );
}

export function TopBlock({
  nations,
  companies,
}: {
  nations: DashboardData['top_nations'];
  companies: DashboardData['top_companies'];
}) {
  return (
    <Block
      title="Điểm đến và công ty nổi bật"
      description="Theo số hồ sơ ứng tuyển nộp trong khoảng thời gian."
      testId="block-top"
    >
      <Stack gap="md">
        <FigureTable
          caption="Điểm đến nhiều hồ sơ nhất"
          rows={nations}
          rowKey={(r) => r.code}
          columns={[
            { label: 'Điểm đến', value: (r) => r.name },
            { label: 'Hồ sơ', value: (r) => fmt(r.applications), numeric: true },
            { label: 'Tin đang tuyển', value: (r) => fmt(r.open_jobs), numeric: true },
          ]}
        />
        <FigureTable
          caption="Công ty nhận nhiều hồ sơ nhất"
          rows={companies}
          rowKey={(r) => String(r.id)}
          columns={[
            { label: 'Công ty', value: (r) => <Link to={`/admin/jobs?company_id=${r.id}`}>{r.name}</Link> },
            { label: 'Hồ sơ', value: (r) => fmt(r.applications), numeric: true },
          ]}
        />
      </Stack>
    </Block>
  );
}
