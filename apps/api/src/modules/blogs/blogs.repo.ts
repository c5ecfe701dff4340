import type { AdminBlog, BlogCard, BlogCategory, BlogDetail, BlogStatus, PopularTag } from '@app/contract';
import { blogPath } from '@app/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, nations, users } from '../../db/schema/index.ts';
import { parseKeyword } from '../jobs/job-search.ts';

/** The columns every read shape of an article is made from (the body only where it is shown). */
const cardColumns = {
  blog: {
    id: blogs.id,
    slug: blogs.slug,
    title: blogs.title,
    summary: blogs.summary,
    thumbnail: blogs.thumbnail,
    category: blogs.category,
    tags: blogs.tags,
    status: blogs.status,
    publishedAt: blogs.publishedAt,
    viewCount: blogs.viewCount,
    createdAt: blogs.createdAt,
    updatedAt: blogs.updatedAt,
  },
  nationCode: nations.code,
  nationName: nations.name,
  authorId: users.id,
  authorName: users.name,
};

type CardRow = {
  blog: {
    id: number;
    slug: string;
    title: string;
    summary: string;
    thumbnail: string | null;
    category: string;
    tags: string[];
    status: string;
    publishedAt: Date | null;
    viewCount: number;
    createdAt: Date;
    updatedAt: Date;
  };
  nationCode: string | null;
  nationName: string | null;
  authorId: number | null;
  authorName: string | null;
};

export const PUBLISHED = eq(blogs.status, 'published');

const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(blogs)
    .leftJoin(nations, eq(nations.code, blogs.nationCode))
    .leftJoin(users, eq(users.id, blogs.authorId));

const selectWithBody = (db: Db) =>
  db
    .select({ ...cardColumns, body: blogs.body })
    .from(blogs)
    .leftJoin(nations, eq(nations.code, blogs.nationCode))
    .leftJoin(users, eq(users.id, blogs.authorId));

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toCard(r: CardRow): BlogCard {
  const b = r.blog;
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    summary: b.summary,
    thumbnail: b.thumbnail,
    category: b.category as BlogCategory,
    tags: b.tags,
    nation: r.nationCode && r.nationName ? { code: r.nationCode, name: r.nationName } : null,
    author: r.authorId !== null && r.authorName !== null ? { id: r.authorId, name: r.authorName } : null,
    published_at: iso(b.publishedAt),
    view_count: b.viewCount,
    url: blogPath(b),
  };
}

export function toAdminRow(r: CardRow): Omit<AdminBlog, 'body'> {
  return {
    ...toCard(r),
    status: r.blog.status as BlogStatus,
    created_at: r.blog.createdAt.toISOString(),
    updated_at: r.blog.updatedAt.toISOString(),
  };
}

export function toAdmin(r: CardRow & { body: string }): AdminBlog {
  return { ...toAdminRow(r), body: r.body };
}

export function toDetail(r: CardRow & { body: string }): BlogDetail {
  return { ...toCard(r), body: r.body, updated_at: r.blog.updatedAt.toISOString() };
}

export async function findBlog(db: Db, id: number, publishedOnly: boolean) {
  const [row] = await selectWithBody(db)
    .where(publishedOnly ? and(eq(blogs.id, id), PUBLISHED) : eq(blogs.id, id))
    .limit(1);
  return row;
}

/**
 * The folded text the search matches (`vn_search_key`, as jobs): title, summary and tags, so
 * "ky nang tieng nhat" finds "Kỹ năng tiếng Nhật".
 */
export function blogSearchText(parts: { title: string; summary: string; tags: readonly string[] }): SQL {
  return sql`vn_search_key(${[parts.title, parts.summary, ...parts.tags].join(' ')})`;
}

export interface BlogFilter {
  search?: string | undefined;
  category?: BlogCategory | undefined;
  tag?: string | undefined;
  status?: BlogStatus | undefined;
}

/**
 * Every word of the query starts a word of the folded text, in any order, accents and case aside:
 * the query words are folded by the same SQL function that made `search_text`.
 */
function conditions(f: BlogFilter): SQL[] {
  const out: SQL[] = [];
  if (f.status) out.push(eq(blogs.status, f.status));
  if (f.category) out.push(eq(blogs.category, f.category));
  if (f.tag) out.push(sql`${blogs.tags} @> ARRAY[${f.tag}]::text[]`);
  const keyword = parseKeyword(f.search);
  for (const word of keyword?.words ?? []) {
    out.push(sql`${blogs.searchText} LIKE '%' || rtrim(vn_search_key(${word})) || '%'`);
  }
  return out;
}

export async function listBlogs(
  db: Db,
  f: BlogFilter,
  page: { offset: number; limit: number },
  order: 'published' | 'created',
): Promise<{ rows: CardRow[]; total: number }> {
  const where = and(...conditions(f));
  const orderBy =
    order === 'published'
      ? [desc(blogs.publishedAt), desc(blogs.id)]
      : [desc(blogs.createdAt), desc(blogs.id)];
  const [rows, [count]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(blogs).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function latestBlogs(db: Db, n: number): Promise<CardRow[]> {
  return selectCards(db).where(PUBLISHED).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(n);
}

export async function topViewedBlogs(db: Db, n: number): Promise<CardRow[]> {
  return selectCards(db).where(PUBLISHED).orderBy(desc(blogs.viewCount), desc(blogs.id)).limit(n);
}

/** Shared tags first, then the same destination, then the same category; newest among equals. */
export async function relatedBlogs(
  db: Db,
  of: { id: number; tags: string[]; category: string; nationCode: string | null },
  n: number,
): Promise<CardRow[]> {
  const tags = sql`ARRAY[${sql.join(
    of.tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const sharesTags = of.tags.length > 0 ? sql`${blogs.tags} && ${tags}` : sql`false`;
  const sameNation = of.nationCode ? sql`${blogs.nationCode} = ${of.nationCode}` : sql`false`;
  const sameCategory = sql`${blogs.category} = ${of.category}`;
  return selectCards(db)
    .where(and(PUBLISHED, ne(blogs.id, of.id), sql`(${sharesTags} OR ${sameNation} OR ${sameCategory})`))
    .orderBy(
      desc(sql`(${sharesTags})::int`),
      desc(sql`(${sameNation})::int`),
      desc(blogs.publishedAt),
      desc(blogs.id),
    )
    .limit(n);
}

export async function popularTags(db: Db, n: number): Promise<PopularTag[]> {
  const result = await db.execute(sql`
    SELECT tag, count(*)::int AS count
    FROM ${blogs}, unnest(${blogs.tags}) AS tag
    WHERE ${blogs.status} = 'published'
    GROUP BY tag
    ORDER BY count DESC, tag
    LIMIT ${n}`);
  const rows = (result as { rows?: { tag: string; count: number }[] }).rows ?? [];
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** Published articles for the sitemap, newest first. */
export async function sitemapBlogs(db: Db, limit: number) {
  return db
    .select({ id: blogs.id, slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(PUBLISHED)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(limit);
}
