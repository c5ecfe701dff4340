import { ApplicationMessage, errorMessages } from '@app/contract/client';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicJobDetail } from '../jobs/job-posting-ld.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { AccountApplyForm, GuestApplyForm } from './ApplyForms.tsx';
import type { ApplyState } from './apply-state.ts';
import { ApplyText, MY_APPLICATIONS_PATH } from './apply-text.ts';

/** What stands where the apply button goes: the button, or why there is none. */
export function ApplyAction({
  job,
  state,
  onOpen,
  compact = false,
}: {
  job: PublicJobDetail;
  state: ApplyState;
  onOpen: () => void;
  compact?: boolean;
}) {
  if (state.viewer === 'employee' && state.check.applied && state.check.status) {
    return compact ? (
      <Badge
        color="green"
        variant="light"
        size="lg"
        data-testid="applied-state"
        title={ApplicationMessage.alreadyApplied}
      >
        Đã ứng tuyển
      </Badge>
    ) : (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={ApplicationMessage.alreadyApplied}
        data-testid="applied-state"
      >
        <Stack gap={6}>
          <Group gap={6}>
            <Text size="sm">Trạng thái:</Text>
            <ApplicationStatusBadge status={state.check.status} />
          </Group>
          <Anchor component={Link} to={MY_APPLICATIONS_PATH} size="sm">
            Xem hồ sơ đã ứng tuyển
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  // Closed: the seeker who applied still sees their status above; others see why there is no button.
  if (job.state !== 'approved') {
    return compact ? null : (
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} data-testid="apply-closed">
        {ApplyText.closed}
      </Alert>
    );
  }
  if (state.viewer === 'other') {
    return compact ? null : (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={errorMessages[1050]}
        data-testid="apply-other-type"
      >
        <Text size="sm">{ApplyText.otherType}</Text>
      </Alert>
    );
  }
  return (
    <Button onClick={onOpen} size={compact ? 'sm' : 'md'} fullWidth={!compact} data-testid="apply-open">
      {ApplyText.button}
    </Button>
  );
}

/** The apply dialog: a seeker's profiles or a new CV, or a guest's contact details and CV. */
export function ApplyDialog({
  job,
  state,
  opened,
  onClose,
}: {
  job: PublicJobDetail;
  state: ApplyState;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [done, setDone] = useState<{ email: string | null } | null>(null);
  const close = () => {
    onClose();
    setDone(null);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{ApplyText.title}</Text>}
      fullScreen={phone ?? false}
      size="lg"
      radius={phone ? 0 : 'md'}
      transitionProps={phone ? { transition: 'slide-up', duration: 150 } : undefined}
    >
      <Stack gap="md">
        <div>
          <Text fw={600} lh={1.35}>
            {job.name}
          </Text>
          <Text size="sm" c="dimmed">
            {job.company_card.name}
          </Text>
        </div>
        {done ? (
          <ApplySuccess guestEmail={done.email} onClose={close} />
        ) : state.viewer === 'employee' ? (
          <AccountApplyForm job={job} resumes={state.resumes} onDone={() => setDone({ email: null })} />
        ) : state.viewer === 'guest' ? (
          <GuestApplyForm job={job} onDone={(email) => setDone({ email })} />
        ) : (
          <Alert color="yellow" variant="light" title={errorMessages[1050]}>
            {ApplyText.otherType}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

function ApplySuccess({ guestEmail, onClose }: { guestEmail: string | null; onClose: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center" py="md" data-testid="apply-success" role="status">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {ApplicationMessage.applied}
      </Text>
      <Text size="sm" c="gray.8">
        {guestEmail ? ApplyText.successGuest(guestEmail) : ApplyText.successAccount}
      </Text>
      <Group justify="center" gap="sm">
        {guestEmail ? null : (
          <Button component={Link} to={MY_APPLICATIONS_PATH}>
            Xem hồ sơ đã ứng tuyển
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          Đóng
        </Button>
      </Group>
    </Stack>
  );
}
