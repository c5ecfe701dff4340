import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { bearer, loginAs, type TestContext } from '../helpers.ts';
import { addJobs, createCompany, jobSpec } from './public-jobs.ts';

let hash: Promise<string> | undefined;
const demoHash = () => {
  hash ??= hashPassword(DEMO_PASSWORD);
  return hash;
};

/** An activated employee account of the test's own, signed in. */
export async function createSeeker(t: TestContext, name = 'Phạm Thị Thu') {
  const tag = randomBytes(4).toString('hex');
  const email = `ungvien-${tag}@example.vn`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      type: 'employee',
      status: 'activated',
      name,
      email,
      username: `uv${tag}`,
      passwordHash: await demoHash(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('seeker not inserted');
  return { id: row.id, email, name, token: await loginAs(t.app, email) };
}

/** A public company of the test's own with one open job, its owner signed in. */
export async function createReviewedCompany(t: TestContext) {
  const company = await createCompany(t);
  await t.database.db
    .update(users)
    .set({ passwordHash: await demoHash(), emailVerifiedAt: new Date() })
    .where(eq(users.id, company.userId));
  const [owner] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, company.userId));
  const [jobId] = await addJobs(t, company, [jobSpec({ title: `Đơn hàng kiểm thử ${company.name}` })]);
  return { ...company, jobId: jobId as number, token: await loginAs(t.app, owner?.email ?? '') };
}

export const validReview = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  rating_costs: 5,
  rating_before_departure: 3,
  title: 'Tư vấn rõ ràng, đúng hẹn',
  content: 'Công ty báo rõ từng khoản chi phí trước khi ký hợp đồng và hẹn phỏng vấn đúng lịch.',
  anonymous: false,
  ...over,
});

export function send(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: unknown,
  remoteAddress?: string,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
