import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboard.module.css';

export interface Column<R> {
  label: string;
  value: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * The numbers of a block as a table: visible under small charts, folded in a <details> ("Xem bảng
 * số liệu") under the day-by-day ones, so a screen reader or a narrow phone still reads every figure.
 */
export function FigureTable<R>({
  caption,
  rows,
  columns,
  rowKey,
  folded = false,
}: {
  caption: string;
  rows: R[];
  columns: Column<R>[];
  rowKey: (row: R) => string;
  folded?: boolean;
}) {
  const table = (
    <Table.ScrollContainer
      minWidth={columns.length > 4 ? 520 : 0}
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
    >
      <Table striped withTableBorder fz="sm" verticalSpacing={6} horizontalSpacing="xs">
        <caption className={folded ? classes.hiddenCaption : classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : 'left'} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <Table.Th key={c.label} scope="row" fw={500}>
                    {c.value(r)}
                  </Table.Th>
                ) : (
                  <Table.Td
                    key={c.label}
                    ta={c.numeric ? 'right' : 'left'}
                    className={c.numeric ? classes.num : ''}
                  >
                    {c.value(r)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Chưa có số liệu trong khoảng thời gian này.
      </Text>
    );
  if (!folded) return table;
  return (
    <details className={classes.details}>
      <summary>Xem bảng số liệu</summary>
      {table}
    </details>
  );
}
