/**
 * The value `JSON.parse(JSON.stringify(value))` gives, without writing and reading the text: what
 * an API client gets from an answer, for callers in this process (lib/direct-api.ts). Same rules
 * as JSON.stringify: `toJSON` is called (Dates become ISO strings), `undefined`, functions and
 * symbols are left out of objects and become null in arrays, non-finite numbers become null, -0 is 0.
 * Bigints throw, as they do there.
 */
export function toJsonValue(value: unknown, key = ''): unknown {
  let v = value;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
    v = (v as { toJSON(key: string): unknown }).toJSON(key);
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      // -0 is written as 0.
      return Number.isFinite(v) ? v + 0 : null;
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object': {
      if (v === null) return null;
      // Boxed primitives are written as their value.
      if (v instanceof Number || v instanceof String || v instanceof Boolean) return toJsonValue(v.valueOf());
      if (Array.isArray(v)) {
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i += 1) {
          const item = toJsonValue(v[i], String(i));
          out[i] = item === undefined ? null : item;
        }
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v)) {
        const item = toJsonValue((v as Record<string, unknown>)[k], k);
        if (item === undefined) continue;
        // JSON.parse makes "__proto__" an own key; an assignment would set the prototype instead.
        if (k === '__proto__')
          Object.defineProperty(out, k, {
            value: item,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        else out[k] = item;
      }
      return out;
    }
    default:
      // undefined, functions, symbols
      return undefined;
  }
}
