import { type ScheduledTask, type SchedulerOverview, schedulerEndpoints, type TaskRun } from '@app/contract';
import { access } from '@app/contract/client';
import { Badge, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { data, Form, useNavigation } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import type { Route } from './+types/scheduler';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tác vụ định kỳ', noindex: true });

/** Admin only (ADR 0035): what runs on a schedule, when it runs next, how it went. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const res = await callApi(context, request, schedulerEndpoints.overview);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { overview: res.data };
}

export async function action({ context, request }: Route.ActionArgs): Promise<ActionFeedback> {
  await requireUser(context, request, access.admin);
  const form = await request.formData();
  const res = await callApi(context, request, schedulerEndpoints.run, {
    params: { name: String(form.get('name') ?? '') },
  });
  return res.ok ? { status: res.status, success: res.message } : { status: res.status, error: res.error };
}

const OUTCOME: Record<NonNullable<ScheduledTask['last_outcome']>, { label: string; color: string }> = {
  running: { label: 'Đang chạy', color: 'blue' },
  ok: { label: 'Thành công', color: 'green' },
  failed: { label: 'Lỗi', color: 'red' },
  abandoned: { label: 'Bị bỏ dở', color: 'orange' },
};

function OutcomeBadge({ outcome }: { outcome: ScheduledTask['last_outcome'] }) {
  if (!outcome)
    return (
      <Text size="sm" c="dimmed">
        Chưa chạy
      </Text>
    );
  const o = OUTCOME[outcome];
  return (
    <Badge color={o.color} variant="light">
      {o.label}
    </Badge>
  );
}

function lagText(seconds: number): string {
  if (seconds <= 0) return 'Đúng hạn';
  if (seconds < 120) return `Trễ ${seconds} giây`;
  if (seconds < 7200) return `Trễ ${Math.round(seconds / 60)} phút`;
  return `Trễ ${Math.round(seconds / 3600)} giờ`;
}

function RunButton({ task }: { task: ScheduledTask }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('name') === task.name;
  return (
    <Form method="post">
      <input type="hidden" name="name" value={task.name} />
      <Button
        type="submit"
        size="xs"
        variant="light"
        leftSection={<IconPlayerPlay size={14} />}
        loading={busy}
        disabled={task.running || task.run_requested}
        aria-label={`Chạy ngay: ${task.label}`}
      >
        Chạy ngay
      </Button>
    </Form>
  );
}

/** The task's label from its definition in the API, above its technical name. */
function TaskName({ task }: { task: ScheduledTask }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {task.label}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {task.name}
      </Text>
    </Stack>
  );
}

function Tasks({ tasks }: { tasks: ScheduledTask[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="md">
        <Table striped verticalSpacing="sm" data-testid="scheduler-tasks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tác vụ</Table.Th>
              <Table.Th>Lịch chạy</Table.Th>
              <Table.Th>Lần chạy tới</Table.Th>
              <Table.Th>Lần chạy trước</Table.Th>
              <Table.Th>Độ trễ</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((t) => (
              <Table.Tr key={t.name}>
                <Table.Td>
                  <TaskName task={t} />
                </Table.Td>
                <Table.Td>{t.schedule}</Table.Td>
                <Table.Td>{t.running ? 'Đang chạy' : formatDateTime(t.next_run_at)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <OutcomeBadge outcome={t.last_outcome} />
                    {t.last_finished_at ? (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(t.last_finished_at)}
                      </Text>
                    ) : null}
                    {t.last_error ? (
                      <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                        {t.last_error}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{lagText(t.lag_seconds)}</Table.Td>
                <Table.Td>
                  <RunButton task={t} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md">
        {tasks.map((t) => (
          <Card key={t.name} withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <TaskName task={t} />
                <OutcomeBadge outcome={t.last_outcome} />
              </Group>
              <Text size="sm">{t.schedule}</Text>
              <Text size="sm" c="dimmed">
                Lần chạy tới: {t.running ? 'Đang chạy' : formatDateTime(t.next_run_at)} ·{' '}
                {lagText(t.lag_seconds)}
              </Text>
              {t.last_error ? (
                <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                  {t.last_error}
                </Text>
              ) : null}
              <RunButton task={t} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function Runs({ runs, tasks }: { runs: TaskRun[]; tasks: ScheduledTask[] }) {
  const labels = new Map(tasks.map((t) => [t.name, t.label]));
  if (runs.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Chưa có lần chạy nào
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" data-testid="scheduler-runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tác vụ</Table.Th>
            <Table.Th>Bắt đầu</Table.Th>
            <Table.Th>Kết thúc</Table.Th>
            <Table.Th>Kết quả</Table.Th>
            <Table.Th>Chi tiết</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{labels.get(r.task) ?? r.task}</Table.Td>
              <Table.Td>{formatDateTime(r.started_at)}</Table.Td>
              <Table.Td>{r.finished_at ? formatDateTime(r.finished_at) : '—'}</Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={r.outcome} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="xs"
                  c={r.error ? 'red' : undefined}
                  ff="monospace"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {r.error ?? r.summary ?? ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.owner}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function AdminSchedulerPage({ loaderData, actionData }: Route.ComponentProps) {
  const overview: SchedulerOverview = loaderData.overview;
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Tác vụ định kỳ
        </Title>
        <Text size="sm" c="dimmed">
          Mỗi lần chạy chỉ một tiến trình thực hiện. Độ trễ tăng dần nghĩa là không tiến trình nào đang chạy
          tác vụ.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section">
        <Tasks tasks={overview.tasks} />
      </Paper>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="lan-chay"
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="lan-chay">
            Các lần chạy gần đây
          </Title>
          <Runs runs={overview.runs} tasks={overview.tasks} />
        </Stack>
      </Paper>
    </Stack>
  );
}
