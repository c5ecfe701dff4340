/**
 * Values the server's render needs but the browser does not, held against an object of the
 * route's loader data (a WeakMap: not a property of the data, so never serialised into the page,
 * and gone with the request). In the browser nothing is held: `get` answers undefined, and the
 * component keeps or reads back what the server rendered (issue 31: light HTML).
 */
export function renderOnly<K extends object, V>() {
  const held = new WeakMap<K, V>();
  return {
    hold(key: K, value: V) {
      held.set(key, value);
    },
    get(key: K): V | undefined {
      return held.get(key);
    },
  };
}
