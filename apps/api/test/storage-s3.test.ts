import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { applyForm, CV_PDF, publicJobsOf } from './support/apply.ts';
import { companyProfileForm } from './support/company-profile.ts';
import { TINY_PNG } from './support/images.ts';
import { multipartForm, PDF_BYTES } from './support/multipart.ts';
import { S3TestServer } from './support/s3-server.ts';
import { TcpProxy } from './support/tcp-proxy.ts';

const STORAGE_DOWN = {
  success: false,
  code: 1170,
  message: 'Kho lưu trữ tệp đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
};

/**
 * The app on the S3 driver (ADR 0034), against s3rver behind a TCP proxy (to cut or silence the
 * network): uploads land in the bucket, private files are streamed only after our access checks
 * and are never readable from the bucket without credentials, and an outage answers 503/1170
 * quickly, then heals by itself.
 */
describe('uploads on S3-compatible storage', () => {
  const s3 = new S3TestServer();
  let proxy: TcpProxy;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await s3.start();
    proxy = await new TcpProxy('127.0.0.1', s3.port).listen();
    Object.assign(env, s3.env(`http://127.0.0.1:${proxy.port}`));
  });
  afterAll(async () => {
    await proxy?.close();
    await s3.stop();
  });
  const t = useTestApp(env);

  const tokens: Record<string, string> = {};
  let applicationId: number;
  let cvKey: string;
  let companyId: number;
  let publicImage: string;

  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who] as string) : {} });

  function expectFile(res: LightMyRequestResponse, bytes: Buffer) {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }

  beforeAll(async () => {
    for (const [who, email] of Object.entries({
      seeker: DEMO.employee,
      otherSeeker: 'ngoc.tran@viecxa.vn',
      company: DEMO.company,
      staff: DEMO.companyStaff,
      otherCompany: 'duhoc@viecxa.vn',
      newCompany: DEMO.companyWaitApproval,
      admin: DEMO.admin,
    })) {
      tokens[who] = await loginAs(t.app, email);
    }
    const [jobId] = (await publicJobsOf(t, DEMO.company)) as [number];
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm({ job_id: String(jobId), cv: CV_PDF }, tokens.seeker),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    applicationId = json(applied).data.application_id;
    const [row] = await t.database.db
      .select({ key: applications.cvUploadKey })
      .from(applications)
      .where(eq(applications.id, applicationId));
    cvKey = row?.key as string;

    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      ...multipartForm(
        companyProfileForm({ labor_license_file: { name: 'giay-phep-xkld.pdf', data: PDF_BYTES } }),
        tokens.newCompany,
      ),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    companyId = json(profile).data.id;
  });

  it('stores uploads in the bucket, with no ACL on any object', async () => {
    expect(t.app.storage.driver).toBe('s3');
    expect(await s3.anonymousGet(cvKey).then((r) => r.status)).toBe(403);
    const stored: string[] = [];
    for await (const o of t.app.storage.list()) stored.push(o.key);
    expect(stored).toContain(cvKey);
    expect(stored.filter((k) => k.startsWith('business-license/'))).toHaveLength(1);
    expect(stored.filter((k) => k.startsWith('labor-license/'))).toHaveLength(1);
    expect(stored.filter((k) => k.startsWith('company-logo/'))).toHaveLength(1);
    // Every write went without an ACL or grant: the objects are as private as the bucket.
    expect(s3.aclOf.size).toBeGreaterThanOrEqual(4);
    expect([...s3.aclOf.values()].filter((acl) => acl !== '')).toEqual([]);
  });

  it('private files are not readable from the bucket without credentials, public ones neither', async () => {
    for await (const o of t.app.storage.list()) {
      const res = await s3.anonymousGet(o.key);
      expect(res.status, o.key).toBe(403);
      expect(await res.text()).toContain('AccessDenied');
    }
  });

  it('streams the CV to the candidate, the company and admins; others get the 404 of a missing id', async () => {
    for (const who of ['seeker', 'company', 'staff', 'admin']) {
      const res = await get(`/api/applications/${applicationId}/cv`, who);
      expectFile(res, PDF_BYTES);
      expect(res.headers['content-length']).toBe(String(PDF_BYTES.length));
    }
    for (const who of ['otherCompany', 'otherSeeker', undefined]) {
      const res = await get(`/api/applications/${applicationId}/cv`, who);
      expect(res.statusCode, String(who)).toBe(404);
      expect(json(res)).toMatchObject({ success: false, code: 1107 });
    }
  });

  it('licence scans: the company its own, admins any; other companies 403, visitors 401', async () => {
    expectFile(await get('/api/company/profile/business-license', 'newCompany'), PDF_BYTES);
    expectFile(await get(`/api/admin/companies/${companyId}/business-license`, 'admin'), PDF_BYTES);
    expectFile(await get(`/api/admin/licences/${companyId}/file`, 'admin'), PDF_BYTES);
    for (const url of [
      `/api/admin/companies/${companyId}/business-license`,
      `/api/admin/licences/${companyId}/file`,
    ]) {
      expect((await get(url, 'otherCompany')).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('public images are served through the app, cached for a year; their variants are kept in the bucket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/uploads/tinymce',
      ...multipartForm({ file: { name: 'anh.png', data: TINY_PNG, type: 'image/png' } }, tokens.company),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { location, key } = json(res).data as { location: string; key: string };
    publicImage = location;
    const original = await get(location);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.rawPayload.equals(TINY_PNG)).toBe(true);
    const variant = await t.app.inject({
      method: 'GET',
      url: `${location}?w=64`,
      headers: { accept: 'image/webp' },
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await t.app.storage.head(`.variants/${key}.64.webp`)).not.toBeNull();
    expect(await s3.anonymousGet(key).then((r) => r.status)).toBe(403);
  });

  it('an unreachable storage answers 503/1170 at once, then works again by itself', async () => {
    // s3rver stopped: connections are refused behind the proxy.
    await s3.stop();
    let started = Date.now();
    const down = await get(`/api/applications/${applicationId}/cv`, 'seeker');
    expect(down.statusCode).toBe(503);
    expect(json(down)).toMatchObject(STORAGE_DOWN);
    expect(down.headers['retry-after']).toBe('5');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/company/uploads/tinymce',
      ...multipartForm({ file: { name: 'anh.png', data: TINY_PNG, type: 'image/png' } }, tokens.company),
    });
    expect(upload.statusCode).toBe(503);
    expect(json(upload)).toMatchObject(STORAGE_DOWN);
    // A public image (and its resized copy) too: not a 404, not a broken original.
    for (const url of [publicImage, `${publicImage}?w=128`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(json(res)).toMatchObject(STORAGE_DOWN);
    }
    expect(Date.now() - started).toBeLessThan(3000);

    // A storage that accepts connections and never answers: the request timeout ends the wait.
    await s3.start();
    await proxy.blackhole();
    started = Date.now();
    const silent = await get(`/api/applications/${applicationId}/cv`, 'seeker');
    expect(silent.statusCode).toBe(503);
    expect(json(silent)).toMatchObject(STORAGE_DOWN);
    expect(Date.now() - started).toBeLessThan(6000);

    await proxy.restore();
    expectFile(await get(`/api/applications/${applicationId}/cv`, 'seeker'), PDF_BYTES);
    // The app's health does not depend on the storage: it stayed up the whole time.
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
