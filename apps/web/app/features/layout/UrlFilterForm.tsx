import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form } from 'react-router';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { FilterActions } from './FilterActions.tsx';

/** A select of the form; empty means every value ('Tất cả'). */
export interface UrlFilterSelect {
  name: string;
  label: string;
  data: readonly { value: string; label: string }[];
}

/**
 * Search box and selects of a list, all kept in the URL query (a GET form, so it works before
 * hydration too); a select applies at once, the search on Enter or the button, "Xóa lọc" clears
 * them. Any change goes back to page 1.
 */
export function UrlFilterForm(props: {
  ariaLabel: string;
  search: { label: string; placeholder: string };
  selects: readonly UrlFilterSelect[];
  clearTo: string;
}) {
  const { params, search, setSearch, apply, filtered } = useUrlFilters([
    'search',
    ...props.selects.map((s) => s.name),
  ]);
  return (
    <Form method="get" role="search" aria-label={props.ariaLabel}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="search"
          label={props.search.label}
          placeholder={props.search.placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {props.selects.map((s) => (
          <Select
            key={s.name}
            name={s.name}
            label={s.label}
            placeholder="Tất cả"
            data={s.data}
            value={params.get(s.name)}
            onChange={(v) => apply(s.name, v)}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
        ))}
        <FilterActions
          submitLabel="Tìm kiếm"
          filtered={filtered}
          clearTo={props.clearTo}
          onClear={() => setSearch('')}
        />
      </Group>
    </Form>
  );
}
