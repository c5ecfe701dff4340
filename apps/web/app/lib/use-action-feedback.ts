import { useEffect } from 'react';
import type { ActionFeedback } from './action-feedback.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Shows an action's outcome as a toast; field errors stay with the form (spec §5, §8). */
export function useActionFeedback(result: ActionFeedback | undefined): void {
  useEffect(() => {
    if (!result) return;
    if (result.error && result.status !== 422) notifyError(result.error);
    else if (result.success) notifySuccess(result.success);
  }, [result]);
}
