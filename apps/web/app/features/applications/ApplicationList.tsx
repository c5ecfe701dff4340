import { APPLICATION_COUNT_KEYS, type ApplicationListPage, type ApplicationRow } from '@app/contract';
import { applicationStatusLabels } from '@app/contract/client';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { hrefWith, useUrlFilters } from '../../lib/use-url-filters.ts';
import { formatDate } from '../../lib/vn-time.ts';
import { VnDateInput } from '../company-jobs/VnDateInput.tsx';
import { FilterActions } from '../layout/FilterActions.tsx';
import { ListPagination } from '../layout/ListPagination.tsx';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const FILTER_KEYS = ['status', 'job_id', 'company_id', 'from', 'to', 'search'] as const;

interface ApplicationListProps {
  page: ApplicationListPage;
  /** The list's own path: "Xóa lọc" goes back to it. */
  basePath: string;
  /** Where a row leads (the detail page of the area). */
  detailHref: (row: ApplicationRow) => string;
  /** Where the job of a row leads (that job's applications); none on a one-job list, which hides the job. */
  jobHref?: ((row: ApplicationRow) => string) | undefined;
  /** Admin: a company column. */
  showCompany?: boolean;
  /** Company list: a job select. */
  jobOptions?: { value: string; label: string }[] | undefined;
  emptyText?: string;
}

function StatusChips({ page, params }: { page: ApplicationListPage; params: URLSearchParams }) {
  const current = params.get('status');
  return (
    <Group gap={6} wrap="wrap" role="navigation" aria-label="Lọc theo trạng thái" data-testid="status-filter">
      {APPLICATION_COUNT_KEYS.map((key) => {
        const status = key === 'all' ? null : key;
        const active = current === status || (!current && status === null);
        const count = page.counts[key] ?? 0;
        // Statuses nobody is in are left out (the pipeline has eight), unless it is the filter.
        if (status && count === 0 && !active) return null;
        return (
          <Button
            key={key}
            component={Link}
            to={hrefWith(params, 'status', status)}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            color={status ? APPLICATION_STATUS_COLORS[status] : 'blue'}
            aria-current={active ? 'page' : undefined}
            data-status={key}
            rightSection={
              <Badge size="xs" circle={count < 10} variant={active ? 'white' : 'light'} color="gray">
                {count}
              </Badge>
            }
          >
            {status ? applicationStatusLabels[status] : 'Tất cả'}
          </Button>
        );
      })}
    </Group>
  );
}

function Filters({
  basePath,
  jobOptions,
}: {
  basePath: string;
  jobOptions?: ApplicationListProps['jobOptions'];
}) {
  const { params, search, setSearch, apply, filtered } = useUrlFilters(FILTER_KEYS);
  return (
    <Form method="get" role="search" aria-label="Tìm hồ sơ ứng tuyển">
      {['status', 'company_id', ...(jobOptions ? [] : ['job_id'])].map((k) => {
        const v = params.get(k);
        return v ? <input key={k} type="hidden" name={k} value={v} /> : null;
      })}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="search"
          label="Tìm ứng viên"
          placeholder="Họ tên, số điện thoại, email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        {jobOptions ? (
          <Select
            name="job_id"
            label="Tin tuyển dụng"
            placeholder="Tất cả tin"
            data={jobOptions}
            value={params.get('job_id')}
            onChange={(v) => apply('job_id', v)}
            searchable
            clearable
            nothingFoundMessage="Không tìm thấy"
            w={{ base: '100%', sm: 280 }}
            comboboxProps={{ width: 'target' }}
          />
        ) : null}
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 280px' }} maw={{ sm: 330 }}>
          <VnDateInput
            name="from"
            label="Nộp từ ngày"
            defaultValue={params.get('from') || null}
            key={`from-${params.get('from') ?? ''}`}
            style={{ flex: 1 }}
          />
          <VnDateInput
            name="to"
            label="Đến ngày"
            defaultValue={params.get('to') || null}
            key={`to-${params.get('to') ?? ''}`}
            style={{ flex: 1 }}
          />
        </Group>
        <FilterActions
          submitLabel="Lọc"
          filtered={filtered}
          clearTo={basePath}
          onClear={() => setSearch('')}
        />
      </Group>
    </Form>
  );
}

function Contact({ row }: { row: ApplicationRow }) {
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {[row.phone, row.email].filter(Boolean).join(' · ') || '—'}
      {row.source === 'guest' ? ' · Khách' : ''}
    </Text>
  );
}

function JobCell({ row, href }: { row: ApplicationRow; href: (row: ApplicationRow) => string }) {
  return (
    <Anchor component={Link} to={href(row)} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {row.job.title}
    </Anchor>
  );
}

/**
 * Applications with their filters, as the company and the admin see them: status chips with counts,
 * search, job, dates (all in the URL); a table on wider screens, cards on phones; paging.
 */
export function ApplicationList({
  page,
  basePath,
  detailHref,
  jobHref,
  showCompany,
  jobOptions,
  emptyText,
}: ApplicationListProps) {
  const { params } = useUrlFilters(FILTER_KEYS);
  const rows = page.items;
  return (
    <Stack gap="md">
      <StatusChips page={page} params={params} />
      <Filters basePath={basePath} jobOptions={jobOptions} />
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="applications-empty">
          {page.counts.all === 0
            ? (emptyText ?? 'Chưa có hồ sơ ứng tuyển nào')
            : 'Không có hồ sơ nào khớp bộ lọc'}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={showCompany ? 900 : jobHref ? 760 : 520} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="applications-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ứng viên</Table.Th>
                  {jobHref ? <Table.Th>Tin tuyển dụng</Table.Th> : null}
                  {showCompany ? <Table.Th>Công ty</Table.Th> : null}
                  <Table.Th style={NOWRAP}>Ngày nộp</Table.Th>
                  <Table.Th style={NOWRAP}>Trạng thái</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="application-row">
                    <Table.Td maw={280}>
                      <Anchor component={Link} to={detailHref(row)} fw={600} size="sm">
                        {row.name}
                      </Anchor>
                      <Contact row={row} />
                    </Table.Td>
                    {jobHref ? (
                      <Table.Td maw={320}>
                        <JobCell row={row} href={jobHref} />
                      </Table.Td>
                    ) : null}
                    {showCompany ? (
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={hrefWith(params, 'company_id', String(row.job.company_id))}
                          size="sm"
                          c="dimmed"
                          title="Lọc theo công ty này"
                        >
                          {row.job.company_name}
                        </Anchor>
                      </Table.Td>
                    ) : null}
                    <Table.Td style={NOWRAP}>{formatDate(row.created_at)}</Table.Td>
                    <Table.Td style={NOWRAP}>
                      <ApplicationStatusBadge status={row.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="sm" hiddenFrom="sm" data-testid="applications-cards">
            {rows.map((row) => (
              <Card key={row.id} withBorder radius="md" padding="sm" data-testid="application-card">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={detailHref(row)} fw={600} size="sm">
                    {row.name}
                  </Anchor>
                  <ApplicationStatusBadge status={row.status} style={{ flexShrink: 0 }} />
                </Group>
                <Contact row={row} />
                <Stack gap={2} mt={6}>
                  {jobHref ? <JobCell row={row} href={jobHref} /> : null}
                  <Text size="xs" c="dimmed">
                    {showCompany ? `${row.job.company_name} · ` : ''}Nộp ngày {formatDate(row.created_at)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
