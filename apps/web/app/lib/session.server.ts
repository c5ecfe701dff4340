import {
  type Access,
  access,
  authEndpoints,
  dashboardPath,
  ErrorCode,
  errorMessages,
  PENDING_COMPANY_STATUSES,
  type UserInfo,
} from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isAdminOnlyPath, isCompanyAdminPath } from '../features/navigation/nav-items.ts';
import { callApi } from './api.server.ts';
import { getBridge } from './context.ts';
import { clearedTokenCookies, hasTokenCookie } from './cookies.server.ts';
import { type NoticeKey, withNotice } from './notices.ts';

export interface Viewer {
  user: UserInfo | null;
  /** Error code when a token was presented but refused (expired, revoked, locked, …). */
  refusedCode: number | null;
}

type Ctx = Readonly<RouterContextProvider>;

const COMPANY_USERS_PATH = '/company/users';

/** The visitor, fetched once per request from GET /api/profile (loaders run in parallel). */
export function getViewer(context: Ctx, request: Request): Promise<Viewer> {
  const memo = getBridge(context).memo;
  let p = memo.get('viewer') as Promise<Viewer> | undefined;
  if (!p) {
    p = (async (): Promise<Viewer> => {
      if (!hasTokenCookie(request)) return { user: null, refusedCode: null };
      const res = await callApi(context, request, authEndpoints.profile);
      if (res.ok) return { user: res.data, refusedCode: null };
      // The API could not tell (the database is down: 503/1126): an error page, not a signed-out
      // visitor whose token is cleared and who is sent to the login page.
      if (res.status >= 500) throw data({ message: res.error.message }, { status: res.status });
      return { user: null, refusedCode: Number(res.error.code) };
    })();
    memo.set('viewer', p);
  }
  return p;
}

/**
 * The page's own URL. Client navigations fetch loader data from `<path>.data` (`/_root.data` for
 * the home page) with a `_routes` parameter; guards must reason about the page, not that URL.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}

function currentPath(request: Request): string {
  const url = pageUrl(request);
  return url.pathname + url.search;
}

/** To the login page, clearing a refused token; a lock or deactivation says why (spec §4). */
function toLogin(context: Ctx, request: Request, refusedCode: number | null): never {
  const params = new URLSearchParams({ redirect: currentPath(request) });
  const explained: number[] = [ErrorCode.AccountLocked, ErrorCode.AccountDisabled, ErrorCode.TokenExpired];
  if (refusedCode !== null && explained.includes(refusedCode)) params.set('error', String(refusedCode));
  throw redirect(`/dang-nhap?${params}`, {
    headers: refusedCode
      ? clearedTokenCookies(getBridge(context).secureCookies).map(
          (c) => ['Set-Cookie', c] as [string, string],
        )
      : [],
  });
}

export function forbidden(message: string): never {
  throw data({ message }, { status: 403 });
}

/**
 * The page guard (spec §6). Every protected loader calls it — not only the layout — because
 * React Router runs loaders in parallel.
 */
export async function requireUser(
  context: Ctx,
  request: Request,
  guard: Exclude<Access, { kind: 'public' | 'optional' }>,
): Promise<UserInfo> {
  const { user, refusedCode } = await getViewer(context, request);
  if (!user) toLogin(context, request, refusedCode);
  if (user.type === null) {
    if (guard.kind === 'authenticated' && guard.allowNoType) return user;
    throw redirect('/chon-tai-khoan');
  }
  if (guard.kind === 'authenticated') return user;
  if (!guard.roles.includes(user.type)) {
    // Same rule and message as the API guard (plugins/auth.ts).
    const adminOnly = guard.roles.length === 1 && guard.roles[0] === 'admin';
    forbidden(errorMessages[adminOnly ? ErrorCode.AdminOnly : ErrorCode.Forbidden]);
  }
  if (guard.companyAdmin) {
    if (user.parent_id !== null) forbidden(errorMessages[ErrorCode.CompanyAdminOnly]);
    // Pending companies cannot add users (spec §5): to the users list, unless already there.
    if (PENDING_COMPANY_STATUSES.includes(user.status) && pageUrl(request).pathname !== COMPANY_USERS_PATH)
      throw redirect(withNotice(COMPANY_USERS_PATH, 'updateCompanyInfo'));
  }
  return user;
}

/** Company status flow of spec §4, applied by every company page except the waiting page itself. */
export function companyStatusRedirect(user: UserInfo, pathname: string): string | null {
  if (user.type !== 'company') return null;
  if (user.status === 'wait_activation') {
    return pathname === '/company/waiting-approval'
      ? null
      : withNotice('/company/waiting-approval', 'waitingFirstApproval');
  }
  if (user.status === 'wait_approval' && !user.company?.has_info) {
    const allowed = ['/company/settings', '/company/update-profile', '/company/change-password'];
    return allowed.includes(pathname) ? null : withNotice('/company/settings', 'updateInfoAndWait');
  }
  if (pathname === '/company/waiting-approval') return '/company/dashboard';
  return null;
}

export async function requireCompany(
  context: Ctx,
  request: Request,
  guard: typeof access.company | typeof access.companyAdmin = access.company,
) {
  const user = await requireUser(context, request, guard);
  const to = companyStatusRedirect(user, pageUrl(request).pathname);
  if (to) throw redirect(to);
  return user;
}

/** Job-posting guard (spec §6): pending companies go to their job list with an info message. */
export async function requireCompanyCanPost(context: Ctx, request: Request) {
  const user = await requireCompany(context, request);
  if (PENDING_COMPANY_STATUSES.includes(user.status))
    throw redirect(withNotice('/company/jobs', 'updateCompanyInfo'));
  return user;
}

/** The signed-in areas of spec §2, each behind its own guard. */
export const AREAS = ['admin', 'company', 'user', 'sale', 'leader-sale'] as const;
export type Area = (typeof AREAS)[number];

/**
 * The guard of a page under `/<area>/` that has no route of its own (the area's catch-all): the
 * area's layout guard, with the admin-only and company-admin-only rules of spec §6 for the pages
 * whose sidebar item carries them (a sub_admin gets the 403 of `/admin/fields` before anything else).
 */
export async function areaGuard(context: Ctx, request: Request, area: Area): Promise<UserInfo> {
  const { pathname } = pageUrl(request);
  switch (area) {
    case 'admin':
      return requireUser(context, request, isAdminOnlyPath(pathname) ? access.admin : access.adminOrSubAdmin);
    case 'company':
      return requireCompany(
        context,
        request,
        isCompanyAdminPath(pathname) ? access.companyAdmin : access.company,
      );
    case 'user':
      return requireUser(context, request, access.employee);
    case 'sale':
      return requireUser(context, request, access.sale);
    case 'leader-sale':
      return requireUser(context, request, access.leaderSale);
  }
}

/** Already-logged-in guard (spec §6): login/register pages send a signed-in visitor home. */
export async function redirectIfLoggedIn(context: Ctx, request: Request): Promise<void> {
  const { user } = await getViewer(context, request);
  if (user) throw redirect(dashboardPath(user.type));
}

/**
 * Coming-soon guard (spec §6): pages under a prefix listed in COMING_SOON_PATHS (features not
 * yet open to the public) go to /coming-soon.
 */
export function comingSoonGuard(context: Ctx, request: Request): void {
  const { pathname } = pageUrl(request);
  const closed = getBridge(context).comingSoonPaths;
  if (closed.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    throw redirect('/coming-soon');
}

export type { NoticeKey };
