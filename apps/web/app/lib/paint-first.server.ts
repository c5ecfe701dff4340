/**
 * A document paints before any of its JavaScript is fetched or run (issue 31, ADR 0041).
 *
 * React Router ends a page with `<link rel="modulepreload">` for every module the page needs and
 * one async module script that imports them and hydrates. Both are fetched at high priority
 * beside the style sheets and fonts, and the script runs as soon as they arrive: on a phone the
 * first paint waits for ~180 KB of JS and its evaluation. Here, after the render, the preloads
 * leave the head and the boot script is kept inert (`type="text/plain"`); a small inline script
 * adds both once the first contentful paint is recorded (or at once in a hidden tab, where nothing
 * is painted). The page's HTML, CSS and fonts have the connection to themselves until then; the
 * page hydrates exactly as before, a moment later. What a person types or clicks before that is
 * kept (e2e/auth/before-hydration.spec.ts); links and forms work without JS meanwhile. A document
 * in another shape (React Router changed its output) is left as it is: `applied` tells the test.
 */

const BOOT_ID = 'vx-boot';

const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

/**
 * Preloads the modules, then starts the inert boot script, once the first contentful paint is
 * recorded (Paint Timing: Chrome, Firefox, Safari 14.1+); where that is not known, two frames after
 * the first. In a hidden tab no frame is painted: at once. ES5, as it runs before any bundle.
 */
function starter(modules: readonly string[]): string {
  // Hrefs are the build's /assets/ paths; `<` escaped all the same (this is inside a script tag).
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  return (
    `(function(){var s=document.getElementById('${BOOT_ID}'),done=false;if(!s)return;` +
    `function go(){if(done)return;done=true;${list}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
    `var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}` +
    `if(document.visibilityState==='hidden')return go();` +
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`
  );
}

export function paintFirst(html: string): { html: string; applied: boolean } {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return { html, applied: false };
  const nonce = script[1] ?? '';
  const close = html.indexOf('</script>', script.index);
  if (close < 0) return { html, applied: false };
  const end = close + '</script>'.length;
  const inert = html
    .slice(script.index, end)
    .replace(script[0], `<script nonce="${nonce}" type="text/plain" id="${BOOT_ID}">`);
  const modules: string[] = [];
  const head = html.slice(0, script.index).replace(PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return '';
  });
  const start = `<script nonce="${nonce}">${starter(modules)}</script>`;
  return { html: head + inert + start + html.slice(end), applied: true };
}
