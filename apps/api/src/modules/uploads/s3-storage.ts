import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkStorageKey, type FileStorage, isStorageKey, StorageUnavailableError } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** MinIO, Ceph, R2, s3rver…; unset: AWS S3 of the region. */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's usual chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Longest wait for a connection to the storage. */
  connectTimeoutMs: number;
  /** Longest wait for one request's whole answer. */
  requestTimeoutMs: number;
}

type SdkError = Error & { $metadata?: { httpStatusCode?: number } };

const statusOf = (err: unknown) => (err as SdkError).$metadata?.httpStatusCode;

/** A missing object (404 of GetObject / HeadObject) is an answer; anything else means the storage failed us. */
function isNotFound(err: unknown): boolean {
  const name = (err as Error).name;
  return statusOf(err) === 404 && (name === 'NoSuchKey' || name === 'NotFound');
}

/**
 * Every failure of the storage becomes one error the error handler knows (503/1170): refused
 * connection, timeout, 5xx, and also a wrong bucket or credentials (an operator's mistake the
 * visitor cannot fix either). The cause keeps the details for the log.
 */
function unavailable(op: string, key: string, err: unknown): StorageUnavailableError {
  const status = statusOf(err);
  const what = status ? `HTTP ${status} ${(err as Error).name}` : (err as Error).message || String(err);
  return new StorageUnavailableError(`object storage ${op} ${key} failed: ${what}`, { cause: err });
}

/**
 * The S3 driver (ADR 0034). No object is ever written with an ACL: objects stay as private as the
 * bucket (private by default on AWS, MinIO and the others), and are read only by the app with its
 * credentials. Timeouts on connection and request and one retry keep an unreachable storage from
 * holding requests; the SDK reconnects on its own once the storage is back.
 */
export function s3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where the API requires them: S3-compatible servers (MinIO releases before
    // 2025, Ceph, s3rver) refuse or ignore the newer default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function send<T>(op: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw unavailable(op, key, err);
    }
  }

  async function open(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailable('get', key, err);
    }
  }

  async function listPrefix(prefix: string, each: (key: string, size: number) => void): Promise<void> {
    let ContinuationToken: string | undefined;
    do {
      const page = await send('list', prefix, () =>
        client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        ),
      );
      for (const o of page.Contents ?? []) if (o.Key) each(o.Key, o.Size ?? 0);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    driver: 's3',
    client,
    close: () => client.destroy(),
    async put(key, data, opts = {}) {
      checkStorageKey(key);
      await send('put', key, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentLength: data.byteLength,
            ContentType: opts.contentType ?? 'application/octet-stream',
          }),
        ),
      );
    },
    async get(key) {
      const res = await open(key);
      if (!res?.Body) return null;
      try {
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        throw unavailable('get', key, err);
      }
    },
    async stream(key) {
      const res = await open(key);
      if (!res?.Body) return null;
      return { size: res.ContentLength ?? 0, body: res.Body as Readable };
    },
    async head(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw unavailable('head', key, err);
      }
    },
    async delete(key) {
      checkStorageKey(key);
      // The upload's resized copies are whatever exists under its variant prefix (most files have none).
      const keys = [key];
      if (!key.startsWith('.variants/')) await listPrefix(`.variants/${key}.`, (k) => keys.push(k));
      await Promise.all(
        keys.map((k) => send('delete', k, () => client.send(new DeleteObjectCommand({ Bucket, Key: k })))),
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await send('list', '', () =>
          client.send(
            new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }),
          ),
        );
        // Only our keys: anything else a person put in the bucket is not the app's to move or delete.
        for (const o of page.Contents ?? [])
          if (o.Key && isStorageKey(o.Key))
            yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
