import type { UserInfo } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Icon } from '../icons/Icon.tsx';
import {
  displayName,
  EMPLOYER_LOGIN_PATH,
  isActivePath,
  POST_JOB_PATH,
  profileLink,
  publicNav,
} from '../navigation/nav-items.ts';
import { roleLabel } from './account.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import classes from './MobileMenu.module.css';
import { Sheet } from './Sheet.tsx';
import shell from './Shell.module.css';
import { UserAvatar } from './UserAvatar.tsx';
import { useAutoClose } from './use-auto-close.ts';

/** NavLink's body and label: small text on a line of the default size, as Mantine drew it. */
function Label({ children }: { children: ReactNode }) {
  return (
    <span>
      <span>{children}</span>
    </span>
  );
}

function AccountSection({ user }: { user: UserInfo | null }) {
  if (!user) {
    return (
      <div className={classes.stack}>
        <Link to="/dang-nhap" className={shell.button} data-variant="default" data-block>
          Đăng nhập
        </Link>
        <Link to="/dang-ky" className={shell.button} data-variant="light" data-block>
          Đăng ký
        </Link>
        <Link to={EMPLOYER_LOGIN_PATH} className={shell.button} data-block>
          <Icon name="pencilPlus" />
          Nhà tuyển dụng đăng tin
        </Link>
      </div>
    );
  }
  const profile = profileLink(user.type);
  return (
    <div className={classes.stack}>
      <div className={classes.who}>
        <UserAvatar user={user} size={44} />
        <div className={classes.whoText}>
          <p className={`${classes.whoName} ${shell.truncate}`}>{displayName(user)}</p>
          <div className={classes.badges}>
            <span className={shell.badge} data-size="sm" data-color={user.type ? undefined : 'gray'}>
              <span>{roleLabel(user)}</span>
            </span>
            {user.type === 'company' ? <CompanyStatusBadge status={user.status} size="sm" /> : null}
          </div>
        </div>
      </div>
      {user.type === 'company' ? (
        <Link to={POST_JOB_PATH} className={shell.button} data-block>
          <Icon name="pencilPlus" />
          Đăng tin &amp; tìm ứng viên
        </Link>
      ) : null}
      <div className={classes.tight}>
        <Link to={dashboardPath(user.type)} className={classes.navLink}>
          <IconLayoutDashboard size={20} aria-hidden />
          <Label>{user.type ? 'Bảng điều khiển' : 'Chọn loại tài khoản'}</Label>
        </Link>
        {profile ? (
          <Link to={profile.href} className={classes.navLink}>
            <IconUserCircle size={20} aria-hidden />
            <Label>{profile.label}</Label>
          </Link>
        ) : null}
        <Form method="post" action="/dang-xuat" className={classes.form}>
          <button type="submit" className={classes.navLink} data-danger>
            <IconLogout size={20} aria-hidden />
            <Label>Đăng xuất</Label>
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The open menu: the links and the account, in a sheet from the right. */
function Drawer({ user, onClose }: { user: UserInfo | null; onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <Sheet
      id="mobile-menu"
      label="Menu"
      title={<BrandLogo size={28} />}
      closeLabel="Đóng menu"
      position="right"
      size="min(86vw, 360px)"
      onClose={onClose}
    >
      <div className={classes.body}>
        <nav aria-label="Điều hướng chính" className={classes.links}>
          {publicNav.map((item) => (
            <Link
              key={item.href}
              to={item.href}
              className={classes.navLink}
              data-strong
              aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
            >
              <Label>{item.label}</Label>
            </Link>
          ))}
        </nav>
        <hr className={classes.divider} />
        <AccountSection user={user} />
      </div>
    </Sheet>
  );
}

/** Phones (< 768 px): a burger opening a drawer with the links and account actions. */
export function MobileMenu({ user }: { user: UserInfo | null }) {
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  useAutoClose(opened, close);

  return (
    <>
      <button
        type="button"
        className={`${classes.burger} ${shell.belowSm}`}
        onClick={() => setOpened((o) => !o)}
        aria-label={opened ? 'Đóng menu' : 'Mở menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      >
        <span className={classes.lines} />
      </button>
      {opened ? <Drawer user={user} onClose={close} /> : null}
    </>
  );
}
