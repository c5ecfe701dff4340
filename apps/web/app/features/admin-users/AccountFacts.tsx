import type { AdminUserDetail } from '@app/contract';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/vn-time.ts';
import { typeLabel } from './account-labels.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What an admin sees of an account, and of its company for a company account. */
export function AccountFacts({ account }: { account: AdminUserDetail }) {
  const c = account.company;
  const address = c
    ? [c.address.detail, c.address.ward?.label, c.address.province?.label].filter(Boolean).join(', ')
    : '';
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="account-facts">
          <Fact label="Họ tên">{account.name}</Fact>
          <Fact label="Email">{account.email}</Fact>
          <Fact label="Tên đăng nhập">{account.username ?? '—'}</Fact>
          <Fact label="Số điện thoại">{account.phone ?? '—'}</Fact>
          <Fact label="Loại tài khoản">{typeLabel(account.type)}</Fact>
          <Fact label="Trạng thái">
            <UserStatusBadge status={account.status} />
          </Fact>
          {account.company_name ? <Fact label="Công ty">{account.company_name}</Fact> : null}
          <Fact label="Ngày tạo">{formatDate(account.created_at)}</Fact>
          <Fact label="Đăng nhập gần nhất">{formatDateTime(account.last_login_at)}</Fact>
          <Fact label="Xác thực email">
            {account.email_verified_at ? formatDate(account.email_verified_at) : 'Chưa xác thực'}
          </Fact>
        </SimpleGrid>
      </Paper>
      {c ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            Thông tin công ty
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label="Tên công ty">{c.name}</Fact>
            <Fact label="Tên viết tắt">{c.abbreviation ?? '—'}</Fact>
            <Fact label="Mã số thuế">{c.tax_code ?? '—'}</Fact>
            <Fact label="Địa chỉ">{address || '—'}</Fact>
            <Fact label="Website">{c.website ?? '—'}</Fact>
            <Fact label="Thông tin công ty">{c.has_info ? 'Đã cập nhật' : 'Chưa cập nhật'}</Fact>
          </SimpleGrid>
        </Paper>
      ) : null}
    </Stack>
  );
}
