import { ANONYMISED_CANDIDATE_NAME, DELETE_ACCOUNT_PHRASE } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, emailOutbox, uploads } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { codeFrom, mailsTo, nextMail, registerBody } from './support/accounts.ts';
import { userIdByEmail } from './support/applications.ts';
import { CV_PDF } from './support/apply.ts';
import { columnsHolding, storedKeys, uniqueName, useMyDataWorld } from './support/my-data-world.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/*
 * A candidate's control of their data (ADR 0033), part 2: the data calls refused to other roles, and
 * account deletion. Consent and export: my-data.consent.test.ts; the guest's link:
 * my-data.guest.test.ts; the shared world: support/my-data-world.ts.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('candidate data rights: refused roles and account deletion', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  const { w, apply, register, getAs, postAs } = useMyDataWorld(t, sink);

  it('refuses the data calls to anonymous callers (401) and other roles (403)', async () => {
    const calls = [
      () => ['GET', '/api/user/my-data'] as const,
      () => ['POST', '/api/user/applications/1/withdraw-consent'] as const,
      () => ['POST', '/api/user/delete-account'] as const,
    ];
    const tokens = {
      company: w.companyToken,
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
    // The w.company account was not deleted by its refused call.
    expect((await getAs('/api/company/applications?limit=1', w.companyToken)).statusCode).toBe(200);
  });

  it('deletes the account: no personal data left in any table or the upload folder, sessions revoked, mail sent, email free again', async () => {
    const seeker = await register(uniqueName('Phan Thị Xoá'));
    const userId = await userIdByEmail(t, seeker.email);
    const applied = await apply(w.jobs[5] as number, { cv: CV_PDF, message: 'Xin liên hệ' }, seeker.token);
    expect(applied.statusCode, applied.body).toBe(200);
    const appId = json(applied).data.application_id as number;
    await postAs('/api/employee/saved-jobs/save', { job_id: w.jobs[0] }, seeker.token);
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
    const seen = json(await getAs(`/api/company/applications/${appId}`, w.companyToken)).data;
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
});
