import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** DESIGN §3 success body. */
export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const ZErrorBody = z
  .object({
    success: z.literal(false),
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ZErrorBody>;

export const ZPaginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof ZPaginationQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

export type SuccessBody<T> = { success: true; data: T; message?: string };
