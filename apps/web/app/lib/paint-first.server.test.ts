import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first.server.ts';

/** The tail of a document as React Router 8 writes it (preloads hoisted to the head). */
const DOC =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><main>Trang</main><script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('paintFirst', () => {
  it('keeps the boot inert behind a starter with the same nonce, the preloads with it', () => {
    const { html, applied } = paintFirst(DOC);
    expect(applied).toBe(true);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="n1" type="text/plain" id="vx-boot">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script><script nonce="n1">(function(){',
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/react-B.js"].forEach(');
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/root.css"/></head>');
    // Nothing else moves: the data scripts before and after, the page itself.
    expect(html).toContain('<main>Trang</main><script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);
  });

  it('starts the boot after the first contentful paint, or at once in a hidden tab', () => {
    const { html } = paintFirst(DOC);
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain("if(document.visibilityState==='hidden')return go();");
  });

  it('leaves a document of another shape as it is', () => {
    const other = DOC.replace('type="module" async=""', 'type="module"');
    expect(paintFirst(other)).toEqual({ html: other, applied: false });
    expect(paintFirst('<p>no scripts</p>')).toEqual({ html: '<p>no scripts</p>', applied: false });
  });
});
