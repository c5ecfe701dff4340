import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { registerUploadReferenceChecker } from '../uploads/upload-references.ts';

/**
 * Editor images are referenced by URL in article bodies (drafts included: a draft's images must
 * survive until it is published). Any admin may edit any article, so every body is searched; the
 * table holds articles by the thousand, not jobs by the million.
 */
async function blogBodiesUse(db: Db, key: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(sql`${blogs.body} LIKE ${`%${key}%`} OR ${blogs.thumbnail} LIKE ${`%${key}%`}`)
    .limit(1);
  return hit !== undefined;
}

registerUploadReferenceChecker(blogBodiesUse);
