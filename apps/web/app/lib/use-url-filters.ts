import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the URL query: the search box's own state (applied on submit), `apply` for a
 * select that applies at once, `filtered` when any of `keys` is set. Any change goes back to page 1.
 */
export function useUrlFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const apply = (key: string, value: string | null) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      p.delete('page');
      return p;
    });
  const filtered = keys.some((k) => params.get(k));
  return { params, search, setSearch, apply, filtered };
}

/** A link to the current query with `key` set (or removed), back to page 1, without a flash `ok`. */
export function hrefWith(params: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  next.delete('ok');
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}
