import { InfoMessage } from '@app/contract/client';
import { Alert, Anchor, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconInfoCircle, IconLogout } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { requireCompany } from '../../lib/session.server.ts';
import type { Route } from './+types/waiting-approval';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Chờ phê duyệt tài khoản', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  // Sends companies that are not waiting for their first approval to the dashboard.
  const user = await requireCompany(context, request);
  return { user };
}

export default function WaitingApproval({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      data-testid="waiting-approval"
    >
      <Stack gap="lg">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconHourglassHigh size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Tài khoản đang chờ phê duyệt
          </Title>
        </Stack>
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
          {InfoMessage.waitingFirstApproval}
        </Alert>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Điều gì sẽ diễn ra tiếp theo?
          </Title>
          <List spacing="xs" lh={1.6}>
            <List.Item>
              Quản trị viên ViệcXa kiểm tra thông tin công ty và giấy phép hoạt động dịch vụ đưa người lao
              động đi làm việc ở nước ngoài (nếu có).
            </List.Item>
            <List.Item>
              Khi có kết quả, chúng tôi gửi thông báo tới email{' '}
              {/* A long address must wrap on a phone, not widen the page. */}
              <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>.
            </List.Item>
            <List.Item>
              Sau khi được phê duyệt, bạn có thể hoàn thiện thông tin công ty và bắt đầu đăng tin tuyển dụng.
            </List.Item>
          </List>
        </Stack>
        <Text size="sm" c="dimmed">
          Bạn không cần đăng ký lại trong thời gian chờ. Cần hỗ trợ?{' '}
          <Anchor component={Link} to="/lien-he" inherit>
            Liên hệ ViệcXa
          </Anchor>
          .
        </Text>
        <Form method="post" action="/dang-xuat">
          <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Đăng xuất
          </Button>
        </Form>
      </Stack>
    </Paper>
  );
}
