import { createTheme } from '@mantine/core';
import { foldedOptionsFilter } from './option-filter.ts';

/**
 * Every searchable Mantine picker filters with the shared accent-folding filter (lib/option-filter.ts)
 * by default, so a new Select or MultiSelect finds "ha noi" without being told. Plain objects, not
 * `Select.extend(…)`: the theme is in every page's bundle and must not pull the pickers' code in.
 */
export const PICKERS_WITH_FILTER = ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'] as const;

export const theme = createTheme({
  fontFamily: '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Be Vietnam Pro", system-ui, sans-serif', fontWeight: '700' },
  primaryColor: 'blue',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: Object.fromEntries(
    PICKERS_WITH_FILTER.map((name) => [name, { defaultProps: { filter: foldedOptionsFilter } }]),
  ),
});
