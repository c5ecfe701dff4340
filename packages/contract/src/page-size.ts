/** Lists: `?page&limit` (DESIGN §3), default 20, max 100. Zod-free so browser code can import it. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
