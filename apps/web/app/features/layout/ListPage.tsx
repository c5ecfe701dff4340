import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { ListPagination } from './ListPagination.tsx';

/** A select of the filter form; the 'Tất cả' option ('') is added in front of `options`. */
export interface ListFilter {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Preferred width in px (the search box takes the rest of the row). */
  width: number;
  /** A long list (people): type to narrow it, accents optional (the theme's picker filter). */
  searchable?: boolean;
}

/** A column heading; numeric columns are right-aligned. */
export type ListColumn = string | { label: string; numeric: true };

/**
 * The frame of a management list in the signed-in areas: heading with the total and the main
 * action, a filter form kept in the URL (search box, selects, "Lọc"), the table or a message when
 * nothing matches, and the page links. The page supplies the rows.
 */
export function ListPage(props: {
  title: string;
  total: string;
  totalTestId: string;
  action?: ReactNode;
  /** Anything between the heading and the list (notices, an explanation). */
  intro?: ReactNode;
  search: { value: string; placeholder: string };
  filters: readonly ListFilter[];
  /** Shown instead of the table when the page has no rows. */
  empty: string | null;
  columns: readonly ListColumn[];
  minWidth: number;
  pagination: { total: number; page: number; limit: number };
  children: ReactNode;
}) {
  const formKey = [props.search.value, ...props.filters.map((f) => f.value)].join('|');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" data-testid={props.totalTestId}>
            {props.total}
          </Text>
        </div>
        {props.action}
      </Group>
      {props.intro}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Form method="get" key={formKey}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="search"
                label="Tìm kiếm"
                placeholder={props.search.placeholder}
                defaultValue={props.search.value}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 220px' }}
              />
              {props.filters.map((f) => (
                <Select
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  data={[{ value: '', label: 'Tất cả' }, ...f.options]}
                  defaultValue={f.value}
                  allowDeselect={false}
                  searchable={f.searchable}
                  style={{ flex: `0 1 ${f.width}px` }}
                />
              ))}
              <Button type="submit" variant="light">
                Lọc
              </Button>
            </Group>
          </Form>
          {props.empty !== null ? (
            <Text c="dimmed" ta="center" py="lg">
              {props.empty}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={props.minWidth}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {props.columns.map((c) =>
                      typeof c === 'string' ? (
                        <Table.Th key={c}>{c}</Table.Th>
                      ) : (
                        <Table.Th key={c.label} ta="right">
                          {c.label}
                        </Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{props.children}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ListPagination {...props.pagination} />
        </Stack>
      </Paper>
    </Stack>
  );
}
