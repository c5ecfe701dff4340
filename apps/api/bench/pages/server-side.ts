/**
 * The server's side of a public page: the HTML bytes (raw, compressed here, and what the server
 * sends to a browser asking for `br, gzip`), and the server process's CPU per page over sequential
 * requests, read from /proc like the jobs bench.
 */
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sample, used } from '../jobs/cpu.ts';

interface RawAnswer {
  status: number;
  encoding: string;
  /** The bytes on the wire (node:http does not decode them). */
  body: Buffer;
}

/** A GET whose body is kept as sent, whatever Content-Encoding says. */
function get(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface HtmlSizes {
  raw: number;
  /** zlib's default level (6), a server's usual choice for dynamic answers. */
  gzip: number;
  /** Quality 11, the best brotli gives (the budget test uses it for JS and CSS too). */
  brotli: number;
  /** What the server sent for `Accept-Encoding: br, gzip`, and in which encoding. */
  sent: number;
  sentEncoding: string;
}

export async function htmlSizes(url: string): Promise<HtmlSizes> {
  const plain = await get(url, 'identity');
  if (plain.status !== 200) throw new Error(`${url} answered ${plain.status}`);
  if (plain.encoding !== 'identity') throw new Error(`${url} sent ${plain.encoding} to 'identity'`);
  const browser = await get(url, 'br, gzip');
  return {
    raw: plain.body.length,
    gzip: gzipSync(plain.body).length,
    brotli: brotliCompressSync(plain.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length },
    }).length,
    sent: browser.body.length,
    sentEncoding: browser.encoding,
  };
}

/**
 * Server CPU ms per page: `n` requests one after another (after a few unmeasured ones), the CPU
 * time of the server process over them divided by `n`. /proc counts in 10 ms ticks, so `n` × the
 * page's cost should be well above that.
 */
export async function serverCpuPerPage(url: string, serverPid: number, n: number): Promise<number> {
  for (let i = 0; i < 3; i++) await get(url, 'br, gzip');
  const before = sample([serverPid]);
  for (let i = 0; i < n; i++) {
    const res = await get(url, 'br, gzip');
    if (res.status !== 200) throw new Error(`${url} answered ${res.status} during the CPU run`);
  }
  return used(before, sample([serverPid])) / n;
}
