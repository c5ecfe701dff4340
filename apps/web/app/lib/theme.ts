import { createTheme } from '@mantine/core';

export const theme = createTheme({
  fontFamily: '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Be Vietnam Pro", system-ui, sans-serif', fontWeight: '700' },
  primaryColor: 'blue',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
