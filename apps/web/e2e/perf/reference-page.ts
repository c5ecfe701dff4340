/**
 * The plain page the main-thread budget compares every public page with (main-thread.ts): a
 * static document of about a public page's size (~60 KB of headings, text and twenty cards) and
 * one small inline script that builds the same cards again from a JSON island, as hydration
 * walks a server-rendered page, then marks the document hydrated as the app's root does.
 *
 * It is served by the test's (or the bench's) own http server on a free port, never by the app:
 * nothing of it is reachable on a production server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const CARDS = 20;
/** Times the script rebuilds the cards: enough JS and DOM work (tens of ms under 4× slowdown) for a steady figure. */
const ROUNDS = 10;

const words =
  'Đơn hàng kỹ sư cơ khí làm việc tại Nhật Bản, lương cơ bản hai mươi triệu đồng một tháng, hợp đồng ba năm, hỗ trợ chỗ ở và bảo hiểm theo luật lao động sở tại'.split(
    ' ',
  );

/** Deterministic text: the same bytes on every run. */
function text(seed: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(words[(seed * 7 + i * 13) % words.length] as string);
  return out.join(' ');
}

function card(i: number): string {
  return `<article class="card"><h3><a href="#job-${i}">${text(i, 9)}</a></h3><p class="company">${text(i + 3, 5)}</p><ul class="facts"><li>${text(i + 5, 3)}</li><li>${text(i + 7, 3)}</li><li>${text(i + 11, 4)}</li><li>${text(i + 13, 2)}</li></ul><p>${text(i + 17, 60)}</p></article>`;
}

/** What the script does: JSON.parse, createElement and a layout read, ROUNDS times over. */
const SCRIPT = `
const data = JSON.parse(document.getElementById('data').textContent);
const box = document.createElement('div');
box.hidden = true;
document.body.append(box);
let height = 0;
for (let round = 0; round < ${ROUNDS}; round++) {
  box.textContent = '';
  for (const item of data) {
    const article = document.createElement('article');
    article.className = 'card';
    const h3 = document.createElement('h3');
    const a = document.createElement('a');
    a.href = '#job-' + item.id;
    a.textContent = item.title;
    h3.append(a);
    const ul = document.createElement('ul');
    for (const fact of item.facts) {
      const li = document.createElement('li');
      li.textContent = fact;
      ul.append(li);
    }
    const p = document.createElement('p');
    p.textContent = item.body.split(' ').reverse().join(' ');
    article.append(h3, ul, p);
    box.append(article);
  }
  box.hidden = false;
  height += box.offsetHeight;
  box.hidden = true;
}
document.documentElement.dataset.hydrated = String(height > 0);
`;

export function referenceHtml(): string {
  const items = Array.from({ length: CARDS }, (_, i) => ({
    id: i,
    title: text(i, 9),
    facts: [text(i + 5, 3), text(i + 7, 3), text(i + 11, 4), text(i + 13, 2)],
    body: text(i + 17, 60),
  }));
  const cards = Array.from({ length: CARDS }, (_, i) => card(i)).join('\n');
  const article = Array.from({ length: 12 }, (_, i) => `<h2>${text(i, 6)}</h2><p>${text(i, 120)}</p>`).join(
    '\n',
  );
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trang đối chiếu</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}.card{border:1px solid #ddd;border-radius:8px;margin:0 0 1rem;padding:1rem}.facts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}.company{color:#555}</style>
</head><body><header><h1>${text(1, 8)}</h1><nav>${text(2, 10)}</nav></header>
<main>${cards}
${article}</main>
<footer>${text(3, 40)}</footer>
<script type="application/json" id="data">${JSON.stringify(items)}</script>
<script>${SCRIPT}</script>
</body></html>`;
}

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the reference page on 127.0.0.1 at a free port (one per test worker or bench run). */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const body = Buffer.from(referenceHtml());
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
