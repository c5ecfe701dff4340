import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { json } from './helpers.ts';
import { CV_PDF } from './support/apply.ts';
import { multipartForm } from './support/multipart.ts';
import { MISSING, useObjectAccessWorld } from './support/object-access.ts';

/**
 * A company's jobs (public and waiting for review), a seeker's saved jobs, editor images and private
 * files (see support/object-access.ts). One file: each builds the whole world of accounts and objects.
 */
describe("object access: another company's jobs and another seeker's saved jobs answer as missing ones", () => {
  const { t, w, call, jobForm, compare, seekerB, companyB, others } = useObjectAccessWorld();

  it("a company's jobs: read, edited and listed by another company and its sub-user", async () => {
    const failures: string[] = [];
    const form = await jobForm('Tin bị sửa bởi công ty khác');
    for (const job of [w.jobA, w.waitingJobA]) {
      await compare(companyB(), job, MISSING, (id) => ({ method: 'GET', url: `/api/company/jobs/${id}` }), {
        label: `read job ${job}`,
        failures,
        notFound: true,
      });
      await compare(
        companyB(),
        job,
        MISSING,
        (id) => ({ method: 'GET', url: `/api/company/jobs/${id}/applications` }),
        {
          label: `applications of job ${job}`,
          failures,
          notFound: true,
        },
      );
      await compare(
        companyB(),
        job,
        MISSING,
        (id) => ({
          method: 'POST',
          url: `/api/company/jobs/${id}`,
          ...multipartForm({ ...form, _method: 'PUT' }),
        }),
        { label: `edit job ${job}`, failures, notFound: true },
      );
    }
    // A job not yet public is, for everyone but its company and the admins, a missing job.
    const outsiders = [...seekerB(), ...companyB(), ...others()];
    await compare(outsiders, w.waitingJobA, MISSING, (id) => ({ method: 'GET', url: `/api/job/${id}/x` }), {
      label: 'public page of a waiting job',
      failures,
    });
    await compare(
      outsiders,
      w.waitingJobA,
      MISSING,
      (id) => ({ method: 'GET', url: `/api/job/${id}/x/related` }),
      { label: 'related jobs of a waiting job', failures },
    );
    for (const url of ['/api/employee/saved-jobs/check/', '/api/jobapplication/check/']) {
      await compare(seekerB(), w.waitingJobA, MISSING, (id) => ({ method: 'GET', url: `${url}${id}` }), {
        label: `${url} of a waiting job`,
        failures,
      });
    }
    await compare(
      seekerB(),
      w.waitingJobA,
      MISSING,
      (id) => ({ method: 'POST', url: '/api/employee/saved-jobs/save', payload: { job_id: id } }),
      {
        label: 'save a waiting job',
        failures,
      },
    );
    await compare(
      seekerB(),
      w.waitingJobA,
      MISSING,
      (id) => ({
        method: 'POST',
        url: `/api/jobs/${id}/apply`,
        ...multipartForm({ job_id: String(id), cv: CV_PDF, consent: 'on' }),
      }),
      { label: 'apply to a waiting job', failures },
    );
    expect(failures).toEqual([]);

    const mine = await call(w.coA, { method: 'GET', url: `/api/company/jobs/${w.jobA}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine).data.name).toBe('Đơn hàng lắp ráp của công ty A');
    const sameCompany = await call(w.staffA, { method: 'GET', url: `/api/company/jobs/${w.jobA}` });
    expect(sameCompany.statusCode, sameCompany.body).toBe(200);
  });

  it("a seeker's saved job: unsaved by another seeker", async () => {
    const failures: string[] = [];
    // The other job is public and saved by nobody: B's unsave of A's saved job must not differ.
    await compare(
      seekerB(),
      w.jobA,
      w.openJobA,
      (id) => ({ method: 'DELETE', url: '/api/employee/saved-jobs/unsave', payload: { job_id: id } }),
      {
        label: 'unsave',
        failures,
      },
    );
    await compare(
      seekerB(),
      w.jobA,
      w.openJobA,
      (id) => ({ method: 'GET', url: `/api/employee/saved-jobs/check/${id}` }),
      {
        label: 'check',
        failures,
      },
    );
    expect(failures).toEqual([]);
    const still = await call(w.empA, { method: 'GET', url: `/api/employee/saved-jobs/check/${w.jobA}` });
    expect(json(still).data).toMatchObject({ saved: true });
  });

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

  it("a company's sub-users: read, edited and locked by another company as missing ones", async () => {
    const failures: string[] = [];
    const companyBAdmin = [{ name: 'company B', token: w.coB }];
    const requests = [
      (id: number) => ({ method: 'GET' as const, url: `/api/company/user/${id}` }),
      (id: number) => ({
        method: 'PUT' as const,
        url: `/api/company/user/${id}`,
        payload: { status: 'locked' },
      }),
      (id: number) => ({
        method: 'POST' as const,
        url: `/api/company/user/${id}`,
        payload: { _method: 'PUT', name: 'Người Lạ Sửa' },
      }),
    ];
    for (const [i, request] of requests.entries()) {
      await compare(companyBAdmin, w.staffAId, MISSING, request, {
        label: `team call ${i}`,
        failures,
        notFound: true,
      });
      // Everyone else is refused by the guard, whichever id.
      await compare(
        [
          ...seekerB(),
          { name: 'sub-user of company B', token: w.staffB },
          { name: 'sub-user of company A', token: w.staffA },
          ...others(),
        ],
        w.staffAId,
        MISSING,
        request,
        { label: `team call ${i}`, failures },
      );
    }
    expect(failures).toEqual([]);
    const list = json(await call(w.coB, { method: 'GET', url: '/api/company/user' })).data;
    expect(list.items.map((m: { id: number }) => m.id)).not.toContain(w.staffAId);
    // A's sub-user is unchanged, as company A sees it.
    const seen = json(await call(w.coA, { method: 'GET', url: `/api/company/user/${w.staffAId}` })).data;
    expect(seen.status).toBe('activated');
    expect(seen.name).not.toBe('Người Lạ Sửa');
  });
});
