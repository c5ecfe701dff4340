import type { ApplicationStatus } from '@app/contract';
import { ApplicationMessage } from '@app/contract/client';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { MY_APPLICATIONS_PATH } from './apply-text.ts';

/**
 * Where the apply button stands for a seeker who already applied: the status and a link to their
 * applications. Loaded only then (ApplyAction), not with every visitor's job page.
 */
export function AppliedState({ status }: { status: ApplicationStatus }) {
  return (
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
          <ApplicationStatusBadge status={status} />
        </Group>
        <Anchor component={Link} to={MY_APPLICATIONS_PATH} size="sm">
          Xem hồ sơ đã ứng tuyển
        </Anchor>
      </Stack>
    </Alert>
  );
}
