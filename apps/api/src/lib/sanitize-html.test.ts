import { describe, expect, it } from 'vitest';
import {
  editorImageKeys,
  isRichTextEmpty,
  LINK_REL,
  richTextToPlain,
  sanitizeRichText,
} from './sanitize-html.ts';

const HEX = 'ab12'.repeat(8);
const OWN = `/api/files/editor-image/${HEX}.png`;
const clean = sanitizeRichText;

describe('sanitizeRichText keeps what the editor produces', () => {
  it('keeps text formatting, headings h2–h4, lists, quotes, rules and code', () => {
    const html =
      '<h2>Mô tả</h2><h3>Yêu cầu</h3><h4>Quyền lợi</h4>' +
      '<p><strong>Đậm</strong> <em>nghiêng</em> <u>gạch chân</u> <s>gạch ngang</s> <code>x</code><br>dòng</p>' +
      '<ul><li><p>một</p></li></ul><ol start="3"><li><p>ba</p></li></ol>' +
      '<blockquote><p>trích</p></blockquote><hr><pre><code class="language-js">a &lt; b</code></pre>';
    // Void elements come back self-closed.
    expect(clean(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('keeps text-align and nothing else of style', () => {
    expect(clean('<p style="text-align: center">a</p>')).toBe('<p style="text-align:center">a</p>');
    expect(clean('<h3 style="text-align:right;color:red;background:url(javascript:alert(1))">a</h3>')).toBe(
      '<h3 style="text-align:right">a</h3>',
    );
    expect(clean('<p style="text-align: expression(alert(1))">a</p>')).toBe('<p>a</p>');
    expect(clean('<p style="position:fixed;top:0">a</p>')).toBe('<p>a</p>');
  });

  it('links open in a new tab with rel noopener noreferrer nofollow, whatever was sent', () => {
    expect(clean('<a href="https://viecxa.vn/x" target="_self" rel="opener">a</a>')).toBe(
      `<a href="https://viecxa.vn/x" target="_blank" rel="${LINK_REL}">a</a>`,
    );
    expect(clean('<a href="mailto:hr@viecxa.vn">mail</a>')).toBe(
      `<a href="mailto:hr@viecxa.vn" target="_blank" rel="${LINK_REL}">mail</a>`,
    );
    expect(clean('<a href="viecxa.vn/viec-lam">x</a>')).toBe(
      `<a href="https://viecxa.vn/viec-lam" target="_blank" rel="${LINK_REL}">x</a>`,
    );
  });

  it('keeps our editor images with alt, title and numeric sizes, and no image of another origin', () => {
    expect(clean(`<img src="${OWN}" alt="Ảnh" title="t" width="300" height="abc">`)).toBe(
      `<img src="${OWN}" alt="Ảnh" title="t" width="300" />`,
    );
    // The pages' CSP allows images from this origin only (img-src 'self' data: blob:).
    expect(clean('<p><img src="https://cdn.example.com/a.jpg">x</p>')).toBe('<p>x</p>');
    expect(clean(`<p><img src="https://viecxa.vn${OWN}">x</p>`)).toBe('<p>x</p>');
  });

  it('maps tags the editor would normalise (h1, h5, b, i, del)', () => {
    expect(clean('<h1>a</h1><h6>b</h6><b>c</b><i>d</i><del>e</del>')).toBe(
      '<h2>a</h2><h4>b</h4><strong>c</strong><em>d</em><s>e</s>',
    );
  });
});

describe('sanitizeRichText removes hostile input', () => {
  const vectors: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [`<img src="${OWN}" onerror="alert(1)">`, `<img src="${OWN}" />`],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href="  javascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="//evil.example/x">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['<img src="http://insecure.example/a.png">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="/api/files/business-license/0123456789abcdef0123456789abcdef.pdf">', ''],
    ['<img srcset="https://a.example/x.png 1x" src="x">', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<svg onload=alert(1)><script>alert(1)</script><text>t</text></svg>', ''],
    [
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '',
    ],
    ['<style>p{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
    ['<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<form action="https://evil.example"><input name="p"><button>Gửi</button></form>', 'Gửi'],
    [
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
      '',
    ],
    ['<p class="x" id="y" data-x="1" data-uploading="">ok</p>', '<p>ok</p>'],
    ['<div><span style="color:red">ok</span></div>', 'ok'],
    ['<table><tr><td>cell</td></tr></table>', 'cell'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    [
      '<a href="https://ok.example" onclick="alert(1)" style="x">ok</a>',
      `<a href="https://ok.example" target="_blank" rel="${LINK_REL}">ok</a>`,
    ],
    ['<code class="language-js x onerror">x</code>', '<code class="language-js">x</code>'],
    ['<p style="text-align:center" onfocus="alert(1)" autofocus>x</p>', '<p style="text-align:center">x</p>'],
  ];
  it.each(vectors)('%s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('never lets an on* handler, javascript: or a script tag through', () => {
    for (const [input] of vectors) {
      const out = clean(input);
      expect(out, input).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<svg|<style/i);
    }
  });
});

describe('richTextToPlain', () => {
  it('gives the text on one line, blocks separated, entities decoded', () => {
    expect(
      richTextToPlain('<h2>Mô tả</h2><p>Lương &amp; thưởng &lt;hấp dẫn&gt;</p><ul><li>A</li><li>B</li></ul>'),
    ).toBe('Mô tả Lương & thưởng <hấp dẫn> A B');
    expect(richTextToPlain('<p>một<br>hai</p><p>&nbsp; ba  </p>')).toBe('một hai ba');
  });
  it('drops scripts, styles and markup', () => {
    expect(richTextToPlain('<script>alert(1)</script><style>p{}</style><p><img src="x">Xin chào</p>')).toBe(
      'Xin chào',
    );
  });
});

describe('isRichTextEmpty', () => {
  it('an untouched editor or blank paragraphs are empty; text or an image is not', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(isRichTextEmpty('<script>alert(1)</script>')).toBe(true);
    expect(isRichTextEmpty('<img src="x" onerror="alert(1)">')).toBe(true);
    expect(isRichTextEmpty('<p>a</p>')).toBe(false);
    expect(isRichTextEmpty(`<p><img src="${OWN}"></p>`)).toBe(false);
  });
});

describe('editorImageKeys', () => {
  it('lists our editor images that survive sanitising, once each', () => {
    const other = `editor-image/${'cd34'.repeat(8)}.webp`;
    const html =
      `<p><img src="${OWN}"><img src="https://viecxa.vn/api/files/${other}"></p>` +
      `<img src="${OWN}"><img src="https://cdn.example.com/a.png">` +
      `<script><img src="/api/files/editor-image/${'ef56'.repeat(8)}.png"></script>` +
      `<svg><img src="/api/files/editor-image/${'ef56'.repeat(8)}.jpg"></svg>` +
      `<img src="/api/files/company-logo/${HEX}.png">`;
    // An absolute URL, even of our own files, is not kept (the CSP's 'self' depends on the host).
    expect(editorImageKeys(html)).toEqual([`editor-image/${HEX}.png`]);
    expect(editorImageKeys(`<img src="/api/files/${other}">`)).toEqual([other]);
    expect(editorImageKeys('<p>no images</p>')).toEqual([]);
  });
});
