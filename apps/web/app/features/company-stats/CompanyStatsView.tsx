import { type CompanyStats, STATS_PERIODS } from '@app/contract';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ChartCard } from '../dashboard-charts/ChartCard.tsx';
import { formatDay } from '../managed-jobs/job-labels.ts';
import { dailyRows, funnelRows, hoursText, perJobRows, stateRows } from './stats-rows.ts';

const n = (v: number) => v.toLocaleString('vi-VN');

function Tile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** 7 / 30 / 90 days, as links: the period is in the address, so it can be shared and reloaded. */
export function PeriodSelector({ days, basePath }: { days: number; basePath: string }) {
  return (
    <Group gap={6} role="group" aria-label="Khoảng thời gian">
      {STATS_PERIODS.map((d) => (
        <Button
          key={d}
          component={Link}
          to={`${basePath}?days=${d}`}
          size="xs"
          variant={d === days ? 'filled' : 'default'}
          aria-current={d === days ? 'true' : undefined}
          preventScrollReset
        >
          {d} ngày
        </Button>
      ))}
    </Group>
  );
}

const DAILY_SERIES = [
  { name: 'views', label: 'Lượt xem', color: 'blue.6' },
  { name: 'applications', label: 'Hồ sơ', color: 'teal.6' },
];

/** One job's figures over the period (the company's job page). */
export function JobStatsView({ stats }: { stats: CompanyStats }) {
  return (
    <Stack gap="md" data-testid="job-stats">
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Tile label="Lượt xem" value={n(stats.totals.views)} testId="job-stat-views" />
        <Tile
          label="Lượt hiển thị"
          value={n(stats.totals.search_appearances)}
          testId="job-stat-appearances"
        />
        <Tile label="Hồ sơ" value={n(stats.totals.applications)} testId="job-stat-applications" />
      </SimpleGrid>
      <ChartCard
        title={`Theo ngày (${stats.days} ngày qua)`}
        kind="line"
        rows={dailyRows(stats)}
        series={DAILY_SERIES}
        labelHeader="Ngày"
        emptyText="Chưa có lượt xem hay hồ sơ nào trong khoảng thời gian này."
      />
    </Stack>
  );
}

/** The company's dashboard figures (issue 14 item 2). */
export function CompanyStatsView({ stats }: { stats: CompanyStats }) {
  const open = stats.jobs_by_state.approved;
  const { first_response: fr } = stats;
  return (
    <Stack gap="md" data-testid="company-stats">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Tile
          label="Tin đang tuyển"
          value={n(open)}
          hint={`${n(stats.jobs_by_state.waiting)} tin chờ duyệt`}
          testId="stat-open-jobs"
        />
        <Tile
          label="Lượt xem tin"
          value={n(stats.totals.views)}
          hint="Mỗi người xem được tính 1 lần/ngày"
          testId="stat-views"
        />
        <Tile
          label="Lượt hiển thị"
          value={n(stats.totals.search_appearances)}
          hint="Trong kết quả tìm kiếm"
          testId="stat-appearances"
        />
        <Tile
          label="Hồ sơ ứng tuyển"
          value={n(stats.totals.applications)}
          hint={`${n(fr.waiting)} hồ sơ chưa phản hồi`}
          testId="stat-applications"
        />
      </SimpleGrid>

      <ChartCard
        testId="chart-daily"
        title="Lượt xem và hồ sơ theo ngày"
        kind="line"
        rows={dailyRows(stats)}
        series={DAILY_SERIES}
        labelHeader="Ngày"
        emptyText="Chưa có lượt xem hay hồ sơ nào trong khoảng thời gian này."
      />
      <ChartCard
        testId="chart-per-job"
        title="Lượt xem và hồ sơ của từng tin"
        description="Các tin có lượt xem hoặc hồ sơ trong khoảng thời gian này."
        kind="bar"
        horizontal
        rows={perJobRows(stats)}
        series={DAILY_SERIES}
        labelHeader="Tin tuyển dụng"
        emptyText="Chưa có tin nào được xem hay nhận hồ sơ trong khoảng thời gian này."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          testId="chart-funnel"
          title="Phễu hồ sơ"
          description="Số hồ sơ gửi trong kỳ đã đi tới từng bước."
          kind="bar"
          horizontal
          rows={funnelRows(stats)}
          series={[{ name: 'count', label: 'Hồ sơ', color: 'indigo.6' }]}
          labelHeader="Bước"
          emptyText="Chưa có hồ sơ nào trong khoảng thời gian này."
        />
        <ChartCard
          testId="chart-states"
          title="Trạng thái các tin"
          kind="bar"
          horizontal
          rows={stateRows(stats)}
          series={[{ name: 'count', label: 'Số tin', color: 'grape.6' }]}
          labelHeader="Trạng thái"
          emptyText="Công ty chưa có tin tuyển dụng nào."
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="first-response">
          <Title order={2} fz={{ base: 16, sm: 18 }}>
            Thời gian phản hồi đầu tiên
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Từ lúc ứng viên gửi hồ sơ tới lần đầu công ty đổi trạng thái hồ sơ.
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <div>
              <Text size="xs" c="dimmed">
                Trung vị
              </Text>
              <Text fw={700} fz={20}>
                {hoursText(fr.median_hours)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Trung bình
              </Text>
              <Text fw={700} fz={20}>
                {hoursText(fr.average_hours)}
              </Text>
            </div>
          </SimpleGrid>
          <Text size="sm" mt="sm">
            {n(fr.responded)} hồ sơ đã phản hồi · {n(fr.waiting)} hồ sơ đang chờ
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="closing-soon">
          <Title order={2} fz={{ base: 16, sm: 18 }}>
            Tin sắp hết hạn
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Hạn nộp hồ sơ trong 14 ngày tới.
          </Text>
          {stats.closing_soon.length === 0 ? (
            <Text size="sm" c="dimmed">
              Không có tin nào sắp hết hạn.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {stats.closing_soon.map((j) => (
                <Group key={j.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/company/jobs/${j.id}`}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {j.name}
                  </Anchor>
                  <Badge
                    variant="light"
                    color={j.days_left <= 3 ? 'red' : 'blue'}
                    style={{ flexShrink: 0 }}
                    title={`Hạn nộp ${formatDay(j.deadline)}`}
                  >
                    {j.days_left === 0 ? 'Hôm nay' : `Còn ${j.days_left} ngày`}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
