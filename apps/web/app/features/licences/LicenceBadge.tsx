import { LICENCE_VERIFIED_LABEL } from '@app/contract/client';
import classes from './LicenceBadge.module.css';

/**
 * "Đã xác minh giấy phép" (ADR 0030): a plain span with a text check mark (no icon: the public
 * cards' shared chunk is on its byte budget). Nothing is shown without a verified licence.
 */
export function LicenceBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className={classes.badge} data-testid="licence-badge">
      <span aria-hidden="true">✓</span>
      {LICENCE_VERIFIED_LABEL}
    </span>
  );
}
