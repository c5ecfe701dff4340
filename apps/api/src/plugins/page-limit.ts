import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { clientKey, keyedLimit } from '../lib/keyed-limit.ts';

/** The page a person sees past the page limit: Vietnamese first, when to retry, nothing to load. */
export function tooManyPagesHtml(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Quá nhiều yêu cầu | ViệcXa</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;max-width:34rem;margin:15vh auto;padding:0 1rem}h1{font-size:1.4rem}a{color:#1864ab}.en{color:#495057;font-size:.9rem}</style>
</head>
<body>
<main>
<h1>Bạn đang mở trang quá nhanh</h1>
<p>Để trang chạy ổn định cho mọi người, mỗi địa chỉ mạng chỉ mở được một số trang nhất định trong một phút. Vui lòng thử lại sau <strong>${retryAfterSeconds} giây</strong>.</p>
<p class="en" lang="en">Too many requests. Please try again in ${retryAfterSeconds} seconds.</p>
<p><a href="/">Về trang chủ</a></p>
</main>
</body>
</html>
`;
}

/**
 * Page views per client IP (server-rendered pages and their `.data` requests; build assets are not
 * counted): the one limit a visitor's browsing meets, since the API calls a page makes while
 * rendering are not counted as the visitor's (lib/render-call.ts). Past it: 429 with Retry-After and
 * a small Vietnamese page. Counted in the same store as the other limits (Redis when configured).
 */
export function pageViewLimit(app: FastifyInstance) {
  const count = keyedLimit(app, 'page-view', {
    max: app.env.PAGE_RATE_LIMIT_MAX,
    windowMs: app.env.RATE_LIMIT_WINDOW_MS,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await count(request, clientKey(request));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 429) throw err;
      const retryAfter = Number(err.headers?.['retry-after'] ?? 60);
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(tooManyPagesHtml(retryAfter));
    }
  };
}
