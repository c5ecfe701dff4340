import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.ts';

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/admin/dashboard?x=1', '/')).toBe('/admin/dashboard?x=1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad, '/home')).toBe('/home');
    }
    expect(safeRedirect('/dang-nhap?redirect=/x', '/user/dashboard')).toBe('/user/dashboard');
  });
});
