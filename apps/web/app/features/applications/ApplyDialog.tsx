import { ApplicationMessage, errorMessages } from '@app/contract/client';
import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicJobDetail } from '../jobs/job-posting-ld.ts';
import { AccountApplyForm, GuestApplyForm } from './ApplyForms.tsx';
import type { ApplyState } from './apply-state.ts';
import { ApplyText, MY_APPLICATIONS_PATH } from './apply-text.ts';

/**
 * The apply dialog: a seeker's profiles or a new CV, or a guest's contact details and CV. Loaded on
 * demand (ApplyAction.tsx, `ApplyDialogOnDemand`): it brings the validation library and the forms,
 * which the job page does not need before the apply button is pressed.
 */
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
  // Mounted on the first click only (never rendered on the server): read the query at once, so
  // a phone opens the full-screen dialog without a first frame as a desktop one.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
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
