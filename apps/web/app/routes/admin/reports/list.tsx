import { type ScamCaseRow, scamEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { scamCaseStatusLabels } from '@app/contract/scam-admin-text';
import { Badge, Group, Text } from '@mantine/core';
import { ModerationList } from '../../../features/admin-moderation/ModerationList.tsx';
import { loadModerationList } from '../../../features/admin-moderation/moderation.server.ts';
import { ScamStatusBadge } from '../../../features/scam/ScamStatusBadge.tsx';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tin đáng ngờ', noindex: true });

const STATUSES = [
  { value: 'active', label: 'Cần xử lý' },
  { value: 'open', label: scamCaseStatusLabels.open },
  { value: 'asked', label: scamCaseStatusLabels.asked },
  { value: 'closed', label: scamCaseStatusLabels.closed },
  { value: 'all', label: 'Tất cả' },
];
const SOURCES = [
  { value: 'all', label: 'Quy tắc và báo cáo' },
  { value: 'rule', label: 'Quy tắc tự động' },
  { value: 'report', label: 'Người dùng báo cáo' },
];
const SOURCE_LABELS = { rule: 'Quy tắc', report: 'Báo cáo' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return loadModerationList(context, request, scamEndpoints.queue, { status: 'active', source: 'all' });
}

function CaseRow({ row }: { row: ScamCaseRow }) {
  return (
    <ModerationList.Row
      testId="scam-row"
      to={`/admin/reports/${row.id}`}
      title={row.job ? row.job.name : `Công ty: ${row.company.name}`}
      badge={<ScamStatusBadge row={row} />}
    >
      <Group gap={6}>
        {row.sources.map((s) => (
          <Badge key={s} variant="outline" color={s === 'rule' ? 'orange' : 'grape'}>
            {SOURCE_LABELS[s]}
          </Badge>
        ))}
        <Text size="sm" c="dimmed">
          {row.company.name} · {row.report_count} báo cáo · {formatDateTime(row.updated_at)}
        </Text>
      </Group>
      <Text size="sm" component="ul" m={0} pl="md">
        {row.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </Text>
    </ModerationList.Row>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  return (
    <ModerationList
      title="Tin đáng ngờ"
      summary={<>Tin bị quy tắc chống lừa đảo gắn cờ và báo cáo của người dùng. {page.total} mục.</>}
      filters={
        <ModerationList.Filters label="Lọc tin đáng ngờ">
          <ModerationList.Select name="status" label="Trạng thái" value={filters.status} data={STATUSES} />
          <ModerationList.Select name="source" label="Nguồn" value={filters.source} data={SOURCES} />
        </ModerationList.Filters>
      }
      page={page}
      empty="Không có mục nào."
      itemKey={(row) => row.id}
    >
      {(row) => <CaseRow row={row} />}
    </ModerationList>
  );
}
