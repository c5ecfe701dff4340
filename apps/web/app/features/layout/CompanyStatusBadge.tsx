import type { UserStatus } from '@app/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Shell.module.css';

/**
 * Company verification badge (spec §2): waiting, not verified (links to settings) or verified.
 * Plain elements: the public header shows it to a signed-in company.
 */
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
        <span
          className={classes.badge}
          data-color="yellow"
          data-size={size}
          data-testid="company-status-badge"
        >
          <span>Chờ phê duyệt</span>
        </span>
      );
    case 'wait_approval':
      return (
        <span className={classes.tip} data-tip="Nhấn để cập nhật thông tin">
          <Link
            to="/company/settings"
            className={classes.badge}
            data-color="orange"
            data-size={size}
            aria-label="Chưa xác thực – Nhấn để cập nhật thông tin"
            data-testid="company-status-badge"
          >
            <span>Chưa xác thực</span>
          </Link>
        </span>
      );
    case 'activated':
      return (
        <span
          className={classes.badge}
          data-color="green"
          data-size={size}
          data-testid="company-status-badge"
        >
          <IconCircleCheck size={14} aria-hidden />
          <span>Đã xác thực</span>
        </span>
      );
    default:
      return null;
  }
}
