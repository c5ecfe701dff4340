import { BarChart, LineChart } from '@mantine/charts';
import { type MantineColor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ChartCard.module.css';

/*
 * A chart with its numbers (issue 14): the chart is a picture for sighted readers; the same figures
 * are a real table one tap away ("Xem bảng số liệu", a native <details>), which screen readers and
 * phones read as well. Shared by the dashboards (features/dashboard-charts).
 */

export interface ChartSeriesSpec {
  /** The key of the value in each row. */
  name: string;
  label: string;
  color: MantineColor;
}

export interface ChartRow {
  /** What the row is about, as shown on the axis and in the table's first column. */
  label: string;
  [key: string]: string | number;
}

interface ChartCardProps {
  title: string;
  /** A sentence under the title (what is counted). */
  description?: ReactNode;
  kind: 'bar' | 'line';
  rows: ChartRow[];
  series: ChartSeriesSpec[];
  /** The header of the table's first column. */
  labelHeader: string;
  /** Horizontal bars: long labels (job titles, statuses) read well on a phone. */
  horizontal?: boolean;
  height?: number;
  testId?: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
}

const number = (v: number) => v.toLocaleString('vi-VN');
/** Long labels (job titles) are cut on the axis; the table below has them whole. */
const AXIS_LABEL_MAX = 16;
const axisLabel = (v: unknown) => {
  const text = String(v);
  return text.length > AXIS_LABEL_MAX ? `${text.slice(0, AXIS_LABEL_MAX - 1).trimEnd()}…` : text;
};

export function ChartTable({
  rows,
  series,
  labelHeader,
}: Pick<ChartCardProps, 'rows' | 'series' | 'labelHeader'>) {
  return (
    <Table.ScrollContainer minWidth={0} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelHeader}</Table.Th>
            {series.map((s) => (
              <Table.Th key={s.name} scope="col" ta="right">
                {s.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500} className={classes.rowLabel}>
                {row.label}
              </Table.Th>
              {series.map((s) => (
                <Table.Td key={s.name} ta="right">
                  {number(Number(row[s.name] ?? 0))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ChartCard(props: ChartCardProps) {
  const { title, description, kind, rows, series, labelHeader, horizontal, testId, emptyText } = props;
  const empty = rows.length === 0 || rows.every((r) => series.every((s) => Number(r[s.name] ?? 0) === 0));
  // Each row of horizontal bars gets room for its bars and its label, whatever the screen.
  const height =
    props.height ?? (horizontal ? Math.max(140, rows.length * (series.length * 20 + 18) + 50) : 240);
  const common = {
    h: height,
    data: rows,
    dataKey: 'label',
    series,
    valueFormatter: number,
    withLegend: series.length > 1,
    gridAxis: horizontal ? ('y' as const) : ('x' as const),
    tickLine: 'none' as const,
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={{ base: 16, sm: 18 }}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {empty && emptyText ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {emptyText}
          </Text>
        ) : (
          <>
            {/* The picture; the same figures are in the table below. */}
            <div inert className={classes.chart}>
              {kind === 'line' ? (
                <LineChart
                  {...common}
                  curveType="monotone"
                  withDots={rows.length <= 31}
                  yAxisProps={{ allowDecimals: false, width: 36 }}
                />
              ) : (
                <BarChart
                  {...common}
                  orientation={horizontal ? 'vertical' : 'horizontal'}
                  withBarValueLabel={horizontal}
                  xAxisProps={horizontal ? { allowDecimals: false } : {}}
                  yAxisProps={
                    horizontal
                      ? { width: 118, tickFormatter: axisLabel }
                      : { allowDecimals: false, width: 36 }
                  }
                  maxBarWidth={28}
                />
              )}
            </div>
            <details className={classes.details}>
              <summary>Xem bảng số liệu</summary>
              <ChartTable rows={rows} series={series} labelHeader={labelHeader} />
            </details>
          </>
        )}
      </Stack>
    </Paper>
  );
}
