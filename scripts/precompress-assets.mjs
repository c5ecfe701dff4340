// Writes `<file>.br` and `<file>.gz` next to every text file of the client build, at maximum
// quality, so the server sends them as they are (@fastify/static `preCompressed`, apps/api/src/web.ts)
// and never compresses a static file per request. Run after `react-router build`:
//   node scripts/precompress-assets.mjs apps/web/build/client
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats; images, fonts (woff2 is already brotli inside) and archives are left alone. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

async function compressOne(path) {
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Every text file gets both copies, even a tiny one that compresses to a few bytes more: without
  // a copy the static file goes out as a stream, and @fastify/compress compresses streams on every
  // request whatever their size (its threshold only applies to answers held in memory).
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipped);
  return {
    raw: data.length,
    br: br.length,
    gz: gzipped.length,
  };
}

const root = process.argv[2];
if (!root || !(await stat(root).catch(() => null))?.isDirectory()) {
  console.error('usage: node scripts/precompress-assets.mjs <build/client folder>');
  process.exit(1);
}
const started = performance.now();
const files = [];
for await (const path of walk(root)) files.push(path);
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
// Two at a time: the machines here have two cores.
for (let i = 0; i < files.length; i += 2) {
  for (const sizes of await Promise.all(files.slice(i, i + 2).map(compressOne))) {
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
}
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompressed ${totals.files} files in ${Math.round(performance.now() - started)} ms: ` +
    `${kb(totals.raw)} raw, ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
);
