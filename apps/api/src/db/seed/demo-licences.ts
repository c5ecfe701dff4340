import type { LicenceState } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies, licenceEvents } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The authority that issued the demo licences (the ministry, before the 2025 merger). */
const MINISTRY = 'Bộ Lao động – Thương binh và Xã hội';
const DOLAB_LIST = 'https://dolab.gov.vn';

/**
 * Licence states of the demo agencies (ADR 0030): the three with public labour-export orders are
 * verified (against DOLAB's list, by the demo admin, a week ago; Đại Dương's until a date a year
 * ahead); the look-alike Sao Mại waits, and so does its order.
 */
const DEMO_LICENCES: { owner: string; state: LicenceState; expiresInDays?: number }[] = [
  { owner: 'companyLabor', state: 'verified' },
  { owner: 'companyEurope', state: 'verified', expiresInDays: 365 },
  { owner: 'companyKorea', state: 'verified' },
  { owner: 'companyLookalike', state: 'pending' },
];

export async function insertDemoLicences(
  tx: Tx,
  ctx: { companies: Map<string, { id: number; userId: number }>; adminId: number; now: Date },
): Promise<void> {
  const day = (n: number) => new Date(ctx.now.getTime() + n * 86_400_000);
  for (const l of DEMO_LICENCES) {
    const company = ctx.companies.get(l.owner);
    if (!company) throw new Error(`demo licence: unknown company ${l.owner}`);
    const expiresOn = l.expiresInDays ? day(l.expiresInDays).toISOString().slice(0, 10) : null;
    await tx
      .update(companies)
      .set({ laborLicenseAuthority: MINISTRY, licenceState: l.state, licenceExpiresOn: expiresOn })
      .where(eq(companies.id, company.id));
    await tx.insert(licenceEvents).values({
      companyId: company.id,
      actorId: company.userId,
      action: 'submit',
      fromState: 'none',
      toState: 'pending',
      createdAt: day(-10),
    });
    if (l.state === 'verified') {
      await tx.insert(licenceEvents).values({
        companyId: company.id,
        actorId: ctx.adminId,
        action: 'verify',
        fromState: 'pending',
        toState: 'verified',
        method: 'dolab_list',
        link: DOLAB_LIST,
        note: 'Có trong danh sách doanh nghiệp được cấp phép của Cục Quản lý lao động ngoài nước',
        expiresOn,
        createdAt: day(-7),
      });
    }
  }
}
