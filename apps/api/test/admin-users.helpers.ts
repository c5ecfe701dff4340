import type { FastifyInstance } from 'fastify';
import { bearer } from './helpers.ts';

let seq = 0;

/** A valid create body for a fresh account; every call gets its own email, username and phone. */
export function newAccount(overrides: Record<string, string> = {}) {
  seq += 1;
  const n = String(seq).padStart(3, '0');
  const tag = `${process.pid % 1000}${n}`;
  return {
    type: 'employee',
    name: 'Phạm Văn Kiểm',
    username: `kiemthu${tag}`,
    email: `kiemthu${tag}@viecxa.vn`,
    phone: `0987${tag.padStart(6, '0')}`.slice(0, 10),
    password: 'Moi@123',
    password_confirmation: 'Moi@123',
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** JSON call to the API as the holder of `token` (none: anonymous). */
export function call(app: FastifyInstance, method: Method, url: string, token?: string, payload?: object) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A Laravel-style form post (`_method=PUT` in an urlencoded body). */
export function formPost(app: FastifyInstance, url: string, token: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The same as a multipart/form-data post (as a browser FormData with no file sends it). */
export function multipartPost(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
) {
  const boundary = '----vx-admin-users';
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(body),
  });
}
