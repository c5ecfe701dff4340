import type { Endpoint } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { type ApiCall, callApi } from '../../lib/api.server.ts';

/** A moderation call's answer for the page: the success toast, or the error with its field errors. */
export function moderationFeedback(res: ApiCall<unknown>): ActionFeedback {
  return res.ok
    ? { status: res.status, success: res.message }
    : { status: res.status, error: res.error, fieldErrors: res.error.errors ?? {} };
}

/**
 * A moderation list as its URL asks for it: each filter as the URL has it (its default where the
 * parameter is absent or empty) and the page (1 where absent or not a number), sent to the API as
 * they are. An answer other than success is the page's error.
 */
export async function loadModerationList<E extends Endpoint, K extends string>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  endpoint: E,
  defaults: Record<K, string>,
): Promise<{ page: z.output<E['response']>; filters: Record<K, string> }> {
  const url = new URL(request.url);
  const filters = { ...defaults };
  for (const name of Object.keys(defaults) as K[])
    filters[name] = url.searchParams.get(name) || defaults[name];
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const res = await callApi(context, request, endpoint, { query: { ...filters, page } });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { page: res.data, filters };
}
