import { adminTagEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
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

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thẻ', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  return loadListPage(context, request, adminTagEndpoints.list, ['search', 'suggested']);
}

const SUGGESTED_OPTIONS = [
  { value: '1', label: 'Chỉ thẻ gợi ý' },
  { value: '0', label: 'Không gợi ý' },
];

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(catalogFlashMessages);
  return (
    <ListPage
      title="Thẻ"
      total={`${page.total} thẻ`}
      totalTestId="tags-total"
      action={
        <Button component={Link} to="/admin/tags/create" leftSection={<IconPlus size={16} />}>
          Thêm thẻ
        </Button>
      }
      search={{ value: q.search, placeholder: 'Tên thẻ' }}
      filters={[
        { name: 'suggested', label: 'Thẻ gợi ý', value: q.suggested, options: SUGGESTED_OPTIONS, width: 180 },
      ]}
      empty={page.items.length === 0 ? 'Không có thẻ nào phù hợp.' : null}
      columns={[
        'Tên thẻ',
        'Gợi ý',
        { label: 'Tin tuyển dụng', numeric: true },
        { label: 'Công ty', numeric: true },
      ]}
      minWidth={480}
      pagination={page}
    >
      {page.items.map((tag) => (
        <Table.Tr key={tag.id} data-testid="tag-row">
          <Table.Td>
            <Anchor component={Link} to={`/admin/tags/edit/${tag.id}`} fw={600}>
              {tag.name}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {tag.suggested ? (
              <Badge variant="light" color="green">
                Gợi ý
              </Badge>
            ) : (
              '—'
            )}
          </Table.Td>
          <Table.Td ta="right">{tag.job_count.toLocaleString('vi-VN')}</Table.Td>
          <Table.Td ta="right">{tag.company_count.toLocaleString('vi-VN')}</Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
