import { jobAlertEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import {
  JOB_ALERT_FREQUENCIES,
  type JobAlertFrequency,
  JobAlertFrequencyLabel,
  JobAlertMessage,
} from '@app/contract/endpoints/job-alerts-text';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { data, Form, Link, useSubmit } from 'react-router';
import { failed, formFields } from '../../features/admin-users/account-form.server.ts';
import { ConfirmAction } from '../../features/admin-users/ConfirmAction.tsx';
import { formatDate, LIST_PATH } from '../../features/jobs/format.ts';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/job-alerts';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thông báo việc làm', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const res = await callApi(context, request, jobAlertEndpoints.list);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { alerts: res.data };
}

const isFrequency = (v: string): v is JobAlertFrequency =>
  (JOB_ALERT_FREQUENCIES as readonly string[]).includes(v);

/** Pause, resume, frequency and delete of one of the candidate's alerts (the API checks it is theirs). */
export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.employee);
  const { intent, id: rawId, frequency } = await formFields(request);
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: 'Không tìm thấy dữ liệu' }, { status: 404 });
  if (intent === 'delete') {
    const res = await callApi(context, request, jobAlertEndpoints.remove, { params: { id } });
    if (!res.ok) return failed(res);
    return { status: 200, success: res.message ?? JobAlertMessage.deleted } satisfies ActionFeedback;
  }
  const body =
    intent === 'pause'
      ? { paused: true }
      : intent === 'resume'
        ? { paused: false }
        : intent === 'frequency' && frequency && isFrequency(frequency)
          ? { frequency }
          : null;
  if (!body) throw data({ message: 'Thao tác không hợp lệ' }, { status: 400 });
  const res = await callApi(context, request, jobAlertEndpoints.update, { params: { id }, body });
  if (!res.ok) return failed(res);
  const success =
    intent === 'pause'
      ? JobAlertMessage.paused
      : intent === 'resume'
        ? JobAlertMessage.resumed
        : (res.message ?? JobAlertMessage.updated);
  return { status: 200, success } satisfies ActionFeedback;
}

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const submit = useSubmit();
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Thông báo việc làm
        </Title>
        <Text c="dimmed" size="sm">
          Việc làm mới phù hợp với các tìm kiếm bạn đã lưu được gửi tới email của tài khoản.
        </Text>
      </div>
      {alerts.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <IconBell size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600} ta="center">
              {JobAlertMessage.empty}
            </Text>
            <Button component={Link} to={LIST_PATH} variant="light">
              Tìm việc làm
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {alerts.map((alert) => (
            <Paper
              key={alert.id}
              component="li"
              withBorder
              radius="lg"
              p="md"
              aria-label={alert.summary}
              data-testid="job-alert"
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`${LIST_PATH}${alert.list_query}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {alert.summary}
                  </Anchor>
                  <Badge color={alert.paused ? 'gray' : 'green'} variant="light" style={{ flexShrink: 0 }}>
                    {alert.paused ? 'Tạm dừng' : 'Đang bật'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  Tạo ngày {formatDate(alert.created_at)} ·{' '}
                  {alert.last_sent_at
                    ? `Gửi gần nhất ngày ${formatDate(alert.last_sent_at)}`
                    : 'Chưa gửi lần nào'}
                </Text>
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <Form method="post">
                    <input type="hidden" name="intent" value="frequency" />
                    <input type="hidden" name="id" value={alert.id} />
                    <NativeSelect
                      name="frequency"
                      label="Tần suất"
                      // The select saves on change; the key resets it when the saved value comes back.
                      key={alert.frequency}
                      defaultValue={alert.frequency}
                      data={JOB_ALERT_FREQUENCIES.map((f) => ({
                        value: f,
                        label: JobAlertFrequencyLabel[f],
                      }))}
                      onChange={(e) => submit(e.currentTarget.form, { method: 'post' })}
                      w={140}
                    />
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value={alert.paused ? 'resume' : 'pause'} />
                    <input type="hidden" name="id" value={alert.id} />
                    <Button
                      type="submit"
                      variant="default"
                      leftSection={
                        alert.paused ? (
                          <IconPlayerPlay size={16} aria-hidden />
                        ) : (
                          <IconPlayerPause size={16} aria-hidden />
                        )
                      }
                    >
                      {alert.paused ? 'Bật lại' : 'Tạm dừng'}
                    </Button>
                  </Form>
                  <ConfirmAction
                    label="Xóa"
                    icon={<IconTrash size={16} aria-hidden />}
                    color="red"
                    title="Xóa thông báo việc làm?"
                    message={`Bạn sẽ không nhận email về việc làm mới của tìm kiếm ${alert.summary} nữa.`}
                    confirmLabel="Xóa thông báo"
                    fields={{ intent: 'delete', id: String(alert.id) }}
                    result={actionData}
                  />
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
