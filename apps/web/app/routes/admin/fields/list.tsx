import { adminFieldEndpoints } from '@app/contract';
import { access, FIELD_ACTIVITIES, fieldActivityLabel } from '@app/contract/client';
import { Anchor, Badge, Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { catalogFlashMessages } from '../../../features/admin-catalog/catalog-flash.ts';
import { ListPage } from '../../../features/layout/ListPage.tsx';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { loadListPage } from '../../../lib/list-page.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Lĩnh vực', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  return loadListPage(context, request, adminFieldEndpoints.list, ['search', 'activity']);
}

const ACTIVITY_OPTIONS = FIELD_ACTIVITIES.map((a) => ({ value: String(a.value), label: a.label }));

export default function AdminFieldsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(catalogFlashMessages);
  return (
    <ListPage
      title="Lĩnh vực"
      total={`${page.total} lĩnh vực`}
      totalTestId="fields-total"
      action={
        <Button component={Link} to="/admin/fields/create" leftSection={<IconPlus size={16} />}>
          Thêm lĩnh vực
        </Button>
      }
      search={{ value: q.search, placeholder: 'Tên lĩnh vực' }}
      filters={[
        {
          name: 'activity',
          label: 'Loại hoạt động',
          value: q.activity,
          options: ACTIVITY_OPTIONS,
          width: 200,
        },
      ]}
      empty={page.items.length === 0 ? 'Không có lĩnh vực nào phù hợp.' : null}
      columns={[
        'Tên lĩnh vực',
        'Loại hoạt động',
        { label: 'Tin tuyển dụng', numeric: true },
        { label: 'Công ty', numeric: true },
      ]}
      minWidth={520}
      pagination={page}
    >
      {page.items.map((f) => (
        <Table.Tr key={f.id} data-testid="field-row">
          <Table.Td>
            <Anchor component={Link} to={`/admin/fields/${f.id}`} fw={600}>
              {f.name}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={f.activity === 1 ? 'teal' : 'indigo'}>
              {fieldActivityLabel(f.activity)}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{f.job_count.toLocaleString('vi-VN')}</Table.Td>
          <Table.Td ta="right">{f.company_count.toLocaleString('vi-VN')}</Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
