import type { LeaderSaleDashboard, SalesDashboard, UserInfo } from '@app/contract';
import { customerStageLabels } from '@app/contract/customers-text';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDayMonth } from '../../lib/vn-time.ts';
import { Block } from '../admin-dashboard/Block.tsx';
import classes from '../admin-dashboard/dashboard.module.css';
import type { Series } from '../admin-dashboard/dashboard-data.ts';
import { FigureTable } from '../admin-dashboard/FigureTable.tsx';
import { LazyChart } from '../admin-dashboard/LazyChart.tsx';
import { Stat } from '../admin-dashboard/Stat.tsx';

/*
 * The sale's and the leader's dashboards (issue 15 item 4): headline figures, customers by stage,
 * the follow-ups due (links to the customer pages of the area), jobs and applications of the
 * customers over 30 Vietnam days (a lazy chart with its table), the conversion and, for a leader,
 * one row per sale. The blocks and charts are the admin dashboard's.
 */

export type SalesArea = 'sale' | 'leader-sale';

const fmt = (n: number) => n.toLocaleString('vi-VN');
const dayLabel = (iso: string) => formatDate(`${iso}T12:00:00+07:00`);

const ACTIVITY_SERIES: Series[] = [
  { name: 'jobs', label: 'Tin đăng mới', color: 'teal.6' },
  { name: 'applications', label: 'Hồ sơ ứng tuyển', color: 'blue.6' },
];
const STAGE_SERIES: Series[] = [{ name: 'count', label: 'Khách hàng', color: 'indigo.6' }];

function FollowUpsBlock({ d, area }: { d: SalesDashboard; area: SalesArea }) {
  const { items, today_total, overdue_total } = d.follow_ups;
  return (
    <Block
      title="Cần liên hệ lại"
      description={`Hôm nay: ${fmt(today_total)} · Quá hạn: ${fmt(overdue_total)}`}
      testId="block-follow-ups"
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Không có khách hàng nào cần liên hệ lại hôm nay.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((i) => (
            <li key={i.id}>
              <Link to={`/${area}/customers/${i.id}`} className={classes.queueItem}>
                <Text fw={600} size="sm" className={classes.title}>
                  {i.company_name}
                </Text>
                <Group gap={6} mt={2}>
                  <Text size="xs" fw={600} c={i.overdue ? 'red.9' : 'blue.9'}>
                    {i.overdue ? `Quá hạn từ ${dayLabel(i.next_follow_up_on)}` : 'Hẹn hôm nay'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {customerStageLabels[i.stage]}
                    {area === 'leader-sale' && i.sale_name ? ` · ${i.sale_name}` : ''}
                  </Text>
                </Group>
              </Link>
            </li>
          ))}
        </Stack>
      )}
      {today_total + overdue_total > items.length ? (
        <Text size="sm">
          <Link to={`/${area}/customers?follow_up=overdue`}>Xem tất cả khách hàng quá hạn</Link>
        </Text>
      ) : null}
    </Block>
  );
}

function StagesBlock({ d }: { d: SalesDashboard }) {
  const rows = d.stages.map((s) => ({ label: customerStageLabels[s.stage], count: s.count, stage: s.stage }));
  return (
    <Block title="Khách hàng theo giai đoạn" testId="block-stages">
      <LazyChart
        kind="bar"
        horizontal
        data={rows}
        dataKey="label"
        series={STAGE_SERIES}
        height={rows.length * 30 + 20}
      />
      <FigureTable
        caption="Số khách hàng ở mỗi giai đoạn"
        rows={rows}
        rowKey={(r) => r.stage}
        columns={[
          { label: 'Giai đoạn', value: (r) => r.label },
          { label: 'Khách hàng', value: (r) => fmt(r.count), numeric: true },
        ]}
      />
    </Block>
  );
}

