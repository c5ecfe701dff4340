import { describe, expect, it } from 'vitest';
import { isUnbuiltPage, UNBUILT_PAGES } from './unbuilt-pages.ts';

describe('isUnbuiltPage', () => {
  it('matches an unbuilt page, its sub-pages and a trailing slash', () => {
    const pages = ['/currency-exchange', '/admin/customers'];
    expect(isUnbuiltPage('/currency-exchange', pages)).toBe(true);
    expect(isUnbuiltPage('/currency-exchange/vnd', pages)).toBe(true);
    expect(isUnbuiltPage('/currency-exchange/', pages)).toBe(true);
    expect(isUnbuiltPage('/admin/customers/edit', pages)).toBe(true);
  });
  it('does not match a page that only starts with the same letters, or a built page', () => {
    expect(isUnbuiltPage('/currency-exchangex', ['/currency-exchange'])).toBe(false);
    expect(isUnbuiltPage('/admin/customers')).toBe(false);
    expect(isUnbuiltPage('/admin/users')).toBe(false);
    expect(isUnbuiltPage('/currency-exchange')).toBe(false);
    expect(isUnbuiltPage('/')).toBe(false);
  });
  it('lists only paths of the spec (absolute, no trailing slash)', () => {
    for (const page of UNBUILT_PAGES) expect(page).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  });
});
