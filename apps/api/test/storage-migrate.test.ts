import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKey } from '../src/modules/uploads/image-variants.ts';
import { s3Storage } from '../src/modules/uploads/s3-storage.ts';
import { localStorage } from '../src/modules/uploads/storage.ts';
import { migrateStorage } from '../src/modules/uploads/storage-migrate.ts';
import { S3_TEST_BUCKET, S3TestServer } from './support/s3-server.ts';

const run = promisify(execFile);
const CLI = resolve(import.meta.dirname, '../src/modules/uploads/storage-migrate.cli.ts');

/** `npm run storage:migrate` (docs/storage.md): the local folder copied to the bucket, again and again safely. */
describe('storage migration (local folder → bucket)', () => {
  const s3 = new S3TestServer();
  beforeAll(() => s3.start());
  afterAll(() => s3.stop());

  const bucket = () => {
    const env = s3.env();
    return s3Storage({
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      connectTimeoutMs: 1000,
      requestTimeoutMs: 1500,
    });
  };

  it('copies uploads and variants with their types, skips what is there, copies what changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vx-migrate-'));
    const local = localStorage(dir);
    const cv = `cv/${randomBytes(16).toString('hex')}.pdf`;
    const logo = `company-logo/${randomBytes(16).toString('hex')}.png`;
    await local.put(cv, Buffer.from('%PDF-1.4 cv'));
    await local.put(logo, Buffer.from('png bytes'));
    await local.put(variantKey(logo, 64, 'webp'), Buffer.from('webp bytes'));
    // Neither a temporary file nor anything else in the folder is an upload.
    await writeFile(join(dir, 'cv', 'half-written.tmp'), 'x');
    await writeFile(join(dir, 'README.txt'), 'x');

    const target = bucket();
    const first = await migrateStorage(local, target);
    expect(first).toEqual({ copied: 3, skipped: 0, failed: 0, errors: [] });
    expect((await target.get(cv))?.toString()).toBe('%PDF-1.4 cv');
    const head = await target.client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: logo }));
    expect(head.ContentType).toBe('image/png');
    const variant = await target.client.send(
      new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: variantKey(logo, 64, 'webp') }),
    );
    expect(variant.ContentType).toBe('image/webp');

    expect(await migrateStorage(local, target)).toEqual({ copied: 0, skipped: 3, failed: 0, errors: [] });

    await local.put(cv, Buffer.from('%PDF-1.4 a longer cv'));
    expect(await migrateStorage(local, target)).toMatchObject({ copied: 1, skipped: 2, failed: 0 });
    expect((await target.get(cv))?.toString()).toBe('%PDF-1.4 a longer cv');

    // The bucket unreachable: every file is reported failed, none is lost, a later run copies them.
    await s3.stop();
    const other = localStorage(mkdtempSync(join(tmpdir(), 'vx-migrate-')));
    await other.put(`avatar/${randomBytes(16).toString('hex')}.jpg`, Buffer.from('jpg'));
    const failed = await migrateStorage(other, target);
    expect(failed).toMatchObject({ copied: 0, failed: 1 });
    expect(failed.errors[0]?.message).toMatch(/^object storage head avatar\/[a-f0-9]{32}\.jpg failed/);
    await s3.start();
    expect(await migrateStorage(other, target)).toMatchObject({ copied: 1, failed: 0 });
    target.close?.();
  });

  it('the command reports its counts, and refuses to run without the bucket settings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vx-migrate-'));
    await localStorage(dir).put(`cv/${randomBytes(16).toString('hex')}.pdf`, Buffer.from('%PDF-1.4'));
    const env = { PATH: process.env.PATH, UPLOAD_DIR: dir, ...s3.env() };
    const done = await run(process.execPath, [CLI], { env });
    expect(done.stdout).toMatch(/Done: 1 copied, 0 already there, 0 failed\.\n$/);
    const again = await run(process.execPath, [CLI], { env });
    expect(again.stdout).toMatch(/Done: 0 copied, 1 already there, 0 failed\.\n$/);

    const refused = await run(process.execPath, [CLI], {
      env: { PATH: process.env.PATH, UPLOAD_DIR: dir },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('set STORAGE_DRIVER=s3');
  });
});
