import { renderOnly } from '../../lib/render-only.ts';
import type { Choice, ChoiceGroup, FilterOptions } from './filter-options.ts';
import { LIST_PATH } from './format.ts';
import type { JobFilters } from './search-params.ts';

/**
 * Where the job list's filter form gets its choices (nations, provinces, works, fields, tags:
 * ~20 KB) without their being serialised into the page's hydration data, which was a fifth of the
 * list page's HTML (issue 31):
 * - the server renders the form from the options its loader loaded, held against the loader's
 *   `filters` object (lib/render-only.ts: never serialised);
 * - the browser hydrating that page reads them back from the server's form, which shows them all
 *   (the tags it shows count as suggested: a chosen one stays offered once unchosen);
 * - a list page reached by a link fetches them from the resource route below (public, cached),
 *   once per page load, its form under a Suspense boundary meanwhile.
 * Only then a Suspense boundary: in the server's HTML the renderer outlines a boundary this large
 * into a hidden node that a script moves into place, and without scripts the form would not show.
 */
export const FILTER_OPTIONS_PATH = `${LIST_PATH}/bo-loc`;
/** The attribute marking the server's form, which the browser reads the choices back from. */
export const FILTER_FORM_ATTRIBUTE = 'data-filter-form';

/** Server: the options for the render of the page whose loader data has these filters. */
export const serverOptions = renderOnly<JobFilters, FilterOptions>();

let clientOptions: FilterOptions | null = null;
let fetching: Promise<FilterOptions> | null = null;

/**
 * Browser, for a list page reached by a link: the choices, fetched once per page load (for React's
 * `use`). A failed fetch is an error of the page; the next form to ask tries again.
 */
export function fetchFilterOptions(): Promise<FilterOptions> {
  fetching ??= fetch(FILTER_OPTIONS_PATH, { headers: { Accept: 'application/json' } })
    .then((res) =>
      res.ok ? (res.json() as Promise<FilterOptions>) : Promise.reject(new Error(`${res.status}`)),
    )
    .then((options) => {
      clientOptions = options;
      return options;
    })
    .catch((error: unknown) => {
      fetching = null;
      throw error;
    });
  return fetching;
}

const choiceOf = (el: HTMLInputElement | HTMLOptionElement): Choice => ({
  value: el.value,
  label: (el instanceof HTMLInputElement ? el.closest('label')?.textContent : el.textContent) ?? '',
});

/** The choices as the server's form shows them: checkboxes by name, selects without "Tất cả". */
function readServerForm(form: Element): FilterOptions {
  const checks = (name: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)].map(choiceOf);
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  const flat = (name: string) =>
    [...(select(name)?.options ?? [])].filter((o) => o.value !== '').map(choiceOf);
  const grouped = (name: string): ChoiceGroup[] =>
    [...(select(name)?.querySelectorAll('optgroup') ?? [])].map((g) => ({
      group: g.label,
      items: [...g.querySelectorAll('option')].map(choiceOf),
    }));
  return {
    nations: checks('nation'),
    provinces: flat('province'),
    works: grouped('work'),
    fields: grouped('field'),
    tags: checks('tag').map((t) => ({ ...t, suggested: true })),
  };
}

/**
 * The filter choices for a form of the page whose loader data has these filters, when they are at
 * hand: on the server, in the browser once fetched or read back from the server's form; null when
 * they must be fetched first.
 */
export function useFilterOptions(filters: JobFilters): FilterOptions | null {
  if (typeof document === 'undefined') {
    const options = serverOptions.get(filters);
    if (!options) throw new Error('The job list loader did not hold its filter options');
    return options;
  }
  if (!clientOptions) {
    const form = document.querySelector(`[${FILTER_FORM_ATTRIBUTE}]`);
    if (form) clientOptions = readServerForm(form);
  }
  return clientOptions;
}
