import { randomInt } from 'node:crypto';
import { APPLY_CONSENT_VERSION } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/index.ts';
import { json, useTestApp } from './helpers.ts';
import { nextMail } from './support/accounts.ts';
import { CV_PDF } from './support/apply.ts';
import { columnsHolding, uniqueName, useMyDataWorld } from './support/my-data-world.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/*
 * A candidate's control of their data (ADR 0033), part 3: the link in a guest's confirmation mail
 * (read, export, withdraw, delete; tampered and expired links). Consent and export:
 * my-data.consent.test.ts; deletion: my-data.deletion.test.ts; the shared world:
 * support/my-data-world.ts.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

describe("candidate data rights: the guest's data link", () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
  const { w, guestApply, getAs, postAs } = useMyDataWorld(t, sink);

  it('a guest link from the confirmation mail reads, exports, withdraws and deletes; tampered and expired links are refused', async () => {
    const name = uniqueName('Trịnh Thị Khách');
    const email = `khach.${randomInt(1e6, 9e6)}@example.com`;
    const phone = `097${String(randomInt(0, 1e7)).padStart(7, '0')}`;
    const res = await guestApply({
      job_id: String(w.jobs[4]),
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
      job_title: w.jobTitles[4],
      company_name: w.company.name,
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
    expect(json(await getAs(`/api/company/applications/${appId}`, w.companyToken)).data).toMatchObject({
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
