import { statusLabels, type UserStatus } from '@app/contract';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from './account-labels.ts';

export function UserStatusBadge({ status, size = 'sm' }: { status: UserStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-testid="user-status">
      {statusLabels[status]}
    </Badge>
  );
}
