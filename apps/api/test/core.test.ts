import { access, defineEndpoint, requiredString, ZPaginationQuery } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPage } from '../src/lib/pagination.ts';
import { registerRoutes, route } from '../src/lib/route.ts';
import type { UploadedFile } from '../src/plugins/multipart.ts';
import { json, useTestApp } from './helpers.ts';
import { multipartForm } from './support/multipart.ts';

const ZItem = z.object({ status: requiredString('Trạng thái'), note: z.string().optional() });

const probes = [
  route(
    defineEndpoint({
      method: 'PUT',
      path: '/_core/items/:id',
      summary: 'put',
      tag: 'Test',
      access: access.public,
      params: z.object({ id: z.coerce.number().int() }),
      body: ZItem,
      response: z.object({ id: z.number(), status: z.string(), method: z.string() }),
      successMessage: 'Lưu thông tin thành công',
    }),
    async ({ params, body, request }) => ({ id: params.id, status: body.status, method: request.method }),
  ),
  route(
    defineEndpoint({
      method: 'GET',
      path: '/_core/boom',
      summary: 'boom',
      tag: 'Test',
      access: access.public,
      response: z.null(),
    }),
    async () => {
      throw new Error('secret database detail');
    },
  ),
  route(
    defineEndpoint({
      method: 'GET',
      path: '/_core/slow',
      summary: 'slow',
      tag: 'Test',
      access: access.public,
      response: z.null(),
    }),
    async () => {
      await new Promise((r) => setTimeout(r, 1500));
      return null;
    },
  ),
  route(
    defineEndpoint({
      method: 'POST',
      path: '/_core/upload',
      summary: 'upload',
      tag: 'Test',
      access: access.public,
      multipart: true,
      body: z.object({
        title: requiredString('Tiêu đề'),
        file: z.custom<UploadedFile>((v) => !!v && typeof v === 'object'),
      }),
      response: z.object({ title: z.string(), size: z.number(), head: z.string(), type: z.string() }),
    }),
    async ({ body }) => ({
      title: body.title,
      size: body.file.size,
      head: body.file.data.subarray(0, 4).toString('hex'),
      type: body.file.mimeType,
    }),
  ),
];

/** Sent as a generic type: the upload's type must come from sniffing the bytes, not the part header. */
const OCTETS = 'application/octet-stream';

describe('API core behaviour', () => {
  const t = useTestApp(
    {
      REQUEST_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '500',
      BODY_LIMIT_BYTES: '2048',
      UPLOAD_LIMIT_BYTES: '4096',
    },
    (app) => app.register(async (scope) => registerRoutes(scope, probes), { prefix: '/api' }),
  );

  it('PUT works and sends the success envelope with the message', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/_core/items/7',
      payload: { status: 'locked' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { id: 7, status: 'locked', method: 'PUT' },
      message: 'Lưu thông tin thành công',
    });
  });

  it('POST with _method=PUT is served by the PUT endpoint (JSON, form, multipart, query)', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/_core/items/1',
      payload: { _method: 'PUT', status: 'a' },
    });
    expect(json(asJson).data).toMatchObject({ id: 1, status: 'a' });
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/api/_core/items/2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&status=b',
    });
    expect(json(asForm).data).toMatchObject({ id: 2, status: 'b' });
    const mp = multipartForm({ _method: 'PUT', status: 'c' });
    const asMultipart = await t.app.inject({ method: 'POST', url: '/api/_core/items/3', ...mp });
    expect(json(asMultipart).data).toMatchObject({ id: 3, status: 'c' });
    const asQuery = await t.app.inject({
      method: 'POST',
      url: '/api/_core/items/4?_method=put',
      payload: { status: 'd' },
    });
    expect(json(asQuery).data).toMatchObject({ id: 4, status: 'd' });
  });

  it('the override still validates and reports every failing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_core/items/x',
      payload: { _method: 'PUT' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({ status: ['Trạng thái không được để trống.'] });
    expect(Object.keys(json(res).errors ?? {})).toContain('id');
  });

  it('a POST without a matching _method is a 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_core/items/1', payload: { status: 'a' } });
    expect(res.statusCode).toBe(404);
  });

  it('an unexpected error is a 500 with the generic Vietnamese message and no detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_core/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toMatchObject({
      success: false,
      code: 1112,
      message: 'Đã xảy ra lỗi trong quá trình thực hiện',
    });
    expect(res.body).not.toContain('secret');
  });

  it('a handler past the time limit is answered 503 (1111)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_core/slow' });
    expect(res.statusCode).toBe(503);
    expect(json(res).code).toBe(1111);
  });

  it('bodies over the limit are refused with 413 (1109)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/_core/items/1',
      payload: { status: 'x', note: 'a'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 1109, message: 'Dữ liệu gửi lên quá lớn' });
  });

  it('multipart files arrive as buffers; oversize files are refused with 413', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/_core/upload',
      ...multipartForm({ title: 'CV', file: { name: 'a.png', data: png, type: OCTETS } }),
    });
    expect(json(ok).data).toEqual({ title: 'CV', size: 8, head: '89504e47', type: 'image/png' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/_core/upload',
      ...multipartForm({ file: { name: 'a.png', data: png, type: OCTETS } }),
    });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors?.title).toEqual(['Tiêu đề không được để trống.']);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/_core/upload',
      ...multipartForm({ title: 'CV', file: { name: 'big.pdf', data: Buffer.alloc(5000, 1), type: OCTETS } }),
    });
    expect(big.statusCode).toBe(413);
    expect(json(big).code).toBe(1109);
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 20 and caps the limit at 100', () => {
    expect(ZPaginationQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ZPaginationQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(ZPaginationQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(toPage(['a'], 41, { page: 3, limit: 20 })).toEqual({
      items: ['a'],
      total: 41,
      page: 3,
      limit: 20,
    });
  });
});
