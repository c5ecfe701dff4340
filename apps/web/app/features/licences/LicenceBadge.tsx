import { LICENCE_VERIFIED_LABEL } from '@app/contract/client';
import classes from './LicenceBadge.module.css';

/**
 * "Đã xác minh giấy phép" (ADR 0030): a plain span with an inline check mark, light enough for the
 * public cards. Nothing is shown for a company without a verified licence.
 */
export function LicenceBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className={classes.badge} data-testid="licence-badge">
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6Z"
          fill="currentColor"
        />
      </svg>
      {LICENCE_VERIFIED_LABEL}
    </span>
  );
}
