import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form } from 'react-router';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { FilterActions } from '../layout/FilterActions.tsx';
import { statusOptions, typeFilterOptions } from './account-labels.ts';

/**
 * Search box and type/status selects, all kept in the URL query (a GET form, so it works before
 * hydration too); a select applies at once, the search on Enter or the button. Any change goes back
 * to page 1.
 */
export function UserFilters() {
  const { params, search, setSearch, apply, filtered } = useUrlFilters(['search', 'type', 'status']);

  return (
    <Form method="get" role="search" aria-label="Tìm tài khoản">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="search"
          label="Tìm kiếm"
          placeholder="Tên, email, tên đăng nhập, SĐT"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          name="type"
          label="Loại tài khoản"
          placeholder="Tất cả"
          data={typeFilterOptions}
          value={params.get('type')}
          onChange={(v) => apply('type', v)}
          clearable
          w={{ base: '100%', xs: 180 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          name="status"
          label="Trạng thái"
          placeholder="Tất cả"
          data={statusOptions}
          value={params.get('status')}
          onChange={(v) => apply('status', v)}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <FilterActions
          submitLabel="Tìm kiếm"
          filtered={filtered}
          clearTo="/admin/users"
          onClear={() => setSearch('')}
        />
      </Group>
    </Form>
  );
}
