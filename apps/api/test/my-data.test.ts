import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANONYMISED_CANDIDATE_NAME,
  APPLY_CONSENT_VERSION,
  ConsentMessage,
  DELETE_ACCOUNT_PHRASE,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, emailOutbox, uploads, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { bearer, DEMO, json, loginAs, type TestContext, useTestApp } from './helpers.ts';
import { codeFrom, mailsTo, nextMail, registerAccount, registerBody } from './support/accounts.ts';
import { userIdByEmail } from './support/applications.ts';
import { applyForm, CV_PDF } from './support/apply.ts';
import { addJobs, createCompany, jobSpec } from './support/public-jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/*
 * A candidate's control of their data (ADR 0033): consent at applying, contact details only for
 * the company applied to, withdrawal, export, account deletion and the guest's link.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

const CONSENT_REQUIRED = 'Vui lòng đánh dấu đồng ý chia sẻ thông tin với nhà tuyển dụng để ứng tuyển';

/** A name nobody else has (letters only: the name rule refuses digits), to search the database for. */
function uniqueName(given: string) {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return `${given} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/**
 * Every text, varchar and jsonb column of every table holding `needle` (case-insensitive), as
 * "table.column": what deleting someone must leave empty.
 */
async function columnsHolding(t: TestContext, needle: string): Promise<string[]> {
  const cols = (await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const hits: string[] = [];
  for (const c of cols.rows) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(res.rows[0]?.n) > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}

/** Every file under the upload folder, as storage keys ("cv/abc….pdf"). */
function storedKeys(root: string): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(root, dir.name))) out.push(`${dir.name}/${f}`);
  }
  return out;
}

describe('candidate data rights (consent, export, withdrawal, deletion, guest link)', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  let company: { id: number; userId: number; name: string };
  let companyToken: string;
  let otherCompanyToken: string;
  let jobs: number[];
  let jobTitles: string[];
  let ip = 0;

  const apply = (jobId: number, fields: Record<string, unknown>, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      ...applyForm({ job_id: String(jobId), ...fields } as Parameters<typeof applyForm>[0], token),
    });
  const guestApply = (fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest-apply',
      remoteAddress: `10.33.0.${++ip}`,
      ...applyForm(fields as Parameters<typeof applyForm>[0]),
    });
  /** A new seeker account of the test's own, with the name it registered under. */
  const register = async (name: string) => ({ ...(await registerAccount(t.app, sink, { name })), name });
  const getAs = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const postAs = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    company = await createCompany(t, { name: `Công ty Tuyển dụng Dữ liệu ${randomInt(1000, 9999)}` });
    // A password of its own, so the company can sign in and read its applications.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date() })
      .where(eq(users.id, company.userId));
    jobTitles = Array.from({ length: 6 }, (_, i) => `Đơn hàng dữ liệu cá nhân ${i + 1}`);
    jobs = await addJobs(
      t,
      company,
      jobTitles.map((title) => jobSpec({ title })),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, company.userId));
    companyToken = await loginAs(t.app, row?.email as string);
    otherCompanyToken = await loginAs(t.app, DEMO.company);
  });

  it('refuses applying without the consent box ticked, with the exact message, for accounts and guests', async () => {
    const seeker = await register(uniqueName('Lê Thị Đồng'));
    const jobId = jobs[0] as number;
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
    const res = await apply(jobs[1] as number, { cv: CV_PDF, consent: 'on' }, seeker.token);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, json(res).data.application_id));
    expect(row?.consentVersion).toBe(APPLY_CONSENT_VERSION);
    expect(row?.consentText).toContain(company.name);
    expect(row?.consentText).toContain(`"${jobTitles[1]}"`);
    expect(row?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentWithdrawnAt).toBeNull();
  });

  it('shows contact details to the company applied to only; withdrawing consent hides them from it too', async () => {
    const seeker = await register(uniqueName('Vũ Văn Riêng'));
    const res = await apply(jobs[2] as number, { cv: CV_PDF, message: 'Liên hệ tôi buổi tối' }, seeker.token);
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.application_id as number;

    const mine = await getAs(`/api/company/applications/${id}`, companyToken);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).data).toMatchObject({ phone: seeker.phone, email: seeker.email, has_cv: true });

    // Another company: not in its list, not searchable by phone or email, no detail, no CV.
    const list = await getAs(`/api/company/applications?limit=100&search=${seeker.phone}`, otherCompanyToken);
    expect(list.statusCode).toBe(200);
    expect(json(list).data.items).toEqual([]);
    const all = await getAs('/api/company/applications?limit=100', otherCompanyToken);
    expect(JSON.stringify(json(all).data)).not.toContain(seeker.email);
    expect((await getAs(`/api/company/applications/${id}`, otherCompanyToken)).statusCode).toBe(404);
    expect((await getAs(`/api/applications/${id}/cv`, otherCompanyToken)).statusCode).toBe(404);

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

    const hidden = json(await getAs(`/api/company/applications/${id}`, companyToken)).data;
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
      companyToken,
    );
    expect(json(companyList).data.items).toEqual([]);
    expect((await getAs(`/api/applications/${id}/cv`, companyToken)).statusCode).toBe(404);
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
      (await apply(jobs[3] as number, { cv: CV_PDF, message: 'Lời nhắn riêng' }, seeker.token)).statusCode,
    ).toBe(200);
    expect(
      (await apply(jobs[3] as number, { cv: CV_PDF, message: 'Lời nhắn của người khác' }, other.token))
        .statusCode,
    ).toBe(200);
    const saved = await postAs('/api/employee/saved-jobs/save', { job_id: jobs[4] }, seeker.token);
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
      job: jobTitles[3],
      company: company.name,
      message: 'Lời nhắn riêng',
      consent_version: APPLY_CONSENT_VERSION,
      consent_text: expect.stringContaining(company.name),
    });
    expect(s.saved_jobs.rows).toEqual([
      expect.objectContaining({ job: jobTitles[4], company: company.name }),
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
    for (const text of [seeker.name, seeker.email, jobTitles[3] as string, company.name, 'Việc làm đã lưu'])
      expect(html.body).toContain(text);
    expect(html.body).not.toContain(other.email);
    expect(html.body).not.toContain('<script');
  });

  it('refuses the data calls to anonymous callers (401) and other roles (403)', async () => {
    const calls = [
      () => ['GET', '/api/user/my-data'] as const,
      () => ['POST', '/api/user/applications/1/withdraw-consent'] as const,
      () => ['POST', '/api/user/delete-account'] as const,
    ];
    const tokens = {
      company: companyToken,
      admin: await loginAs(t.app, DEMO.admin),
      sale: await loginAs(t.app, DEMO.sale),
      leaderSale: await loginAs(t.app, DEMO.leaderSale),
      subAdmin: await loginAs(t.app, DEMO.subAdmin),
    };
    for (const call of calls) {
      const [method, url] = call();
      const anon = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(anon.statusCode, url).toBe(401);
      for (const [role, token] of Object.entries(tokens)) {
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(method === 'POST' ? { payload: { password: DEMO_PASSWORD } } : {}),
        });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    // The company account was not deleted by its refused call.
    expect((await getAs('/api/company/applications?limit=1', companyToken)).statusCode).toBe(200);
  });

  it('deletes the account: no personal data left in any table or the upload folder, sessions revoked, mail sent, email free again', async () => {
    const seeker = await register(uniqueName('Phan Thị Xoá'));
    const userId = await userIdByEmail(t, seeker.email);
    const applied = await apply(jobs[5] as number, { cv: CV_PDF, message: 'Xin liên hệ' }, seeker.token);
    expect(applied.statusCode, applied.body).toBe(200);
    const appId = json(applied).data.application_id as number;
    await postAs('/api/employee/saved-jobs/save', { job_id: jobs[0] }, seeker.token);
    const second = await loginAs(t.app, seeker.email, seeker.password);
    const keys = (
      await t.database.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.ownerUserId, userId))
    ).map((u) => u.key);
    expect(keys.length).toBeGreaterThan(0);
    const root = t.app.env.UPLOAD_DIR;
    for (const key of keys) expect(storedKeys(root)).toContain(key);
    await t.app.emailWorker.flush();

    const wrong = await postAs('/api/user/delete-account', { password: 'Sai@12345' }, seeker.token);
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors?.password).toEqual(['Mật khẩu không đúng']);
    const noPassword = await postAs(
      '/api/user/delete-account',
      { phrase: DELETE_ACCOUNT_PHRASE },
      seeker.token,
    );
    expect(json(noPassword).errors?.password).toEqual(['Mật khẩu không đúng']);

    const done = await postAs('/api/user/delete-account', { password: seeker.password }, seeker.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done).message).toBe('Tài khoản của bạn đã được xoá cùng toàn bộ dữ liệu cá nhân.');

    const mail = await nextMail(t.app, sink, seeker.email, mailsTo(sink, seeker.email).length);
    expect(mail.subject).toBe('Tài khoản ViệcXa của bạn đã được xoá');
    await t.app.emailWorker.flush();

    // Sessions: both tokens are dead; the password no longer signs in.
    for (const token of [seeker.token, second])
      expect((await getAs('/api/profile', token)).statusCode).toBe(401);
    const login = await postAs('/api/auth/login', { email: seeker.email, password: seeker.password });
    expect(login.statusCode).not.toBe(200);

    // Nothing in any table names them; the company keeps an anonymous application.
    for (const needle of [seeker.email, seeker.phone, seeker.name, seeker.username])
      expect(await columnsHolding(t, needle), needle).toEqual([]);
    const [kept] = await t.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(kept).toMatchObject({
      name: ANONYMISED_CANDIDATE_NAME,
      userId: null,
      phone: null,
      email: null,
      message: null,
      cvUploadKey: null,
      status: 'submitted',
    });
    expect(kept?.anonymisedAt).toBeInstanceOf(Date);
    const seen = json(await getAs(`/api/company/applications/${appId}`, companyToken)).data;
    expect(seen).toMatchObject({ name: ANONYMISED_CANDIDATE_NAME, phone: null, email: null, has_cv: false });

    // Their files are gone from storage.
    const left = storedKeys(root);
    for (const key of keys) {
      expect(left).not.toContain(key);
      expect(await t.app.storage.get(key)).toBeNull();
    }
    const [outbox] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = lower(${seeker.email})`);
    expect(Number(outbox?.n)).toBe(0);

    // The address can register again.
    const earlier = mailsTo(sink, seeker.email).length;
    const body = registerBody({ email: seeker.email, phone: seeker.phone });
    expect((await postAs('/api/auth/request-register', body)).statusCode).toBe(200);
    const code = codeFrom(await nextMail(t.app, sink, seeker.email, earlier));
    const again = await postAs('/api/auth/register', { email: seeker.email, code });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a guest link from the confirmation mail reads, exports, withdraws and deletes; tampered and expired links are refused', async () => {
    const name = uniqueName('Trịnh Thị Khách');
    const email = `khach.${randomInt(1e6, 9e6)}@example.com`;
    const phone = `097${String(randomInt(0, 1e7)).padStart(7, '0')}`;
    const res = await guestApply({
      job_id: String(jobs[4]),
      name,
      phone,
      email,
      cv: CV_PDF,
      message: 'Gọi tôi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const appId = json(res).data.application_id as number;
    const mail = await nextMail(t.app, sink, email);
    const link = /(https?:\/\/\S+\/du-lieu-ung-tuyen\?token=\S+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const token = new URL(link as string).searchParams.get('token') as string;
    const q = (tok: string) => `?${new URLSearchParams({ token: tok })}`;

    const read = await getAs(`/api/guest-application${q(token)}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data).toMatchObject({
      application_id: appId,
      name,
      email,
      phone,
      job_title: jobTitles[4],
      company_name: company.name,
      consent_version: APPLY_CONSENT_VERSION,
      consent_withdrawn_at: null,
    });
    const exported = await getAs(`/api/guest-application/data${q(token)}&format=json`);
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).sections.applications.rows[0]).toMatchObject({ email, phone, name });

    // Tampered: one character changed. Expired: the same link after its date.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x', '']) {
      const r = await getAs(`/api/guest-application${q(bad)}`);
      expect(r.statusCode, bad).toBe(bad === '' ? 422 : 404);
      if (bad !== '')
        expect(json(r)).toMatchObject({
          code: 1165,
          message: 'Đường dẫn không hợp lệ hoặc hồ sơ ứng tuyển đã bị xoá',
        });
    }
    expect((await postAs('/api/guest-application/delete', { token: tampered })).statusCode).toBe(404);
    const [{ expires } = { expires: null }] = await t.database.db
      .select({ expires: applications.guestTokenExpiresAt })
      .from(applications)
      .where(eq(applications.id, appId));
    expect(expires?.getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);
    await t.database.db
      .update(applications)
      .set({ guestTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(applications.id, appId));
    const expired = await getAs(`/api/guest-application${q(token)}`);
    expect(expired.statusCode).toBe(410);
    expect(json(expired).code).toBe(1166);
    expect((await postAs('/api/guest-application/delete', { token })).statusCode).toBe(410);
    await t.database.db
      .update(applications)
      .set({ guestTokenExpiresAt: expires })
      .where(eq(applications.id, appId));

    const withdrawn = await postAs('/api/guest-application/withdraw-consent', { token });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(json(await getAs(`/api/company/applications/${appId}`, companyToken)).data).toMatchObject({
      phone: null,
      email: null,
      has_cv: false,
    });

    const [cv] = await t.database.db
      .select({ key: applications.cvUploadKey })
      .from(applications)
      .where(eq(applications.id, appId));
    const deleted = await postAs('/api/guest-application/delete', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted).message).toBe('Đã xoá hồ sơ ứng tuyển và dữ liệu cá nhân của bạn.');
    const bye = await nextMail(t.app, sink, email, 1);
    expect(bye.subject).toBe('Hồ sơ ứng tuyển của bạn đã được xoá');
    await t.app.emailWorker.flush();
    for (const needle of [email, phone, name]) expect(await columnsHolding(t, needle), needle).toEqual([]);
    expect(await t.app.storage.get(cv?.key as string)).toBeNull();
    expect((await getAs(`/api/guest-application${q(token)}`)).statusCode).toBe(404);
  });
});
