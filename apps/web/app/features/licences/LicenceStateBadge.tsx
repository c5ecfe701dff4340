import { type LicenceState, licenceStateLabels } from '@app/contract/client';
import { Badge } from '@mantine/core';

const COLORS: Record<LicenceState, string> = {
  none: 'gray',
  pending: 'yellow',
  verified: 'green',
  rejected: 'red',
  expired: 'orange',
  revoked: 'red',
};

/** The licence's state in the admin and company areas (Mantine; public pages use LicenceBadge). */
export function LicenceStateBadge({ state }: { state: LicenceState }) {
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="licence-state">
      {licenceStateLabels[state]}
    </Badge>
  );
}
