import type { EmployeeApplication } from '@app/contract';
import { applicationStatusLabels } from '@app/contract/client';
import { Anchor, Button, Collapse, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/vn-time.ts';
import { ConfirmAction } from '../admin-users/ConfirmAction.tsx';
import { ApplicationStatusBadge } from '../applications/ApplicationStatusBadge.tsx';
import { formatDate } from '../jobs/format.ts';

/** One of my applications: job, company, date, status, its history (opened on demand), withdraw. */
export function ApplicationCard({ app, result }: { app: EmployeeApplication; result?: unknown }) {
  const [opened, { toggle }] = useDisclosure(false);
  const last = app.events.at(-1);
  const historyId = `history-${app.id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="application" data-id={app.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} fz={{ base: 16, sm: 18 }} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/job/${app.job.id}/${app.job.slug}`} inherit>
                {app.job.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {app.job.company_name}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={app.status} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          Nộp ngày {formatDate(app.created_at)}
          {last && last.to_status !== 'submitted' ? ` · Cập nhật ${formatDateTime(last.created_at)}` : ''}
        </Text>
        {app.consent_withdrawn_at ? (
          <Text size="sm" c="dimmed" data-testid="consent-withdrawn">
            Bạn đã rút lại sự đồng ý chia sẻ hồ sơ này lúc {formatDateTime(app.consent_withdrawn_at)}: công ty
            không còn xem được thông tin liên hệ và CV.
          </Text>
        ) : null}
        {last?.note ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Ghi chú mới nhất:
            </Text>{' '}
            {last.note}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={historyId}
            rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {opened ? 'Ẩn lịch sử' : `Lịch sử hồ sơ (${app.events.length})`}
          </Button>
          {app.can_withdraw ? (
            <ConfirmAction
              label="Rút hồ sơ"
              icon={<IconX size={16} />}
              color="red"
              variant="light"
              title="Rút hồ sơ ứng tuyển?"
              message={
                <>
                  Bạn sẽ rút hồ sơ ứng tuyển vào <b>{app.job.title}</b>. Công ty sẽ không xét hồ sơ này nữa và
                  bạn không thể hoàn tác.
                </>
              }
              confirmLabel="Rút hồ sơ"
              fields={{ intent: 'withdraw', id: String(app.id) }}
              result={result}
            />
          ) : null}
        </Group>
        <Collapse expanded={opened} id={historyId}>
          <Timeline active={app.events.length - 1} bulletSize={14} lineWidth={2} mt="xs">
            {app.events.map((e) => (
              <Timeline.Item key={e.id} title={applicationStatusLabels[e.to_status]}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.created_at)}
                  {e.actor_name ? ` · ${e.actor_type === 'employee' ? 'Bạn' : e.actor_name}` : ''}
                </Text>
                {e.note ? (
                  <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                    {e.note}
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </Collapse>
      </Stack>
    </Paper>
  );
}
