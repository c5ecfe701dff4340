import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirects.ts';

const HOME = '/home';

/** Where a browser would go with `location` as the Location header of a page on `origin`. */
const followed = (location: string, origin = 'https://viecxa.example') =>
  new URL(location, `${origin}/dang-nhap`);

describe('sameSitePath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(sameSitePath('/admin/dashboard?x=1', HOME)).toBe('/admin/dashboard?x=1');
    expect(sameSitePath('/user/saved-job?tab=2#top', HOME)).toBe('/user/saved-job?tab=2#top');
    expect(sameSitePath('/', HOME)).toBe('/');
    // Already encoded values are not encoded twice.
    expect(sameSitePath('/danh-sach?search=%C4%91i%E1%BB%87n', HOME)).toBe(
      '/danh-sach?search=%C4%91i%E1%BB%87n',
    );
  });

  it('percent-encodes non-ASCII paths, queries and fragments (a valid header, the same page)', () => {
    const out = sameSitePath('/việc-làm?q=điện tử#mục', HOME);
    expect(out).toBe('/vi%E1%BB%87c-l%C3%A0m?q=%C4%91i%E1%BB%87n%20t%E1%BB%AD#m%E1%BB%A5c');
    expect(out).toMatch(/^[\x21-\x7e]+$/);
    const url = followed(out);
    expect(decodeURIComponent(url.pathname)).toBe('/việc-làm');
    expect(url.searchParams.get('q')).toBe('điện tử');
    // The browser's own encoding of the same link is the same string.
    expect(out).toBe(
      `${followed('/việc-làm?q=điện tử#mục').pathname}?q=%C4%91i%E1%BB%87n%20t%E1%BB%AD#m%E1%BB%A5c`,
    );
  });

  it('refuses other hosts however they are written', () => {
    for (const bad of [
      'https://evil.example',
      'http://evil.example/x',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '\u0001//evil.example',
      '//evil.example\u0000',
      '/./\\evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'evil.example',
      '',
      null,
      undefined,
      42,
    ]) {
      const out = sameSitePath(bad, HOME);
      expect(out, JSON.stringify(bad)).toBe(HOME);
    }
  });

  it('refuses NUL, other controls and backslashes inside a path', () => {
    for (const bad of ['/a\u0000b', '/a\u0007b', '/a\u007fb', '/a\\b', '/a?x=\\']) {
      expect(sameSitePath(bad, HOME), JSON.stringify(bad)).toBe(HOME);
    }
  });

  it('reads the value as a browser does: dropped characters are dropped, never sent on', () => {
    expect(sameSitePath('/user\n/profile', HOME)).toBe('/user/profile');
    expect(sameSitePath('  /user/profile \u0001', HOME)).toBe('/user/profile');
    expect(sameSitePath('/a\r\nSet-Cookie: x=1', HOME)).toBe('/aSet-Cookie:%20x=1');
  });

  it('whatever the input, the answer is a same-site path and a valid header value', () => {
    const samples = [
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      '/x"<script>',
      "/x'y",
      '/ú?ö=ü#ä',
      '/\u{1F600}',
    ];
    for (const s of samples) {
      const out = sameSitePath(s, HOME);
      expect(out, s).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(followed(out).origin, s).toBe('https://viecxa.example');
    }
  });

  it('with the own origin, takes an absolute URL of the site as its path', () => {
    const own = 'https://viecxa.example';
    expect(sameSitePath('https://viecxa.example/user/profile?a=1#b', '/', own)).toBe('/user/profile?a=1#b');
    expect(sameSitePath('https://viecxa.example', '/', own)).toBe('/');
    expect(sameSitePath('/tin-tuc?page=2', '/', own)).toBe('/tin-tuc?page=2');
    for (const bad of [
      'https://viecxa.example.evil.example/x',
      'http://viecxa.example/x',
      'https://viecxa.example//evil.example',
      'https://viecxa.example/\\evil.example',
      'https://evil.example@viecxa.example.evil/x',
      'not a url',
    ]) {
      expect(sameSitePath(bad, '/', own), bad).toBe('/');
    }
    // Without it, absolute URLs are refused even on the site's own origin.
    expect(sameSitePath('https://viecxa.example/user/profile', '/')).toBe('/');
  });
});
