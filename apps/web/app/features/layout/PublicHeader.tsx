import type { UserInfo } from '@app/contract';
import { Box, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActivePath, publicNav } from '../navigation/nav-items.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { HeaderNotificationsSlot } from './HeaderNotificationsSlot.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import classes from './PublicHeader.module.css';
import { UserMenu } from './UserMenu.tsx';

/** The public site header (spec §2): logo, main links, account actions; a burger on phones. */
export function PublicHeader({ user }: { user: UserInfo | null }) {
  const { pathname } = useLocation();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }} className={classes.inner}>
        <div className={classes.row}>
          <BrandLogo />
        </div>
        <Box component="nav" aria-label="Điều hướng chính" visibleFrom="sm" className={classes.nav}>
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
        </Box>
        <Group gap="sm" wrap="nowrap" className={`${classes.row} ${classes.actions}`}>
          <Box visibleFrom="sm">
            <HeaderActions user={user} />
          </Box>
          {user ? (
            <>
              <HeaderNotificationsSlot user={user} />
              <UserMenu user={user} />
            </>
          ) : null}
          <MobileMenu user={user} />
        </Group>
      </Container>
    </Box>
  );
}
