import type { Env } from '../../config/env.ts';
import { s3Storage } from './s3-storage.ts';
import { type FileStorage, localStorage } from './storage.ts';

/** The storage the settings name (ADR 0034): the local folder by default, the bucket with STORAGE_DRIVER=s3. */
export function storageFromEnv(env: Env): FileStorage {
  if (env.STORAGE_DRIVER === 'local') return localStorage(env.UPLOAD_DIR);
  return s3Storage({
    // loadEnv refuses STORAGE_DRIVER=s3 without a bucket.
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
  });
}
