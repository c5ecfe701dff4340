import { AreaChart, BarChart } from '@mantine/charts';
import type { Series } from './dashboard-data.ts';

/**
 * The only module that imports @mantine/charts (and recharts): loaded on demand by LazyChart, so the
 * admin area's other pages and the dashboard's first paint do not wait for it. No legend: each block
 * prints its series with their colours and totals (readable without hovering on a phone).
 */
export interface ChartProps {
  kind: 'area' | 'bar';
  data: Record<string, string | number>[];
  dataKey: string;
  series: Series[];
  height: number;
  /** Bars across the page, with their value written at their end (categories with long names). */
  horizontal?: boolean;
  stacked?: boolean;
}

const integer = (value: number) => value.toLocaleString('vi-VN');

export default function Chart({ kind, data, dataKey, series, height, horizontal, stacked }: ChartProps) {
  if (kind === 'area')
    return (
      <AreaChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        type={stacked ? 'stacked' : 'default'}
        curveType="monotone"
        withDots={data.length <= 14}
        tickLine="none"
        gridAxis="y"
        valueFormatter={integer}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 16 }}
      />
    );
  return (
    <BarChart
      h={height}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      withBarValueLabel={!stacked}
      valueFormatter={integer}
      tickLine="none"
      gridAxis={horizontal ? 'none' : 'y'}
      withXAxis={!horizontal}
      yAxisProps={horizontal ? { width: 118, tick: { fontSize: 12 } } : { allowDecimals: false, width: 32 }}
      xAxisProps={{ minTickGap: 16 }}
      maxBarWidth={horizontal ? 22 : 28}
    />
  );
}
