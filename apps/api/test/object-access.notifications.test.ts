import { describe, expect, it } from 'vitest';
import { json } from './helpers.ts';
import { MISSING, useObjectAccessWorld } from './support/object-access.ts';

/** Notifications of a seeker and of a company (see support/object-access.ts). */
describe("object access: another user's notifications answer as missing ones", () => {
  const { w, call, compare, seekerB, companyB } = useObjectAccessWorld();

  it('notifications: read and deleted by others', async () => {
    const failures: string[] = [];
    for (const [owner, id, intruders] of [
      ['seeker A', w.notifEmpA, [...seekerB(), ...companyB()]],
      [
        'company A',
        w.notifCoA,
        [...companyB(), ...seekerB(), { name: 'sub-user of company A', token: w.staffA }],
      ],
    ] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const url = (n: number) =>
          method === 'POST' ? `/api/notifications/${n}/read` : `/api/notifications/${n}`;
        await compare([...intruders], id, MISSING, (n) => ({ method, url: url(n) }), {
          label: `${method} notification of ${owner}`,
          failures,
          notFound: true,
        });
      }
    }
    expect(failures).toEqual([]);
    for (const [token, id] of [
      [w.empA, w.notifEmpA],
      [w.coA, w.notifCoA],
    ] as const) {
      const items = json(await call(token, { method: 'GET', url: '/api/all-notifications' })).data.items as {
        id: number;
        is_read: boolean;
      }[];
      expect(items.find((n) => n.id === id)).toMatchObject({ is_read: false });
    }
  });
});
