import type { UserInfo } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import { Badge, Burger, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout, IconPencilPlus, IconUserCircle } from '@tabler/icons-react';
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
import { UserAvatar } from './UserMenu.tsx';
import { useAutoClose } from './use-auto-close.ts';

function AccountSection({ user }: { user: UserInfo | null }) {
  if (!user) {
    return (
      <Stack gap="sm">
        <Button component={Link} to="/dang-nhap" variant="default" fullWidth>
          Đăng nhập
        </Button>
        <Button component={Link} to="/dang-ky" variant="light" fullWidth>
          Đăng ký
        </Button>
        <Button
          component={Link}
          to={EMPLOYER_LOGIN_PATH}
          leftSection={<IconPencilPlus size={18} />}
          fullWidth
        >
          Nhà tuyển dụng đăng tin
        </Button>
      </Stack>
    );
  }
  const profile = profileLink(user.type);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar user={user} size={44} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {displayName(user)}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={user.type ? 'blue' : 'gray'}>
              {roleLabel(user)}
            </Badge>
            {user.type === 'company' ? <CompanyStatusBadge status={user.status} size="sm" /> : null}
          </Group>
        </Stack>
      </Group>
      {user.type === 'company' ? (
        <Button component={Link} to={POST_JOB_PATH} leftSection={<IconPencilPlus size={18} />} fullWidth>
          Đăng tin &amp; tìm ứng viên
        </Button>
      ) : null}
      <Stack gap={2}>
        <NavLink
          component={Link}
          to={dashboardPath(user.type)}
          label={user.type ? 'Bảng điều khiển' : 'Chọn loại tài khoản'}
          leftSection={<IconLayoutDashboard size={20} />}
        />
        {profile ? (
          <NavLink
            component={Link}
            to={profile.href}
            label={profile.label}
            leftSection={<IconUserCircle size={20} />}
          />
        ) : null}
        <Form method="post" action="/dang-xuat">
          <NavLink
            component="button"
            type="submit"
            label="Đăng xuất"
            c="red.7"
            leftSection={<IconLogout size={20} />}
          />
        </Form>
      </Stack>
    </Stack>
  );
}

/** Phones (< 768 px): a burger opening a drawer with the links and account actions. */
export function MobileMenu({ user }: { user: UserInfo | null }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useAutoClose(opened, close);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? 'Đóng menu' : 'Mở menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      <Drawer
        id="mobile-menu"
        opened={opened}
        onClose={close}
        position="right"
        size="min(86vw, 360px)"
        title={<BrandLogo size={28} />}
        closeButtonProps={{ 'aria-label': 'Đóng menu' }}
        hiddenFrom="sm"
        zIndex={300}
      >
        <Stack gap="md">
          <Stack component="nav" aria-label="Điều hướng chính" gap={2}>
            {publicNav.map((item) => {
              const active = isActivePath(pathname, item.href);
              return (
                <NavLink
                  key={item.href}
                  component={Link}
                  to={item.href}
                  label={item.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  fw={500}
                />
              );
            })}
          </Stack>
          <Divider />
          <AccountSection user={user} />
        </Stack>
      </Drawer>
    </>
  );
}
