import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_UPLOAD_LIMIT } from '../src/modules/uploads/editor-uploads.routes.ts';
import { registerUploadReferenceChecker } from '../src/modules/uploads/upload-references.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { TINY_PNG } from './support/images.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
}
function multipart(fields: Record<string, string | FilePart>, token?: string) {
  const boundary = '----vxeditor';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.name}"\r\n` +
            `Content-Type: ${v.type ?? 'image/png'}\r\n\r\n`,
        ),
        v.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
  };
}

const COMPANY_UPLOAD = '/api/company/uploads/tinymce';
const COMPANY_CLEANUP = '/api/company/uploads/cleanup';
const ADMIN_UPLOAD = '/api/admin/uploads/tinymce';
const ADMIN_CLEANUP = '/api/admin/uploads/cleanup';

describe('editor image uploads (POST company|admin/uploads/tinymce)', () => {
  const t = useTestApp();

  const upload = async (
    token: string,
    file: FilePart = { name: 'anh.png', data: TINY_PNG },
    url = COMPANY_UPLOAD,
  ) => t.app.inject({ method: 'POST', url, ...multipart({ file }, token) });

  it('stores a TINY_PNG and answers its public location (TinyMCE field) and key', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const res = await upload(token);
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.location).toMatch(/^\/api\/files\/editor-image\/[a-f0-9]{32}\.png$/);
    expect(data.location).toBe(`/api/files/${data.key}`);

    const served = await t.app.inject({ method: 'GET', url: data.location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('any company user may upload (staff too); admins and sub-admins on their own path', async () => {
    const staff = await loginAs(t.app, DEMO.companyStaff);
    expect((await upload(staff)).statusCode).toBe(200);
    for (const who of [DEMO.admin, DEMO.subAdmin]) {
      const token = await loginAs(t.app, who);
      const res = await upload(token, { name: 'a.png', data: TINY_PNG }, ADMIN_UPLOAD);
      expect(res.statusCode, who).toBe(200);
      expect(json(res).data.key).toMatch(/^editor-image\//);
    }
  });

  it('checks the type by content, not by name or declared type', async () => {
    const token = await loginAs(t.app, DEMO.company);
    for (const data of [PDF, Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.from('MZ\x90\0')]) {
      const res = await upload(token, { name: 'anh.png', data, type: 'image/png' });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ file: ['Ảnh phải có định dạng jpeg, png, jpg hoặc webp'] });
    }
  });

  it('refuses images over 3 MB (422) and bodies over the upload limit (413)', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3_145_729 - TINY_PNG.length)]);
    const res = await upload(token, { name: 'lon.png', data: big });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ file: ['Ảnh không được vượt quá 3 MB'] });

    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(t.app.env.UPLOAD_LIMIT_BYTES + 1)]);
    const tooLarge = await upload(token, { name: 'rat-lon.png', data: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge).code).toBe(1109);
  });

  it('a missing or empty file is required', async () => {
    const token = await loginAs(t.app, DEMO.company);
    const cases = [
      multipart({ other: 'x' }, token),
      multipart({ file: { name: '', data: Buffer.alloc(0), type: 'application/octet-stream' } }, token),
      multipart({ file: '' }, token),
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: COMPANY_UPLOAD, ...c });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ file: ['Ảnh không được để trống.'] });
    }
  });

  it('guests get 401; other roles 403 (before any validation)', async () => {
    for (const url of [COMPANY_UPLOAD, ADMIN_UPLOAD]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        ...multipart({ file: { name: 'a.png', data: TINY_PNG } }),
      });
      expect(res.statusCode, url).toBe(401);
    }
    for (const url of [COMPANY_CLEANUP, ADMIN_CLEANUP]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { files: [] } });
      expect(res.statusCode, url).toBe(401);
    }
    const refused: [string, string[]][] = [
      [DEMO.employee, [COMPANY_UPLOAD, ADMIN_UPLOAD]],
      [DEMO.admin, [COMPANY_UPLOAD]],
      [DEMO.sale, [COMPANY_UPLOAD, ADMIN_UPLOAD]],
      [DEMO.company, [ADMIN_UPLOAD]],
    ];
    for (const [who, urls] of refused) {
      const token = await loginAs(t.app, who);
      for (const url of urls) {
        // An invalid body: the guard answers first.
        const res = await t.app.inject({ method: 'POST', url, ...multipart({ other: 'x' }, token) });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
      }
    }
    const company = await loginAs(t.app, DEMO.company);
    const adminCleanup = await t.app.inject({
      method: 'POST',
      url: ADMIN_CLEANUP,
      headers: bearer(company),
      payload: { files: [] },
    });
    expect(adminCleanup.statusCode).toBe(403);
    const admin = await loginAs(t.app, DEMO.admin);
    const companyCleanup = await t.app.inject({
      method: 'POST',
      url: COMPANY_CLEANUP,
      headers: bearer(admin),
      payload: { files: [] },
    });
    expect(companyCleanup.statusCode).toBe(403);
  });

  it(`limits stored images per user (${EDITOR_UPLOAD_LIMIT.max} per window), with Retry-After`, async () => {
    const token = await loginAs(t.app, DEMO.companyWaitApproval);
    for (let i = 0; i < EDITOR_UPLOAD_LIMIT.max; i++) {
      expect((await upload(token)).statusCode).toBe(200);
    }
    const res = await upload(token);
    expect(res.statusCode).toBe(429);
    expect(json(res).code).toBe(1108);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is counted apart.
    const other = await loginAs(t.app, DEMO.company);
    expect((await upload(other)).statusCode).toBe(200);
  });
});

