import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage.tsx';

/** The heading and the line under it, as a reader (or a screen reader) meets them. */
function headingAndSecondLine(error: unknown) {
  const html = renderToStaticMarkup(createElement(ErrorPage, { error }));
  const match = /<h1[^>]*>([^<]*)<\/h1><p[^>]*?(?: lang="(\w+)")?>([^<]*)<\/p>/.exec(html);
  if (!match) throw new Error(`no heading and second line in ${html}`);
  return { heading: match[1], lang: match[2], second: match[3] };
}

describe('error pages speak Vietnamese first (issue 19)', () => {
  it('404: Vietnamese heading, the spec’s “This page could not be found” as the English second line', () => {
    expect(headingAndSecondLine(new ErrorResponse(404, 'Not Found', null))).toEqual({
      heading: 'Không tìm thấy trang',
      lang: 'en',
      second: 'This page could not be found',
    });
  });

  it('403: Vietnamese heading, then “Forbidden – access denied”', () => {
    expect(headingAndSecondLine(new ErrorResponse(403, 'Forbidden', null))).toEqual({
      heading: 'Không có quyền truy cập',
      lang: 'en',
      second: 'Forbidden – access denied',
    });
  });

  it('429: Vietnamese heading, then the English words, and the Vietnamese advice to retry', () => {
    const error = new ErrorResponse(429, 'Too Many Requests', null);
    expect(headingAndSecondLine(error)).toEqual({
      heading: 'Quá nhiều yêu cầu',
      lang: 'en',
      second: 'Too Many Requests – please try again in a few minutes',
    });
    expect(renderToStaticMarkup(createElement(ErrorPage, { error }))).toContain('thử lại sau vài phút');
  });

  it('500: all Vietnamese (the spec gives the generic message in Vietnamese)', () => {
    expect(headingAndSecondLine(new Error('boom'))).toEqual({
      heading: 'Lỗi máy chủ',
      lang: undefined,
      second: 'Đã xảy ra lỗi trong quá trình thực hiện',
    });
  });
});
