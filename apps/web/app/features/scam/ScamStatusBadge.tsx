import type { ScamCaseRow } from '@app/contract';
import { scamCaseStatusLabels, scamOutcomeLabels } from '@app/contract/scam-admin-text';
import { Badge } from '@mantine/core';

/** A queue item's state in the admin pages: open, asked, or the outcome it was closed with. */
export function ScamStatusBadge({ row }: { row: Pick<ScamCaseRow, 'status' | 'outcome'> }) {
  const color = row.status === 'closed' ? 'gray' : row.status === 'asked' ? 'yellow' : 'red';
  return (
    <Badge color={color} variant="light">
      {row.status === 'closed' && row.outcome
        ? scamOutcomeLabels[row.outcome]
        : scamCaseStatusLabels[row.status]}
    </Badge>
  );
}
