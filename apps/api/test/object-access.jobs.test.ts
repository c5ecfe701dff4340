import { describe, expect, it } from 'vitest';
import { json } from './helpers.ts';
import { CV_PDF } from './support/apply.ts';
import { multipartForm } from './support/multipart.ts';
import { MISSING, useObjectAccessWorld } from './support/object-access.ts';

/** A company's jobs (public and waiting for review) and a seeker's saved jobs (see support/object-access.ts). */
describe("object access: another company's jobs and another seeker's saved jobs answer as missing ones", () => {
  const { w, call, jobForm, compare, seekerB, companyB, others } = useObjectAccessWorld();

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
        ...multipartForm({ job_id: String(id), cv: CV_PDF }),
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
});
