import fc from 'fast-check';
import { DEMO } from '../helpers.ts';
import { futureDate } from './jobs.ts';

/** Generators of the fuzz suite (apps/api/test/fuzz.test.ts): hostile values and schema-shaped ones. */

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\r\n\t\b\f\v',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff',
  '😀👩‍👩‍👧‍👦',
  'Nguyễn Văn Ánh Dương',
  'e\u0301\u0302\u0303',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%ff%uD800',
  '../../../etc/passwd',
  '0x7fffffff',
  '1e309',
  '-1',
  '9'.repeat(400),
  'NaN',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e-300,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e308,
];

export const controlString = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
});

/** Up to ~240k bytes (the body limit is 1 MiB): long fields, long words, long lines. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'ệ', '\u0000', '<b>', '0', '😀', ' ', '%', '\\'),
    fc.integer({ min: 300, max: 60_000 }),
  )
  .map(([unit, n]) => unit.repeat(n));

export function nest(depth: number, leaf: unknown, asObject: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  // fast-check's own printing of a counterexample recurses: describe the value instead.
  Object.defineProperty(v, fc.toStringMethod, {
    value: () => `<${depth} nested ${asObject ? 'objects' : 'arrays'}>`,
  });
  return v;
}
export const deep = fc
  .tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean(), fc.constantFrom<unknown>('x', 1, null, '\u0000'))
  .map(([d, asObject, leaf]) => nest(d, leaf, asObject));

/** Bodies nested deeper than a client's JSON.stringify manages (the body limit allows ~200k levels). */
export const deepRaw = fc
  .tuple(fc.integer({ min: 1000, max: 150_000 }), fc.boolean(), fc.constantFrom('1', '"\\u0000"', 'null'))
  .map(([d, asObject, leaf]) =>
    asObject ? '{"a":'.repeat(d) + leaf + '}'.repeat(d) : '['.repeat(d) + leaf + ']'.repeat(d),
  )
  .map((raw) => {
    const input = { raw };
    Object.defineProperty(input, fc.toStringMethod, {
      value: () => `{ raw: <${raw.length} characters of nesting> }`,
    });
    return input;
  });

/** Any JSON value a hostile client could send, including ones built to break parsers and SQL. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  controlString,
  hugeString,
  deep,
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true }),
  fc.array(fc.constantFrom(...NASTY_STRINGS), { maxLength: 200 }),
  fc.double(),
  fc.bigInt().map((b) => b.toString()),
  fc.constantFrom<unknown>(null, true, false, {}, [], [[]], { length: 1e9 }),
);

/** Strings only: they pass type checks and reach the handler and the database. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', minLength: 1 }),
  controlString,
  hugeString,
  fc
    .constantFrom('Nguyễn\u0000Văn', 'Ha\u0000 Noi', 'a\ud800b', '\u0000<p>x</p>', 'x'.repeat(256))
    .map(String),
);

/** Values that pass the common rules when a field name says what it holds. */
export function plausibleString(key: string, ids: Ids): fc.Arbitrary<string> {
  const k = key.toLowerCase();
  if (k.includes('email')) return fc.oneof(fc.emailAddress(), fc.constantFrom(DEMO.employee, DEMO.company));
  if (k.includes('phone')) return fc.stringMatching(/^0[35789][0-9]{8}$/);
  if (k.includes('password')) return fc.constantFrom('Abc@12345', 'Xyz#98765', 'Demo@123');
  if (k.includes('date') || k === 'deadline' || k === 'birthday')
    return fc.constantFrom(futureDate(30), futureDate(400), '2000-01-31', '2024-02-30', '31/12/2024');
  if (k === 'nation_code') return fc.constantFrom('JP', 'KR', 'VN', 'TW', 'XX');
  if (k.endsWith('province_code')) return fc.constantFrom('01', '79', '999999');
  if (k.endsWith('ward_code')) return fc.constantFrom('00004', '26734', '1');
  if (k === 'tax_code') return fc.constantFrom('0123456789', '0123456789-001');
  if (k === 'code') return fc.stringMatching(/^[0-9]{6}$/);
  if (k.includes('url') || k === 'website') return fc.webUrl();
  if (k === 'username') return fc.stringMatching(/^[a-z][a-z0-9._-]{7,20}$/);
  if (k.endsWith('_id') || k.endsWith('_ids') || k === 'id')
    return fc.constantFrom(...ids.all.map(String), '1', '999999999');
  if (k === 'page' || k === 'limit') return fc.constantFrom('1', '2', '100', '101', '0');
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('Nguyễn Văn An', '<p>Mô tả <b>công việc</b></p>'),
  );
}

