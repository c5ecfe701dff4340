import type { Endpoint, ErrorBody } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { getBridge } from './context.ts';
import { readToken } from './cookies.server.ts';
import { withoutEmptyFiles } from './form-data.ts';

export type ApiCall<T> =
  | { ok: true; status: number; data: T; message?: string }
  | { ok: false; status: number; error: ErrorBody };

interface CallInput {
  params?: Record<string, string | number>;
  /** A list sends the name once per value (`nation=JP&nation=KR`). */
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  body?: unknown;
  /** Defaults to the token in the request's cookie. */
  token?: string | null;
}

export function buildPath(endpoint: Endpoint, input: CallInput): string {
  let path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? '')),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (Array.isArray(v)) for (const item of v) qs.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  if ([...qs].length > 0) path += `?${qs}`;
  return `/api${path}`;
}

/** Calls a contract endpoint in-process with the visitor's token (loaders never touch the DB). */
export async function callApi<E extends Endpoint>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  endpoint: E,
  input: CallInput = {},
): Promise<ApiCall<z.output<E['response']>>> {
  const bridge = getBridge(context);
  const token = input.token === undefined ? readToken(request) : input.token;
  let payload = input.body;
  let contentType: string | undefined;
  if (payload instanceof FormData) {
    // Multipart (file uploads) goes through as bytes with its boundary; a file input left empty
    // means "no file" and is left out.
    const encoded = new Response(withoutEmptyFiles(payload));
    contentType = encoded.headers.get('content-type') ?? undefined;
    payload = Buffer.from(await encoded.arrayBuffer());
  }
  const res = await bridge.api({
    method: endpoint.method,
    url: buildPath(endpoint, input),
    token,
    body: payload,
    ...(contentType ? { contentType } : {}),
  });
  const body = res.body as { success?: boolean; data?: unknown; message?: string } & Partial<ErrorBody>;
  if (res.status < 400 && body?.success) {
    return {
      ok: true,
      status: res.status,
      data: body.data as z.output<E['response']>,
      ...(body.message ? { message: body.message } : {}),
    };
  }
  return {
    ok: false,
    status: res.status,
    error: {
      success: false,
      code: body?.code ?? res.status,
      message: body?.message ?? '',
      requestId: body?.requestId ?? bridge.requestId,
      ...(body?.errors ? { errors: body.errors } : {}),
    },
  };
}
