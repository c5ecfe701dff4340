import { type Placeholder, sql } from 'drizzle-orm';

/**
 * Queries built once per shape (docs/performance.md "Cheap server"). A query whose values are bound
 * as placeholders has a text that depends only on its shape (which filters, how many values in each
 * list, which sort); the Drizzle query object of each shape is built and prepared once per database
 * and then only executed with the values: no query building, no SQL rendering per request, and on
 * PostgreSQL a named statement, parsed and planned once per connection (PostgreSQL keeps a generic
 * plan once it costs no more than the custom ones), unless asked to plan per call.
 */

/** The values of one query, each bound as a named placeholder; the names in order are its shape. */
export class Params {
  readonly values: Record<string, unknown> = {};
  readonly #names: string[] = [];

  /** One value. A name used twice must carry the same value (it is one parameter's name). */
  one(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    this.#names.push(name);
    return sql.placeholder(name);
  }

  /** A list (`IN (…)`): one placeholder per value, so the shape says how many there are. */
  list(name: string, values: readonly unknown[]): Placeholder[] {
    return values.map((value, i) => this.one(`${name}_${i}`, value));
  }

  get shape(): string {
    return this.#names.join(',');
  }
}

interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
interface Preparable<T> extends Executable<T> {
  prepare(name: string): Executable<T>;
}

/**
 * Shapes prepared per database. Past this, a shape is built per request (still correct, as before):
 * the filter combinations people use are far fewer, and named statements stay bounded per connection.
 */
export const MAX_PREPARED_SHAPES = 400;

const byDatabase = new WeakMap<object, Map<string, Executable<unknown>>>();
let statements = 0;

/**
 * Executes the query of shape `key` with `values`: the one prepared for that shape on `db`, or the
 * one `build` makes (prepared and kept, while fewer than MAX_PREPARED_SHAPES are). `build` must
 * bind every value as a placeholder of `values` (Params), so the kept query serves any values.
 *
 * `plan`: `'kept'` runs it as a named statement (planned once per connection; PostgreSQL may keep a
 * generic plan); `'per-call'` as an unnamed one, planned for its values every time. Use per-call
 * when the best plan depends on the values: a keyword's words (a generic plan of
 * `search_words @@ $1` guesses the words' frequency and walked the wrong index: 50 ms instead of
 * 11 ms per keyword search at 100k jobs).
 */
export function runShaped<T>(
  db: object,
  key: string,
  values: Record<string, unknown>,
  build: () => Preparable<T>,
  plan: 'kept' | 'per-call' = 'kept',
): Promise<T> {
  let shapes = byDatabase.get(db);
  if (!shapes) {
    shapes = new Map();
    byDatabase.set(db, shapes);
  }
  const kept = shapes.get(key) as Executable<T> | undefined;
  if (kept) return kept.execute(values);
  const query = build();
  if (shapes.size >= MAX_PREPARED_SHAPES) return query.execute(values);
  statements += 1;
  // node-postgres sends a query named '' as the unnamed statement: parsed and planned per call.
  const prepared = query.prepare(plan === 'kept' ? `vx_shape_${statements}` : '');
  shapes.set(key, prepared as Executable<unknown>);
  return prepared.execute(values);
}
