import type { ApplicationStatus } from '@app/contract';
import { applicationStatusLabels } from '@app/contract/client';
import { Badge, type BadgeProps } from '@mantine/core';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

export function ApplicationStatusBadge({ status, ...props }: { status: ApplicationStatus } & BadgeProps) {
  return (
    <Badge
      color={APPLICATION_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      data-testid="application-status"
      data-status={status}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {applicationStatusLabels[status]}
    </Badge>
  );
}
