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
            color={total > 0 ? 'blue' : 'gray'}
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

/** One waiting item: what it is, who, and how long it has waited, as one link to where it is decided. */
function QueueItem({
  href,
  title,
  detail,
  since,
  now,
}: {
  href: string;
  title: string;
  detail: string;
  since: string;
  now: string;
}) {
  return (
    <li>
      <Link to={href} className={classes.queueItem}>
        <Text fw={600} size="sm" className={classes.title}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" className={classes.title}>
          {detail}
        </Text>
        <Text size="xs" c="red.9" mt={2}>
          Đã chờ {waitedFor(since, now)}{' '}
          <Text span c="dimmed" size="xs">
            (từ {formatDateTime(since)})
          </Text>
        </Text>
      </Link>
    </li>
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
            <QueueItem
              key={j.id}
              href={`/admin/jobs/${j.id}`}
              title={j.title}
              detail={`${j.company_name} · ${kindLabel(j.kind)}`}
              since={j.waiting_since}
              now={now}
            />
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
            <QueueItem
              key={c.user_id}
              href={`/admin/users/${c.user_id}`}
              title={c.name}
              detail={`${c.email} · ${statusLabels[c.status]}`}
              since={c.waiting_since}
              now={now}
            />
          ))}
        </QueueList>
      </SimpleGrid>
    </Block>
  );
}
