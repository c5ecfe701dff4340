import type { UserInfo } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import { Avatar, Badge, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { displayName, profileLink, userNav } from '../navigation/nav-items.ts';
import { roleLabel } from './account.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { navIcons } from './nav-icons.ts';

export function UserAvatar({ user, size = 36 }: { user: UserInfo; size?: number }) {
  const name = displayName(user);
  return <Avatar src={user.avatar} alt={name} name={name} color="initials" size={size} radius="xl" />;
}

function MenuLinks({ user }: { user: UserInfo }) {
  if (user.type === 'employee') {
    return userNav.map((item) => {
      const Icon = navIcons[item.icon];
      return (
        <Menu.Item key={item.href} component={Link} to={item.href} leftSection={<Icon size={16} />}>
          {item.label}
        </Menu.Item>
      );
    });
  }
  const profile = profileLink(user.type);
  return (
    <>
      <Menu.Item
        component={Link}
        to={dashboardPath(user.type)}
        leftSection={<IconLayoutDashboard size={16} />}
      >
        {user.type ? 'Bảng điều khiển' : 'Chọn loại tài khoản'}
      </Menu.Item>
      {profile ? (
        <Menu.Item component={Link} to={profile.href} leftSection={<IconUserCircle size={16} />}>
          {profile.label}
        </Menu.Item>
      ) : null}
    </>
  );
}

/** The avatar menu: who is signed in, where to go next, and logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const name = displayName(user);
  const role = roleLabel(user);
  return (
    <Menu position="bottom-end" width={264} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Tài khoản của tôi: ${name}`}
          data-testid="user-menu"
          style={{ borderRadius: 999 }}
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} />
            <Box visibleFrom="sm" maw={170} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lh={1.2} truncate="end">
                {name}
              </Text>
              <Badge size="xs" variant="light" color={user.type ? 'blue' : 'gray'} data-testid="user-role">
                {role}
              </Badge>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={4} px="sm" py="xs">
          <Text fw={600} size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={user.type ? 'blue' : 'gray'}>
              {role}
            </Badge>
            {user.type === 'company' ? <CompanyStatusBadge status={user.status} size="sm" /> : null}
          </Group>
        </Stack>
        <Menu.Divider />
        <MenuLinks user={user} />
        <Menu.Divider />
        <Form method="post" action="/dang-xuat">
          <Menu.Item
            component="button"
            type="submit"
            color="red"
            closeMenuOnClick={false}
            leftSection={<IconLogout size={16} />}
          >
            Đăng xuất
          </Menu.Item>
        </Form>
      </Menu.Dropdown>
    </Menu>
  );
}
