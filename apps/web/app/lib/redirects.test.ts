import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.ts';

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/admin/dashboard?x=1', '/')).toBe('/admin/dashboard?x=1');
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
      '/a\u0000',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad, '/home'), JSON.stringify(bad)).toBe('/home');
    }
  });

  it('answers a valid Location value for non-ASCII and CR/LF input', () => {
    expect(safeRedirect('/việc-làm?q=điện', '/')).toBe('/vi%E1%BB%87c-l%C3%A0m?q=%C4%91i%E1%BB%87n');
    expect(safeRedirect('/user/profile\r\nSet-Cookie: a=1', '/')).toBe('/user/profileSet-Cookie:%20a=1');
    // Headers() refuses CR/LF and Node's response refuses characters past U+00FF: both were a 500.
    for (const value of ['/việc-làm', '/a\r\nb', '/\n', '/ű?ő=€']) {
      const location = safeRedirect(value, '/');
      expect(location, value).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ location })).not.toThrow();
    }
  });

  it('never goes back to the login form or to logout', () => {
    for (const loop of ['/dang-nhap?redirect=/x', '/dang-nhap', '/DANG-NHAP', '/dang-xuat', '/dang-nhap/']) {
      expect(safeRedirect(loop, '/user/dashboard'), loop).toBe('/user/dashboard');
    }
    expect(safeRedirect('/dang-nhapx', '/')).toBe('/dang-nhapx');
  });
});
