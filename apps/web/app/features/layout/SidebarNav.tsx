import { NavLink, Stack } from '@mantine/core';
import { Form, Link, useLocation } from 'react-router';
import { isActivePath, type NavItem } from '../navigation/nav-items.ts';
import { navIcons } from './nav-icons.ts';

/** A role area's sidebar: links with the current page marked, logout as a POST form. */
export function SidebarNav({ items, label }: { items: readonly NavItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={label} gap={2}>
      {items.map((item) => {
        const Icon = navIcons[item.icon];
        if (item.kind === 'logout') {
          return (
            <Form key="logout" method="post" action="/dang-xuat">
              <NavLink
                component="button"
                type="submit"
                label={item.label}
                leftSection={<Icon size={20} stroke={1.6} />}
                color="red"
                c="red.9"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </Form>
          );
        }
        const active = isActivePath(pathname, item.href);
        return (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            fw={active ? 600 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
