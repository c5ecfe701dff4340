import { type ScamCaseDetail, scamEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { scamEventLabels, scamRuleReason } from '@app/contract/scam-admin-text';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import {
  type HistoryRow,
  ModerationHeader,
  ModerationHistory,
} from '../../../features/admin-moderation/ModerationDetail.tsx';
import { ModerationSection, useModeration } from '../../../features/admin-moderation/ModerationSection.tsx';
import { moderationFeedback } from '../../../features/admin-moderation/moderation.server.ts';
import { companyPath } from '../../../features/jobs/format.ts';
import { ScamStatusBadge } from '../../../features/scam/ScamStatusBadge.tsx';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tin đáng ngờ', noindex: true });

function caseId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'Không tìm thấy mục này' }, { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const res = await callApi(context, request, scamEndpoints.get, { params: { id: caseId(params) } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { item: res.data };
}

const INTENTS = {
  dismiss: scamEndpoints.dismiss,
  'disable-job': scamEndpoints.disableJob,
  'lock-company': scamEndpoints.lockCompany,
} as const;

export async function action({ context, request, params }: Route.ActionArgs): Promise<ActionFeedback> {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = caseId(params);
  const form = await request.formData();
  const text = (k: string) => String(form.get(k) ?? '');
  const intent = text('intent');
  const res =
    intent === 'ask'
      ? await callApi(context, request, scamEndpoints.ask, {
          params: { id },
          body: { question: text('question') },
        })
      : await callApi(context, request, INTENTS[intent as keyof typeof INTENTS] ?? scamEndpoints.dismiss, {
          params: { id },
          body: { note: text('note') },
        });
  return moderationFeedback(res);
}

/** The case's events for the history table; events of one moment may repeat, so the key has the position. */
function historyRows(history: ScamCaseDetail['history']): HistoryRow[] {
  return history.map((e, i) => ({
    key: `${e.created_at}-${i}`,
    created_at: e.created_at,
    action: scamEventLabels[e.action],
    actor: e.actor?.name ?? (e.action === 'report' ? 'Khách' : 'Hệ thống'),
    details: [...e.rules.map(scamRuleReason), e.note],
  }));
}

export default function AdminReportDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const { busy, error } = useModeration(actionData);
  const active = item.status !== 'closed';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/reports" size="sm">
        ← Danh sách tin đáng ngờ
      </Anchor>
      <ModerationHeader
        title={item.job ? item.job.name : `Công ty: ${item.company.name}`}
        badge={<ScamStatusBadge row={item} />}
      >
        <Group gap="md">
          {item.job ? (
            <Anchor component={Link} to={`/admin/jobs/${item.job.id}`} size="sm">
              Xem tin trong trang quản trị
            </Anchor>
          ) : null}
          <Anchor component={Link} to={companyPath(item.company.id)} size="sm">
            Trang công ty {item.company.name}
            {item.company.locked ? ' (đã khóa)' : ''}
          </Anchor>
        </Group>
        <Title order={2} fz="md">
          Lý do
        </Title>
        <Text size="sm" component="ul" m={0} pl="md" data-testid="scam-reasons">
          {item.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Text>
      </ModerationHeader>

      {active ? (
        <ModerationSection id="xu-ly" title="Xử lý">
          <ModerationSection.Form>
            <ModerationSection.Reason name="note" label="Ghi chú (lưu trong lịch sử)" error={error('note')} />
            <Group gap="xs">
              <Button type="submit" name="intent" value="dismiss" variant="default" loading={busy('dismiss')}>
                Bỏ qua
              </Button>
              {item.job ? (
                <Button
                  type="submit"
                  name="intent"
                  value="disable-job"
                  color="red"
                  loading={busy('disable-job')}
                >
                  Vô hiệu hóa tin
                </Button>
              ) : null}
              <Button
                type="submit"
                name="intent"
                value="lock-company"
                color="red"
                variant="outline"
                loading={busy('lock-company')}
              >
                Khóa công ty
              </Button>
            </Group>
          </ModerationSection.Form>
          <ModerationSection.Form intent="ask">
            <ModerationSection.Reason name="question" label="Câu hỏi gửi công ty" error={error('question')} />
            <ModerationSection.Submit variant="light" loading={busy('ask')}>
              Hỏi công ty
            </ModerationSection.Submit>
          </ModerationSection.Form>
        </ModerationSection>
      ) : null}

      <ModerationSection id="bao-cao" title={`Báo cáo (${item.reports.length})`} gap="sm">
        {item.reports.length === 0 ? (
          <Text size="sm" c="dimmed">
            Chưa có báo cáo nào của người dùng.
          </Text>
        ) : (
          <Stack gap="sm">
            {item.reports.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="sm" data-testid="scam-report">
                <Text size="sm" fw={600}>
                  {r.reason_label}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {r.details}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.created_at)}
                  {r.contact ? ` · Liên hệ: ${r.contact}` : ''}
                  {r.outcome_mailed_at ? ' · đã báo kết quả qua email' : ''}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </ModerationSection>

      <ModerationHistory
        testId="scam-history"
        minWidth={520}
        detailsLabel="Ghi chú"
        rows={historyRows(item.history)}
      />
    </Stack>
  );
}
