import type { UserInfo } from '@app/contract';
import { Link } from 'react-router';
import { Icon } from '../icons/Icon.tsx';
import { EMPLOYER_LOGIN_PATH, POST_JOB_PATH } from '../navigation/nav-items.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import classes from './PublicHeader.module.css';
import shell from './Shell.module.css';

/** Buttons of the public header shown from 768 px: account buttons, or a company's posting button. */
export function HeaderActions({ user }: { user: UserInfo | null }) {
  if (!user) {
    return (
      <div className={classes.buttons} data-gap="xs">
        <Link to="/dang-nhap" className={shell.button} data-variant="subtle">
          Đăng nhập
        </Link>
        <Link to="/dang-ky" className={shell.button} data-variant="light">
          Đăng ký
        </Link>
        <Link to={EMPLOYER_LOGIN_PATH} className={shell.button}>
          <Icon name="pencilPlus" />
          Nhà tuyển dụng đăng tin
        </Link>
      </div>
    );
  }
  if (user.type !== 'company') return null;
  return (
    <div className={classes.buttons}>
      <CompanyStatusBadge status={user.status} />
      <Link to={POST_JOB_PATH} className={shell.button}>
        <Icon name="pencilPlus" />
        Đăng tin &amp; tìm ứng viên
      </Link>
    </div>
  );
}