function ActivityBlock({ d }: { d: SalesDashboard }) {
  const chart = d.activity.map((r) => ({
    day: formatDayMonth(r.date),
    jobs: r.jobs,
    applications: r.applications,
  }));
  const jobs = d.activity.reduce((a, r) => a + r.jobs, 0);
  const applications = d.activity.reduce((a, r) => a + r.applications, 0);
  return (
    <Block
      title="Tin đăng và hồ sơ của khách hàng"
      description={`30 ngày, từ ${dayLabel(d.from)} đến ${dayLabel(d.today)}: ${fmt(jobs)} tin đăng mới, ${fmt(applications)} hồ sơ ứng tuyển.`}
      testId="block-activity"
    >
      <LazyChart kind="area" data={chart} dataKey="day" series={ACTIVITY_SERIES} height={200} />
      <FigureTable
        folded
        caption="Tin đăng mới và hồ sơ ứng tuyển mỗi ngày"
        rows={d.activity}
        rowKey={(r) => r.date}
        columns={[
          { label: 'Ngày', value: (r) => dayLabel(r.date) },
          { label: 'Tin đăng mới', value: (r) => fmt(r.jobs), numeric: true },
          { label: 'Hồ sơ ứng tuyển', value: (r) => fmt(r.applications), numeric: true },
        ]}
      />
    </Block>
  );
}

function ConversionBlock({ d }: { d: SalesDashboard }) {
  const c = d.conversion;
  const rows = [
    { key: 'prospects', label: 'Khách hàng tiềm năng (chưa có tài khoản)', value: c.prospects },
    { key: 'invited', label: 'Đã được mời tạo tài khoản công ty', value: c.invited },
    { key: 'activated', label: 'Trong số đó, tài khoản đã kích hoạt', value: c.activated },
    { key: 'contracted', label: 'Đã ký hợp đồng', value: c.contracted },
  ];
  return (
    <Block
      title="Chuyển đổi"
      description="Từ khách hàng tiềm năng tới công ty hoạt động."
      testId="block-conversion"
    >
      <FigureTable
        caption="Chuyển đổi khách hàng"
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          { label: 'Bước', value: (r) => r.label },
          { label: 'Khách hàng', value: (r) => fmt(r.value), numeric: true },
        ]}
      />
    </Block>
  );
}

function TeamBlock({ team }: { team: LeaderSaleDashboard['team'] }) {
  return (
    <Block title="Theo từng sale" description="Tin đăng và hồ sơ: 30 ngày gần nhất." testId="block-team">
      <FigureTable
        caption="Số liệu của từng thành viên trong nhóm"
        rows={team}
        rowKey={(r) => String(r.id)}
        columns={[
          {
            label: 'Thành viên',
            value: (r) => (r.type === 'leader_sale' ? `${r.name} (trưởng nhóm)` : r.name),
          },
          { label: 'Khách hàng', value: (r) => fmt(r.customers), numeric: true },
          { label: 'Hẹn hôm nay', value: (r) => fmt(r.due_today), numeric: true },
          { label: 'Quá hạn', value: (r) => fmt(r.overdue), numeric: true },
          { label: 'Đã ký hợp đồng', value: (r) => fmt(r.contracted), numeric: true },
          { label: 'Tin đăng', value: (r) => fmt(r.jobs), numeric: true },
          { label: 'Hồ sơ', value: (r) => fmt(r.applications), numeric: true },
        ]}
      />
    </Block>
  );
}

export function SalesDashboardView({
  user,
  area,
  figures: d,
}: {
  user: UserInfo;
  area: SalesArea;
  figures: SalesDashboard | LeaderSaleDashboard;
}) {
  const contracted = d.stages.find((s) => s.stage === 'contracted')?.count ?? 0;
  return (
    <Stack gap="lg">
      <div data-testid={`dashboard-${area}`}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Bảng điều khiển
        </Title>
        <Text size="sm" c="dimmed">
          Xin chào, {user.name} · {area === 'sale' ? 'Khách hàng của bạn' : 'Khách hàng của cả nhóm'}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Khách hàng" value={d.customers_total} testId="stat-customers" />
        <Stat label="Hẹn hôm nay" value={d.follow_ups.today_total} testId="stat-due-today" />
        <Stat label="Quá hạn liên hệ" value={d.follow_ups.overdue_total} testId="stat-overdue" />
        <Stat label="Đã ký hợp đồng" value={contracted} testId="stat-contracted" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FollowUpsBlock d={d} area={area} />
        <StagesBlock d={d} />
      </SimpleGrid>
      {'team' in d ? <TeamBlock team={d.team} /> : null}
      <ActivityBlock d={d} />
      <ConversionBlock d={d} />
    </Stack>
  );
}
