import { errorMessages } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs } from './helpers.ts';
import { newsletterTestKit } from './support/newsletter.ts';

/** Issue 12 item 4: the admin's subscriber list and its CSV export. */
const { t } = await newsletterTestKit();

describe('admin list and CSV export', () => {
  /** Subscribers in the three states, one address with CSV's special characters. */
  async function seed() {
    await t.database.db.execute(sql`insert into newsletter_subscribers (email, consented_at, confirmed_at, unsubscribed_at) values
      ('csv.cho@example.com', now() - interval '3 day', null, null),
      ('csv.xac.nhan@example.com', now() - interval '2 day', now() - interval '2 day', null),
      ('csv.huy@example.com', now() - interval '4 day', now() - interval '4 day', now() - interval '1 day'),
      ('"csv,phay"@example.com', now(), null, null),
      ('=csv.cong.thuc@example.com', now(), now(), null),
      ('csv_100%@example.com', now(), null, null)
      on conflict do nothing`);
  }

  it('lists subscribers for admins with status, dates, filter, search and paging', async () => {
    await seed();
    const admin = await loginAs(t.app, DEMO.admin);
    const get = async (qs: string) => {
      const res = await t.app.inject({
        url: `/api/admin/newsletter-subscribers?${qs}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as { items: { email: string; status: string }[]; total: number; limit: number };
    };
    const all = await get('search=csv');
    expect(all.total).toBe(6);
    const byEmail = Object.fromEntries(all.items.map((i) => [i.email, i]));
    expect(byEmail['csv.cho@example.com']).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(byEmail['csv.xac.nhan@example.com']).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    expect(byEmail['csv.huy@example.com']).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
      consented_at: expect.any(String),
    });
    expect((await get('search=csv&status=confirmed')).items.map((i) => i.email).sort()).toEqual([
      '=csv.cong.thuc@example.com',
      'csv.xac.nhan@example.com',
    ]);
    expect((await get('search=csv&status=unsubscribed')).items.map((i) => i.email)).toEqual([
      'csv.huy@example.com',
    ]);
    // LIKE's wildcards in the search are plain characters.
    expect((await get('search=_100%25')).items.map((i) => i.email)).toEqual(['csv_100%@example.com']);
    expect((await get('search=CSV.CHO')).total).toBe(1);
    const paged = await get('search=csv&limit=2&page=3');
    expect(paged.items).toHaveLength(2);
    expect((await get('status=&search=')).total).toBeGreaterThanOrEqual(6);
    const wrong = await t.app.inject({
      url: '/api/admin/newsletter-subscribers?status=abc',
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('exports CSV as UTF-8 with BOM, escaped, formulas defused, with the same filters', async () => {
    await seed();
    const admin = await loginAs(t.app, DEMO.admin);
    const res = await t.app.inject({
      url: '/api/admin/newsletter-subscribers.csv?search=csv',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="nguoi-dang-ky-nhan-tin-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.rawPayload.toString('utf8');
    expect(
      body.startsWith(
        '\uFEFFEmail,Trạng thái,Đồng ý nhận tin lúc (giờ Việt Nam),Xác nhận lúc,Hủy đăng ký lúc\r\n',
      ),
    ).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines).toContainEqual(
      expect.stringMatching(/^csv\.cho@example\.com,Chờ xác nhận,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^csv\.huy@example\.com,Đã hủy,[\d-]+ [\d:]+,[\d-]+ [\d:]+,[\d-]+ [\d:]+$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^"""csv,phay""@example\.com",Chờ xác nhận,/));
    expect(lines).toContainEqual(expect.stringMatching(/^'=csv\.cong\.thuc@example\.com,Đã xác nhận,/));

    const only = await t.app.inject({
      url: '/api/admin/newsletter-subscribers.csv?search=csv&status=unsubscribed',
      headers: bearer(admin),
    });
    expect(only.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses sub_admins and every other role (1104, admin only), for the list and the file', async () => {
    for (const url of ['/api/admin/newsletter-subscribers', '/api/admin/newsletter-subscribers.csv']) {
      const guest = await t.app.inject({ url });
      expect(guest.statusCode, url).toBe(401);
      for (const who of [DEMO.subAdmin, DEMO.employee, DEMO.company, DEMO.sale, DEMO.leaderSale]) {
        const res = await t.app.inject({ url, headers: bearer(await loginAs(t.app, who)) });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(json(res).code, `${who} ${url}`).toBe(1104);
        expect(json(res).message, `${who} ${url}`).toBe(errorMessages[1104]);
        expect(res.body, `${who} ${url}`).not.toContain('@example.com');
      }
    }
  });
});
