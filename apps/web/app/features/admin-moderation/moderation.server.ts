import type { ActionFeedback } from '../../lib/action-feedback.ts';
import type { ApiCall } from '../../lib/api.server.ts';

/** A moderation call's answer for the page: the success toast, or the error with its field errors. */
export function moderationFeedback(res: ApiCall<unknown>): ActionFeedback {
  return res.ok
    ? { status: res.status, success: res.message }
    : { status: res.status, error: res.error, fieldErrors: res.error.errors ?? {} };
}
