import { type LicenceQueueRow, licenceEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { LICENCE_STATES, licenceStateLabels } from '@app/contract/endpoints/licences-text';
import { Badge, Text } from '@mantine/core';
import { ModerationList } from '../../../features/admin-moderation/ModerationList.tsx';
import { loadModerationList } from '../../../features/admin-moderation/moderation.server.ts';
import { LicenceStateBadge } from '../../../features/licences/LicenceStateBadge.tsx';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDate } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Xác minh giấy phép XKLĐ', noindex: true });

const STATE_FILTERS = [
  ...LICENCE_STATES.filter((s) => s !== 'none').map((s) => ({ value: s, label: licenceStateLabels[s] })),
  { value: 'lookalike', label: 'Tên dễ nhầm với công ty đã xác minh' },
  { value: 'all', label: 'Tất cả doanh nghiệp XKLĐ' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return loadModerationList(context, request, licenceEndpoints.queue, { state: 'pending' });
}

function LicenceRow({ row }: { row: LicenceQueueRow }) {
  return (
    <ModerationList.Row
      testId="licence-row"
      to={`/admin/licences/${row.company_id}`}
      title={row.name}
      badge={<LicenceStateBadge state={row.state} />}
    >
      <Text size="sm" c="dimmed">
        Số {row.licence_number ?? '—'}
        {row.licence_date ? ` · cấp ngày ${formatDate(row.licence_date)}` : ''}
        {row.authority ? ` · ${row.authority}` : ''}
        {row.has_file ? '' : ' · chưa có bản scan'}
      </Text>
      {row.lookalikes.length > 0 ? (
        <Badge
          color="red"
          variant="outline"
          style={{ whiteSpace: 'normal', height: 'auto' }}
          data-testid="lookalike"
        >
          Tên dễ nhầm với: {row.lookalikes.map((l) => l.name).join(', ')}
        </Badge>
      ) : null}
    </ModerationList.Row>
  );
}

export default function AdminLicences({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  return (
    <ModerationList
      title="Xác minh giấy phép XKLĐ"
      summary={
        <>
          Đối chiếu giấy phép đưa người lao động đi làm việc ở nước ngoài với danh sách doanh nghiệp được cấp
          phép của Cục Quản lý lao động ngoài nước. {page.total} doanh nghiệp.
        </>
      }
      filters={
        <ModerationList.Filters label="Lọc giấy phép">
          <ModerationList.Select name="state" label="Trạng thái" value={filters.state} data={STATE_FILTERS} />
        </ModerationList.Filters>
      }
      page={page}
      empty="Không có doanh nghiệp nào."
      itemKey={(row) => row.company_id}
    >
      {(row) => <LicenceRow row={row} />}
    </ModerationList>
  );
}
