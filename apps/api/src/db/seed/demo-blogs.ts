import { toSlug } from '../../lib/slug.ts';
import { blogSearchText } from '../../modules/blogs/blogs.repo.ts';
import type { Tx } from '../../modules/jobs/jobs.repo.ts';
import { blogs } from '../schema/index.ts';
import type { DemoBlog } from './demo-blogs.data.ts';

const DAY_MS = 86_400_000;

/** The demo articles, written by the demo admin; one stays a draft (invisible to the public). */
export async function insertDemoBlogs(
  tx: Tx,
  list: readonly DemoBlog[],
  opts: { authorId: number; now: Date },
): Promise<void> {
  for (const b of list) {
    const publishedAt = b.daysAgo === undefined ? null : new Date(opts.now.getTime() - b.daysAgo * DAY_MS);
    await tx.insert(blogs).values({
      title: b.title,
      slug: toSlug(b.title),
      summary: b.summary,
      body: b.body,
      category: b.category,
      tags: b.tags,
      nationCode: b.nation ?? null,
      authorId: opts.authorId,
      status: publishedAt ? 'published' : 'draft',
      publishedAt,
      viewCount: b.views,
      searchText: blogSearchText(b),
      createdAt: publishedAt ?? opts.now,
      updatedAt: publishedAt ?? opts.now,
    });
  }
}
