import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { imageVariants, variantKey, variantKeys } from '../src/modules/uploads/image-variants.ts';
import { s3Storage } from '../src/modules/uploads/s3-storage.ts';
import { type FileStorage, localStorage } from '../src/modules/uploads/storage.ts';
import { S3_TEST_BUCKET, S3TestServer } from './support/s3-server.ts';

const s3rver = new S3TestServer();
beforeAll(() => s3rver.start());
afterAll(() => s3rver.stop());

const hex = () => randomBytes(16).toString('hex');
const newKey = (kind = 'cv', ext = 'pdf') => `${kind}/${hex()}.${ext}`;

interface Driver {
  name: string;
  make(): FileStorage;
  /** Something stored beside our objects that is not one of them (a temp file, a foreign key). */
  addForeign(storage: FileStorage): Promise<void>;
}

const localRoot = mkdtempSync(join(tmpdir(), 'vx-storage-'));
const drivers: Driver[] = [
  {
    name: 'local folder',
    make: () => localStorage(localRoot),
    addForeign: async () => {
      await writeFile(join(localRoot, 'notes.txt'), 'not an upload');
    },
  },
  {
    name: 'S3 (s3rver)',
    make: () => {
      const env = s3rver.env();
      return s3Storage({
        bucket: S3_TEST_BUCKET,
        region: 'us-east-1',
        endpoint: s3rver.endpoint,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
        connectTimeoutMs: 1000,
        requestTimeoutMs: 1500,
      });
    },
    addForeign: async (storage) => {
      const { client } = storage as ReturnType<typeof s3Storage>;
      await client.send(
        new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: 'backups/notes.txt', Body: 'x' }),
      );
    },
  },
];

/**
 * The storage contract (ADR 0034): both drivers behave alike for every operation the app uses,
 * so the rest of the code never asks which one it has.
 */
describe.each(drivers)('FileStorage contract: $name', (driver) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = driver.make();
  });
  afterAll(() => storage.close?.());

  it('puts, gets, heads, streams and lists an object', async () => {
    const key = newKey();
    const data = Buffer.from('%PDF-1.4 hồ sơ xin việc');
    await storage.put(key, data, { contentType: 'application/pdf' });
    expect((await storage.get(key))?.equals(data)).toBe(true);
    expect(await storage.head(key)).toEqual({ size: data.length });
    const stream = await storage.stream(key);
    expect(stream?.size).toBe(data.length);
    expect(await text(stream?.body as NodeJS.ReadableStream)).toBe(data.toString());
    const listed: { key: string; size: number; modifiedAt: Date }[] = [];
    for await (const o of storage.list()) listed.push(o);
    expect(listed).toContainEqual({ key, size: data.length, modifiedAt: expect.any(Date) });
    // When it was written (the orphan clean-up keeps recent files): within the last minute.
    const written = listed.find((o) => o.key === key)?.modifiedAt.getTime() ?? 0;
    expect(Math.abs(Date.now() - written)).toBeLessThan(60_000);
  });

  it('streams a large file whole', async () => {
    const key = newKey('cv', 'docx');
    const data = randomBytes(6 * 1024 * 1024);
    await storage.put(key, data);
    const stream = await storage.stream(key);
    expect(stream?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('replaces an object written again under its key', async () => {
    const key = newKey('company-logo', 'png');
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second version'));
    expect((await storage.get(key))?.toString()).toBe('second version');
    expect((await storage.head(key))?.size).toBe('second version'.length);
  });

  it('answers null for a missing key, and deleting one is no error', async () => {
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes an object', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses keys it did not make (no path or prefix can be left)', async () => {
    for (const key of [
      '../../etc/passwd',
      `cv/../${hex()}.pdf`,
      `/cv/${hex()}.pdf`,
      'cv/abc.pdf',
      `CV/${hex()}.pdf`,
      `.variants/cv/${hex()}.pdf`,
      `.variants/../cv/${hex()}.pdf.64.webp`,
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.stream(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.head(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it('lists only its own keys, not what else lies beside them', async () => {
    await driver.addForeign(storage);
    const keys: string[] = [];
    for await (const o of storage.list()) keys.push(o.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.includes('notes'))).toEqual([]);
  });

  it('keeps image variants as objects, makes each once, and deletes them with the upload', async () => {
    const key = newKey('editor-image', 'png');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await storage.put(key, png, { contentType: 'image/png' });
    const variants = imageVariants(storage);
    let loads = 0;
    const load = async () => {
      loads++;
      return storage.get(key);
    };
    const first = await variants.get(key, 128, 'webp', load);
    expect((await sharp(first as Buffer).metadata()).width).toBe(128);
    expect(await storage.head(variantKey(key, 128, 'webp'))).toEqual({ size: first?.length });
    // A second server process (a new cache) reads the stored copy instead of encoding again.
    const again = await imageVariants(storage).get(key, 128, 'webp', load);
    expect(again?.equals(first as Buffer)).toBe(true);
    expect(loads).toBe(1);
    await variants.get(key, 64, 'avif', load);
    expect(variantKeys(key)).toContain(variantKey(key, 64, 'avif'));

    // A variant of a missing original is nothing (and is not stored).
    const gone = newKey('editor-image', 'png');
    expect(await variants.get(gone, 64, 'webp', () => storage.get(gone))).toBeNull();
    expect(await storage.head(variantKey(gone, 64, 'webp'))).toBeNull();

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(variantKey(key, 128, 'webp'))).toBeNull();
    expect(await storage.head(variantKey(key, 64, 'avif'))).toBeNull();
  });
});

describe('storage settings (STORAGE_DRIVER, S3_*)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadEnv(env);
      return '';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('keeps the local folder by default and checks the bucket settings with clear messages', () => {
    expect(loadEnv({}).STORAGE_DRIVER).toBe('local');
    expect(problems({ STORAGE_DRIVER: 'gcs' })).toContain('STORAGE_DRIVER: local or s3');
    expect(problems({ STORAGE_DRIVER: 's3' })).toContain('S3_BUCKET: required when STORAGE_DRIVER=s3');
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ab' })).toContain(
      'S3_BUCKET: 3–63 lower-case letters',
    );
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Uploads' })).toContain('S3_BUCKET: 3–63');
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vx-uploads', S3_ACCESS_KEY_ID: 'k' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    );
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vx-uploads', S3_ENDPOINT: 'minio:9000' })).toContain(
      'S3_ENDPOINT: an http(s) URL such as http://minio:9000',
    );
    expect(
      problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vx-uploads', S3_REQUEST_TIMEOUT_MS: '40000' }),
    ).toContain('S3_REQUEST_TIMEOUT_MS: must be below REQUEST_TIMEOUT_MS');
    const ok = loadEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'vx-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(ok).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_CONNECT_TIMEOUT_MS: 3000,
    });
  });
});
