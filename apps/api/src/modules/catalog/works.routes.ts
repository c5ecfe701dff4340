import { ErrorCode, WorkMessage, worksEndpoints } from '@app/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { equipments, works } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { refreshSearchText } from '../jobs/search-text.ts';
import { toSlug } from './reference-data/curated.ts';

type WorkRow = typeof works.$inferSelect;
const toWork = (w: WorkRow) => ({ id: w.id, name: w.name, slug: w.slug, work_id: w.workId, sort: w.sort });
const toEquipment = (e: typeof equipments.$inferSelect) => ({
  id: e.id,
  name: e.name,
  slug: e.slug,
  sort: e.sort,
});

/** Works and equipments (spec §7 "Admin misc"; ADR 0010): public lists, admin-only changes. */
export function worksRoutes(app: FastifyInstance) {
  const { db } = app;

  async function findWork(id: number): Promise<WorkRow> {
    const [w] = await db.select().from(works).where(eq(works.id, id)).limit(1);
    if (!w) throw new AppError(ErrorCode.NotFound);
    return w;
  }

  /** Two levels only: a parent must be a group, and a group with occupations stays a group. */
  async function slugFor(
    name: string,
    parentId: number | null | undefined,
    selfId?: number,
  ): Promise<string> {
    let prefix = '';
    if (parentId) {
      if (parentId === selfId) throw fieldError('work_id', WorkMessage.parentNotGroup);
      const [parent] = await db.select().from(works).where(eq(works.id, parentId)).limit(1);
      if (!parent) throw fieldError('work_id', WorkMessage.parentMissing);
      if (parent.workId !== null) throw fieldError('work_id', WorkMessage.parentNotGroup);
      if (selfId) {
        const [child] = await db
          .select({ id: works.id })
          .from(works)
          .where(eq(works.workId, selfId))
          .limit(1);
        if (child) throw fieldError('work_id', WorkMessage.groupHasChildren);
      }
      prefix = `${parent.name} `;
    }
    const slug = toSlug(`${prefix}${name}`);
    const [taken] = await db
      .select({ id: works.id })
      .from(works)
      .where(and(eq(works.slug, slug), selfId ? ne(works.id, selfId) : undefined))
      .limit(1);
    if (taken) throw fieldError('name', WorkMessage.nameUsed);
    return slug;
  }

  async function equipmentSlug(name: string, selfId?: number): Promise<string> {
    const slug = toSlug(name);
    const [taken] = await db
      .select({ id: equipments.id })
      .from(equipments)
      .where(and(eq(equipments.slug, slug), selfId ? ne(equipments.id, selfId) : undefined))
      .limit(1);
    if (taken) throw fieldError('name', WorkMessage.nameUsed);
    return slug;
  }

  return [
    // Held per process (reference-data-cache.ts): every job filter offers the occupations.
    route(worksEndpoints.list, async ({ query }) =>
      app.referenceData.get(`works:${query.work_id ?? ''}`, async () => {
        const rows = await db
          .select()
          .from(works)
          .where(query.work_id ? eq(works.workId, query.work_id) : undefined)
          // Each group followed by its occupations.
          .orderBy(
            sql`coalesce(${works.workId}, ${works.id})`,
            sql`${works.workId} nulls first`,
            asc(works.sort),
            asc(works.id),
          );
        return rows.map(toWork);
      }),
    ),
    route(worksEndpoints.get, async ({ params }) => {
      const w = await findWork(params.id);
      const children = await db
        .select()
        .from(works)
        .where(eq(works.workId, w.id))
        .orderBy(asc(works.sort), asc(works.id));
      return { ...toWork(w), children: children.map(toWork) };
    }),
    route(worksEndpoints.create, async ({ body }) => {
      const slug = await slugFor(body.name, body.work_id);
      const [row] = await db
        .insert(works)
        .values({ name: body.name, slug, workId: body.work_id ?? null, sort: body.sort ?? 0 })
        .returning();
      await app.referenceData.changed();
      return toWork(row as WorkRow);
    }),
    route(worksEndpoints.update, async ({ params, body }) => {
      const before = await findWork(params.id);
      const slug = await slugFor(body.name, body.work_id, params.id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(works)
          .set({
            name: body.name,
            slug,
            ...(body.work_id !== undefined ? { workId: body.work_id } : {}),
            ...(body.sort !== undefined ? { sort: body.sort } : {}),
            updatedAt: new Date(),
          })
          .where(eq(works.id, params.id))
          .returning();
        // The occupation's name and its group's are in its jobs' search text (ADR 0024), a group's
        // in its occupations' jobs too: rewritten with the rename or the move to another group.
        const moved = body.work_id !== undefined && body.work_id !== before.workId;
        if (before.name !== body.name || moved) await refreshSearchText(tx, { workId: params.id });
        return updated;
      });
      await app.referenceData.changed();
      return toWork(row as WorkRow);
    }),
    route(worksEndpoints.equipments, async () =>
      (await db.select().from(equipments).orderBy(asc(equipments.sort), asc(equipments.id))).map(toEquipment),
    ),
    route(worksEndpoints.createEquipment, async ({ body }) => {
      const slug = await equipmentSlug(body.name);
      const [row] = await db
        .insert(equipments)
        .values({ name: body.name, slug, sort: body.sort ?? 0 })
        .returning();
      return toEquipment(row as typeof equipments.$inferSelect);
    }),
    route(worksEndpoints.updateEquipment, async ({ params, body }) => {
      const slug = await equipmentSlug(body.name, params.id);
      const [row] = await db
        .update(equipments)
        .set({
          name: body.name,
          slug,
          ...(body.sort !== undefined ? { sort: body.sort } : {}),
          updatedAt: new Date(),
        })
        .where(eq(equipments.id, params.id))
        .returning();
      if (!row) throw new AppError(ErrorCode.NotFound);
      return toEquipment(row);
    }),
  ];
}
