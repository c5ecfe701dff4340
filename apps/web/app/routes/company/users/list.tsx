import { companyTeamEndpoints } from '@app/contract';
import { access, InfoMessage, PENDING_COMPANY_STATUSES, TEAM_STATUSES } from '@app/contract/client';
import { Alert, Anchor, Button, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TeamStatusBadges } from '../../../features/company-team/TeamStatusBadges.tsx';
import { teamFlashMessages } from '../../../features/company-team/team-flash.ts';
import { formatDate } from '../../../features/jobs/format.ts';
import { ListPage } from '../../../features/layout/ListPage.tsx';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { loadListPage } from '../../../lib/list-page.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Danh sách quản lý', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireCompany(context, request, access.companyAdmin);
  const { page, q } = await loadListPage(context, request, companyTeamEndpoints.list, ['search', 'status']);
  return {
    page,
    q,
    pending: PENDING_COMPANY_STATUSES.includes(user.status),
    // The layout already shows a notice carried by a redirect (the pending guard's own).
    noticeShown: new URL(request.url).searchParams.has('notice'),
  };
}

const STATUS_OPTIONS = TEAM_STATUSES.map((s) => ({ value: s.value, label: s.label }));

export default function CompanyUsersPage({ loaderData }: Route.ComponentProps) {
  const { page, q, pending, noticeShown } = loaderData;
  useFlash(teamFlashMessages);
  return (
    <ListPage
      title="Danh sách quản lý"
      total={`${page.total} nhân viên`}
      totalTestId="members-total"
      action={
        pending ? null : (
          <Button component={Link} to="/company/users/create" leftSection={<IconUserPlus size={18} />}>
            Thêm nhân viên
          </Button>
        )
      }
      intro={
        <>
          {pending && !noticeShown ? (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle size={20} />}
              data-testid="pending-info"
            >
              {InfoMessage.updateCompanyInfoToPost}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            Nhân viên dùng tài khoản riêng để quản lý tin tuyển dụng và hồ sơ ứng tuyển của công ty; họ không
            xem được danh sách này và thông tin công ty.
          </Text>
        </>
      }
      search={{ value: q.search, placeholder: 'Họ tên, email, số điện thoại' }}
      filters={[
        { name: 'status', label: 'Trạng thái', value: q.status, options: STATUS_OPTIONS, width: 180 },
      ]}
      empty={
        page.items.length > 0
          ? null
          : q.search || q.status
            ? 'Không có nhân viên nào phù hợp.'
            : 'Công ty chưa có nhân viên nào.'
      }
      columns={['Họ và tên', 'Email', 'Số điện thoại', 'Trạng thái', 'Đăng nhập gần nhất']}
      minWidth={640}
      pagination={page}
    >
      {page.items.map((m) => (
        <Table.Tr key={m.id} data-testid="member-row">
          <Table.Td>
            <Anchor component={Link} to={`/company/users/${m.id}/edit`} fw={600}>
              {m.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
          <Table.Td>{m.phone ?? '—'}</Table.Td>
          <Table.Td>
            <TeamStatusBadges member={m} />
          </Table.Td>
          <Table.Td>{m.last_login_at ? formatDate(m.last_login_at) : '—'}</Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
