import { LICENCE_VERIFIED_LABEL } from '@app/contract/client';
import { type FormEvent, type ReactNode, Suspense, use, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { rankOptions } from '../../lib/option-filter.ts';
import { Icon } from '../icons/Icon.tsx';
import {
  type Choice,
  educationChoices,
  type FilterOptions,
  genderChoices,
  kindChoices,
  salaryLabel,
  salaryMaxChoices,
  salaryMinChoices,
  shownOptions,
  withCurrent,
} from './filter-options.ts';
import { FILTER_FORM_ATTRIBUTE, fetchFilterOptions, useFilterOptions } from './filter-options-source.ts';
import { LIST_PATH } from './format.ts';
import classes from './JobFilters.module.css';
import { Options } from './JobListControls.tsx';
import controls from './ListControls.module.css';
import { SearchSelect, Select } from './SearchSelect.tsx';
import { filterSearch, type JobFilters, searchFromForm, sortChosen } from './search-params.ts';

const ALL = { value: '', label: 'Tất cả' };

const SALARY_CHOICES = { salary_min: salaryMinChoices, salary_max: salaryMaxChoices };

/** One end of the salary range; a hand-made URL's value not offered is kept as a choice. */
function SalarySelect({
  filters,
  name,
  label,
  any,
}: {
  filters: JobFilters;
  name: 'salary_min' | 'salary_max';
  label: string;
  any: string;
}) {
  return (
    <select name={name} aria-label={label} className={controls.select} defaultValue={filters[name]}>
      <Options
        choices={[
          { value: '', label: any },
          ...withCurrent(SALARY_CHOICES[name], filters[name], (v) => salaryLabel(name, v)),
        ]}
      />
    </select>
  );
}

/** A titled group of fields. */
function Group({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={controls.fieldset}>
      <legend className={controls.legend}>{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/**
 * A group of checkboxes as plain inputs styled like Mantine's Checkbox: the job list renders
 * dozens of them, and each Mantine Checkbox added four wrappers, an id and inline variables.
 * A long list gets a search box (the shared picker filter: "nhat" finds "Nhật Bản"); the boxes
 * it hides stay in the form, checked or not.
 */
function CheckList({
  legend,
  name,
  choices,
  selected,
  scroll,
  searchLabel,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  selected: string[];
  scroll?: boolean;
  searchLabel?: string;
}) {
  const [query, setQuery] = useState('');
  // The matching boxes' order (best match first), or null when nothing is typed.
  const order = useMemo(
    () => (query.trim() ? new Map(rankOptions(choices, query).map((c, i) => [c.value, i])) : null),
    [choices, query],
  );
  return (
    <Group legend={legend}>
      {searchLabel ? (
        <input
          type="search"
          className={`${controls.input} ${classes.listSearch}`}
          aria-label={searchLabel}
          placeholder={searchLabel}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      ) : null}
      <div className={scroll ? classes.scroll : classes.unscrolled}>
        <div className={classes.checkList}>
          {choices.map((c) => (
            <label
              key={c.value}
              hidden={order !== null && !order.has(c.value)}
              style={order?.has(c.value) ? { order: order.get(c.value) } : undefined}
            >
              <input
                type="checkbox"
                name={name}
                value={c.value}
                defaultChecked={selected.includes(c.value)}
              />
              <span>{c.label}</span>
            </label>
          ))}
          {order?.size === 0 ? <p className={classes.none}>Không tìm thấy</p> : null}
        </div>
      </div>
    </Group>
  );
}

/**
 * Every filter of `GET /listJobs` in one GET form: it works as a plain HTML form before (or
 * without) JavaScript; with JavaScript it navigates to the tidy URL without empty fields.
 * Native selects and inputs: they work without scripts and open the phone's own pickers.
 * Its choices are not in the page's data (filter-options-source.ts).
 */
export function JobFilterForm(props: { filters: JobFilters; onApplied?: () => void }) {
  const options = useFilterOptions(props.filters);
  if (options) return <FilterForm {...props} options={options} />;
  // A list reached by a link: never in the server's HTML, so this boundary is never outlined there.
  return (
    <Suspense fallback={<p className={classes.loading}>Đang tải bộ lọc…</p>}>
      <FetchedFilterForm {...props} />
    </Suspense>
  );
}

function FetchedFilterForm(props: { filters: JobFilters; onApplied?: () => void }) {
  return <FilterForm {...props} options={use(fetchFilterOptions())} />;
}

function FilterForm({
  filters,
  onApplied,
  options: all,
}: {
  filters: JobFilters;
  onApplied?: () => void;
  options: FilterOptions;
}) {
  const options = shownOptions(all, filters);
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApplied?.();
    navigate(`${LIST_PATH}${searchFromForm(new FormData(e.currentTarget))}`);
  };
  const clearHref = `${LIST_PATH}${filterSearch({ ...filters, page: 1 }, { kind: [], nation: [], province: [], work: [], field: [], tag: [], salary_min: '', salary_max: '', age: '', gender: '', education: '', deadline_before: '', licence_verified: '' })}`;

  return (
    <form
      method="get"
      action={LIST_PATH}
      onSubmit={onSubmit}
      aria-label="Bộ lọc chương trình"
      {...{ [FILTER_FORM_ATTRIBUTE]: '' }}
    >
      <input type="hidden" name="search" value={filters.search} />
      {sortChosen(filters) ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <div className={classes.stack}>
        <CheckList legend="Loại chương trình" name="kind" choices={kindChoices} selected={filters.kind} />
        <CheckList
          legend="Quốc gia"
          name="nation"
          choices={options.nations}
          selected={filters.nation}
          scroll
          searchLabel="Tìm quốc gia"
        />
        <SearchSelect
          name="province"
          label="Tỉnh/thành phố (việc trong nước)"
          choices={[ALL, ...options.provinces]}
          defaultValue={filters.province[0] ?? ''}
        />
        <SearchSelect
          name="work"
          label="Ngành nghề"
          choices={[ALL, ...options.works]}
          defaultValue={filters.work[0] ?? ''}
        />
        <SearchSelect
          name="field"
          label="Lĩnh vực"
          choices={[ALL, ...options.fields]}
          defaultValue={filters.field[0] ?? ''}
        />
        <Group legend="Mức lương (quy đổi VNĐ/tháng)" className={classes.pair}>
          <SalarySelect filters={filters} name="salary_min" label="Lương từ" any="Từ: bất kỳ" />
          <SalarySelect filters={filters} name="salary_max" label="Lương đến" any="Đến: bất kỳ" />
        </Group>
        <div className={classes.pair}>
          <div className={controls.field}>
            <label className={controls.label} htmlFor={`${id}-age`}>
              Tuổi của bạn
            </label>
            <input
              id={`${id}-age`}
              name="age"
              className={controls.input}
              type="number"
              inputMode="numeric"
              min={14}
              max={80}
              placeholder="Ví dụ: 24"
              defaultValue={filters.age}
            />
          </div>
          <Select
            name="gender"
            label="Giới tính"
            choices={[ALL, ...genderChoices]}
            defaultValue={filters.gender}
          />
        </div>
        <Select
          name="education"
          label="Trình độ học vấn của bạn"
          choices={[ALL, ...educationChoices]}
          defaultValue={filters.education}
        />
        <div className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-deadline`}>
            Hạn nộp hồ sơ trước ngày
          </label>
          <input
            id={`${id}-deadline`}
            name="deadline_before"
            className={controls.input}
            type="date"
            defaultValue={filters.deadline_before}
          />
        </div>
        <CheckList
          legend="Doanh nghiệp"
          name="licence_verified"
          choices={[{ value: '1', label: LICENCE_VERIFIED_LABEL }]}
          selected={filters.licence_verified ? ['1'] : []}
        />
        {options.tags.length > 0 ? (
          <CheckList
            legend="Đặc điểm"
            name="tag"
            choices={options.tags}
            selected={filters.tag}
            searchLabel={options.tags.length > 8 ? 'Tìm đặc điểm' : undefined}
          />
        ) : null}
        <div className={classes.actions}>
          <div className={classes.actionRow}>
            <button type="submit" className={`${controls.button} ${classes.apply}`} data-section>
              <Icon name="filter" size={16} />
              Xem kết quả
            </button>
            <Link
              to={clearHref}
              className={`${controls.button} ${classes.clear}`}
              data-variant="subtle"
              data-section
              onClick={onApplied}
            >
              <Icon name="x" size={16} />
              Xóa lọc
            </Link>
          </div>
          <p className={classes.note}>Mức lương ngoại tệ được quy đổi theo tỷ giá mới nhất để so sánh.</p>
        </div>
      </div>
    </form>
  );
}
