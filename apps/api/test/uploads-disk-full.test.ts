import { mkdtempSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localStorage } from '../src/modules/uploads/storage.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { TINY_PNG } from './support/images.ts';

/*
 * Issue 32 item 8: an upload on a full disk. The local storage's write is given a disk that fills
 * halfway through the file (the first half written, then ENOSPC, as a real full disk does): the
 * upload answers 503/1170 in the envelope with the Vietnamese message, and leaves neither the
 * partial file nor an upload row behind.
 */

const dir = mkdtempSync(join(tmpdir(), 'vx-full-'));
const fullDisk = {
  async writeFile(path: string, data: Uint8Array) {
    await writeFile(path, data.subarray(0, Math.floor(data.length / 2)));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
  },
};

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('an upload on a full disk', () => {
  const t = useTestApp({ UPLOAD_DIR: dir }, (app) => {
    app.storage = localStorage(dir, fullDisk);
  });

  it('answers 503/1170 with Retry-After and leaves no partial file and no upload row', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const [before] = (
      (await t.database.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const boundary = '----vxfull';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/uploads/tinymce',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anh.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        TINY_PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeTruthy();
    expect(json(res)).toMatchObject({
      success: false,
      code: 1170,
      message: 'Kho lưu trữ tệp đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
    });
    expect(filesUnder(dir)).toEqual([]);
    const [after] = (
      (await t.database.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(after?.n).toBe(before?.n);
  });
});
