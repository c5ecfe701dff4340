import { companyReviewEndpoints } from '@app/contract';
import { access, REVIEW_STATUS_LABELS, REVIEW_SUB_RATINGS, ReviewLabel } from '@app/contract/client';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { data, Form, Link, useNavigation } from 'react-router';
import { companyPath } from '../../../features/jobs/format.ts';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Chi tiết đánh giá', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1)
    throw data({ message: 'Không tìm thấy đánh giá' }, { status: 404 });
  const res = await callApi(context, request, companyReviewEndpoints.adminDetail, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { review: res.data };
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<ActionFeedback> {
  await requireUser(context, request, access.admin);
  const id = Number(params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const res =
    intent === 'remove'
      ? await callApi(context, request, companyReviewEndpoints.adminRemove, {
          params: { id },
          body: { reason: String(form.get('reason') ?? '') },
        })
      : await callApi(context, request, companyReviewEndpoints.adminModerate, {
          params: { id },
          body: { status: intent === 'hide' ? 'hidden' : 'published' },
        });
  return res.ok
    ? { status: res.status, success: res.message }
    : { status: res.status, error: res.error, fieldErrors: res.error.errors ?? {} };
}

export default function AdminReviewDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  useActionFeedback(actionData);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const reasonError = actionData?.fieldErrors?.reason?.join(' ');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/review" size="sm">
        ← Danh sách đánh giá
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
              {review.title}
            </Title>
            <Badge
              data-testid="review-status"
              color={review.status === 'published' ? 'green' : review.status === 'hidden' ? 'gray' : 'red'}
              variant="light"
            >
              {REVIEW_STATUS_LABELS[review.status]}
            </Badge>
          </Group>
          <Text size="sm">
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)} · {review.rating}/5
            {REVIEW_SUB_RATINGS.filter((k) => review[k] !== null).map(
              (k) => ` · ${ReviewLabel[k]}: ${review[k]}/5`,
            )}
          </Text>
          <Text size="sm" c="dimmed">
            Công ty:{' '}
            <Anchor component={Link} to={companyPath(review.company_id)} inherit>
              {review.company_name}
            </Anchor>{' '}
            · Người viết: {review.author.name}
            {review.author.email ? ` (${review.author.email})` : ''}
            {review.anonymous ? ' · ẩn danh với mọi người' : ''}
            {review.applied ? ' · Đã ứng tuyển qua ViệcXa' : ''} · {formatDateTime(review.created_at)}
          </Text>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.content}</Text>
          {review.reply ? (
            <Paper bg="gray.0" p="sm" radius="sm">
              <Text size="sm" fw={600}>
                Phản hồi của công ty
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.reply.content}
              </Text>
            </Paper>
          ) : null}
          {review.status === 'removed' ? (
            <Text size="sm" c="red.9" data-testid="removal-reason">
              Đã gỡ bởi {review.moderated_by_name ?? 'quản trị viên'}
              {review.moderated_at ? ` lúc ${formatDateTime(review.moderated_at)}` : ''}:{' '}
              {review.removal_reason}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="bao-cao"
      >
        <Title order={2} fz="lg" mb="sm" id="bao-cao">
          Báo cáo ({review.reports.length})
        </Title>
        {review.reports.length === 0 ? (
          <Text size="sm" c="dimmed">
            Chưa có báo cáo nào.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Lý do</Table.Th>
                  <Table.Th>Ghi chú</Table.Th>
                  <Table.Th>Người báo cáo</Table.Th>
                  <Table.Th>Thời gian</Table.Th>
                  <Table.Th>Xử lý</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {review.reports.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.reason}</Table.Td>
                    <Table.Td>{r.note ?? '–'}</Table.Td>
                    <Table.Td>{r.reporter}</Table.Td>
                    <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
                    <Table.Td>{r.resolved_at ? 'Đã xử lý' : 'Chưa xử lý'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      {review.status !== 'removed' ? (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="kiem-duyet"
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id="kiem-duyet">
              Kiểm duyệt
            </Title>
            <Form method="post">
              <input type="hidden" name="intent" value={review.status === 'hidden' ? 'show' : 'hide'} />
              <Button type="submit" variant="light" loading={busy('hide') || busy('show')}>
                {review.status === 'hidden' ? 'Hiển thị lại' : 'Ẩn đánh giá'}
              </Button>
            </Form>
            {review.status === 'published' && review.open_reports > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="show" />
                <Button type="submit" variant="default" loading={busy('show')}>
                  Giữ đánh giá, đóng báo cáo
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <Stack gap="xs">
                <Textarea
                  name="reason"
                  label="Lý do gỡ (gửi tới người viết)"
                  autosize
                  minRows={2}
                  maxLength={500}
                  error={reasonError}
                />
                <Button
                  type="submit"
                  color="red"
                  loading={busy('remove')}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Gỡ đánh giá
                </Button>
              </Stack>
            </Form>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
