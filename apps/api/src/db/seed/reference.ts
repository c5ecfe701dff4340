import { eq } from 'drizzle-orm';
import {
  COMPANY_FIELDS,
  EQUIPMENTS,
  loadLegacyDistricts,
  loadLegacyProvinces,
  loadLegacyWards,
  loadNations,
  loadProvinces2025,
  loadWardMappings,
  loadWards2025,
  SKILLS,
  TAGS,
  WORKS,
} from '../../modules/catalog/reference-data/index.ts';
import type { Db } from '../client.ts';
import {
  companyFields,
  equipments,
  legacyDistricts,
  legacyProvinces,
  legacyWards,
  nations,
  provinces,
  skills,
  tags,
  wardMappings,
  wards,
  works,
} from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL takes at most 65,535 bind parameters a statement; 1,000 rows stay far below. */
async function insertChunked<T extends object>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: readonly T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 1000) as never)
      .onConflictDoNothing();
  }
}

async function hasRows(tx: Tx, table: typeof companyFields | typeof tags): Promise<boolean> {
  const [row] = await tx.select({ id: table.id }).from(table).limit(1);
  return Boolean(row);
}

/**
 * Reference data from npm packages and Node's ICU (DOMAIN.md), idempotent: existing rows are kept,
 * missing ones added. One transaction, so a failure leaves nothing half-loaded.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const legacyWardRows = loadLegacyWards().map(({ provinceCode: _p, ...w }) => w);
  await db.transaction(async (tx) => {
    await insertChunked(tx, nations, loadNations());
    await insertChunked(tx, provinces, loadProvinces2025());
    await insertChunked(tx, wards, loadWards2025());
    await insertChunked(tx, legacyProvinces, loadLegacyProvinces());
    await insertChunked(tx, legacyDistricts, loadLegacyDistricts());
    await insertChunked(tx, legacyWards, legacyWardRows);
    await insertChunked(tx, wardMappings, loadWardMappings());
    await insertChunked(tx, skills, SKILLS);
    // Fields and tags are the admin's once loaded (/admin/fields, /admin/tags): a top-up must not
    // bring back an entry the admin deleted or merged into another, so they load only when empty.
    if (!(await hasRows(tx, companyFields))) await insertChunked(tx, companyFields, COMPANY_FIELDS);
    if (!(await hasRows(tx, tags))) await insertChunked(tx, tags, TAGS);
    await insertChunked(tx, equipments, EQUIPMENTS);
    for (const group of WORKS) {
      const { children, ...row } = group;
      await tx.insert(works).values(row).onConflictDoNothing();
      const [parent] = await tx.select({ id: works.id }).from(works).where(eq(works.slug, group.slug));
      if (!parent) throw new Error(`work group ${group.slug} missing`);
      await insertChunked(
        tx,
        works,
        children.map((c) => ({ ...c, workId: parent.id })),
      );
    }
  });
}
