import '../../styles/mantine-full.ts';
import { Anchor, Box, Center, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { BrandLogo } from '../../features/layout/BrandLogo.tsx';
import type { Route } from './+types/auth-layout';

function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100dvh"
      px="md"
      py={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-gray-0) 60%)',
      }}
    >
      <Stack align="center" gap="lg" maw={480} mx="auto">
        <BrandLogo size={36} />
        <Center component="main" w="100%">
          {children}
        </Center>
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Trang chủ
          </Anchor>
          <Anchor component={Link} to="/dieu-khoan" size="sm" c="dimmed">
            Điều khoản sử dụng
          </Anchor>
          <Anchor component={Link} to="/chinh-sach-bao-ve" size="sm" c="dimmed">
            Chính sách bảo vệ dữ liệu
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          © 2026 ViệcXa
        </Text>
      </Stack>
    </Box>
  );
}

/** Login and account pages: a centred card under the logo. */
export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AuthFrame>
      <ErrorPage error={error} />
    </AuthFrame>
  );
}
