import type { UserInfo } from '@app/contract';
import { Link, useLocation } from 'react-router';
import { CurrencyButton } from '../currency/CurrencyButton.tsx';
import { isActivePath, publicNav } from '../navigation/nav-items.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { HeaderNotificationsSlot } from './HeaderNotificationsSlot.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import classes from './PublicHeader.module.css';
import shell from './Shell.module.css';
import { UserMenu } from './UserMenu.tsx';

/** The public site header (spec §2): logo, main links, account actions; a burger on phones. */
export function PublicHeader({ user }: { user: UserInfo | null }) {
  const { pathname } = useLocation();
  return (
    <header className={classes.header}>
      <div className={`${shell.container} ${classes.inner}`}>
        <div className={classes.row}>
          <BrandLogo />
        </div>
        <nav aria-label="Điều hướng chính" className={`${classes.nav} ${shell.fromSm}`}>
          {publicNav.map((item) => (
            <Link
              key={item.href}
              to={item.href}
              className={classes.link}
              aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className={`${classes.row} ${classes.actions}`}>
          <CurrencyButton compact />
          <div className={shell.fromSm}>
            <HeaderActions user={user} />
          </div>
          {user ? (
            <>
              <HeaderNotificationsSlot user={user} />
              <UserMenu user={user} />
            </>
          ) : null}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
