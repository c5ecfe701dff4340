import { type JobState, jobStateLabels } from '@app/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATE_COLORS } from './job-labels.ts';

export function JobStateBadge({ state, ...props }: { state: JobState } & BadgeProps) {
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="light"
      radius="sm"
      data-testid="job-state"
      // Never cut the state short ('CHỜ ADMIN PHÊ DU…') when a table column is narrow.
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {jobStateLabels[state]}
    </Badge>
  );
}
