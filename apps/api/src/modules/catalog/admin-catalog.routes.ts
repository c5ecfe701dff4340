import {
  type AdminField,
  type AdminTag,
  adminFieldEndpoints,
  adminTagEndpoints,
  CatalogMessage,
  ErrorCode,
  inUseMessage,
} from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyFields, tags } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { toSlug } from '../../lib/slug.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { refreshSearchText } from '../jobs/search-text.ts';
import {
  type CatalogKind,
  catalogs,
  listFields,
  listTags,
  type Tx,
  type Usage,
} from './admin-catalog.repo.ts';

type FieldRow = typeof companyFields.$inferSelect;
type TagRow = typeof tags.$inferSelect;

const usageOf = (u: Usage | undefined) => ({
  job_count: u?.jobCount ?? 0,
  company_count: u?.companyCount ?? 0,
});
const toField = (f: FieldRow, u: Usage | undefined): AdminField => ({
  id: f.id,
  name: f.name,
  slug: f.slug,
  activity: f.activity,
  ...usageOf(u),
});
const toTag = (t: TagRow, u: Usage | undefined): AdminTag => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  suggested: t.suggested,
  ...usageOf(u),
});

const fieldNameUsed = () => fieldError('name', CatalogMessage.fieldNameUsed);
const tagNameUsed = () => fieldError('name', CatalogMessage.tagNameUsed);

/**
 * Fields and tags managed by the admin (spec §7 "Fields and tags", admin only). Slugs follow the
 * name; a name whose slug another entry of the same catalogue has (same activity for fields) is
 * refused, so "Nhật Bản" and "nhat ban" cannot both exist. Public lists (`/tags`, the field lists)
 * read the tables directly; their HTTP cache (60 s) is the only delay before a change shows.
 */
