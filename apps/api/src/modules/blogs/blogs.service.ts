import {
  type AdminBlog,
  type BlogCard,
  type BlogDetail,
  type BlogInput,
  BlogMessage,
  ErrorCode,
  type Page,
  type PaginationQuery,
  type PopularTag,
  richTextHasContent,
  type ZAdminBlogQuery,
  type ZBlogSearchQuery,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogs, nations, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { toSlug } from '../../lib/slug.ts';
import { asUpload } from '../../plugins/multipart.ts';
import { deleteUpload, findUpload, publicFileUrl, saveUpload } from '../uploads/uploads.service.ts';
import './blog-images.ts';
import {
  blogSearchText,
  findBlog,
  latestBlogs,
  listBlogs,
  popularTags,
  relatedBlogs,
  toAdmin,
  toAdminRow,
  toCard,
  toDetail,
  topViewedBlogs,
} from './blogs.repo.ts';

// ---------------------------------------------------------------------------------------------
// Public reading: published articles only; a draft is as unknown as a missing id (404).

type SearchQuery = z.output<typeof ZBlogSearchQuery>;

export async function listPublicBlogs(db: Db, q: SearchQuery): Promise<Page<BlogCard>> {
  const { rows, total } = await listBlogs(
    db,
    { ...q, status: 'published' },
    { offset: offsetOf(q), limit: q.limit },
    'published',
  );
  return toPage(rows.map(toCard), total, q);
}

export async function getPublicBlog(db: Db, id: number): Promise<BlogDetail> {
  const row = await findBlog(db, id, true);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toDetail(row);
}

export async function latestPublicBlogs(db: Db, n: number): Promise<BlogCard[]> {
  return (await latestBlogs(db, n)).map(toCard);
}

export async function topViewedPublicBlogs(db: Db, n: number): Promise<BlogCard[]> {
  return (await topViewedBlogs(db, n)).map(toCard);
}

export async function relatedPublicBlogs(db: Db, id: number, n: number): Promise<BlogCard[]> {
  const [of] = await db
    .select({ id: blogs.id, tags: blogs.tags, category: blogs.category, nationCode: blogs.nationCode })
    .from(blogs)
    .where(eq(blogs.id, id))
    .limit(1);
  // A draft's related list would tell that the draft exists: the same 404 as a missing id.
  const visible = of ? await findBlog(db, id, true) : undefined;
  if (!of || !visible) throw new AppError(ErrorCode.NotFound);
  return (await relatedBlogs(db, of, n)).map(toCard);
}

export async function popularPublicTags(db: Db, n: number): Promise<PopularTag[]> {
  return popularTags(db, n);
}

// ---------------------------------------------------------------------------------------------
// Admin (admin and sub_admin): drafts and published articles alike.

type AdminQuery = z.output<typeof ZAdminBlogQuery>;

export async function listAdminBlogs(db: Db, q: AdminQuery): Promise<Page<Omit<AdminBlog, 'body'>>> {
  const { rows, total } = await listBlogs(
    db,
    q,
    { offset: offsetOf(q as PaginationQuery), limit: q.limit },
    'created',
  );
  return toPage(rows.map(toAdminRow), total, q);
}

export async function getAdminBlog(db: Db, id: number): Promise<AdminBlog> {
  const row = await findBlog(db, id, false);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toAdmin(row);
}

/** Checks the destination, sanitises the body and derives slug and search text. 422 on a bad reference. */
async function prepare(db: Db, input: BlogInput) {
  const errors: Record<string, string[]> = {};
  if (input.nation_code) {
    const [nation] = await db.select().from(nations).where(eq(nations.code, input.nation_code)).limit(1);
    if (!nation) errors.nation_code = [BlogMessage.nationMissing];
  }
  const body = sanitizeRichText(input.body ?? '');
  // Only markup the sanitiser removes (a lone <script>) left nothing to read.
  if (!richTextHasContent(body)) errors.body = [BlogMessage.bodyRequired];
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.Validation, { errors });
  return {
    title: input.title,
    slug: toSlug(input.title) || 'bai-viet',
    summary: input.summary,
    body,
    category: input.category,
    tags: input.tags,
    nationCode: input.nation_code ?? null,
    status: input.status,
    searchText: blogSearchText({ title: input.title, summary: input.summary, tags: input.tags }),
  };
}

async function saveThumbnail(app: FastifyInstance, tx: Pick<Db, 'insert'>, user: UserRow, input: BlogInput) {
  if (!input.thumbnail) return undefined;
  const row = await saveUpload(tx, app.storage, asUpload(input.thumbnail, 'thumbnail'), {
    ownerUserId: user.id,
    kind: 'blog-thumbnail',
    visibility: 'public',
  });
  return publicFileUrl(row.key);
}

/** Removes a thumbnail file no article shows any more (replaced or its article deleted). */
async function dropThumbnail(app: FastifyInstance, url: string | null | undefined) {
  const key = url?.startsWith('/api/files/') ? url.slice('/api/files/'.length) : null;
  if (!key) return;
  const [stillUsed] = await app.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.thumbnail, url as string))
    .limit(1);
  if (stillUsed) return;
  const upload = await findUpload(app.db, key);
  if (upload) await deleteUpload(app.db, app.storage, upload);
}

export async function createBlog(app: FastifyInstance, user: UserRow, input: BlogInput): Promise<AdminBlog> {
  const values = await prepare(app.db, input);
  const now = new Date();
  const id = await app.db.transaction(async (tx) => {
    const thumbnail = await saveThumbnail(app, tx, user, input);
    const [row] = await tx
      .insert(blogs)
      .values({
        ...values,
        thumbnail: thumbnail ?? null,
        authorId: user.id,
        publishedAt: values.status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogs.id });
    if (!row) throw new Error('blog not inserted');
    return row.id;
  });
  return getAdminBlog(app.db, id);
}

/**
 * Saves the form over the article. Publishing sets `published_at` the first time only (the date
 * readers see stays the first publication); a new thumbnail replaces the old one, whose file goes.
 */
export async function updateBlog(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  input: BlogInput,
): Promise<AdminBlog> {
  const [before] = await app.db
    .select({ thumbnail: blogs.thumbnail, publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(eq(blogs.id, id))
    .limit(1);
  if (!before) throw new AppError(ErrorCode.NotFound);
  const values = await prepare(app.db, input);
  const now = new Date();
  const thumbnail = await app.db.transaction(async (tx) => {
    const saved = await saveThumbnail(app, tx, user, input);
    await tx
      .update(blogs)
      .set({
        ...values,
        ...(saved ? { thumbnail: saved } : {}),
        publishedAt: values.status === 'published' ? (before.publishedAt ?? now) : before.publishedAt,
        updatedAt: now,
      })
      .where(eq(blogs.id, id));
    return saved;
  });
  if (thumbnail) await dropThumbnail(app, before.thumbnail);
  return getAdminBlog(app.db, id);
}

export async function deleteBlog(app: FastifyInstance, id: number): Promise<{ id: number }> {
  const [gone] = await app.db
    .delete(blogs)
    .where(eq(blogs.id, id))
    .returning({ id: blogs.id, thumbnail: blogs.thumbnail });
  if (!gone) throw new AppError(ErrorCode.NotFound);
  await dropThumbnail(app, gone.thumbnail);
  return { id: gone.id };
}
