import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/app.ts';
import { json } from './helpers.ts';
import { type Caller, MISSING, useObjectAccessWorld } from './support/object-access.ts';

/** Admin-only routes called with A's ids by every non-admin (see support/object-access.ts). */
describe('object access: admin-only routes answer non-admins as for missing ids', () => {
  const { t, w, call, compare, seekerB, companyB, others } = useObjectAccessWorld();

  it("admin-only routes with A's ids answer every non-admin as for missing ids", async () => {
    // Objects of the platform itself, made by others: an article (demo data) and a visitor's message.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        name: 'Lê Văn Khách',
        phone: '0912345679',
        email: 'khach.lienhe@example.com',
        subject: 'Hỏi về đơn hàng',
        message: 'Tôi muốn hỏi thêm về đơn hàng này.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const first = async (
      table: 'blogs' | 'contact_messages' | 'company_reviews' | 'customers' | 'scam_cases',
    ) =>
      Number(
        (
          (await t.database.db.execute(sql.raw(`select min(id) as id from ${table}`))) as unknown as {
            rows: { id: number }[];
          }
        ).rows[0]?.id,
      );
    const blogId = await first('blogs');
    const contactId = await first('contact_messages');
    // A review of a demo company by a demo seeker (demo data).
    const reviewId = await first('company_reviews');
    // A customer of the sales CRM and a sale (demo data, ADR 0026).
    const customerId = await first('customers');
    const saleId = Number(
      (
        (await t.database.db.execute(
          sql`select min(id) as id from users where type = 'sale'`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]?.id,
    );
    // The demo's flagged offer in the scam queue (ADR 0032).
    const scamCaseId = await first('scam_cases');
    expect(scamCaseId).toBeGreaterThan(0);
    expect(blogId).toBeGreaterThan(0);
    expect(contactId).toBeGreaterThan(0);
    expect(customerId).toBeGreaterThan(0);
    expect(saleId).toBeGreaterThan(0);
    /** Which of A's objects each admin route parameter names. */
    const idFor: Record<string, Record<string, number | string>> = {
      '/admin/jobs/:id': { id: w.jobA },
      '/admin/jobs/:id/approve': { id: w.waitingJobA },
      '/admin/jobs/:id/reject': { id: w.waitingJobA },
      '/admin/jobs/:id/disable': { id: w.jobA },
      '/admin/jobs/:id/applications': { id: w.jobA },
      '/admin/jobs/:id/applications/:appId': { id: w.jobA, appId: w.appA },
      '/admin/jobs/:id/applications/:appId/admin_status': { id: w.jobA, appId: w.appA },
      '/admin/companies/:id/business-license': { id: w.coACompanyId },
      // Company A's labour-export licence (ADR 0030).
      '/admin/licences/:id': { id: w.coACompanyId },
      '/admin/licences/:id/file': { id: w.coACompanyId },
      '/admin/licences/:id/verify': { id: w.coACompanyId },
      '/admin/licences/:id/reject': { id: w.coACompanyId },
      '/admin/licences/:id/revoke': { id: w.coACompanyId },
      '/admin/user/:id': { id: w.staffAId },
      '/admin/user/:id/password': { id: w.staffAId },
      '/admin/blogs/:id': { id: blogId },
      '/admin/contact-messages/:id/handled': { id: contactId },
      '/admin/review/:id': { id: reviewId },
      '/customer/user-detail/:id': { id: customerId },
      '/customer/:id/notes': { id: customerId },
      '/customer/:id/invite': { id: customerId },
      '/customer/sales/:id': { id: saleId },
      '/admin/reports/:id': { id: scamCaseId },
      '/admin/reports/:id/dismiss': { id: scamCaseId },
      '/admin/reports/:id/ask': { id: scamCaseId },
      '/admin/reports/:id/disable-job': { id: scamCaseId },
      '/admin/reports/:id/lock-company': { id: scamCaseId },
      // A scheduled task is named, not numbered (ADR 0035).
      '/admin/scheduler/:name/run': { name: 'licence-expiry' },
    };
    // Reference data (occupations, equipment, company fields, tags, the knowledge base) is nobody's
    // object: the access matrix, admin-catalog.test.ts and knowledge.test.ts cover it.
    const referenceData = [
      '/works/:id',
      '/equipments/:id',
      '/admin/fields/:id',
      '/admin/tags/:id',
      '/admin/knowledge/:id',
    ];
    const adminRoutes = apiRoutes(t.app).filter(
      (d) =>
        !referenceData.includes(d.endpoint.path) &&
        d.endpoint.access.kind === 'roles' &&
        d.endpoint.path.includes('/:') &&
        d.endpoint.access.roles.includes('admin'),
    );
    expect(adminRoutes.map((d) => d.endpoint.path).filter((p) => !idFor[p])).toEqual([]);
    const nonAdmins: Caller[] = [
      ...seekerB(),
      { name: 'company A', token: w.coA },
      { name: 'sub-user of company A', token: w.staffA },
      ...companyB(),
      ...others(),
    ];
    const failures: string[] = [];
    for (const def of adminRoutes) {
      const { method, path, access } = def.endpoint;
      const callers =
        access.kind === 'roles' && !access.roles.includes('sub_admin')
          ? [...nonAdmins, { name: 'sub_admin', token: w.subAdmin }]
          : nonAdmins;
      const ids = idFor[path] as Record<string, number | string>;
      const urlOf = (missing: boolean) =>
        `/api${path.replace(/:(\w+)/g, (_, p: string) => String(missing ? MISSING : ids[p]))}`;
      await compare(
        callers,
        false,
        true,
        (missing) => ({
          method,
          url: urlOf(missing),
          ...(method === 'GET'
            ? {}
            : {
                payload: {
                  status: 'activated',
                  password: 'Moi@12345',
                  password_confirmation: 'Moi@12345',
                  admin_status: 'contacted',
                },
              }),
        }),
        { label: `${method} ${path}`, failures },
      );
    }
    expect(failures).toEqual([]);
    // A's objects are still there, as the admin sees them.
    for (const url of [
      `/api/admin/jobs/${w.jobA}`,
      `/api/admin/user/${w.staffAId}`,
      `/api/admin/jobs/${w.waitingJobA}`,
    ]) {
      const res = await call(w.admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const job = json(await call(w.admin, { method: 'GET', url: `/api/admin/jobs/${w.waitingJobA}` })).data;
    expect(job.status).toBe('waiting');
  });
});
