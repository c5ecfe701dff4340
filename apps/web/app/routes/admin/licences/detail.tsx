import { type LicenceDetail, licenceEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import {
  LICENCE_METHODS,
  licenceMethodLabels,
  licenceStateLabels,
} from '@app/contract/endpoints/licences-text';
import { Alert, Anchor, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { data, Link } from 'react-router';
import {
  type HistoryRow,
  ModerationHeader,
  ModerationHistory,
} from '../../../features/admin-moderation/ModerationDetail.tsx';
import { ModerationSection, useModeration } from '../../../features/admin-moderation/ModerationSection.tsx';
import { moderationFeedback } from '../../../features/admin-moderation/moderation.server.ts';
import { companyPath } from '../../../features/jobs/format.ts';
import { LicenceStateBadge } from '../../../features/licences/LicenceStateBadge.tsx';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDate } from '../../../lib/vn-time.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Xác minh giấy phép', noindex: true });

const ACTION_LABELS: Record<LicenceDetail['history'][number]['action'], string> = {
  submit: 'Công ty gửi giấy phép',
  verify: 'Xác minh',
  reject: 'Từ chối',
  revoke: 'Thu hồi xác minh',
  expire: 'Hết hạn xác minh',
  withdraw: 'Công ty rút giấy phép',
};

function companyId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'Không tìm thấy công ty' }, { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const res = await callApi(context, request, licenceEndpoints.get, { params: { id: companyId(params) } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { licence: res.data };
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<ActionFeedback> {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = companyId(params);
  const form = await request.formData();
  const text = (k: string) => String(form.get(k) ?? '');
  const intent = text('intent');
  const res =
    intent === 'verify'
      ? await callApi(context, request, licenceEndpoints.verify, {
          params: { id },
          body: {
            method: text('method') as 'other',
            link: text('link'),
            note: text('note'),
            expires_on: text('expires_on'),
          },
        })
      : await callApi(
          context,
          request,
          intent === 'revoke' ? licenceEndpoints.revoke : licenceEndpoints.reject,
          {
            params: { id },
            body: { reason: text('reason') },
          },
        );
  return moderationFeedback(res);
}

function historyRows(history: LicenceDetail['history']): HistoryRow[] {
  return history.map((e) => ({
    key: `${e.created_at}-${e.action}`,
    created_at: e.created_at,
    action: `${ACTION_LABELS[e.action]} → ${licenceStateLabels[e.to_state]}`,
    actor: e.actor?.name ?? 'Hệ thống',
    details: [
      e.method ? licenceMethodLabels[e.method] : null,
      e.link,
      e.note,
      e.expires_on ? `hết hạn ${formatDate(e.expires_on)}` : null,
    ],
  }));
}

export default function AdminLicenceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { licence } = loaderData;
  const { busy, error } = useModeration(actionData);
  const canVerify = licence.state === 'pending' || licence.state === 'expired';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/licences" size="sm">
        ← Danh sách giấy phép
      </Anchor>
      <ModerationHeader title={licence.name} badge={<LicenceStateBadge state={licence.state} />}>
        <Text size="sm">
          Số giấy phép: <strong>{licence.licence_number ?? '—'}</strong>
          {licence.licence_date ? ` · cấp ngày ${formatDate(licence.licence_date)}` : ''}
        </Text>
        <Text size="sm">Cơ quan cấp: {licence.authority ?? '—'}</Text>
        <Text size="sm">Mã số thuế: {licence.tax_code ?? '—'}</Text>
        {licence.expires_on ? (
          <Text size="sm">Xác minh có hiệu lực đến hết ngày {formatDate(licence.expires_on)}</Text>
        ) : null}
        <Group gap="md">
          {licence.has_file ? (
            <Anchor href={`/api/admin/licences/${licence.company_id}/file`} target="_blank" size="sm">
              Xem bản scan giấy phép
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Chưa có bản scan giấy phép
            </Text>
          )}
          <Anchor component={Link} to={companyPath(licence.company_id)} size="sm">
            Trang công ty
          </Anchor>
        </Group>
        {licence.lookalikes.length > 0 ? (
          <Alert color="red" title="Tên dễ nhầm với công ty đã xác minh" data-testid="lookalike">
            {licence.lookalikes.map((l) => l.name).join(', ')}. Kiểm tra kỹ số giấy phép và mã số thuế trước
            khi xác minh.
          </Alert>
        ) : null}
      </ModerationHeader>

      {canVerify ? (
        <ModerationSection id="xac-minh" title="Xác minh giấy phép" gap="sm">
          <ModerationSection.Form intent="verify" gap="sm">
            <NativeSelect
              name="method"
              label="Cách xác minh"
              data={LICENCE_METHODS.map((m) => ({ value: m, label: licenceMethodLabels[m] }))}
              error={error('method')}
            />
            <TextInput
              name="link"
              label="Đường dẫn đối chiếu"
              placeholder="https://…"
              error={error('link')}
            />
            <ModerationSection.Reason name="note" label="Ghi chú" error={error('note')} />
            <TextInput
              type="date"
              name="expires_on"
              label="Hết hạn xác minh (tùy chọn)"
              error={error('expires_on')}
            />
            <ModerationSection.Submit color="green" loading={busy('verify')}>
              Xác minh
            </ModerationSection.Submit>
          </ModerationSection.Form>
        </ModerationSection>
      ) : null}

      {licence.state === 'pending' || licence.state === 'verified' ? (
        <ModerationSection
          id="tu-choi"
          title={licence.state === 'pending' ? 'Từ chối giấy phép' : 'Thu hồi xác minh'}
          gap="sm"
        >
          <ModerationSection.Form intent={licence.state === 'pending' ? 'reject' : 'revoke'} gap="sm">
            {licence.state === 'verified' ? (
              <Text size="sm" c="dimmed">
                Các đơn hàng xuất khẩu lao động đang đăng của công ty sẽ bị gỡ khỏi trang và chờ duyệt lại.
              </Text>
            ) : null}
            <ModerationSection.Reason name="reason" label="Lý do (gửi tới công ty)" error={error('reason')} />
            <ModerationSection.Submit color="red" loading={busy('reject') || busy('revoke')}>
              {licence.state === 'pending' ? 'Từ chối' : 'Thu hồi xác minh'}
            </ModerationSection.Submit>
          </ModerationSection.Form>
        </ModerationSection>
      ) : null}

      <ModerationHistory
        testId="licence-history"
        minWidth={560}
        detailsLabel="Cách xác minh / lý do"
        rows={historyRows(licence.history)}
        empty="Chưa có thao tác nào."
      />
    </Stack>
  );
}
