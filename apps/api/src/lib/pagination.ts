import type { Page, PaginationQuery } from '@app/contract';

export function offsetOf(q: PaginationQuery): number {
  return (q.page - 1) * q.limit;
}

export function toPage<T>(items: T[], total: number, q: PaginationQuery): Page<T> {
  return { items, total, page: q.page, limit: q.limit };
}
