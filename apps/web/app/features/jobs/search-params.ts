/**
 * The job list's URL (`/danh-sach-chuong-trinh-xkld-duhoc?…`): every filter of `GET /listJobs`
 * under the same name, so a list can be shared, bookmarked and crawled. Pure functions.
 */
import { DEFAULT_JOB_SORT, DEFAULT_PAGE_SIZE, defaultJobSort } from '@app/contract/client';

/** Filters that take several values (`?nation=JP&nation=KR`; `JP,KR` is read too). */
export const LIST_KEYS = ['kind', 'nation', 'province', 'work', 'field', 'tag'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
/** Filters with one value. */
export const SCALAR_KEYS = [
  'salary_min',
  'salary_max',
  'age',
  'gender',
  'education',
  'deadline_before',
  /** `1`: companies with a verified labour-export licence only (ADR 0030). */
  'licence_verified',
] as const;
export type ScalarKey = (typeof SCALAR_KEYS)[number];

export interface JobFilters extends Record<ListKey, string[]>, Record<ScalarKey, string> {
  search: string;
  sort: string;
  page: number;
}

const KNOWN = new Set<string>(['search', ...LIST_KEYS, ...SCALAR_KEYS, 'sort', 'page']);

export function readFilters(params: URLSearchParams): JobFilters {
  const list = (key: ListKey) => [
    ...new Set(
      params
        .getAll(key)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const scalar = (key: string) => (params.get(key) ?? '').trim();
  const page = Number.parseInt(scalar('page'), 10);
  const search = scalar('search').replace(/\s+/g, ' ');
  return {
    search,
    ...(Object.fromEntries(LIST_KEYS.map((k) => [k, list(k)])) as Record<ListKey, string[]>),
    ...(Object.fromEntries(SCALAR_KEYS.map((k) => [k, scalar(k)])) as Record<ScalarKey, string>),
    // No order chosen: the most relevant first with a keyword, the newest without (issue 19).
    sort: scalar('sort') || defaultJobSort(search),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string of a filter state (with `?`, or '' when nothing is set): known keys in a fixed
 * order, list values sorted, empty values, the default sort (`defaultJobSort`: relevance with a
 * keyword, newest without) and page 1 left out. One state has
 * one URL: this is also the canonical URL's query.
 */
export function filterSearch(filters: JobFilters, change: Partial<JobFilters> = {}): string {
  const f = { ...filters, ...change };
  const qs = new URLSearchParams();
  if (f.search) qs.set('search', f.search);
  for (const key of LIST_KEYS) for (const v of [...f[key]].sort()) qs.append(key, v);
  for (const key of SCALAR_KEYS) if (f[key]) qs.set(key, f[key]);
  if (f.sort && f.sort !== defaultJobSort(f.search)) qs.set('sort', f.sort);
  if (f.page > 1) qs.set('page', String(f.page));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The tidy form of a list URL's query: known filters as `filterSearch` writes them, then any
 * other parameters (utm_…) untouched. A GET form sent without JavaScript carries every field,
 * empty ones too; the page redirects such a URL to its tidy form.
 */
export function tidySearch(params: URLSearchParams): string {
  const known = filterSearch(readFilters(params));
  const rest = new URLSearchParams();
  for (const [k, v] of params) if (!KNOWN.has(k)) rest.append(k, v);
  const extra = rest.toString();
  if (!extra) return known;
  return known ? `${known}&${extra}` : `?${extra}`;
}

/** Whether the order was chosen (not the default of the state): forms carry only a chosen one. */
export function sortChosen(f: JobFilters): boolean {
  return f.sort !== defaultJobSort(f.search);
}

/** The `GET /listJobs` query of a filter state. */
export function apiQuery(f: JobFilters): Record<string, string | number | string[]> {
  const q: Record<string, string | number | string[]> = {
    page: f.page,
    limit: DEFAULT_PAGE_SIZE,
    sort: f.sort,
  };
  if (f.search) q.search = f.search;
  for (const key of LIST_KEYS) if (f[key].length) q[key] = f[key];
  for (const key of SCALAR_KEYS) if (f[key]) q[key] = f[key];
  return q;
}

/** Filters other than the keyword, the sort and the page (the phone's "Bộ lọc (n)" count). */
export function activeFilterCount(f: JobFilters): number {
  return (
    LIST_KEYS.reduce((n, k) => n + f[k].length, 0) +
    SCALAR_KEYS.filter((k) => f[k] !== '' && k !== 'salary_max').length +
    (f.salary_max && !f.salary_min ? 1 : 0)
  );
}

/**
 * Whether a list URL is worth a search engine's index (ADR 0014): the plain list and simple
 * category pages ("XKLĐ Nhật Bản", "Du học", a province) are; keyword results, other sorts and
 * narrow combinations (salary, age, gender, education, deadline, several values) are `noindex,
 * follow`, so their links are still followed but the near-duplicate lists stay out of the index.
 */
export function isIndexable(f: JobFilters): boolean {
  if (f.search || f.sort !== DEFAULT_JOB_SORT) return false;
  if (SCALAR_KEYS.some((k) => f[k] !== '')) return false;
  const used = LIST_KEYS.filter((k) => f[k].length > 0);
  return used.every((k) => f[k].length === 1) && used.length <= 2;
}

/** The form fields of a submitted filter form, as a tidy query (the JavaScript path of the form). */
export function searchFromForm(form: FormData): string {
  const params = new URLSearchParams();
  for (const [k, v] of form) if (typeof v === 'string' && v.trim() !== '') params.append(k, v);
  return filterSearch(readFilters(params));
}
