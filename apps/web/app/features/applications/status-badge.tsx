import { type ApplicationStatus, applicationStatusLabels } from '@app/contract';
import { Badge, type BadgeProps } from '@mantine/core';

/** One colour per application status (ADR 0015), shared by the seeker, company and admin screens. */
export const applicationStatusColors: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  reviewing: 'cyan',
  interview: 'violet',
  passed: 'green',
  preparing: 'teal',
  departed: 'indigo',
  rejected: 'red',
  withdrawn: 'gray',
};

export function ApplicationStatusBadge({
  status,
  ...props
}: { status: ApplicationStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge
      variant="light"
      color={applicationStatusColors[status]}
      data-status={status}
      style={{ textTransform: 'none' }}
      {...props}
    >
      {applicationStatusLabels[status]}
    </Badge>
  );
}
