import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ListPagination } from '../layout/ListPagination.tsx';

/*
 * The shape the admin list pages for scam reports, licences and company reviews share: a heading
 * with the count, a filter form kept in the URL (`ModerationList.Filters`, `ModerationList.Select`),
 * the rows as cards (`ModerationList.Row`) or a line saying there are none, and the page links.
 * Each page keeps only its own filters, texts and the facts of a row; its loader reads the filters
 * and the page with `loadModerationList` (moderation.server.ts).
 */

interface ModerationListProps<T> {
  /** The page's level-1 heading. */
  title: string;
  /** On the line below the heading: what the list holds and how many. */
  summary: ReactNode;
  summaryTestId?: string;
  /** The page's `ModerationList.Filters`. */
  filters: ReactNode;
  page: { items: readonly T[]; total: number; page: number; limit: number };
  /** Said when the page has no rows. */
  empty: string;
  itemKey: (item: T) => string | number;
  /** A row, as a `ModerationList.Row`. */
  children: (item: T) => ReactNode;
}

/** A moderation list page: heading and count, filters, the rows or a line saying there are none, page links. */
export function ModerationList<T>(props: ModerationListProps<T>) {
  const { title, summary, summaryTestId, filters, page, empty, itemKey, children } = props;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" data-testid={summaryTestId}>
          {summary}
        </Text>
      </div>
      {filters}
      {page.items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        page.items.map((item) => <Fragment key={itemKey(item)}>{children(item)}</Fragment>)
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}

interface ModerationFiltersProps {
  /** The search landmark's name. */
  label: string;
  /**
   * Where "Xóa bộ lọc" leads. Given, the fields stand above the buttons (a long form); left out,
   * the fields and "Lọc" share one row.
   */
  clearTo?: string;
  children: ReactNode;
}

/** The filter form: a GET form, so the filters are the page's URL parameters. */
function ModerationFilters({ label, clearTo, children }: ModerationFiltersProps) {
  const submit = <Button type="submit">Lọc</Button>;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Form method="get" role="search" aria-label={label}>
        {clearTo ? (
          <Stack gap="sm">
            {children}
            <Group gap="xs">
              {submit}
              <Button component={Link} to={clearTo} variant="default">
                Xóa bộ lọc
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group align="flex-end" gap="xs">
            {children}
            {submit}
          </Group>
        )}
      </Form>
    </Paper>
  );
}

interface FilterSelectProps {
  /** The URL parameter. */
  name: string;
  label: string;
  /** Its value now. */
  value: string;
  data: { value: string; label: string }[];
}

/** One filter chosen from a list. */
function FilterSelect({ name, label, value, data }: FilterSelectProps) {
  return <NativeSelect name={name} label={label} defaultValue={value} data={data} />;
}

interface ModerationListRowProps {
  testId: string;
  /** The detail page the title links to. */
  to: string;
  title: ReactNode;
  /** Its state, beside the title. */
  badge: ReactNode;
  /** The row's facts, below the title. */
  children: ReactNode;
}

/** One row: a card with the title linking to its detail page, its state, then its facts. */
function ModerationListRow({ testId, to, title, badge, children }: ModerationListRowProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

ModerationList.Filters = ModerationFilters;
ModerationList.Select = FilterSelect;
ModerationList.Row = ModerationListRow;
