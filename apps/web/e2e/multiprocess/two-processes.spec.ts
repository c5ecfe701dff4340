import pg from 'pg';
import { DEMO_PASSWORD, expect, test } from '../fixtures.ts';
import { type ReceivedMail, uniqueAccount, waitForMailWhere } from '../support/mail.ts';

/*
 * Runs only with E2E_PROCESSES (scripts/test-e2e-processes.mjs, ADR 0037): the browser talks to our
 * round-robin proxy, which sends each request to the next of two app processes sharing PostgreSQL,
 * Redis and the upload folder. hiring-loop.spec.ts runs through the same proxy in the same run (a
 * session, its notifications and its uploads travel between the processes on every click); this
 * spec checks what the hiring loop cannot see.
 */

const SITE_INBOX = 'lienhe@viecxa.vn';
const SINK = `http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? '3293'}`;

async function outbox<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

test('a session started on one process is known to the other; requests alternate @postgres', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'congty@viecxa.vn', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.token as string;
  const seen = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const res = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).data.email).toBe('congty@viecxa.vn');
    seen.add(res.headers()['x-upstream'] ?? '');
  }
  expect([...seen].sort()).toEqual(['0', '1']);
  // Both processes report ready, and each answers for itself.
  const ready = await request.get('/__proxy/ready');
  expect(await ready.json()).toEqual({ ready: [true, true] });
});

test('each mail of the shared outbox is sent exactly once by the two processes @postgres', async ({
  request,
}) => {
  const sender = uniqueAccount('outbox');
  const subjects = [1, 2, 3, 4].map((n) => `Hỏi về đơn hàng ${n} ${sender.username}`);
  for (const subject of subjects) {
    const res = await request.post('/api/send-email', {
      data: {
        name: 'Trần Văn Bình',
        phone: sender.phone,
        email: sender.email,
        subject,
        message: 'Xin cho tôi hỏi chi phí và thời gian xuất cảnh của đơn hàng này.',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // Both workers poll every 200 ms; every mail arrives…
  for (const subject of subjects) {
    await waitForMailWhere(SITE_INBOX, (m) => m.subject === `[Liên hệ] ${subject}`);
    await waitForMailWhere(sender.email, () => true);
  }
  // …and once its row is marked sent, it was claimed once (a second claim counts a second attempt)…
  await expect
    .poll(async () =>
      outbox<{ status: string; attempts: number }>(
        'select status, attempts from email_outbox where to_address = $1 or subject = any($2) order by id',
        [sender.email, subjects.map((s) => `[Liên hệ] ${s}`)],
      ),
    )
    .toEqual(Array.from({ length: 8 }, () => ({ status: 'sent', attempts: 1 })));
  // …and delivered once.
  const received = async (to: string) =>
    ((await (await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[]).map(
      (m) => m.subject,
    );
  const toSite = (await received(SITE_INBOX)).filter((s) => s.includes(sender.username));
  expect(toSite.sort()).toEqual(subjects.map((s) => `[Liên hệ] ${s}`).sort());
  expect(await received(sender.email)).toHaveLength(4);
  // No mail of the whole run (the hiring loop's too) was ever claimed twice.
  expect(await outbox("select id from email_outbox where status = 'sent' and attempts > 1")).toEqual([]);
});
