import { employeeEndpoints, myDataEndpoints } from '@app/contract';
import { access, MAX_PAGE_SIZE } from '@app/contract/client';
import { ConsentMessage, DELETE_ACCOUNT_PHRASE } from '@app/contract/consent-text';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { apiFailure } from '../../features/account/feedback.ts';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { clearedTokenCookies } from '../../lib/cookies.server.ts';
import { firstError } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotice } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import type { Route } from './+types/my-data';

/*
 * "Dữ liệu của tôi" (Decree 13/2023, ADR 0033): download everything, withdraw consent for one
 * application, delete the account. Downloads are plain links to the API (same origin, session
 * cookie): the browser saves the file the API names.
 */

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Dữ liệu của tôi', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const res = await callApi(context, request, employeeEndpoints.applications, {
    query: { page: 1, limit: MAX_PAGE_SIZE },
  });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { applications: res.data.items, total: res.data.total };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.employee);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'withdraw-consent') {
    const id = Number(form.get('id'));
    if (!Number.isSafeInteger(id) || id <= 0)
      return data<ActionFeedback>(
        { status: 400, error: { message: 'Yêu cầu không hợp lệ' } },
        { status: 400 },
      );
    const res = await callApi(context, request, myDataEndpoints.withdrawConsent, { params: { id } });
    if (res.ok)
      return data<ActionFeedback>({ status: 200, success: res.message ?? ConsentMessage.withdrawn });
    return data<ActionFeedback>({ status: res.status, error: res.error }, { status: res.status });
  }
  if (intent === 'delete-account') {
    const text = (k: string) => {
      const v = form.get(k);
      return typeof v === 'string' && v !== '' ? v : undefined;
    };
    const res = await callApi(context, request, myDataEndpoints.deleteAccount, {
      body: { password: text('password'), phrase: text('phrase') },
    });
    if (!res.ok) return data<ActionFeedback>(apiFailure(res), { status: res.status });
    // The sessions are gone with the account; the cookies go too, and the login page says why.
    const headers = new Headers();
    for (const c of clearedTokenCookies(getBridge(context).secureCookies)) headers.append('Set-Cookie', c);
    return redirect(withNotice('/dang-nhap', 'accountDeleted'), { headers });
  }
  return data<ActionFeedback>({ status: 400, error: { message: 'Yêu cầu không hợp lệ' } }, { status: 400 });
}

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications } = loaderData;
  useActionFeedback(actionData);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errors = actionData?.fieldErrors;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Dữ liệu của tôi
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân, bạn có quyền xem, tải về, rút lại sự đồng ý
          và yêu cầu xoá dữ liệu của mình.
        </Text>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            Tải dữ liệu của bạn
          </Title>
          <Text size="sm">
            Gồm tài khoản, thông tin cá nhân, hồ sơ CV, các đơn ứng tuyển (kèm tên việc làm, công ty và sự
            đồng ý bạn đã đánh dấu), việc làm đã lưu, đánh giá, thông báo, danh sách tệp đã tải lên và phiên
            đăng nhập.
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href="/api/user/my-data?format=json"
              download
              leftSection={<IconDownload size={18} />}
              data-testid="my-data-json"
            >
              Tải tệp JSON
            </Button>
            <Button
              component="a"
              href="/api/user/my-data?format=html"
              download
              variant="light"
              leftSection={<IconDownload size={18} />}
              data-testid="my-data-html"
            >
              Tải bản dễ đọc (HTML)
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            Sự đồng ý chia sẻ hồ sơ
          </Title>
          <Text size="sm">
            Khi rút lại sự đồng ý, công ty không còn xem được số điện thoại, email, lời nhắn và CV của bạn cho
            đơn đó (đơn vẫn được giữ với tên và trạng thái).
          </Text>
          {applications.length === 0 ? (
            <Text size="sm" c="dimmed">
              Bạn chưa ứng tuyển chương trình nào.
            </Text>
          ) : (
            <Stack gap="xs">
              {applications.map((a) => (
                <Paper key={a.id} withBorder radius="md" p="sm" data-testid="consent-row">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <div>
                      <Text fw={600} size="sm">
                        {a.job.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {a.job.company_name} · nộp {formatDateTime(a.created_at)}
                      </Text>
                    </div>
                    {a.consent_withdrawn_at ? (
                      <Badge color="gray" variant="light">
                        Đã rút đồng ý {formatDateTime(a.consent_withdrawn_at)}
                      </Badge>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="withdraw-consent" />
                        <input type="hidden" name="id" value={a.id} />
                        <Button
                          type="submit"
                          size="xs"
                          variant="outline"
                          color="red"
                          loading={
                            busy('withdraw-consent') && navigation.formData?.get('id') === String(a.id)
                          }
                        >
                          Rút lại sự đồng ý
                        </Button>
                      </Form>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="delete-account">
        <Stack gap="sm">
          <Title order={2} fz={18} c="red.8">
            Xoá tài khoản
          </Title>
          <Alert color="red" variant="light">
            Tài khoản, thông tin cá nhân, CV, việc làm đã lưu, đánh giá và thông báo của bạn sẽ bị xoá vĩnh
            viễn; mọi phiên đăng nhập kết thúc. Các công ty bạn đã ứng tuyển chỉ còn bản ghi ẩn danh (vị trí,
            ngày nộp, trạng thái). Bạn sẽ nhận thư xác nhận và có thể đăng ký lại bằng email này sau đó.
          </Alert>
          <Form method="post">
            <input type="hidden" name="intent" value="delete-account" />
            <Stack gap="sm">
              <PasswordInput
                name="password"
                label="Mật khẩu hiện tại"
                autoComplete="current-password"
                error={firstError(errors, 'password')}
              />
              <TextInput
                name="phrase"
                label={`Tài khoản đăng nhập bằng Google/Facebook chưa đặt mật khẩu: gõ "${DELETE_ACCOUNT_PHRASE}"`}
                autoComplete="off"
                error={firstError(errors, 'phrase')}
              />
              <Button
                type="submit"
                color="red"
                leftSection={<IconTrash size={18} />}
                loading={busy('delete-account')}
                w={{ base: '100%', sm: 'auto' }}
              >
                Xoá vĩnh viễn tài khoản
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Paper>
    </Stack>
  );
}
