import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { useObjectAccessWorld } from './support/object-access.ts';

/** Editor images and private files, business licences and CVs (see support/object-access.ts). */
describe("object access: another company's images and private files answer as missing ones", () => {
  const { t, w, call, compare, seekerB, companyB, others } = useObjectAccessWorld();

  it("a company's editor image: cleaned up by another company or the admins", async () => {
    const failures: string[] = [];
    const other = `/api/files/editor-image/${randomBytes(16).toString('hex')}.png`;
    await compare(
      companyB(),
      w.editorImageA,
      other,
      (file) => ({ method: 'POST', url: '/api/company/uploads/cleanup', payload: { files: [file] } }),
      {
        label: 'company cleanup',
        failures,
      },
    );
    await compare(
      [
        { name: 'admin', token: w.admin },
        { name: 'sub_admin', token: w.subAdmin },
      ],
      w.editorImageA,
      other,
      (file) => ({ method: 'POST', url: '/api/admin/uploads/cleanup', payload: { files: [file] } }),
      { label: 'admin cleanup', failures },
    );
    expect(failures).toEqual([]);
    const served = await call(undefined, { method: 'GET', url: w.editorImageA });
    expect(served.statusCode).toBe(200);
  });

  it('private files (a business licence, a CV) are served by the public file route to nobody', async () => {
    const failures: string[] = [];
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, w.appA));
    const cvKey = application?.cvUploadKey as string;
    expect(cvKey).toBeTruthy();
    for (const key of [w.licenseKeyA, cvKey]) {
      const missing = `${key.split('/')[0]}/${randomBytes(16).toString('hex')}.pdf`;
      await compare(
        [
          ...seekerB(),
          ...companyB(),
          ...others(),
          { name: 'company A', token: w.coA },
          { name: 'seeker A', token: w.empA },
        ],
        key,
        missing,
        (k) => ({ method: 'GET', url: `/api/files/${k}` }),
        { label: `public file route, ${key}`, failures, notFound: true },
      );
    }
    expect(failures).toEqual([]);
    const own = await call(w.coA, { method: 'GET', url: '/api/company/profile/business-license' });
    expect(own.statusCode).toBe(200);
    const others2 = await call(w.coB, { method: 'GET', url: '/api/company/profile/business-license' });
    expect(others2.body).not.toBe(own.body);
  });
});
