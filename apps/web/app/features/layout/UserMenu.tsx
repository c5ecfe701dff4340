import type { UserInfo } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { displayName, profileLink, userNav } from '../navigation/nav-items.ts';
import { roleLabel } from './account.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import shell from './Shell.module.css';
import { UserAvatar } from './UserAvatar.tsx';
import classes from './UserMenu.module.css';
import { useDropdown } from './use-dropdown.ts';
import { type UserNavIcon, userNavIcons } from './user-nav-icons.ts';

export { UserAvatar } from './UserAvatar.tsx';

function MenuLinks({ user, onPick }: { user: UserInfo; onPick: () => void }) {
  if (user.type === 'employee') {
    return userNav.map((item) => {
      const Icon = userNavIcons[item.icon as UserNavIcon];
      return (
        <Link
          key={item.href}
          to={item.href}
          role="menuitem"
          data-menu-item
          className={shell.menuItem}
          onClick={onPick}
        >
          <Icon size={16} aria-hidden />
          {item.label}
        </Link>
      );
    });
  }
  const profile = profileLink(user.type);
  return (
    <>
      <Link
        to={dashboardPath(user.type)}
        role="menuitem"
        data-menu-item
        className={shell.menuItem}
        onClick={onPick}
      >
        <IconLayoutDashboard size={16} aria-hidden />
        {user.type ? 'Bảng điều khiển' : 'Chọn loại tài khoản'}
      </Link>
      {profile ? (
        <Link to={profile.href} role="menuitem" data-menu-item className={shell.menuItem} onClick={onPick}>
          <IconUserCircle size={16} aria-hidden />
          {profile.label}
        </Link>
      ) : null}
    </>
  );
}

/** The avatar menu: who is signed in, where to go next, and logout (a menu button, plain elements). */
export function UserMenu({ user }: { user: UserInfo }) {
  const name = displayName(user);
  const role = roleLabel(user);
  const menu = useDropdown(264);
  const roleColor = user.type ? undefined : 'gray';
  return (
    <>
      <button
        {...menu.targetProps}
        className={classes.target}
        aria-haspopup="menu"
        aria-controls={menu.opened ? 'user-menu-dropdown' : undefined}
        // The visible name and role are part of the button's name (WCAG 2.5.3, label in name).
        aria-label={`Tài khoản của tôi: ${name} ${role}`}
        data-testid="user-menu"
      >
        <UserAvatar user={user} decorative />
        <span className={`${classes.who} ${shell.fromSm}`}>
          <span className={`${classes.name} ${shell.truncate}`}>{name}</span>{' '}
          <span className={shell.badge} data-size="xs" data-color={roleColor} data-testid="user-role">
            <span>{role}</span>
          </span>
        </span>
        <IconChevronDown size={16} aria-hidden />
      </button>
      {menu.opened ? (
        <div
          {...menu.dropdownProps}
          id="user-menu-dropdown"
          role="menu"
          aria-label={`Tài khoản của tôi: ${name}`}
          className={shell.dropdown}
        >
          <div className={classes.head}>
            <p className={`${classes.headName} ${shell.truncate}`}>{name}</p>
            <p className={`${classes.headEmail} ${shell.truncate} ${shell.dimmed}`}>{user.email}</p>
            <div className={classes.badges}>
              <span className={shell.badge} data-size="sm" data-color={roleColor}>
                <span>{role}</span>
              </span>
              {user.type === 'company' ? <CompanyStatusBadge status={user.status} size="sm" /> : null}
            </div>
          </div>
          <hr className={shell.menuDivider} />
          <MenuLinks user={user} onPick={() => menu.close()} />
          <hr className={shell.menuDivider} />
          <Form method="post" action="/dang-xuat" className={classes.form}>
            <button type="submit" role="menuitem" data-menu-item className={shell.menuItem} data-danger>
              <IconLogout size={16} aria-hidden />
              Đăng xuất
            </button>
          </Form>
        </div>
      ) : null}
    </>
  );
}
