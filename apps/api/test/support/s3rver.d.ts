// s3rver 3.7.1 ships no types; the part the tests use (it is a Koa application).
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string>;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
  }
  type Middleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
