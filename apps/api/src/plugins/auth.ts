import { type Access, ErrorCode, PENDING_COMPANY_STATUSES } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type AuthContext, AuthService, assertAccountUsable } from '../modules/auth/auth.service.ts';

export const TOKEN_COOKIE = 'access_token';
/** Session cookie names the API reads (the web's cookies.server.ts writes the first). */
export const SESSION_COOKIE_NAMES = [TOKEN_COOKIE, 'token'];

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
  interface FastifyRequest {
    /** Resolved by the route guard; null on public routes or for anonymous optional access. */
    auth: AuthContext | null;
  }
}

/** The request names its token in `Authorization: Bearer` (then the cookie is not read). */
export function sendsBearer(request: FastifyRequest): boolean {
  return request.headers.authorization?.startsWith('Bearer ') === true;
}

export function readToken(request: FastifyRequest): string | null {
  if (sendsBearer(request)) return request.headers.authorization?.slice(7).trim() || null;
  for (const name of SESSION_COOKIE_NAMES) {
    const value = request.cookies?.[name];
    if (value) return value;
  }
  return null;
}

/** The route guard (DESIGN §4 layer 1): logged in, usable account, right type. */
export async function enforceAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: Access,
): Promise<void> {
  if (rule.kind === 'public') return;
  const token = readToken(request);
  if (!token) {
    if (rule.kind === 'optional') return;
    throw new AppError(ErrorCode.Unauthenticated);
  }
  let ctx: AuthContext;
  try {
    ctx = await app.authService.resolve(token);
  } catch (err) {
    // Optional routes ignore a bad token, but not a blocked account (1007/1008).
    const blocked =
      err instanceof AppError &&
      (err.code === ErrorCode.AccountDisabled || err.code === ErrorCode.AccountLocked);
    if (rule.kind === 'optional' && !blocked) return;
    throw err;
  }
  const { user } = ctx;
  try {
    assertAccountUsable(user);
  } catch (err) {
    await app.authService.logout(token);
    throw err;
  }
  request.auth = ctx;
  if (rule.kind === 'optional') return;
  if (user.type === null) {
    if (rule.kind === 'authenticated' && rule.allowNoType) return;
    throw new AppError(ErrorCode.NoAccountType);
  }
  if (rule.kind === 'authenticated') return;
  if (!rule.roles.includes(user.type)) {
    const adminOnly = rule.roles.length === 1 && rule.roles[0] === 'admin';
    throw new AppError(adminOnly ? ErrorCode.AdminOnly : ErrorCode.Forbidden);
  }
  if (rule.companyAdmin && user.parentId !== null) throw new AppError(ErrorCode.CompanyAdminOnly);
  if (rule.activeCompany && PENDING_COMPANY_STATUSES.includes(user.status)) {
    throw new AppError(ErrorCode.CompanyPending);
  }
}

/** The logged-in user of a guarded route (the guard ran, so it is there). */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.Unauthenticated);
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokenTtlSeconds: number }) => {
  app.decorate('authService', new AuthService(app.db, opts.tokenTtlSeconds));
  app.decorateRequest('auth', null);
});
