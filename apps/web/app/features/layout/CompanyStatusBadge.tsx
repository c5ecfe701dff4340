import type { UserStatus } from '@app/contract';
import { Badge, Tooltip } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Company verification badge (spec §2): waiting, not verified (links to settings) or verified. */
export function CompanyStatusBadge({
  status,
  size = 'md',
}: {
  status: UserStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  switch (status) {
    case 'wait_activation':
      return (
        <Badge color="yellow" variant="light" size={size} data-testid="company-status-badge">
          Chờ phê duyệt
        </Badge>
      );
    case 'wait_approval':
      return (
        <Tooltip label="Nhấn để cập nhật thông tin" withArrow>
          <Badge
            component={Link}
            to="/company/settings"
            color="orange"
            variant="light"
            size={size}
            style={{ cursor: 'pointer' }}
            aria-label="Chưa xác thực – Nhấn để cập nhật thông tin"
            data-testid="company-status-badge"
          >
            Chưa xác thực
          </Badge>
        </Tooltip>
      );
    case 'activated':
      return (
        <Badge
          color="green"
          variant="light"
          size={size}
          leftSection={<IconCircleCheck size={14} aria-hidden />}
          data-testid="company-status-badge"
        >
          Đã xác thực
        </Badge>
      );
    default:
      return null;
  }
}
