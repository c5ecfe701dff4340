// Draws the 32×32 favicon.ico (a blue rounded square with a white upward arrow, matching
// favicon.svg) as an uncompressed 32-bit BMP inside an ICO container. Run: node scripts/make-favicon.mjs
import { writeFileSync } from 'node:fs';

const S = 32;
const px = new Uint8Array(S * S * 4); // BGRA, bottom-up rows
const set = (x, y, [r, g, b, a]) => {
  const i = ((S - 1 - y) * S + x) * 4;
  px[i] = b;
  px[i + 1] = g;
  px[i + 2] = r;
  px[i + 3] = a;
};
const inRounded = (x, y, r = 7) => {
  const cx = Math.min(Math.max(x, r), S - 1 - r);
  const cy = Math.min(Math.max(y, r), S - 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const inArrow = (x, y) => {
  const shaft = x >= 14 && x <= 17 && y >= 12 && y <= 25;
  const head = y >= 6 && y <= 14 && Math.abs(x - 15.5) <= (y - 6) * 1.05;
  return shaft || head;
};
for (let y = 0; y < S; y++)
  for (let x = 0; x < S; x++) {
    if (!inRounded(x, y)) set(x, y, [0, 0, 0, 0]);
    else if (inArrow(x, y)) set(x, y, [255, 255, 255, 255]);
    else set(x, y, [11, 107, 203, 255]);
  }
const header = Buffer.alloc(40);
header.writeUInt32LE(40, 0);
header.writeInt32LE(S, 4);
header.writeInt32LE(S * 2, 8);
header.writeUInt16LE(1, 12);
header.writeUInt16LE(32, 14);
header.writeUInt32LE(px.length, 20);
const mask = Buffer.alloc((S / 8) * S); // AND mask, all zero (alpha channel decides)
const image = Buffer.concat([header, Buffer.from(px), mask]);
const dir = Buffer.alloc(22);
dir.writeUInt16LE(0, 0);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(1, 4);
dir.writeUInt8(S, 6);
dir.writeUInt8(S, 7);
dir.writeUInt8(0, 8);
dir.writeUInt8(0, 9);
dir.writeUInt16LE(1, 10);
dir.writeUInt16LE(32, 12);
dir.writeUInt32LE(image.length, 14);
dir.writeUInt32LE(22, 18);
writeFileSync(new URL('../apps/web/public/favicon.ico', import.meta.url), Buffer.concat([dir, image]));
