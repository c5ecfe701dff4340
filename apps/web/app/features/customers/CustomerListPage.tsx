import type { Customer, SalesPerson } from '@app/contract';
import { CustomerMessage, customerStageLabels } from '@app/contract/customers-text';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFlash } from '../../lib/flash.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import { type ListFilter, ListPage } from '../layout/ListPage.tsx';
import {
  activityFilterOptions,
  type CustomerArea,
  canAssign,
  customerFlashMessages,
  customersBase,
  followUpOptions,
  formatDay,
  STAGE_COLORS,
  saleOptions,
  stageOptions,
} from './customer-area.ts';

type Query = Record<'search' | 'stage' | 'sale' | 'activity' | 'follow_up' | 'page', string>;

/** The customer list of an area: filters in the URL, one row per customer, its follow-up day. */
export function CustomerListPage(props: {
  area: CustomerArea;
  page: { items: Customer[]; total: number; page: number; limit: number };
  q: Query;
  salesPeople: readonly SalesPerson[];
  action?: ReactNode;
}) {
  const { area, page, q } = props;
  const base = customersBase(area);
  const showSale = canAssign(area);
  useFlash(customerFlashMessages);
  const filters: ListFilter[] = [
    { name: 'stage', label: 'Giai đoạn', value: q.stage, options: stageOptions, width: 170 },
    ...(showSale
      ? [
          {
            name: 'sale',
            label: 'Sale phụ trách',
            value: q.sale,
            options: saleOptions(props.salesPeople, true),
            width: 220,
            searchable: true,
          },
        ]
      : []),
    { name: 'follow_up', label: 'Liên hệ lại', value: q.follow_up, options: followUpOptions, width: 190 },
    { name: 'activity', label: 'Lĩnh vực', value: q.activity, options: activityFilterOptions, width: 190 },
  ];
  return (
    <ListPage
      title={area === 'admin' ? 'Khách hàng' : 'Danh sách khách hàng'}
      total={`${page.total} khách hàng`}
      totalTestId="customers-total"
      action={
        <Group gap="sm">
          {area === 'admin' && (
            <Button
              component={Link}
              to="/admin/customers/sales"
              variant="light"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
            >
              Nhân viên sale
            </Button>
          )}
          {props.action}
        </Group>
      }
      search={{ value: q.search, placeholder: 'Công ty, người liên hệ, email, SĐT' }}
      filters={filters}
      empty={page.items.length === 0 ? 'Không có khách hàng nào phù hợp.' : null}
      columns={[
        'Khách hàng',
        'Giai đoạn',
        ...(showSale ? ['Sale phụ trách'] : []),
        'Liên hệ lại',
        'Hoạt động gần nhất',
      ]}
      minWidth={showSale ? 760 : 600}
      pagination={page}
    >
      {page.items.map((c) => (
        <Table.Tr key={c.id} data-testid="customer-row">
          <Table.Td>
            <Anchor component={Link} to={`${base}/${c.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.company_name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[c.contact_name, c.phone].filter(Boolean).join(' · ') || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={STAGE_COLORS[c.stage]}>
              {customerStageLabels[c.stage]}
            </Badge>
          </Table.Td>
          {showSale && <Table.Td>{c.sale?.name ?? CustomerMessage.unassigned}</Table.Td>}
          <Table.Td>
            <Text
              size="sm"
              c={c.follow_up_overdue ? 'red.8' : undefined}
              fw={c.follow_up_overdue ? 600 : undefined}
            >
              {formatDay(c.next_follow_up_on)}
              {c.follow_up_overdue ? ' (quá hạn)' : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatDateTime(c.last_activity_at)}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
