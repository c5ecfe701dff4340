import { describe, expect, it } from 'vitest';
import { toJsonValue } from './json-value.ts';

/** The direct calls' answers must be what a client parses from the API's JSON (lib/direct-api.ts). */
describe('toJsonValue', () => {
  const cases: [string, unknown][] = [
    ['dates', { at: new Date('2026-11-29T04:00:00.123Z'), list: [new Date(0)] }],
    ['undefined in objects and arrays', { a: undefined, b: [undefined, 1], c: () => 1 }],
    [
      'non-finite numbers',
      { n: Number.NaN, i: Number.POSITIVE_INFINITY, z: -0, x: [Number.NEGATIVE_INFINITY] },
    ],
    [
      'toJSON with its key',
      { k: { toJSON: (key: string) => `key:${key}` }, a: [{ toJSON: (key: string) => key }] },
    ],
    ['boxed primitives', { s: Object('x'), n: Object(2), b: Object(false) }],
    ['nested nulls and empties', { a: null, b: {}, c: [], d: [[null]] }],
    ['a map, a set and a symbol key', { m: new Map([[1, 2]]), s: new Set([1]), [Symbol('x')]: 1 }],
    ['a "__proto__" key', JSON.parse('{"__proto__": {"polluted": 1}, "ok": true}')],
    ['top-level values', [1, 'a', true, null]],
  ];
  for (const [name, value] of cases) {
    it(`equals JSON.parse(JSON.stringify(·)) for ${name}`, () => {
      const expected = JSON.parse(JSON.stringify(value));
      const got = toJsonValue(value);
      expect(got).toStrictEqual(expected);
      expect(Object.keys(got as object)).toEqual(Object.keys(expected));
    });
  }

  it('gives undefined where JSON.stringify gives nothing, and throws on a bigint as it does', () => {
    expect(toJsonValue(undefined)).toBeUndefined();
    expect(() => toJsonValue({ n: 1n })).toThrow(TypeError);
  });
});
