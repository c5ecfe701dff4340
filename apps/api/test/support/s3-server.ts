import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'vx-test';
/** s3rver's built-in account; any key works for its V4 checks, this one is the documented one. */
const S3_TEST_KEY = 'S3RVER';

/**
 * A local S3-compatible server for tests (s3rver), on a free port of 127.0.0.1 with its own
 * temporary folder. It can be stopped and started again on the same port and folder (an outage
 * that ends), and records the ACL headers of every object written through it.
 *
 * s3rver itself serves every object to anyone. Real S3 (and MinIO) refuse anonymous reads unless
 * the object or the bucket was made public, so the server here does what they do with object
 * ACLs: an unsigned request is refused (403 AccessDenied) unless it reads an object that was
 * written with `x-amz-acl: public-read`. A driver that made private files public would be seen.
 */
export class S3TestServer {
  readonly directory = mkdtempSync(join(tmpdir(), 'vx-s3rver-'));
  port = 0;
  /** The `x-amz-acl` (or `x-amz-grant-read`) each written object was sent with, by bucket path. */
  readonly aclOf = new Map<string, string>();
  private server: S3rver | null = null;

  async start(): Promise<this> {
    const server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      directory: this.directory,
      silent: true,
      configureBuckets: [{ name: S3_TEST_BUCKET }],
    });
    server.middleware.unshift(async (ctx, next) => {
      const signed = ctx.get('authorization') !== '' || 'X-Amz-Algorithm' in ctx.query;
      if (ctx.method === 'PUT' && signed) {
        const acl = ctx.get('x-amz-acl') || (ctx.get('x-amz-grant-read') ? 'grant-read' : '');
        this.aclOf.set(ctx.path, acl);
      }
      const publicRead =
        (ctx.method === 'GET' || ctx.method === 'HEAD') && this.aclOf.get(ctx.path) === 'public-read';
      if (!signed && !publicRead) {
        ctx.status = 403;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
        return;
      }
      await next();
    });
    this.port = (await server.run()).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // Keep-alive sockets of the SDK would hold the port open: an outage drops them too.
    server.httpServer?.closeAllConnections();
    await server.close();
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The app's settings for this server (ADR 0034). */
  env(endpoint = this.endpoint): Record<string, string> {
    return {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_CONNECT_TIMEOUT_MS: '1000',
      S3_REQUEST_TIMEOUT_MS: '1500',
    };
  }

  /** A plain, unsigned GET of an object, as anyone on the internet could send it. */
  anonymousGet(key: string): Promise<Response> {
    return fetch(`${this.endpoint}/${S3_TEST_BUCKET}/${key}`);
  }
}
