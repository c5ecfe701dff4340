import type { DashboardData } from '@app/contract';
import { statusLabels } from '@app/contract/client';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, waitedFor } from '../../lib/vn-time.ts';
import { Block } from './Block.tsx';
import classes from './dashboard.module.css';
import { kindLabel } from './dashboard-data.ts';

function QueueList({
  title,
  total,
  moreHref,
  empty,
  children,
  testId,
}: {
  title: string;
  total: number;
  moreHref: string;
  empty: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="md">
          {title}{' '}
          <Badge
            component="span"
            variant="light"
            color={total > 0 ? 'yellow' : 'gray'}
            aria-label={`${total} mục`}
          >
            {total}
          </Badge>
        </Title>
        <Text component={Link} to={moreHref} size="sm" c="blue" style={{ whiteSpace: 'nowrap' }}>
          Xem tất cả
        </Text>
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** What waits for an admin, oldest first, each a link to where it is decided (issue 14). */
export function QueueBlock({ queue, now }: { queue: DashboardData['queue']; now: string }) {
  return (
    <Block title="Hàng chờ duyệt" description="Cũ nhất ở trên cùng; thời gian chờ tính đến lúc tải trang.">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <QueueList
          title="Tin tuyển dụng chờ duyệt"
          total={queue.jobs_total}
          moreHref="/admin/jobs?state=waiting"
          empty="Không có tin nào chờ duyệt."
          testId="queue-jobs"
        >
          {queue.jobs.map((j) => (
            <li key={j.id}>
              <Link to={`/admin/jobs/${j.id}`} className={classes.queueItem}>
                <Text fw={600} size="sm" className={classes.title}>
                  {j.title}
                </Text>
                <Text size="xs" c="dimmed" className={classes.title}>
                  {j.company_name} · {kindLabel(j.kind)}
                </Text>
                <Text size="xs" c="orange.8" mt={2}>
                  Đã chờ {waitedFor(j.waiting_since, now)}{' '}
                  <Text span c="dimmed" size="xs">
                    (từ {formatDateTime(j.waiting_since)})
                  </Text>
                </Text>
              </Link>
            </li>
          ))}
        </QueueList>
        <QueueList
          title="Công ty chờ duyệt"
          total={queue.companies_total}
          moreHref="/admin/users?type=company&status=wait_activation"
          empty="Không có công ty nào chờ duyệt."
          testId="queue-companies"
        >
          {queue.companies.map((c) => (
            <li key={c.user_id}>
              <Link to={`/admin/users/${c.user_id}`} className={classes.queueItem}>
                <Text fw={600} size="sm" className={classes.title}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.title}>
                  {c.email} · {statusLabels[c.status]}
                </Text>
                <Text size="xs" c="orange.8" mt={2}>
                  Đã chờ {waitedFor(c.waiting_since, now)}{' '}
                  <Text span c="dimmed" size="xs">
                    (từ {formatDateTime(c.waiting_since)})
                  </Text>
                </Text>
              </Link>
            </li>
          ))}
        </QueueList>
      </SimpleGrid>
    </Block>
  );
}
