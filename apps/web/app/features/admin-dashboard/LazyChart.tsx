import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChartProps } from './Chart.tsx';

const Chart = lazy(() => import('./Chart.tsx'));

/**
 * A chart drawn in the browser only, its code fetched on first use: recharts measures the box it
 * draws in, which the server cannot, and the page's figures are already in the HTML as tables. The
 * picture is decorative for screen readers and out of the tab order (`inert`: the chart library makes its SVG focusable); each block's table carries the numbers.
 */
export function LazyChart(props: ChartProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <Skeleton h={props.height} radius="md" animate={false} />;
  return (
    <div inert data-chart={props.kind}>
      {mounted ? <Suspense fallback={placeholder}>{<Chart {...props} />}</Suspense> : placeholder}
    </div>
  );
}
