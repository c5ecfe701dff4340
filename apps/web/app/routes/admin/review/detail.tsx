import { companyReviewEndpoints } from '@app/contract';
import { access, REVIEW_STATUS_LABELS, REVIEW_SUB_RATINGS, ReviewLabel } from '@app/contract/client';
import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { data, Link } from 'react-router';
import { ModerationHeader } from '../../../features/admin-moderation/ModerationDetail.tsx';
import { ModerationSection, useModeration } from '../../../features/admin-moderation/ModerationSection.tsx';
import { moderationFeedback } from '../../../features/admin-moderation/moderation.server.ts';
import { companyPath } from '../../../features/jobs/format.ts';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
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
  return moderationFeedback(res);
}

export default function AdminReviewDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const { busy, error } = useModeration(actionData);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/review" size="sm">
        ← Danh sách đánh giá
      </Anchor>
      <ModerationHeader
        title={review.title}
        badge={
          <Badge
            data-testid="review-status"
            color={review.status === 'published' ? 'green' : review.status === 'hidden' ? 'gray' : 'red'}
            variant="light"
          >
            {REVIEW_STATUS_LABELS[review.status]}
          </Badge>
        }
      >
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
      </ModerationHeader>

      <ModerationSection id="bao-cao" title={`Báo cáo (${review.reports.length})`} gap="sm">
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
      </ModerationSection>

      {review.status !== 'removed' ? (
        <ModerationSection id="kiem-duyet" title="Kiểm duyệt">
          <ModerationSection.Form intent={review.status === 'hidden' ? 'show' : 'hide'}>
            <ModerationSection.Submit variant="light" loading={busy('hide') || busy('show')}>
              {review.status === 'hidden' ? 'Hiển thị lại' : 'Ẩn đánh giá'}
            </ModerationSection.Submit>
          </ModerationSection.Form>
          {review.status === 'published' && review.open_reports > 0 ? (
            <ModerationSection.Form intent="show">
              <ModerationSection.Submit variant="default" loading={busy('show')}>
                Giữ đánh giá, đóng báo cáo
              </ModerationSection.Submit>
            </ModerationSection.Form>
          ) : null}
          <ModerationSection.Form intent="remove">
            <ModerationSection.Reason
              name="reason"
              label="Lý do gỡ (gửi tới người viết)"
              maxLength={500}
              error={error('reason')}
            />
            <ModerationSection.Submit color="red" loading={busy('remove')}>
              Gỡ đánh giá
            </ModerationSection.Submit>
          </ModerationSection.Form>
        </ModerationSection>
      ) : null}
    </Stack>
  );
}