export function adminCatalogRoutes(app: FastifyInstance) {
  const { db } = app;

  async function findField(id: number, tx: Pick<Tx, 'select'> = db, lock = false): Promise<FieldRow> {
    const q = tx.select().from(companyFields).where(eq(companyFields.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw new AppError(ErrorCode.NotFound);
    return row;
  }
  async function findTag(id: number, tx: Pick<Tx, 'select'> = db, lock = false): Promise<TagRow> {
    const q = tx.select().from(tags).where(eq(tags.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw new AppError(ErrorCode.NotFound);
    return row;
  }
  const fieldOut = async (row: FieldRow) =>
    toField(row, (await catalogs.field.usage(db, [row.id])).get(row.id));
  const tagOut = async (row: TagRow) => toTag(row, (await catalogs.tag.usage(db, [row.id])).get(row.id));

  async function assertFieldFree(slug: string, activity: number, selfId?: number) {
    const [taken] = await db
      .select({ id: companyFields.id })
      .from(companyFields)
      .where(
        and(
          eq(companyFields.slug, slug),
          eq(companyFields.activity, activity),
          selfId ? ne(companyFields.id, selfId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw fieldNameUsed();
  }
  async function assertTagFree(slug: string, selfId?: number) {
    const [taken] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.slug, slug), selfId ? ne(tags.id, selfId) : undefined))
      .limit(1);
    if (taken) throw tagNameUsed();
  }

  /**
   * Deletes one entry, or merges it into `mergeInto`, in one transaction. Both rows are locked
   * first (lower id first, so two crossing merges wait rather than deadlock): a job or company saved
   * meanwhile with the old entry waits, then fails its reference check, and never loses its link.
   */
  async function removeEntry(kind: CatalogKind, id: number, mergeInto: number | undefined) {
    const catalog = catalogs[kind];
    if (mergeInto === id) throw fieldError('merge_into', CatalogMessage.mergeSelf);
    return db.transaction(async (tx) => {
      const find = kind === 'field' ? findField : findTag;
      const order = mergeInto === undefined ? [id] : [id, mergeInto].sort((a, b) => a - b);
      const rows = new Map<number, FieldRow | TagRow>();
      for (const each of order) {
        try {
          rows.set(each, await find(each, tx, true));
        } catch (err) {
          // A missing merge target is the admin's choice to fix, not a missing page.
          if (each === mergeInto && err instanceof AppError && err.code === ErrorCode.NotFound)
            throw fieldError('merge_into', CatalogMessage.mergeMissing);
          throw err;
        }
      }
      let moved = { jobs: 0, companies: 0 };
      if (mergeInto === undefined) {
        const usage = usageOf((await catalog.usage(tx, [id])).get(id));
        if (usage.job_count + usage.company_count > 0)
          throw new AppError(ErrorCode.CatalogInUse, { message: inUseMessage(kind, usage) });
      } else {
        const source = rows.get(id) as FieldRow;
        const target = rows.get(mergeInto) as FieldRow;
        if (kind === 'field' && source.activity !== target.activity)
          throw fieldError('merge_into', CatalogMessage.mergeActivity);
        moved = await catalog.moveLinks(tx, id, mergeInto);
        // Jobs moved to another field are found by its name from now on.
        if (kind === 'field') await refreshSearchText(tx, { fieldId: mergeInto });
      }
      await tx.delete(catalog.table).where(eq(catalog.table.id, id));
      return {
        deleted: id,
        merged_into: mergeInto ?? null,
        moved_jobs: moved.jobs,
        moved_companies: moved.companies,
      };
    });
  }

  /** After a write to fields or tags has committed: every process reloads the lists it holds. */
  async function changed<T>(write: Promise<T>): Promise<T> {
    const out = await write;
    await app.referenceData.changed();
    return out;
  }

  const f = adminFieldEndpoints;
  const t = adminTagEndpoints;
  return [
    route(f.list, async ({ query }) => {
      const { items, total } = await listFields(db, query);
      const usage = await catalogs.field.usage(
        db,
        items.map((r) => r.id),
      );
      return toPage(
        items.map((r) => toField(r, usage.get(r.id))),
        total,
        query,
      );
    }),
    route(f.get, async ({ params }) => fieldOut(await findField(params.id))),
    route(f.create, async ({ body }) => {
      const slug = toSlug(body.name);
      await assertFieldFree(slug, body.activity);
      const [row] = await changed(
        withUniqueAnswers({ company_fields_slug_activity_key: fieldNameUsed }, () =>
          db.insert(companyFields).values({ name: body.name, slug, activity: body.activity }).returning(),
        ),
      );
      return fieldOut(row as FieldRow);
    }),
    route(f.update, async ({ params, body }) => {
      const before = await findField(params.id);
      const slug = toSlug(body.name);
      await assertFieldFree(slug, body.activity, params.id);
      const [row] = await changed(
        withUniqueAnswers({ company_fields_slug_activity_key: fieldNameUsed }, () =>
          db.transaction(async (tx) => {
            const updated = await tx
              .update(companyFields)
              .set({ name: body.name, slug, activity: body.activity })
              .where(eq(companyFields.id, params.id))
              .returning();
            // The field's name is in its jobs' search text (ADR 0024): rewritten with the rename.
            if (before.name !== body.name) await refreshSearchText(tx, { fieldId: params.id });
            return updated;
          }),
        ),
      );
      if (!row) throw new AppError(ErrorCode.NotFound);
      return fieldOut(row);
    }),
    route(f.remove, async ({ params, body }) => changed(removeEntry('field', params.id, body.merge_into))),

    route(t.list, async ({ query }) => {
      const { items, total } = await listTags(db, query);
      const usage = await catalogs.tag.usage(
        db,
        items.map((r) => r.id),
      );
      return toPage(
        items.map((r) => toTag(r, usage.get(r.id))),
        total,
        query,
      );
    }),
    route(t.get, async ({ params }) => tagOut(await findTag(params.id))),
    route(t.create, async ({ body }) => {
      const slug = toSlug(body.name);
      await assertTagFree(slug);
      const [row] = await changed(
        withUniqueAnswers({ tags_slug_unique: tagNameUsed }, () =>
          db.insert(tags).values({ name: body.name, slug, suggested: body.suggested }).returning(),
        ),
      );
      return tagOut(row as TagRow);
    }),
    route(t.update, async ({ params, body }) => {
      await findTag(params.id);
      const slug = toSlug(body.name);
      await assertTagFree(slug, params.id);
      const [row] = await changed(
        withUniqueAnswers({ tags_slug_unique: tagNameUsed }, () =>
          db
            .update(tags)
            .set({ name: body.name, slug, suggested: body.suggested })
            .where(eq(tags.id, params.id))
            .returning(),
        ),
      );
      if (!row) throw new AppError(ErrorCode.NotFound);
      return tagOut(row);
    }),
    route(t.remove, async ({ params, body }) => changed(removeEntry('tag', params.id, body.merge_into))),
  ];
}
