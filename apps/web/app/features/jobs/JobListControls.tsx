import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Pagination,
  Pill,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ActiveFilter, sortChoices, without } from './filter-options.ts';
import { LIST_PATH } from './format.ts';
import { filterSearch, type JobFilters, LIST_KEYS, SCALAR_KEYS, searchFromForm } from './search-params.ts';

/** The current filters as hidden fields, so a second form (keyword, sort) keeps them. */
function HiddenFilters({ filters, omit }: { filters: JobFilters; omit: 'search' | 'sort' }) {
  return (
    <>
      {omit !== 'search' && filters.search ? (
        <input type="hidden" name="search" value={filters.search} />
      ) : null}
      {LIST_KEYS.flatMap((k) =>
        filters[k].map((v) => <input key={`${k}:${v}`} type="hidden" name={k} value={v} />),
      )}
      {SCALAR_KEYS.map((k) =>
        filters[k] ? <input key={k} type="hidden" name={k} value={filters[k]} /> : null,
      )}
      {omit !== 'sort' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
    </>
  );
}

function useFormNavigation() {
  const navigate = useNavigate();
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(`${LIST_PATH}${searchFromForm(new FormData(e.currentTarget))}`);
  };
}

/** The keyword box above the list; the other filters ride along. */
export function KeywordSearch({ filters }: { filters: JobFilters }) {
  const onSubmit = useFormNavigation();
  return (
    <search aria-label="Tìm chương trình">
      <form method="get" action={LIST_PATH} onSubmit={onSubmit}>
        <HiddenFilters filters={filters} omit="search" />
        <Group gap="xs" wrap="nowrap">
          <TextInput
            name="search"
            type="search"
            aria-label="Từ khóa"
            placeholder="Tên việc, ngành nghề, công ty…"
            defaultValue={filters.search}
            leftSection={<IconSearch size={18} aria-hidden />}
            enterKeyHint="search"
            size="md"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" size="md">
            Tìm
          </Button>
        </Group>
      </form>
    </search>
  );
}

/** Sort order: applies at once with JavaScript; a submit button without it. */
export function SortForm({ filters }: { filters: JobFilters }) {
  const navigate = useNavigate();
  const onSubmit = useFormNavigation();
  return (
    <form method="get" action={LIST_PATH} onSubmit={onSubmit}>
      <HiddenFilters filters={filters} omit="sort" />
      <Group gap={6} wrap="nowrap">
        <NativeSelect
          name="sort"
          aria-label="Sắp xếp theo"
          data={sortChoices}
          defaultValue={filters.sort}
          onChange={(e) =>
            navigate(`${LIST_PATH}${filterSearch(filters, { sort: e.currentTarget.value, page: 1 })}`)
          }
          w={{ base: 158, sm: 190 }}
        />
        <noscript>
          <Button type="submit" variant="default">
            Sắp xếp
          </Button>
        </noscript>
      </Group>
    </form>
  );
}

/** The active filters as pills, each with a link that removes it. */
export function ActiveFilterPills({ filters, active }: { filters: JobFilters; active: ActiveFilter[] }) {
  if (active.length === 0) return null;
  return (
    <Group gap={6} aria-label="Bộ lọc đang áp dụng" role="list">
      {active.map((chip) => (
        <Pill key={`${chip.key}:${chip.value}`} size="md" role="listitem" style={{ paddingInlineEnd: 2 }}>
          <Group gap={2} wrap="nowrap" component="span">
            {chip.label}
            <CloseButton
              component={Link}
              to={`${LIST_PATH}${filterSearch(without(filters, chip))}`}
              size="xs"
              radius="xl"
              aria-label={`Bỏ lọc ${chip.label}`}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}

/** Mantine's Pagination with real links (crawlable, and usable without JavaScript). */
export function LinkPagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const target = { first: 1, previous: Math.max(1, page - 1), next: Math.min(pages, page + 1), last: pages };
  const names = { first: 'Trang đầu', previous: 'Trang trước', next: 'Trang sau', last: 'Trang cuối' };
  return (
    <nav aria-label="Phân trang">
      <VisuallyHidden>
        Trang {page} / {pages}
      </VisuallyHidden>
      <Group justify="center">
        <Pagination
          total={pages}
          value={page}
          siblings={1}
          boundaries={1}
          size="md"
          getItemProps={(p) => ({
            component: Link,
            to: href(p),
            'aria-label': `Trang ${p}`,
            'aria-current': p === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({
            component: Link,
            to: href(target[control]),
            'aria-label': names[control],
          })}
        />
      </Group>
    </nav>
  );
}
