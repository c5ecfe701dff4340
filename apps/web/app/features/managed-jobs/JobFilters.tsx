import { JOB_STATES, jobStateLabels } from '@app/contract';
import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { hrefWith, useUrlFilters } from '../../lib/use-url-filters.ts';
import { CompanyFilterChip } from '../layout/CompanyFilterChip.tsx';
import { FilterActions } from '../layout/FilterActions.tsx';
import { kindOptions, STATE_COLORS } from './job-labels.ts';
import type { StateCounts } from './list.server.ts';

interface Option {
  value: string;
  label: string;
}

interface JobFiltersProps {
  basePath: string;
  counts: StateCounts;
  /** Admin list: a nation select. */
  nations?: Option[] | undefined;
  /** Admin list: the company the list is narrowed to (set by clicking a company in a row). */
  company?: { id: string; name: string } | null | undefined;
  searchPlaceholder?: string;
}

/**
 * State links with their counts, then search, kind (and for admins nation, company), all in the URL
 * query: the state links and the GET form work before hydration too; a select applies at once.
 */
export function JobFilters({ basePath, counts, nations, company, searchPlaceholder }: JobFiltersProps) {
  const { params, search, setSearch, apply, filtered } = useUrlFilters([
    'search',
    'state',
    'kind',
    'nation_code',
    'company_id',
  ]);
  const current = params.get('state');

  return (
    <Stack gap="sm">
      <Group
        gap={6}
        wrap="wrap"
        role="navigation"
        aria-label="Lọc theo trạng thái"
        data-testid="state-filter"
      >
        {[null, ...JOB_STATES].map((state) => {
          const active = current === state || (!current && state === null);
          const count = counts[state ?? 'all'];
          return (
            <Button
              key={state ?? 'all'}
              component={Link}
              to={hrefWith(params, 'state', state)}
              size="compact-sm"
              radius="xl"
              variant={active ? 'filled' : 'default'}
              color={state ? STATE_COLORS[state] : 'blue'}
              aria-current={active ? 'page' : undefined}
              rightSection={
                <Badge size="xs" circle={count < 10} variant={active ? 'white' : 'light'} color="gray">
                  {count}
                </Badge>
              }
            >
              {state ? jobStateLabels[state] : 'Tất cả'}
            </Button>
          );
        })}
      </Group>
      <Form method="get" role="search" aria-label="Tìm tin tuyển dụng">
        {current ? <input type="hidden" name="state" value={current} /> : null}
        {company ? <input type="hidden" name="company_id" value={company.id} /> : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            name="search"
            label="Tìm kiếm"
            placeholder={searchPlaceholder ?? 'Tiêu đề tin tuyển dụng'}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            name="kind"
            label="Loại tin"
            placeholder="Tất cả"
            data={kindOptions}
            value={params.get('kind')}
            onChange={(v) => apply('kind', v)}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          {nations ? (
            <Select
              name="nation_code"
              label="Quốc gia"
              placeholder="Tất cả"
              data={nations}
              value={params.get('nation_code')}
              onChange={(v) => apply('nation_code', v)}
              searchable
              clearable
              nothingFoundMessage="Không tìm thấy"
              w={{ base: '100%', xs: 180 }}
            />
          ) : null}
          <FilterActions
            submitLabel="Tìm kiếm"
            filtered={filtered}
            clearTo={basePath}
            onClear={() => setSearch('')}
          />
        </Group>
      </Form>
      {company ? (
        <CompanyFilterChip name={company.name} clearTo={hrefWith(params, 'company_id', null)} />
      ) : null}
    </Stack>
  );
}
