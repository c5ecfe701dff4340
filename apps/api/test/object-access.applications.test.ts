import { describe, expect, it } from 'vitest';
import { json } from './helpers.ts';
import { multipartForm } from './support/multipart.ts';
import { MISSING, profileForm, useObjectAccessWorld } from './support/object-access.ts';

/**
 * Applications, the CV files and online profile behind them, and notifications (see
 * support/object-access.ts). One file: each builds the whole world of accounts and objects.
 */
describe("object access: another user's applications, CV files and online profiles answer as missing ones", () => {
  const { w, call, compare, seekerB, companyB, others } = useObjectAccessWorld();

  it("a seeker's application: withdrawn, read and moved by others", async () => {
    const failures: string[] = [];
    const label = (s: string) => ({ label: s, failures });
    await compare(
      seekerB(),
      w.appA,
      MISSING,
      (id) => ({ method: 'POST', url: `/api/employee/applications/${id}/withdraw` }),
      {
        ...label('withdraw'),
        notFound: true,
      },
    );
    await compare(
      [...seekerB(), ...companyB(), ...others()],
      w.appA,
      MISSING,
      (id) => ({ method: 'GET', url: `/api/applications/${id}/cv` }),
      label('CV of the application'),
    );
    await compare(
      [...seekerB()],
      w.appA,
      MISSING,
      (id) => ({ method: 'POST', url: '/api/send-job-application-email', payload: { application_id: id } }),
      { ...label('send the application mail'), notFound: true },
    );
    for (const [method, url, payload] of [
      ['GET', '/company/applications/:id', undefined],
      ['GET', '/company/applications/:id/status', undefined],
      ['POST', '/company/applications/:id/status', { status: 'reviewing', note: 'Xem xét' }],
    ] as const) {
      await compare(
        companyB(),
        w.appA,
        MISSING,
        (id) => ({ method, url: `/api${url.replace(':id', String(id))}`, payload }),
        {
          ...label(`${method} ${url}`),
          notFound: true,
        },
      );
      await compare(
        [...seekerB(), ...others()],
        w.appA,
        MISSING,
        (id) => ({ method, url: `/api${url.replace(':id', String(id))}`, payload }),
        label(`${method} ${url}`),
      );
    }
    expect(failures).toEqual([]);

    // A's side still sees it, untouched.
    const mine = await call(w.coA, { method: 'GET', url: `/api/company/applications/${w.appA}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine).data.status).toBe('submitted');
    const cv = await call(w.empA, { method: 'GET', url: `/api/applications/${w.appA}/cv` });
    expect(cv.statusCode).toBe(200);
  });

  it("a seeker's CV file and online profile: downloaded, applied with and removed by others", async () => {
    const failures: string[] = [];
    for (const [what, resume] of [
      ['CV file', w.cvResumeA],
      ['online profile', w.onlineResumeA],
    ] as const) {
      const label = (s: string) => ({ label: `${s} (${what})`, failures });
      await compare(
        [...seekerB(), ...companyB(), ...others()],
        resume,
        MISSING,
        (id) => ({ method: 'GET', url: `/api/resumes/${id}/file` }),
        label('download'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({
          method: 'POST',
          url: `/api/jobs/${w.jobB}/apply`,
          ...multipartForm({ job_id: String(w.jobB), resume_id: String(id), consent: 'on' }),
        }),
        label('apply with it'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({
          method: 'POST',
          url: '/api/jobapplication',
          payload: { job_id: w.jobB, resume_id: id, consent: true },
        }),
        label('introduce it'),
      );
      await compare(
        seekerB(),
        resume,
        MISSING,
        (id) => ({
          method: 'POST',
          url: '/api/user/update-profile',
          ...multipartForm(profileForm(w.empBPhone, { remove_resume_ids: String(id) })),
        }),
        label('remove it from a profile'),
      );
    }
    expect(failures).toEqual([]);

    const file = await call(w.empA, { method: 'GET', url: `/api/resumes/${w.cvResumeA}/file` });
    expect(file.statusCode).toBe(200);
    const cvs = json(await call(w.empA, { method: 'GET', url: '/api/jobapplication/user/cvs' })).data as {
      id: number;
    }[];
    expect(cvs.map((c) => c.id)).toEqual(expect.arrayContaining([w.cvResumeA, w.onlineResumeA]));
    // B applied with nothing of A's.
    const bApplied = await call(w.coB, { method: 'GET', url: `/api/company/jobs/${w.jobB}/applications` });
    expect(bApplied.statusCode, bApplied.body).toBe(200);
    expect(json(bApplied).data.total).toBe(0);
  });

  it('notifications: read and deleted by others', async () => {
    const failures: string[] = [];
    for (const [owner, id, intruders] of [
      ['seeker A', w.notifEmpA, [...seekerB(), ...companyB()]],
      [
        'company A',
        w.notifCoA,
        [...companyB(), ...seekerB(), { name: 'sub-user of company A', token: w.staffA }],
      ],
    ] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const url = (n: number) =>
          method === 'POST' ? `/api/notifications/${n}/read` : `/api/notifications/${n}`;
        await compare([...intruders], id, MISSING, (n) => ({ method, url: url(n) }), {
          label: `${method} notification of ${owner}`,
          failures,
          notFound: true,
        });
      }
    }
    expect(failures).toEqual([]);
    for (const [token, id] of [
      [w.empA, w.notifEmpA],
      [w.coA, w.notifCoA],
    ] as const) {
      const items = json(await call(token, { method: 'GET', url: '/api/all-notifications' })).data.items as {
        id: number;
        is_read: boolean;
      }[];
      expect(items.find((n) => n.id === id)).toMatchObject({ is_read: false });
    }
  });
});
