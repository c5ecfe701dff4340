import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { foldedOptionsFilter } from './option-filter.ts';

/**
 * Every searchable Mantine picker filters with the shared accent-folding filter (lib/option-filter.ts)
 * by default, so a new Select or MultiSelect finds "ha noi" without being told. Plain objects, not
 * `Select.extend(…)`: the theme is in every page's bundle and must not pull the pickers' code in.
 */
export const PICKERS_WITH_FILTER = ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'] as const;

/*
 * Colour contrast (WCAG 2.x AA, issue 19): normal text needs 4.5:1 against its background, large
 * text and controls 3:1. Mantine's defaults miss it on white: the blue of shade 6 (buttons, links)
 * is 3.6:1 and the dimmed grey (gray-6) 3.3:1. Shade 8 of every colour is the filled and link
 * colour instead (blue-8 #1971c2: 5.0:1 with white, the same brand blue a step darker), and the
 * tokens below replace the too-light greys and reds for text. Measured by the axe check
 * (e2e/a11y.spec.ts); the figures are on white, ≥ 4.5:1 on the light tints (gray-0/1, blue-0) too.
 */
export const theme = createTheme({
  fontFamily:
    '"Be Vietnam Pro", "Be Vietnam Pro Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: '"Be Vietnam Pro", "Be Vietnam Pro Fallback", system-ui, sans-serif',
    fontWeight: '700',
  },
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  colors: {
    // Mantine's greens with shades 8 and 9 darkened: filled green (shade 8) with white text and
    // green text (salaries, "light" badges: shade 9 on shade 1) reach 4.5:1 (were 3.4 and 3.8).
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#237a36',
      '#1e7032',
    ],
    // Teal likewise ("Trong nước" and skill badges: shade 9 on shade 1 was 4.3:1, now 6.0:1).
    teal: [
      '#e6fcf5',
      '#c3fae8',
      '#96f2d7',
      '#63e6be',
      '#38d9a9',
      '#20c997',
      '#12b886',
      '#0ca678',
      '#087f5b',
      '#066649',
    ],
  },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: Object.fromEntries(
    PICKERS_WITH_FILTER.map((name) => [name, { defaultProps: { filter: foldedOptionsFilter } }]),
  ),
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    /** Secondary text: 5.4:1 on white (gray-6 was 3.3:1), still lighter than body text. */
    '--mantine-color-dimmed': '#646b73',
    /** Error text under fields: red-9, 5.5:1 (red-6 was 3.3:1). */
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
