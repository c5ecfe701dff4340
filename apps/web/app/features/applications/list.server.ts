import type { ApplicationListPage } from '@app/contract';
import { data, redirect } from 'react-router';
import type { ApiCall } from '../../lib/api.server.ts';
import { pageUrl } from '../../lib/session.server.ts';

export type ApplicationQuery = Record<string, string | undefined>;

/** The list's filters as the URL holds them (`?status&job_id&from&to&search&page…`). */
export function readApplicationQuery(request: Request, keys: readonly string[]): ApplicationQuery {
  const url = pageUrl(request);
  const query: ApplicationQuery = {};
  for (const key of ['page', 'status', 'from', 'to', 'search', ...keys]) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The page of applications, or: a hand-edited query (page=abc) starts over, a refusal is the error page. */
export function applicationPage(res: ApiCall<ApplicationListPage>, basePath: string): ApplicationListPage {
  if (res.ok) return res.data;
  if (res.status === 422) throw redirect(basePath);
  throw data({ message: res.error.message }, { status: res.status });
}

/** `/…/:id` with a non-numeric id is a page that does not exist. */
export function idParam(value: string | undefined, message = 'Không tìm thấy hồ sơ ứng tuyển'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data({ message }, { status: 404 });
  return id;
}
