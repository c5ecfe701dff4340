import type { UserStatus } from '@app/contract';
import { statusLabels } from '@app/contract/client';
import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { STATUS_COLORS } from './account-labels.ts';

export function UserStatusBadge({
  status,
  size = 'sm',
  style,
}: {
  status: UserStatus;
  size?: 'sm' | 'md' | 'lg';
  style?: CSSProperties;
}) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} style={style} data-testid="user-status">
      {statusLabels[status]}
    </Badge>
  );
}
