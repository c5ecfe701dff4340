import { describe, expect, it } from 'vitest';
import { json, useTestApp } from './helpers.ts';

describe('POST /api/newsletter/subscribe', () => {
  const t = useTestApp();

  it('subscribes once, idempotently', async () => {
    for (const email of ['Ban.Doc@Example.com', 'ban.doc@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe('Đăng ký nhận tin thành công');
    }
    const { sql } = await import('drizzle-orm');
    const r = (await t.database.db.execute(
      sql`select count(*)::int as n from newsletter_subscribers`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(r.rows[0]?.n).toBe(1);
  });

  it('validates the email in Vietnamese', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: '' },
    });
    expect(json(empty).errors).toEqual({ email: ['Email không được để trống.'] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'abc@' },
    });
    expect(json(bad).errors).toEqual({ email: ['Email không đúng định dạng'] });
  });
});
