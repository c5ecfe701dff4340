import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { applyForm, CV_PDF, publicJobsOf } from './support/apply.ts';
import { multipartForm } from './support/multipart.ts';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';

/** A real photo-like image (a gradient with noise) of the given size and format. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = (i * 7) % 256;
    raw[i + 2] = 128;
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * GET /api/files/<key>?w=<width> (docs/performance.md): public images resized once with sharp to
 * WebP (AVIF when the browser prefers it), kept on disk, never for private files.
 */
describe('public image variants', () => {
  const t = useTestApp();
  let pngUrl: string;
  let jpegUrl: string;

  beforeAll(async () => {
    const token = await loginAs(t.app, DEMO.company);
    for (const [format, set] of [
      ['png', (u: string) => (pngUrl = u)],
      ['jpeg', (u: string) => (jpegUrl = u)],
    ] as const) {
      const data = await picture(1200, 800, format);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/company/uploads/tinymce',
        ...multipartForm({ file: { name: `anh.${format}`, data, type: `image/${format}` } }, token),
      });
      expect(res.statusCode, res.body).toBe(200);
      set(json(res).data.location as string);
    }
  });

  const get = (url: string, accept?: string) =>
    t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it('answers WebP, or AVIF when preferred, at the allowed width, cached for a year and varying by Accept', async () => {
    for (const url of [pngUrl, jpegUrl]) {
      const webp = await get(`${url}?w=256`, WEBP_ONLY);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webp.headers['content-encoding']).toBeUndefined();
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 171]);

      const avif = await get(`${url}?w=480`, AVIF_FIRST);
      expect(avif.headers['content-type']).toBe('image/avif');
      const avifMeta = await sharp(avif.rawPayload).metadata();
      expect([avifMeta.format, avifMeta.width]).toEqual(['heif', 480]);
    }
  });

  it('rounds other widths up to the next allowed one, never past 960 nor the original', async () => {
    for (const [w, expected] of [
      [1, 64],
      [65, 128],
      [300, 480],
      [961, 960],
      [5000, 960],
    ] as const) {
      const res = await get(`${pngUrl}?w=${w}`, WEBP_ONLY);
      expect((await sharp(res.rawPayload).metadata()).width, `w=${w}`).toBe(expected);
    }
    for (const w of ['0', '-5', 'abc', '1.5', '20000']) {
      const res = await get(`${pngUrl}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(422);
      expect(json(res).errors?.w).toEqual(['Chiều rộng ảnh phải là số nguyên dương (tối đa 10000)']);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('makes each variant once: later requests read the file on disk, concurrent first ones share it', async () => {
    const dir = join(t.app.env.UPLOAD_DIR, '.variants');
    const url = `${jpegUrl}?w=128`;
    const first = await Promise.all([1, 2, 3, 4].map(() => get(url, WEBP_ONLY)));
    for (const res of first) expect(res.rawPayload.equals(first[0]?.rawPayload as Buffer)).toBe(true);
    const key = jpegUrl.replace('/api/files/', '');
    const file = join(dir, `${key}.128.webp`);
    const made = (await stat(file)).mtimeMs;
    const again = await get(url, WEBP_ONLY);
    expect(again.rawPayload.equals(first[0]?.rawPayload as Buffer)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(made);
    // No temporary file is left behind.
    const kindDir = join(dir, key.split('/')[0] as string);
    expect((await readdir(kindDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('without w the original is served as before', async () => {
    const res = await get(pngUrl, AVIF_FIRST);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.vary).toBeUndefined();
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });

  it('private files get the same 404 with or without w', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const [jobId] = (await publicJobsOf(t, DEMO.company)) as [number];
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm({ job_id: String(jobId), cv: CV_PDF }, token),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = await t.database.db
      .select({ key: applications.cvUploadKey })
      .from(applications)
      .where(eq(applications.id, json(applied).data.application_id));
    const missing = await get('/api/files/company-logo/00000000000000000000000000000000.png?w=64');
    for (const url of [`/api/files/${row?.key}`, `/api/files/${row?.key}?w=64`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      const { requestId: _a, ...same } = json(res);
      const { requestId: _b, ...notFound } = json(missing);
      expect(same).toEqual(notFound);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('deleting an upload removes its variants', async () => {
    const key = pngUrl.replace('/api/files/', '');
    await get(`${pngUrl}?w=64`, WEBP_ONLY);
    const file = join(t.app.env.UPLOAD_DIR, '.variants', `${key}.64.webp`);
    expect((await stat(file)).isFile()).toBe(true);
    await t.app.storage.delete(key);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });
});
