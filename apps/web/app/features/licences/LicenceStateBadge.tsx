import { type LicenceState, licenceStateLabels } from '@app/contract/endpoints/licences-text';
import { Badge } from '@mantine/core';

/**
 * Tint and text colour per state: yellow, orange and grey tints carry dark text (their own shades
 * stay under 4.5:1 on the tint, ADR 0022); green (tuned) and red-9 pass on theirs.
 */
const STYLE: Record<LicenceState, { color: string; c: string }> = {
  none: { color: 'gray', c: 'dark.7' },
  pending: { color: 'yellow', c: 'dark.7' },
  verified: { color: 'green', c: 'green.9' },
  rejected: { color: 'red', c: 'red.9' },
  expired: { color: 'orange', c: 'dark.7' },
  revoked: { color: 'red', c: 'red.9' },
};

/** The licence's state in the admin and company areas (Mantine; public pages use LicenceBadge). */
export function LicenceStateBadge({ state }: { state: LicenceState }) {
  return (
    <Badge color={STYLE[state].color} c={STYLE[state].c} variant="light" data-testid="licence-state">
      {licenceStateLabels[state]}
    </Badge>
  );
}
