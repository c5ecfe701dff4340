import {
  APPLICATION_NOTE_MAX,
  type ApplicationEvent,
  type HandledApplication,
  type UserType,
} from '@app/contract';
import { applicationStatusLabels, roleLabels } from '@app/contract/client';
import { ConsentMessage } from '@app/contract/consent-text';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBriefcase,
  IconMail,
  IconPhone,
  IconRefresh,
} from '@tabler/icons-react';
import { Form, Link, useNavigation } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { firstError } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import classes from './ApplicationDetail.module.css';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { CandidateSummary, CvPreview } from './CandidateCv.tsx';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

interface ApplicationDetailProps {
  application: HandledApplication;
  back: { href: string; label: string };
  /** The job's page in this area (company or admin). */
  jobHref: string;
  /** The page's own path: "Tải lại trang" after a conflict. */
  selfHref: string;
  result?: ActionFeedback | undefined;
}

function actorText(e: ApplicationEvent): string {
  if (e.from_status === null) return e.actor_name ? `${e.actor_name} (ứng viên)` : 'Ứng viên';
  if (!e.actor_name) return 'Không rõ người thực hiện';
  const role = e.actor_type ? roleLabels[e.actor_type as UserType] : null;
  return role ? `${e.actor_name} (${role})` : e.actor_name;
}

function History({ events }: { events: ApplicationEvent[] }) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={events.length - 1} data-testid="application-history">
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          color={APPLICATION_STATUS_COLORS[e.to_status]}
          data-testid="history-item"
          title={
            <Text size="sm" fw={600}>
              {e.from_status === null
                ? 'Nộp hồ sơ'
                : `${applicationStatusLabels[e.from_status]} → ${applicationStatusLabels[e.to_status]}`}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {actorText(e)} · {formatDateTime(e.created_at)}
          </Text>
          {e.note ? (
            <Text
              size="sm"
              mt={4}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="history-note"
            >
              {e.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function StatusForm({
  application,
  result,
  selfHref,
}: Pick<ApplicationDetailProps, 'application' | 'result' | 'selfHref'>) {
  const busy = useNavigation().state === 'submitting';
  if (application.allowed.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="status-final">
        Hồ sơ ở trạng thái "{applicationStatusLabels[application.status]}", không thể chuyển sang trạng thái
        khác.
      </Text>
    );
  }
  const errors = result?.fieldErrors;
  return (
    <Stack gap="sm">
      {result?.status === 409 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="Trạng thái đã thay đổi"
          data-testid="status-conflict"
        >
          <Stack gap="xs">
            <Text size="sm">
              {result.error?.message ??
                'Trạng thái hồ sơ vừa được người khác thay đổi. Vui lòng tải lại trang để xem trạng thái mới.'}
            </Text>
            <Group>
              <Button
                component={Link}
                to={selfHref}
                reloadDocument
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
              >
                Tải lại trang
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {/* A new key after each change: the select and the note start empty again. */}
      <Form
        method="post"
        data-testid="status-form"
        key={`${application.status}-${application.events.length}`}
      >
        <input type="hidden" name="from" value={application.status} />
        <Stack gap="sm">
          <NativeSelect
            name="status"
            label="Chuyển sang trạng thái"
            required
            defaultValue=""
            data={[
              { value: '', label: 'Chọn trạng thái mới', disabled: true },
              ...application.allowed.map((s) => ({ value: s, label: applicationStatusLabels[s] })),
            ]}
            error={firstError(errors, 'status')}
          />
          <Textarea
            name="note"
            label="Ghi chú cho ứng viên"
            description="Không bắt buộc. Ứng viên nhận ghi chú qua email cùng trạng thái mới."
            autosize
            minRows={3}
            maxLength={APPLICATION_NOTE_MAX}
            error={firstError(errors, 'note')}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Cập nhật trạng thái
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

/**
 * One application as the company and the admin see it: contact, message, the candidate's profile
 * summary, the CV shown in place, status form, history.
 */
export function ApplicationDetail({
  application: a,
  back,
  jobHref,
  selfHref,
  result,
}: ApplicationDetailProps) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.href} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {a.name}
        </Title>
        <Group gap="xs">
          <ApplicationStatusBadge status={a.status} size="lg" />
          <Text size="sm" c="dimmed">
            {a.source === 'guest' ? 'Ứng tuyển không cần tài khoản' : 'Ứng viên có tài khoản'} · Nộp lúc{' '}
            {formatDateTime(a.created_at)}
          </Text>
        </Group>
        {a.consent_withdrawn_at ? (
          // ADR 0033: contact details, message and CV are withheld from here on.
          <Alert color="gray" variant="light" data-testid="consent-withdrawn">
            {ConsentMessage.withdrawnState} lúc {formatDateTime(a.consent_withdrawn_at)}: số điện thoại,
            email, lời nhắn và CV không còn hiển thị.
          </Alert>
        ) : null}
      </Stack>
      <div className={classes.layout}>
        <div className={classes.info}>
          <Stack gap="md">
            <Card withBorder radius="lg" padding="md">
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Thông tin ứng tuyển
                </Title>
                <Group gap="xs" wrap="nowrap">
                  <IconBriefcase size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor component={Link} to={jobHref} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.job.title}
                  </Anchor>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
                  {a.phone ? (
                    <Anchor href={`tel:${a.phone}`} size="sm" data-testid="contact-phone">
                      {a.phone}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Không có số điện thoại
                    </Text>
                  )}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <IconMail size={18} aria-hidden style={{ flexShrink: 0 }} />
                  {a.email ? (
                    <Anchor
                      href={`mailto:${a.email}`}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                      data-testid="contact-email"
                    >
                      {a.email}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Không có email
                    </Text>
                  )}
                </Group>
                <div>
                  <Text size="sm" fw={600}>
                    Lời nhắn của ứng viên
                  </Text>
                  <Text
                    size="sm"
                    c={a.message ? undefined : 'dimmed'}
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    data-testid="application-message"
                  >
                    {a.message ?? 'Ứng viên không để lại lời nhắn.'}
                  </Text>
                </div>
              </Stack>
            </Card>
            <CandidateSummary candidate={a.candidate} />
            <CvPreview cv={a.cv} />
          </Stack>
        </div>
        <div className={classes.status}>
          <Card withBorder radius="lg" padding="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Cập nhật trạng thái
              </Title>
              <StatusForm application={a} result={result} selfHref={selfHref} />
            </Stack>
          </Card>
        </div>
        <div className={classes.history}>
          <Card withBorder radius="lg" padding="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Lịch sử xử lý
              </Title>
              <History events={a.events} />
            </Stack>
          </Card>
        </div>
      </div>
    </Stack>
  );
}
