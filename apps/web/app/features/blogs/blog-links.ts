import { NEWS_LIST_PATH } from '@app/contract/client';

/** What the news list shows, read from its URL (`?search&category&tag&page`). */
export interface NewsFilters {
  search: string;
  category: string;
  tag: string;
  page: number;
}

export const NEWS_PAGE_SIZE = 10;

export function readNewsFilters(params: URLSearchParams): NewsFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    category: params.get('category') ?? '',
    tag: (params.get('tag') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list's URL for these filters (empty ones and page 1 left out), with changes applied. */
export function newsHref(f: NewsFilters, change: Partial<NewsFilters> = {}): string {
  const next = { ...f, ...change };
  const qs = new URLSearchParams();
  if (next.search) qs.set('search', next.search);
  if (next.category) qs.set('category', next.category);
  if (next.tag) qs.set('tag', next.tag);
  if (next.page > 1) qs.set('page', String(next.page));
  const s = qs.toString();
  return s ? `${NEWS_LIST_PATH}?${s}` : NEWS_LIST_PATH;
}

export const tagHref = (tag: string) => newsHref({ search: '', category: '', tag, page: 1 });
export const categoryHref = (category: string) => newsHref({ search: '', category, tag: '', page: 1 });

/** Share links that work without any script of the networks (plain URLs). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
