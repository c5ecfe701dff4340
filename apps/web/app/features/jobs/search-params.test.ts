import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  filterSearch,
  isIndexable,
  readFilters,
  searchFromForm,
  tidySearch,
} from './search-params.ts';

const read = (qs: string) => readFilters(new URLSearchParams(qs));

describe('job list URL', () => {
  it('reads repeated and comma-separated lists, trims values, defaults the sort and page', () => {
    const f = read('search=  ky  su &nation=KR&nation=JP,KR&kind=&page=abc&age=25');
    expect(f.search).toBe('ky su');
    expect(f.nation).toEqual(['KR', 'JP']);
    expect(f.kind).toEqual([]);
    // A keyword and no order chosen: the most relevant first (issue 19); no keyword: the newest.
    expect(f.sort).toBe('phu-hop-nhat');
    expect(read('nation=KR').sort).toBe('moi-nhat');
    expect(f.page).toBe(1);
    expect(f.age).toBe('25');
  });

  it('writes one URL per state: fixed key order, sorted lists, defaults left out', () => {
    expect(filterSearch(read('page=1&sort=moi-nhat&kind='))).toBe('');
    expect(filterSearch(read('nation=KR&nation=JP&kind=labor_export&sort=luong-cao-nhat&page=3'))).toBe(
      '?kind=labor_export&nation=JP&nation=KR&sort=luong-cao-nhat&page=3',
    );
    expect(filterSearch(read('nation=JP&page=4'), { page: 1 })).toBe('?nation=JP');
  });

  it('tidies a form submission without JavaScript and keeps tracking parameters apart', () => {
    const submitted = new URLSearchParams(
      'search=dieu+duong&kind=labor_export&province=&work=&salary_min=&age=&sort=moi-nhat&utm_source=zalo',
    );
    // "Mới nhất" with a keyword is a chosen order (the default there is relevance): it stays.
    expect(tidySearch(submitted)).toBe('?search=dieu+duong&kind=labor_export&sort=moi-nhat&utm_source=zalo');
    submitted.delete('sort');
    expect(tidySearch(submitted)).toBe('?search=dieu+duong&kind=labor_export&utm_source=zalo');
    expect(filterSearch(read('search=xkld&sort=phu-hop-nhat'))).toBe('?search=xkld');
    expect(tidySearch(new URLSearchParams('utm_source=zalo'))).toBe('?utm_source=zalo');
    expect(tidySearch(new URLSearchParams(''))).toBe('');
    // A tidy URL is its own tidy form (no redirect loop).
    const tidy = tidySearch(submitted);
    expect(tidySearch(new URLSearchParams(tidy))).toBe(tidy);
  });

  it('sends every filter to the API under its contract name', () => {
    expect(apiQuery(read('nation=JP&nation=KR&salary_min=10000000&education=high_school&page=2'))).toEqual({
      page: 2,
      limit: 20,
      sort: 'moi-nhat',
      nation: ['JP', 'KR'],
      salary_min: '10000000',
      education: 'high_school',
    });
  });

  it('counts active filters (a salary range counts once)', () => {
    expect(activeFilterCount(read('search=x&sort=luong-cao-nhat&page=2'))).toBe(0);
    expect(activeFilterCount(read('nation=JP&nation=KR&salary_min=1&salary_max=2&gender=male'))).toBe(4);
    expect(activeFilterCount(read('salary_max=2'))).toBe(1);
  });

  it('indexes the plain list and simple category pages only', () => {
    expect(isIndexable(read(''))).toBe(true);
    expect(isIndexable(read('kind=labor_export&nation=JP'))).toBe(true);
    expect(isIndexable(read('kind=labor_export&nation=JP&page=2'))).toBe(true);
    expect(isIndexable(read('search=han'))).toBe(false);
    expect(isIndexable(read('nation=JP&nation=KR'))).toBe(false);
    expect(isIndexable(read('kind=labor_export&nation=JP&work=3'))).toBe(false);
    expect(isIndexable(read('age=25'))).toBe(false);
    expect(isIndexable(read('sort=luong-cao-nhat'))).toBe(false);
  });

  it('builds the query from a submitted form without its empty fields', () => {
    const form = new FormData();
    form.append('search', ' han ');
    form.append('province', '');
    form.append('nation', 'KR');
    form.append('nation', 'JP');
    form.append('sort', 'phu-hop-nhat');
    expect(searchFromForm(form)).toBe('?search=han&nation=JP&nation=KR');
  });
});
