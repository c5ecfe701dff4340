import { devEndpoints } from '@app/contract';
import { Alert, Badge, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { data } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/mailbox';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hộp thư phát triển', noindex: true });

/** With no SMTP server configured, mail (registration codes, reset links) is read here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const res = await callApi(context, request, devEndpoints.mailbox, { token: null });
  if (!res.ok) throw data(null, { status: 404 });
  return { mails: res.data };
}

const statusLabel = { pending: 'Chờ gửi', sending: 'Đang gửi', sent: 'Đã ghi nhận', failed: 'Lỗi' } as const;

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} fz={26}>
          Hộp thư phát triển
        </Title>
        <Alert color="yellow">
          Máy chủ chưa cấu hình SMTP nên email không được gửi đi mà lưu tại đây (50 thư gần nhất). Trang này
          chỉ dành cho môi trường phát triển và tự tắt khi cấu hình SMTP_HOST.
        </Alert>
        {loaderData.mails.length === 0 ? <Text c="dimmed">Chưa có email nào.</Text> : null}
        {loaderData.mails.map((m) => (
          <Paper key={m.id} withBorder p="md" radius="md" data-testid="dev-mail">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{m.subject}</Text>
              <Badge variant="light">{statusLabel[m.status]}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Đến: {m.to} · {new Date(m.created_at).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}
            </Text>
            <Code block mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.text}
            </Code>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
