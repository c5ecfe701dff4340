import { CloseIcon } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../icons/Icon.tsx';
import { type ActiveFilter, type Choice, type ChoiceGroup, sortChoices, without } from './filter-options.ts';
import { LIST_PATH } from './format.ts';
import classes from './ListControls.module.css';
import {
  filterSearch,
  type JobFilters,
  LIST_KEYS,
  SCALAR_KEYS,
  searchFromForm,
  sortChosen,
} from './search-params.ts';

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
      {omit !== 'sort' && sortChosen(filters) ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
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

/**
 * A list's keyword box (Mantine's TextInput and Button, size md, as plain elements); `children`
 * are the hidden fields of the other filters, which ride along.
 */
export function SearchBox({
  action,
  label,
  placeholder,
  defaultValue,
  onSubmit,
  children,
}: {
  action: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  return (
    <form method="get" action={action} onSubmit={onSubmit} className={classes.searchRow}>
      {children}
      <div className={classes.searchBox}>
        <span className={classes.searchIcon}>
          <Icon name="search" />
        </span>
        <input
          name="search"
          type="search"
          className={classes.searchInput}
          aria-label={label}
          placeholder={placeholder}
          defaultValue={defaultValue}
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className={classes.button} data-size="md">
        Tìm
      </button>
    </form>
  );
}

/** The keyword box above the list; the other filters ride along. */
export function KeywordSearch({ filters }: { filters: JobFilters }) {
  const onSubmit = useFormNavigation();
  return (
    <search aria-label="Tìm chương trình">
      <SearchBox
        action={LIST_PATH}
        label="Từ khóa"
        placeholder="Tên việc, ngành nghề, công ty…"
        defaultValue={filters.search}
        onSubmit={onSubmit}
      >
        <HiddenFilters filters={filters} omit="search" />
      </SearchBox>
    </search>
  );
}

/** Sort order: applies at once with JavaScript; a submit button without it. */
export function SortForm({ filters }: { filters: JobFilters }) {
  const navigate = useNavigate();
  const onSubmit = useFormNavigation();
  return (
    <form method="get" action={LIST_PATH} onSubmit={onSubmit} className={classes.sortRow}>
      <HiddenFilters filters={filters} omit="sort" />
      <select
        name="sort"
        className={`${classes.select} ${classes.sort}`}
        aria-label="Sắp xếp theo"
        defaultValue={filters.sort}
        onChange={(e) =>
          navigate(`${LIST_PATH}${filterSearch(filters, { sort: e.currentTarget.value, page: 1 })}`)
        }
      >
        <Options choices={sortChoices} />
      </select>
      <noscript>
        <button type="submit" className={classes.button} data-variant="default">
          Sắp xếp
        </button>
      </noscript>
    </form>
  );
}

/** A select's options, flat or in groups. */
export function Options({ choices }: { choices: readonly (Choice | ChoiceGroup)[] }) {
  return choices.map((c) =>
    'group' in c ? (
      <optgroup key={c.group} label={c.group}>
        {c.items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ),
  );
}

/** The active filters as pills, each with a link that removes it. */
export function ActiveFilterPills({ filters, active }: { filters: JobFilters; active: ActiveFilter[] }) {
  if (active.length === 0) return null;
  return (
    <ul className={classes.pills} aria-label="Bộ lọc đang áp dụng">
      {active.map((chip) => (
        <li key={`${chip.key}:${chip.value}`} className={classes.pill}>
          {chip.label}
          <Link
            to={`${LIST_PATH}${filterSearch(without(filters, chip))}`}
            className={classes.pillClose}
            aria-label={`Bỏ lọc ${chip.label}`}
          >
            <CloseIcon aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PageIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" width="18" height="18" fill="currentColor" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
}
const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

/**
 * Page links as Mantine's Pagination draws them (same pages shown: `usePagination`), as real
 * links: crawlable, and usable without JavaScript.
 */
export function LinkPagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { range } = usePagination({ total: pages, page, siblings: 1, boundaries: 1 });
  if (pages <= 1) return null;
  const step = (target: number, label: string, icon: string) =>
    target === page ? (
      <button type="button" className={classes.page} disabled aria-label={label}>
        <PageIcon path={icon} />
      </button>
    ) : (
      <Link to={href(target)} className={classes.page} aria-label={label}>
        <PageIcon path={icon} />
      </Link>
    );
  return (
    <nav aria-label="Phân trang">
      <span className={classes.srOnly}>
        Trang {page} / {pages}
      </span>
      <div className={classes.pages}>
        {step(Math.max(1, page - 1), 'Trang trước', PREVIOUS)}
        {range.map((p, i) =>
          p === 'dots' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps have no other identity
            <span key={`dots${i}`} className={classes.dots} aria-hidden>
              <PageIcon path={DOTS} />
            </span>
          ) : (
            <Link
              key={p}
              to={href(p)}
              className={`${classes.page} ${classes.num}`}
              aria-label={`Trang ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </Link>
          ),
        )}
        {step(Math.min(pages, page + 1), 'Trang sau', NEXT)}
      </div>
    </nav>
  );
}
