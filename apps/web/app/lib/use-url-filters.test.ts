import { describe, expect, it } from 'vitest';
import { hrefWith } from './use-url-filters.ts';

describe('hrefWith', () => {
  it('sets or removes one key, keeps the others, and goes back to page 1 without the flash', () => {
    const params = new URLSearchParams('status=reviewing&page=3&ok=status&search=le+van');
    expect(hrefWith(params, 'job_id', '7')).toBe('?status=reviewing&search=le+van&job_id=7');
    expect(hrefWith(params, 'status', null)).toBe('?search=le+van');
    expect(hrefWith(new URLSearchParams('company_id=4&page=2'), 'company_id', null)).toBe('?');
    // The given params are not changed.
    expect(params.get('page')).toBe('3');
  });
});
