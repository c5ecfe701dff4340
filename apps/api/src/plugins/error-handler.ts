import { collectFieldErrors, ErrorCode, errorMessages, GENERIC_ERROR_MESSAGE } from '@app/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { StorageUnavailableError } from '../modules/uploads/storage.ts';

/** Carries the whole ZodError so the handler can report every failing rule of every field. */
export class RequestValidationError extends Error {
  readonly zodError: z.ZodError;
  readonly part: string;
  readonly statusCode = 422;
  constructor(zodError: z.ZodError, part: string) {
    super('validation');
    this.zodError = zodError;
    this.part = part;
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error, httpPart ?? 'body') };
  };
};

/** The error body every error answer carries (DESIGN §3). */
export function errorBody(
  requestId: string,
  code: number | string,
  message: string,
  errors?: Record<string, string[]>,
) {
  return { success: false as const, code, message, ...(errors ? { errors } : {}), requestId };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number | string,
  message: string,
  errors?: Record<string, string[]>,
) {
  return reply.code(status).send(errorBody(request.id, code, message, errors));
}

const statusToCode: Record<number, ErrorCode> = {
  400: ErrorCode.Validation,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  408: ErrorCode.RequestTimeout,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.TooManyRequests,
};

/** Seconds a client is asked to wait after a database outage answer (the pool reconnects by then). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503/1126 with Retry-After: the database is down, unreachable or too slow (`db/unavailable.ts`). */
export function databaseUnavailable(message?: string): AppError {
  return new AppError(ErrorCode.DatabaseUnavailable, {
    ...(message ? { message } : {}),
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** Seconds a client is asked to wait after an object-storage outage answer (the SDK retries by then). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

function toAppError(err: FastifyError | Error): AppError | null {
  if (err instanceof AppError) return err;
  // Before the database test: the storage's network errors (ECONNRESET…) would pass for the database's.
  if (err instanceof StorageUnavailableError)
    return new AppError(ErrorCode.StorageUnavailable, {
      headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
    });
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  if (err instanceof RequestValidationError) {
    return new AppError(ErrorCode.Validation, { errors: collectFieldErrors(err.zodError) });
  }
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Body parse errors (bad JSON) are the client's fault: a 400 with a clear message.
    if (status === 400)
      return new AppError(ErrorCode.Validation, { message: 'Dữ liệu gửi lên không hợp lệ', status });
    const code = statusToCode[status];
    // Other client errors Fastify raises (405, 406, 431, …) keep their status.
    return code
      ? new AppError(code, { status })
      : new AppError(ErrorCode.Validation, { message: GENERIC_ERROR_MESSAGE, status });
  }
  return null;
}

export interface ErrorAnswer {
  status: number;
  headers?: Record<string, string>;
  body: ReturnType<typeof errorBody>;
}

/**
 * What an error thrown while answering becomes (status, headers, body), logged as it deserves: the
 * one mapping for the API's error handler and for the pages' direct calls (lib/direct-api.ts).
 */
export function errorAnswer(
  err: FastifyError | Error,
  request: Pick<FastifyRequest, 'id' | 'log'>,
): ErrorAnswer {
  const appErr = toAppError(err);
  if (!appErr) {
    request.log.error({ err }, 'unhandled error');
    return { status: 500, body: errorBody(request.id, ErrorCode.Internal, GENERIC_ERROR_MESSAGE) };
  }
  const status = appErr.statusCode;
  if (appErr.code === ErrorCode.DatabaseUnavailable) {
    // A short line per request (the pool logs the outage itself once), not a stack per request.
    if (!(err instanceof AppError))
      request.log.warn({ cause: describeDatabaseError(err) }, 'database unavailable');
  } else if (appErr.code === ErrorCode.StorageUnavailable) {
    // The storage's own words (refused, timed out, 403 of a wrong key), without a stack per request.
    request.log.warn({ cause: err.message }, 'object storage unavailable');
  } else if (appErr.code === ErrorCode.ServerBusy) {
    // A bounded queue doing its job under load (passwords.ts), not a fault: one line, no stack.
    request.log.warn('busy: refused with 503/1128');
  } else if (status >= 500) request.log.error({ err }, 'server error');
  return {
    status,
    ...(appErr.headers ? { headers: appErr.headers } : {}),
    body: errorBody(request.id, appErr.code, appErr.message, appErr.errors),
  };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = errorAnswer(err, request);
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.status).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, ErrorCode.NotFound, errorMessages[ErrorCode.NotFound]),
  );
});
