import { CustomerMessage, ErrorCode, errorMessages } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from './helpers.ts';
import { customerKit } from './support/customers.ts';

type Item = { id: number; sale: { id: number } | null };

describe('sale and leader-sale customers (spec §7 Sales; issue 15 item 3, ADR 0026)', () => {
  const t = useTestApp({ ACCOUNT_RATE_LIMIT_MAX: '1000' });
  const k = customerKit(t);
  beforeAll(() => k.signIn());

  const NOT_FOUND = { code: ErrorCode.NotFound, message: errorMessages[ErrorCode.NotFound] };

  it('refuses guests (401) and every other type (403) on the sale and leader-sale calls', async () => {
    const own = await k.prospect({ sale_id: k.ids.sale });
    for (const prefix of ['/sale', '/leader-sale']) {
      const calls = [
        ['GET', prefix],
        ['GET', `${prefix}/${own.id}`],
        ['GET', `${prefix}/company/1`],
        ['PUT', `${prefix}/${own.id}`, { stage: 'lost' }],
        ['POST', `${prefix}/${own.id}/notes`, { channel: 'call', text: 'Gọi' }],
        ['POST', `${prefix}/${own.id}/invite`],
      ] as const;
      const others = prefix === '/sale' ? (['leaderSale'] as const) : (['sale'] as const);
      for (const [method, url, body] of calls) {
        expect((await k.call(undefined, method, url, body)).statusCode, url).toBe(401);
        for (const role of ['employee', 'company', 'admin', 'subAdmin', ...others] as const) {
          const res = await k.call(k.tokens[role], method, url, body);
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(json(res).code).toBe(ErrorCode.Forbidden);
        }
      }
    }
    expect((await k.call(k.tokens.sale, 'GET', '/leader-sale/team')).statusCode).toBe(403);
    expect((await k.events(own.id)).map((e) => e.kind).sort()).toEqual(['assignment', 'created']);
  });

  it("a sale sees only its own customers; another sale's is the same 404 as a missing id", async () => {
    const mine = await k.prospect({ sale_id: k.ids.sale, company_name: 'Công ty Riêng Của Mai' });
    const theirs = await k.prospect({ sale_id: k.ids.sale2, company_name: 'Công ty Riêng Của Khoa' });
    const list = json(await k.call(k.tokens.sale, 'GET', '/sale?limit=100')).data;
    expect(list.items.length).toBeGreaterThan(1);
    expect(list.items.every((i: Item) => i.sale?.id === k.ids.sale)).toBe(true);
    expect(list.items.some((i: Item) => i.id === mine.id)).toBe(true);
    expect(list.items.some((i: Item) => i.id === theirs.id)).toBe(false);
    // A sale filter cannot widen the list to another sale's customers.
    const widened = json(
      await k.call(k.tokens.sale, 'GET', `/sale?sale=${k.ids.sale2}&search=rieng cua khoa`),
    ).data;
    expect(widened.total).toBe(0);
    const attempts = [
      ['GET', ''],
      ['PUT', '', { stage: 'lost' }],
      ['POST', '/notes', { channel: 'call', text: 'Xem trộm' }],
      ['POST', '/invite'],
    ] as const;
    for (const [method, suffix, body] of attempts) {
      const other = await k.call(k.tokens.sale, method, `/sale/${theirs.id}${suffix}`, body);
      const missing = await k.call(k.tokens.sale, method, `/sale/987654321${suffix}`, body);
      expect(other.statusCode, `${method} ${suffix}`).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(json(other)).toMatchObject(NOT_FOUND);
      expect(json(missing)).toMatchObject(NOT_FOUND);
    }
    expect((await k.events(theirs.id)).map((e) => e.kind).sort()).toEqual(['assignment', 'created']);
  });

  it('a sale logs a call, sets the follow-up and moves the stage (POST with _method=PUT); it cannot reassign', async () => {
    const c = await k.prospect({ sale_id: k.ids.sale });
    const note = await k.call(k.tokens.sale, 'POST', `/sale/${c.id}/notes`, {
      channel: 'call',
      text: 'Gọi lần đầu, khách hẹn gặp thứ Hai',
    });
    expect(note.statusCode, note.body).toBe(200);
    const res = await k.call(k.tokens.sale, 'POST', `/sale/${c.id}`, {
      _method: 'PUT',
      next_follow_up_on: '2030-06-01',
      stage: 'contacted',
      sale_id: k.ids.sale2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Lưu thông tin thành công');
    expect(json(res).data).toMatchObject({
      stage: 'contacted',
      next_follow_up_on: '2030-06-01',
      sale: { id: k.ids.sale },
    });
    const history = json(res).data.history as { kind: string; actor: { name: string } }[];
    expect(
      history
        .map((e) => e.kind)
        .slice(0, 3)
        .sort(),
    ).toEqual(['follow_up', 'note', 'stage']);
    expect(
      history
        .filter((e) => e.kind !== 'created' && e.kind !== 'assignment')
        .every((e) => e.actor.name === 'Vũ Thị Mai'),
    ).toBe(true);
    const bad = await k.call(k.tokens.sale, 'PUT', `/sale/${c.id}`, {
      stage: 'won',
      next_follow_up_on: '31/12/2030',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toMatchObject({ stage: [CustomerMessage.stageInvalid] });
    expect(Object.keys(json(bad).errors ?? {}).sort()).toEqual(['next_follow_up_on', 'stage']);
  });

  it('lists by follow-up due today and overdue, without accents', async () => {
    const c = await k.prospect({ sale_id: k.ids.sale, company_name: 'Công ty Quá Hạn Liên Hệ' });
    await k.call(k.tokens.sale, 'PUT', `/sale/${c.id}`, { next_follow_up_on: '2021-05-05' });
    const overdue = json(
      await k.call(k.tokens.sale, 'GET', '/sale?follow_up=overdue&search=qua han lien he'),
    ).data;
    expect(overdue.items.map((i: Item) => i.id)).toEqual([c.id]);
    expect(overdue.items[0].follow_up_overdue).toBe(true);
    const today = json(
      await k.call(k.tokens.sale, 'GET', '/sale?follow_up=today&search=qua han lien he'),
    ).data;
    expect(today.total).toBe(0);
  });

  it("a sale reads the registered company behind its customer; another's company is 404", async () => {
    const mine = json(await k.call(k.tokens.sale, 'GET', '/sale?search=sao mai')).data.items[0];
    expect(mine.company_user_id).not.toBeNull();
    const company = await k.call(k.tokens.sale, 'GET', `/sale/company/${mine.company_user_id}`);
    expect(company.statusCode, company.body).toBe(200);
    expect(json(company).data).toMatchObject({ user_id: mine.company_user_id, status: 'activated' });
    expect(json(company).data.jobs_count).toBeGreaterThan(0);
    // Hoa Anh Đào is Khoa's customer.
    const khoa = json(await k.call(k.tokens.sale2, 'GET', '/sale?search=hoa anh dao')).data.items[0];
    const refused = await k.call(k.tokens.sale, 'GET', `/sale/company/${khoa.company_user_id}`);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject(NOT_FOUND);
  });

  it("a leader sees the team's customers, reassigns within the team only and cannot touch another team", async () => {
    const ofMai = await k.prospect({ sale_id: k.ids.sale });
    const ofKhoa = await k.prospect({ sale_id: k.ids.sale2 });
    const outsider = await k.salesAccount();
    const elsewhere = await k.prospect({ sale_id: outsider.id });
    const unassigned = await k.prospect();

    const list = json(await k.call(k.tokens.leaderSale, 'GET', '/leader-sale?limit=100')).data;
    const ids = list.items.map((i: Item) => i.id);
    expect(ids).toEqual(expect.arrayContaining([ofMai.id, ofKhoa.id]));
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(unassigned.id);
    const team = new Set([k.ids.sale, k.ids.sale2, k.ids.leaderSale]);
    expect(list.items.every((i: Item) => i.sale && team.has(i.sale.id))).toBe(true);
    const bySale = json(
      await k.call(k.tokens.leaderSale, 'GET', `/leader-sale?sale=${k.ids.sale2}&limit=100`),
    ).data;
    expect(bySale.items.every((i: Item) => i.sale?.id === k.ids.sale2)).toBe(true);

    const moved = await k.call(k.tokens.leaderSale, 'POST', `/leader-sale/${ofMai.id}`, {
      _method: 'PUT',
      sale_id: k.ids.sale2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data.sale).toMatchObject({ id: k.ids.sale2, name: 'Đặng Minh Khoa' });
    expect(json(moved).data.history[0]).toMatchObject({
      kind: 'assignment',
      from: 'Vũ Thị Mai',
      to: 'Đặng Minh Khoa',
      actor: { name: 'Phạm Quốc Bảo' },
    });
    // Mai no longer sees it.
    expect((await k.call(k.tokens.sale, 'GET', `/sale/${ofMai.id}`)).statusCode).toBe(404);

    const out = await k.call(k.tokens.leaderSale, 'PUT', `/leader-sale/${ofKhoa.id}`, {
      sale_id: outsider.id,
    });
    expect(out.statusCode).toBe(422);
    expect(json(out).errors).toEqual({ sale_id: [CustomerMessage.saleOutsideTeam] });
    expect((await k.events(ofKhoa.id)).length).toBe(2);

    for (const id of [elsewhere.id, unassigned.id]) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { sale_id: k.ids.sale }],
        ['POST', '/notes', { channel: 'call', text: 'Không được' }],
      ] as const) {
        const res = await k.call(k.tokens.leaderSale, method, `/leader-sale/${id}${suffix}`, body);
        expect(res.statusCode, `${method} ${id}${suffix}`).toBe(404);
        expect(json(res)).toMatchObject(NOT_FOUND);
      }
    }

    const teamRes = json(await k.call(k.tokens.leaderSale, 'GET', '/leader-sale/team')).data as {
      id: number;
    }[];
    expect(teamRes.map((p) => p.id).sort()).toEqual([...team].sort());
  });
});
