import type { UserStatus } from '@app/contract';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Shell.module.css';

/**
 * Company verification badge (spec §2): waiting, not verified (links to settings) or verified.
 * Plain elements: the public header shows it to a signed-in company. `compact` (the area header,
 * beside the bell and the account menu): on narrow phones only the icon shows, the words stay for
 * screen readers and as the tooltip, so the badge is never cut to "ĐÃ XÁC …".
 */
export function CompanyStatusBadge({
  status,
  size = 'md',
  compact = false,
}: {
  status: UserStatus;
  size?: 'sm' | 'md' | 'lg';
  compact?: boolean;
}) {
  const shrink = compact || undefined;
  switch (status) {
    case 'wait_activation':
      return (
        <span
          className={classes.badge}
          data-color="yellow"
          data-size={size}
          data-compact={shrink}
          title={compact ? 'Chờ phê duyệt' : undefined}
          data-testid="company-status-badge"
        >
          <IconClock size={14} aria-hidden />
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
            data-compact={shrink}
            aria-label="Chưa xác thực – Nhấn để cập nhật thông tin"
            data-testid="company-status-badge"
          >
            <IconAlertCircle size={14} aria-hidden />
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
          data-compact={shrink}
          title={compact ? 'Đã xác thực' : undefined}
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
