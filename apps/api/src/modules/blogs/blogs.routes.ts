import { adminBlogsEndpoints, blogsEndpoints, SITEMAP_CHUNK_SIZE } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { sitemapBlogs } from './blogs.repo.ts';
import {
  createBlog,
  deleteBlog,
  getAdminBlog,
  getPublicBlog,
  latestPublicBlogs,
  listAdminBlogs,
  listPublicBlogs,
  popularPublicTags,
  relatedPublicBlogs,
  topViewedPublicBlogs,
  updateBlog,
} from './blogs.service.ts';

/** Public news reading (no login; a token is read when present, to count its owner as one visitor). */
export function publicBlogRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(blogsEndpoints.list, async ({ query }) => listPublicBlogs(db, query)),
    route(blogsEndpoints.search, async ({ query }) => listPublicBlogs(db, query)),
    route(blogsEndpoints.detail, async ({ params, auth, request }) => {
      const blog = await getPublicBlog(db, params.id);
      // A signed-in reader is one visitor on every device; anyone else is their address.
      const visitor = auth ? `u:${auth.user.id}` : `ip:${clientKey(request)}`;
      // Counting must never cost the reader the article (a Redis outage, say).
      await app.blogViews
        .record(blog.id, visitor)
        .catch((err) => request.log.warn({ err }, 'view not counted'));
      return blog;
    }),
    route(blogsEndpoints.latest, async ({ params }) => latestPublicBlogs(db, params.n)),
    route(blogsEndpoints.related, async ({ params, query }) =>
      relatedPublicBlogs(db, params.id, query.limit),
    ),
    route(blogsEndpoints.topViewed, async ({ query }) => topViewedPublicBlogs(db, query.limit)),
    route(blogsEndpoints.popularTags, async ({ query }) => popularPublicTags(db, query.limit)),
    route(blogsEndpoints.sitemap, async () =>
      (await sitemapBlogs(db, SITEMAP_CHUNK_SIZE)).map((b) => ({
        id: b.id,
        slug: b.slug,
        updated_at: b.updatedAt.toISOString(),
      })),
    ),
  ];
}

/** Writing news: admins and sub_admins alike (spec §1), every other role refused by the contract. */
export function adminBlogRoutes(app: FastifyInstance) {
  return [
    route(adminBlogsEndpoints.list, async ({ query }) => listAdminBlogs(app.db, query)),
    route(adminBlogsEndpoints.get, async ({ params }) => getAdminBlog(app.db, params.id)),
    route(adminBlogsEndpoints.create, async ({ request, body }) =>
      createBlog(app, currentAuth(request).user, body),
    ),
    route(adminBlogsEndpoints.update, async ({ request, params, body }) =>
      updateBlog(app, currentAuth(request).user, params.id, body),
    ),
    route(adminBlogsEndpoints.remove, async ({ params }) => deleteBlog(app, params.id)),
  ];
}
