import type { UserInfo } from '@app/contract';
import { AppShell, Box, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { NavItem } from '../navigation/nav-items.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { HeaderNotificationsSlot } from './HeaderNotificationsSlot.tsx';
import { NoticeAlert } from './NoticeAlert.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useAutoClose } from './use-auto-close.ts';

interface RoleShellProps {
  user: UserInfo;
  /** Sidebar items; null hides the sidebar (a company waiting for its first approval). */
  nav: readonly NavItem[] | null;
  /** Name of the area, e.g. 'Trang quản trị', used for the sidebar landmark. */
  areaLabel: string;
  notice?: string | null;
  children: ReactNode;
}

/** The signed-in areas (admin, company, user, sale, leader-sale): header, sidebar, main. */
export function RoleShell({ user, nav, areaLabel, notice, children }: RoleShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  useAutoClose(opened, close);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        nav ? { width: { sm: 240, lg: 264 }, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined
      }
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {nav ? (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? 'Đóng menu' : 'Mở menu'}
                aria-expanded={opened}
              />
            ) : null}
            <BrandLogo size={30} />
            <Text size="sm" c="dimmed" fw={500} visibleFrom="md" ml="xs">
              {areaLabel}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user.type === 'company' ? <CompanyStatusBadge status={user.status} compact /> : null}
            <HeaderNotificationsSlot user={user} />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      {nav ? (
        <AppShell.Navbar p="sm">
          <AppShell.Section grow component={ScrollArea}>
            <SidebarNav items={nav} label={areaLabel} />
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main bg="gray.0">
        <Box maw={1100} mx="auto">
          <NoticeAlert notice={notice} />
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