describe('editor image cleanup (POST company|admin/uploads/cleanup)', () => {
  const t = useTestApp();
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  const uploadAs = async (token: string, url = COMPANY_UPLOAD) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      ...multipart({ file: { name: 'anh.png', data: TINY_PNG } }, token),
    });
    expect(res.statusCode).toBe(200);
    return json(res).data as { location: string; key: string };
  };
  const cleanup = (token: string, files: unknown, url = COMPANY_CLEANUP) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { files } });
  const status = async (location: string) =>
    (await t.app.inject({ method: 'GET', url: location })).statusCode;

  it("deletes the caller's own unreferenced images only, silently skipping anything else", async () => {
    const owner = await loginAs(t.app, DEMO.company);
    const staff = await loginAs(t.app, DEMO.companyStaff);
    const unused = await uploadAs(owner);
    const inUse = await uploadAs(owner);
    const someoneElses = await uploadAs(staff);
    // Stand-in for the jobs module: a stored description still shows `inUse`.
    const seen: string[] = [];
    unregister = registerUploadReferenceChecker(async (_db, key) => {
      seen.push(key);
      return key === inUse.key;
    });

    const res = await cleanup(owner, [
      unused.location,
      `http://localhost:3000${inUse.location}`,
      someoneElses.key,
      `editor-image/${'0'.repeat(32)}.png`,
      '/api/files/company-logo/0123456789abcdef0123456789abcdef.png',
      '../../etc/passwd',
      'khong-phai-url',
    ]);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ deleted: 1 });
    // Only the caller's own images were asked about.
    expect(seen.sort()).toEqual([unused.key, inUse.key].sort());

    expect(await status(unused.location)).toBe(404);
    expect(await t.app.storage.get(unused.key)).toBeNull();
    expect(await status(inUse.location)).toBe(200);
    expect(await status(someoneElses.location)).toBe(200);

    // Again: nothing left to delete, the same answer shape.
    expect(json(await cleanup(owner, [unused.location])).data).toEqual({ deleted: 0 });
    // The other user cleans up their own.
    expect(json(await cleanup(staff, [someoneElses.location])).data).toEqual({ deleted: 1 });
    expect(await status(someoneElses.location)).toBe(404);
  });

  it('keeps everything when a reference checker fails (nothing deleted on doubt)', async () => {
    const owner = await loginAs(t.app, DEMO.company);
    const img = await uploadAs(owner);
    unregister = registerUploadReferenceChecker(async () => {
      throw new Error('search failed');
    });
    const res = await cleanup(owner, [img.key]);
    expect(res.statusCode).toBe(500);
    expect(await status(img.location)).toBe(200);
  });

  it('admins clean up their own editor images through the admin path', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const subAdmin = await loginAs(t.app, DEMO.subAdmin);
    const a = await uploadAs(admin, ADMIN_UPLOAD);
    const b = await uploadAs(admin, ADMIN_UPLOAD);
    expect(json(await cleanup(subAdmin, [a.key, b.key], ADMIN_CLEANUP)).data).toEqual({ deleted: 0 });
    expect(json(await cleanup(admin, [a.key, b.location, a.location], ADMIN_CLEANUP)).data).toEqual({
      deleted: 2,
    });
    expect(await status(a.location)).toBe(404);
    expect(await status(b.location)).toBe(404);
  });

  it('validates the body: a list of at most 50 strings', async () => {
    const owner = await loginAs(t.app, DEMO.company);
    for (const files of ['editor-image/x.png', Array(51).fill('x'), [1, 2], undefined]) {
      const res = await cleanup(owner, files);
      expect(res.statusCode, JSON.stringify(files)).toBe(422);
      expect(Object.keys(json(res).errors ?? {})[0]).toMatch(/^files/);
    }
  });
});
