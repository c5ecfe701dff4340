import { useEffect } from 'react';
import type { ActionFeedback } from './action-feedback.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * Shows an action's outcome as a toast; field errors stay with the form (spec §5, §8). A 422 that
 * names no field (a business rule without a field to show it under) is a toast too.
 */
export function useActionFeedback(result: ActionFeedback | undefined): void {
  useEffect(() => {
    if (!result) return;
    const underFields = result.status === 422 && Object.keys(result.fieldErrors ?? {}).length > 0;
    if (result.error && !underFields) notifyError(result.error);
    else if (result.success) notifySuccess(result.success);
  }, [result]);
}