export type Z = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The schema a pipe checks: its output side after a preprocess (`transform`) or an `unknown` gate. */
export function pipeTarget(def: Z['_zod']['def']): Z {
  const from = (def.in as Z)._zod.def.type;
  return (from === 'transform' || from === 'unknown' ? def.out : def.in) as Z;
}

/**
 * A value the schema would plausibly accept (enums, literals, numbers in range, strings by field
 * name): the fuzz then breaks one field at a time, so the handler behind validation runs too.
 */
export function plausible(schema: Z, key: string, ids: Ids, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
      return fc.oneof(
        { weight: 4, arbitrary: plausible(def.innerType as Z, key, ids, depth + 1) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'pipe': {
      const inner = pipeTarget(def);
      return plausible(inner, key, ids, depth + 1);
    }
    case 'object': {
      const shape = def.shape as Record<string, Z>;
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(shape)) rec[k] = plausible(s, k, ids, depth + 1);
      return fc.record(rec);
    }
    case 'array':
      return fc.array(plausible(def.element as Z, key, ids, depth + 1), { maxLength: 4 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as Z[]).map((o) => plausible(o, key, ids, depth + 1)));
    case 'number':
      return key.endsWith('_id') || key === 'id'
        ? fc.constantFrom(...ids.all)
        : fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1000, max: 2_000_000_000 }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausibleString(key, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Keys of an object schema (through optional, default and preprocess wrappers). */
export function objectKeys(schema: Z): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') {
    const inner = pipeTarget(def);
    return objectKeys(inner);
  }
  if (def.innerType) return objectKeys(def.innerType as Z);
  return [];
}

/** Fields of an object schema that hold a file (or a list of files): an object of name, size, mimeType. */
export function fileFields(schema: Z): string[] {
  const unwrap = (z: Z, depth = 0): Z => {
    const def = z._zod.def;
    if (depth > 8) return z;
    if (def.type === 'pipe') return unwrap(pipeTarget(def), depth + 1);
    if (def.type === 'array') return unwrap(def.element as Z, depth + 1);
    if (def.innerType) return unwrap(def.innerType as Z, depth + 1);
    return z;
  };
  let root = unwrap(schema);
  if (root._zod.def.type !== 'object') root = schema;
  const shape = (root._zod.def.shape ?? {}) as Record<string, Z>;
  return Object.entries(shape)
    .filter(([, s]) => {
      const inner = unwrap(s)._zod.def;
      const keys = inner.type === 'object' ? Object.keys(inner.shape as object) : [];
      return ['name', 'size', 'mimeType'].every((k) => keys.includes(k));
    })
    .map(([k]) => k);
}

/** For a query string or form: strings, or lists of strings (a repeated name). */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
export function toFormFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null) return [['q', asText(value)]];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.push([k, asText(item)]);
    else out.push([k, asText(v)]);
  }
  return out;
}

/** Schema-shaped input with some fields (possibly all) replaced by hostile values. */
export function shaped(schema: Z, ids: Ids): fc.Arbitrary<unknown> {
  const keys = objectKeys(schema);
  const base = plausible(schema, '', ids);
  if (keys.length === 0) return base;
  return fc
    .tuple(
      base,
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 0, maxLength: Math.min(3, keys.length) }),
      fc.array(nasty, { minLength: 3, maxLength: 3 }),
      fc.option(fc.tuple(fc.string(), nasty), { nil: undefined }),
    )
    .map(([b, broken, values, extra]) => {
      const obj: Record<string, unknown> = { ...(b as object) };
      broken.forEach((k, i) => {
        obj[k] = values[i];
      });
      if (extra) obj[extra[0]] = extra[1];
      return obj;
    });
}

// ---------------------------------------------------------------------------------------------
// Requests and the invariant

export interface Ids {
  all: number[];
  params: (path: string) => Record<string, string>;
  /** A body each endpoint accepts past validation (its handler runs), by endpoint name. */
  valid: Record<string, () => Record<string, unknown>>;
}
