import { APPLY_CONSENT_VERSION, ConsentMessage } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { CV_PDF } from './support/apply.ts';
import { CONSENT_REQUIRED, uniqueName, useMyDataWorld } from './support/my-data-world.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/*
 * A candidate's control of their data (ADR 0033), part 1: consent at applying, contact details only
 * for the company applied to, withdrawal and export. Deletion: my-data.deletion.test.ts; the guest's
 * link: my-data.guest.test.ts; the shared world: support/my-data-world.ts.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('candidate data rights: consent, withdrawal and export', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  const { w, apply, guestApply, register, getAs, postAs } = useMyDataWorld(t, sink);

  it('refuses applying without the consent box ticked, with the exact message, for accounts and guests', async () => {
    const seeker = await register(uniqueName('Lê Thị Đồng'));
    const jobId = w.jobs[0] as number;
    for (const consent of [undefined, '', 'false', 'off']) {
      const res = await apply(jobId, { cv: CV_PDF, consent }, seeker.token);
      expect(res.statusCode, String(consent)).toBe(422);
      expect(json(res).errors?.consent).toEqual([CONSENT_REQUIRED]);
    }
    const introduced = await postAs('/api/jobapplication', { job_id: jobId, resume_id: 1 }, seeker.token);
    expect(introduced.statusCode).toBe(422);
    expect(json(introduced).errors?.consent).toEqual([CONSENT_REQUIRED]);
    const guest = await guestApply({
      job_id: String(jobId),
      name: 'Trần Văn Khách',
      phone: '0987000111',
      email: 'khach.dongy@example.com',
      cv: CV_PDF,
      consent: undefined,
    });
    expect(guest.statusCode).toBe(422);
    expect(json(guest).errors?.consent).toEqual([CONSENT_REQUIRED]);
    const [none] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.jobId, jobId));
    expect(Number(none?.n)).toBe(0);
  });

  it('stores the consent ticked: its version, the text naming the company and the job, and the time', async () => {
    const seeker = await register(uniqueName('Lê Thị Đồng'));
    const before = Date.now();
    const res = await apply(w.jobs[1] as number, { cv: CV_PDF, consent: 'on' }, seeker.token);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, json(res).data.application_id));
    expect(row?.consentVersion).toBe(APPLY_CONSENT_VERSION);
    expect(row?.consentText).toContain(w.company.name);
    expect(row?.consentText).toContain(`"${w.jobTitles[1]}"`);
    expect(row?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentWithdrawnAt).toBeNull();
  });

  it('shows contact details to the company applied to only; withdrawing consent hides them from it too', async () => {
    const seeker = await register(uniqueName('Vũ Văn Riêng'));
    const res = await apply(
      w.jobs[2] as number,
      { cv: CV_PDF, message: 'Liên hệ tôi buổi tối' },
      seeker.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.application_id as number;

    const mine = await getAs(`/api/company/applications/${id}`, w.companyToken);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).data).toMatchObject({ phone: seeker.phone, email: seeker.email, has_cv: true });

    // Another company: not in its list, not searchable by phone or email, no detail, no CV.
    const list = await getAs(
      `/api/company/applications?limit=100&search=${seeker.phone}`,
      w.otherCompanyToken,
    );
    expect(list.statusCode).toBe(200);
    expect(json(list).data.items).toEqual([]);
    const all = await getAs('/api/company/applications?limit=100', w.otherCompanyToken);
    expect(JSON.stringify(json(all).data)).not.toContain(seeker.email);
    expect((await getAs(`/api/company/applications/${id}`, w.otherCompanyToken)).statusCode).toBe(404);
    expect((await getAs(`/api/applications/${id}/cv`, w.otherCompanyToken)).statusCode).toBe(404);

    // Withdrawn: the company keeps the name and the status, nothing else; the seeker keeps all.
    const other = await register(uniqueName('Hồ Văn Khác'));
    expect((await postAs(`/api/user/applications/${id}/withdraw-consent`, {}, other.token)).statusCode).toBe(
      404,
    );
    const withdrawn = await postAs(`/api/user/applications/${id}/withdraw-consent`, {}, seeker.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(json(withdrawn).message).toBe(ConsentMessage.withdrawn);
    expect(json(withdrawn).data.consent_withdrawn_at).toEqual(expect.any(String));
    const again = await postAs(`/api/user/applications/${id}/withdraw-consent`, {}, seeker.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 1167, message: 'Bạn đã rút lại sự đồng ý cho hồ sơ này' });

    const hidden = json(await getAs(`/api/company/applications/${id}`, w.companyToken)).data;
    expect(hidden).toMatchObject({
      name: seeker.name,
      phone: null,
      email: null,
      message: null,
      has_cv: false,
      cv_url: null,
      cv: null,
      candidate: null,
      consent_withdrawn_at: expect.any(String),
    });
    const companyList = await getAs(
      `/api/company/applications?limit=100&search=${seeker.phone}`,
      w.companyToken,
    );
    expect(json(companyList).data.items).toEqual([]);
    expect((await getAs(`/api/applications/${id}/cv`, w.companyToken)).statusCode).toBe(404);
    const admin = await loginAs(t.app, DEMO.admin);
    expect((await getAs(`/api/applications/${id}/cv`, admin)).statusCode).toBe(404);
    expect((await getAs(`/api/applications/${id}/cv`, seeker.token)).statusCode).toBe(200);
    const own = json(await getAs('/api/employee/applications?limit=50', seeker.token)).data;
    const ownRow = (own.items ?? own.data ?? own).find((a: { id: number }) => a.id === id);
    expect(ownRow).toMatchObject({
      phone: seeker.phone,
      email: seeker.email,
      consent_withdrawn_at: expect.any(String),
    });
  });

  it("exports everything of the user (JSON and HTML) and nothing of others'", async () => {
    const seeker = await register(uniqueName('Đỗ Thị Xuất'));
    const other = await register(uniqueName('Hồ Văn Khác'));
    expect(
      (await apply(w.jobs[3] as number, { cv: CV_PDF, message: 'Lời nhắn riêng' }, seeker.token)).statusCode,
    ).toBe(200);
    expect(
      (await apply(w.jobs[3] as number, { cv: CV_PDF, message: 'Lời nhắn của người khác' }, other.token))
        .statusCode,
    ).toBe(200);
    const saved = await postAs('/api/employee/saved-jobs/save', { job_id: w.jobs[4] }, seeker.token);
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await getAs('/api/user/my-data?format=json', seeker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="viecxa-du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = JSON.parse(res.body);
    const s = data.sections;
    expect(s.account.rows[0]).toMatchObject({ name: seeker.name, email: seeker.email, phone: seeker.phone });
    expect(s.applications.rows).toHaveLength(1);
    expect(s.applications.rows[0]).toMatchObject({
      job: w.jobTitles[3],
      company: w.company.name,
      message: 'Lời nhắn riêng',
      consent_version: APPLY_CONSENT_VERSION,
      consent_text: expect.stringContaining(w.company.name),
    });
    expect(s.saved_jobs.rows).toEqual([
      expect.objectContaining({ job: w.jobTitles[4], company: w.company.name }),
    ]);
    expect(s.notifications.rows.length).toBeGreaterThan(0);
    expect(s.uploads.rows).toEqual([expect.objectContaining({ original_name: CV_PDF.name, kind: 'cv' })]);
    expect(s.resumes.rows).toHaveLength(1);
    expect(s.sessions.rows.length).toBeGreaterThan(0);
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining([
        'profile',
        'reviews',
        'social_accounts',
        'saved_jobs',
        'notifications',
        'uploads',
      ]),
    );
    for (const foreign of [other.email, other.name, other.phone, 'Lời nhắn của người khác'])
      expect(res.body).not.toContain(foreign);
    // Secrets are not personal data: no hash of a password or a session.
    expect(res.body).not.toMatch(/password_hash|token_hash|\$argon|\$scrypt/);

    const html = await getAs('/api/user/my-data?format=html', seeker.token);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-disposition']).toContain('.html"');
    for (const text of [
      seeker.name,
      seeker.email,
      w.jobTitles[3] as string,
      w.company.name,
      'Việc làm đã lưu',
    ])
      expect(html.body).toContain(text);
    expect(html.body).not.toContain(other.email);
    expect(html.body).not.toContain('<script');
  });
});
