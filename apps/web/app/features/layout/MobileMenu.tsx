import type { UserInfo } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import { IconLayoutDashboard, IconLogout, IconPencilPlus, IconUserCircle } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
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
import shell from './Shell.module.css';
import { UserAvatar } from './UserAvatar.tsx';
import { useAutoClose } from './use-auto-close.ts';

/** Mantine's close icon (the cross of its CloseButton). */
const CLOSE_ICON =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

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
          <IconPencilPlus size={18} aria-hidden />
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
          <IconPencilPlus size={18} aria-hidden />
          Đăng tin &amp; tìm ứng viên
        </Link>
      ) : null}
      <div className={classes.tight}>
        <Link to={dashboardPath(user.type)} className={classes.navLink}>
          <IconLayoutDashboard size={20} aria-hidden />
          <span>{user.type ? 'Bảng điều khiển' : 'Chọn loại tài khoản'}</span>
        </Link>
        {profile ? (
          <Link to={profile.href} className={classes.navLink}>
            <IconUserCircle size={20} aria-hidden />
            <span>{profile.label}</span>
          </Link>
        ) : null}
        <Form method="post" action="/dang-xuat" className={classes.form}>
          <button type="submit" className={classes.navLink} data-danger>
            <IconLogout size={20} aria-hidden />
            <span>Đăng xuất</span>
          </button>
        </Form>
      </div>
    </div>
  );
}

/**
 * The open menu: a modal <dialog>, so the rest of the page is inert, Escape closes it and focus
 * goes back to the burger; Tab wraps around inside. Rendered only while open (no markup on every
 * page).
 */
function Drawer({ user, onClose }: { user: UserInfo | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    closeRef.current?.focus();
    // Closed from outside (navigation, a wider window): close it here first, so focus goes back.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      aria-label="Menu"
      className={classes.drawer}
      data-mobile-menu
      onClose={onClose}
      onKeyDown={(event) => {
        // Tab wraps around inside (the browser would otherwise let it out to its own controls).
        if (event.key !== 'Tab') return;
        const controls = [...(ref.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onClick={(event) => {
        // The backdrop: a click on the dialog element itself, outside its box.
        const dialog = ref.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      }}
    >
      <div className={classes.head}>
        <BrandLogo size={28} />
        <button
          ref={closeRef}
          type="button"
          className={classes.close}
          aria-label="Đóng menu"
          onClick={() => ref.current?.close()}
        >
          <svg viewBox="0 0 15 15" aria-hidden="true" focusable="false">
            <path d={CLOSE_ICON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </button>
      </div>
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
              <span>{item.label}</span>
            </Link>
          ))}
        </nav>
        <hr className={classes.divider} />
        <AccountSection user={user} />
      </div>
    </dialog>
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
