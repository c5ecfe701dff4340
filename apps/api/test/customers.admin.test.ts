import { CustomerMessage, ErrorCode, errorMessages, RuleMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, loginAs, useTestApp } from './helpers.ts';
import { NEW_PASSWORD, nextMail, post, resetLinkFrom } from './support/accounts.ts';
import { customerKit } from './support/customers.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// Invitations go out over real SMTP to this sink; the set-password link is read from the mail.
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('admin customers (spec §7 customer/*; issue 15 items 1–2, ADR 0026)', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
  });
  const k = customerKit(t);
  beforeAll(() => k.signIn());

  it('refuses guests (401), employees, companies and sales (403) on every admin customer call', async () => {
    const c = await k.prospect();
    const calls = [
      ['GET', '/customer/list-users'],
      ['POST', '/customer/create-user', { company_name: 'Công ty A' }],
      ['GET', `/customer/user-detail/${c.id}`],
      ['POST', '/customer/edit-user', { id: c.id, stage: 'lost' }],
      ['POST', `/customer/${c.id}/notes`, { channel: 'call', text: 'Gọi thử' }],
      ['POST', `/customer/${c.id}/invite`],
      ['GET', '/customer/sales'],
      ['PUT', `/customer/sales/${k.ids.sale}`, { leader_id: null }],
    ] as const;
    for (const [method, url, body] of calls) {
      const guest = await k.call(undefined, method, url, body);
      expect(guest.statusCode, url).toBe(401);
      expect(json(guest).code).toBe(ErrorCode.Unauthenticated);
      for (const role of ['employee', 'company', 'sale', 'leaderSale'] as const) {
        const res = await k.call(k.tokens[role], method, url, body);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    // Nothing was changed by the refused calls.
    expect((await k.events(c.id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('adds a prospect with every failing rule reported in Vietnamese, then assigned to a sale with its history', async () => {
    const empty = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ company_name: ['Tên công ty không được để trống.'] });
    const bad = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {
      company_name: 'Công ty B',
      phone: '12345',
      email: 'b@',
      stage: 'won',
      source: 'tv',
      next_follow_up_on: '2026-02-30',
      sale_id: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      phone: [RuleMessage.phone],
      email: [RuleMessage.email],
      stage: [CustomerMessage.stageInvalid],
      source: [CustomerMessage.sourceInvalid],
      next_follow_up_on: [RuleMessage.date],
      sale_id: [CustomerMessage.saleInvalid],
    });
    // A sale id that is not a sales account.
    const employeeId = json(await k.call(k.tokens.employee, 'GET', '/profile')).data.id;
    const notSale = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {
      company_name: 'Công ty C',
      sale_id: employeeId,
    });
    expect(notSale.statusCode).toBe(422);
    expect(json(notSale).errors).toEqual({ sale_id: [CustomerMessage.saleInvalid] });

    const res = await k.call(k.tokens.subAdmin, 'POST', '/customer/create-user', {
      company_name: 'Công ty Xuất khẩu Lao động Bình Minh',
      contact_name: 'Trần Văn Sáng',
      phone: '0988777001',
      email: 'sang@binhminh.example.vn',
      source: 'referral',
      activities: [2],
      sale_id: k.ids.sale,
      next_follow_up_on: '2030-01-15',
      note: 'Khách do đối tác giới thiệu',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Đã thêm khách hàng');
    expect(body.data).toMatchObject({
      company_name: 'Công ty Xuất khẩu Lao động Bình Minh',
      stage: 'new',
      sale: { id: k.ids.sale, name: 'Vũ Thị Mai' },
      next_follow_up_on: '2030-01-15',
      follow_up_overdue: false,
      company_user_id: null,
      company: null,
    });
    expect(body.data.history.map((e: { kind: string }) => e.kind).sort()).toEqual(
      ['assignment', 'created', 'follow_up', 'note'].sort(),
    );
    expect(body.data.history.find((e: { kind: string }) => e.kind === 'assignment')).toMatchObject({
      to: 'Vũ Thị Mai',
      actor: { name: 'Lê Thu Hà' },
    });
  });

  it('lists with accent-insensitive search, stage, sale, activity and follow-up filters, paged', async () => {
    const a = await k.prospect({ company_name: 'Công ty Lọc Thử Đông Phương', activities: [1] });
    await k.call(k.tokens.admin, 'POST', '/customer/edit-user', {
      id: a.id,
      stage: 'consulting',
      sale_id: k.ids.sale2,
      next_follow_up_on: '2020-01-01',
    });
    const list = async (q: string) => {
      const res = await k.call(k.tokens.admin, 'GET', `/customer/list-users?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as { items: { id: number }[]; total: number; page: number; limit: number };
    };
    const found = await list('search=loc%20thu%20dong%20phuong');
    expect(found.items.map((i) => i.id)).toEqual([a.id]);
    for (const q of ['stage=consulting', `sale=${k.ids.sale2}`, 'activity=study_abroad', 'follow_up=overdue'])
      expect(
        (await list(`${q}&search=dong phuong`)).items.map((i) => i.id),
        q,
      ).toEqual([a.id]);
    for (const q of ['stage=new', 'sale=none', 'activity=labor_export', 'follow_up=upcoming'])
      expect((await list(`${q}&search=dong phuong`)).total, q).toBe(0);
    const page = await list('limit=2&page=2');
    expect(page).toMatchObject({ page: 2, limit: 2 });
    expect(page.items.length).toBe(2);
    const bad = await k.call(k.tokens.admin, 'GET', '/customer/list-users?stage=won');
    expect(bad.statusCode).toBe(422);
  });

  it('edits stage, sale, follow-up and contact data, each change one history row; notes carry their channel', async () => {
    const c = await k.prospect();
    const res = await k.call(k.tokens.admin, 'POST', '/customer/edit-user', {
      id: c.id,
      stage: 'contacted',
      sale_id: k.ids.sale2,
      next_follow_up_on: '2031-03-01',
      contact_name: 'Lê Văn Tám',
      phone: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      stage: 'contacted',
      sale: { id: k.ids.sale2 },
      contact_name: 'Lê Văn Tám',
      phone: null,
    });
    const kinds = (await k.events(c.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['assignment', 'contact', 'created', 'follow_up', 'stage']);
    const stage = (await k.events(c.id)).find((e) => e.kind === 'stage');
    expect(stage).toMatchObject({ fromValue: 'new', toValue: 'contacted', actorName: 'Quản trị viên' });
    // The same values again change nothing and write nothing.
    await k.call(k.tokens.admin, 'POST', '/customer/edit-user', { id: c.id, stage: 'contacted' });
    expect((await k.events(c.id)).length).toBe(5);

    const badNote = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/notes`, { channel: 'fax' });
    expect(badNote.statusCode).toBe(422);
    expect(json(badNote).errors).toEqual({
      channel: [CustomerMessage.channelInvalid],
      text: ['Nội dung không được để trống.'],
    });
    const note = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/notes`, {
      channel: 'zalo',
      text: 'Đã gửi bảng giá qua Zalo',
    });
    expect(json(note).message).toBe('Đã ghi chú liên hệ');
    expect(json(note).data.history[0]).toMatchObject({
      kind: 'note',
      channel: 'zalo',
      text: 'Đã gửi bảng giá qua Zalo',
    });

    const missing = await k.call(k.tokens.admin, 'POST', '/customer/edit-user', {
      id: 987654321,
      stage: 'lost',
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe(ErrorCode.NotFound);
  });

  it('writes history in the transaction of the change: a failing write leaves no history row', async () => {
    const c = await k.prospect();
    await k.breakWrites(c.id);
    try {
      const edit = await k.call(k.tokens.admin, 'POST', '/customer/edit-user', { id: c.id, stage: 'lost' });
      expect(edit.statusCode).toBe(500);
      const note = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/notes`, {
        channel: 'call',
        text: 'Gọi',
      });
      expect(note.statusCode).toBe(500);
      const invite = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/invite`);
      expect(invite.statusCode).toBe(500);
    } finally {
      await k.repairWrites();
    }
    expect((await k.events(c.id)).map((e) => e.kind)).toEqual(['created']);
    const detail = json(await k.call(k.tokens.admin, 'GET', `/customer/user-detail/${c.id}`)).data;
    expect(detail).toMatchObject({ stage: 'new', company_user_id: null });
    // No company account was left behind by the failed invitation.
    const login = await post(t.app, '/api/auth/login', { email: c.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('converts a prospect into a company account by an invitation mail; the company sets its password and signs in', async () => {
    const c = await k.prospect();
    const res = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/invite`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Đã gửi lời mời tạo tài khoản tới email của khách hàng');
    expect(json(res).data.company).toMatchObject({
      name: c.company_name,
      email: c.email,
      status: 'wait_activation',
      invitation_pending: true,
      jobs_count: 0,
      applications_count: 0,
    });
    const mail = await nextMail(t.app, sink, c.email);
    expect(mail.subject).toContain(c.company_name);
    const link = resetLinkFrom(mail);
    const set = await post(t.app, '/api/reset-password', {
      email: c.email,
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const token = await loginAs(t.app, c.email, NEW_PASSWORD);
    const profile = json(await k.call(token, 'GET', '/profile')).data;
    expect(profile).toMatchObject({ type: 'company', parent_id: null, status: 'wait_activation' });
    const again = await k.call(k.tokens.admin, 'POST', `/customer/${c.id}/invite`);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 1132, message: errorMessages[1132] });
    // A company is one customer at most.
    const twice = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {
      company_name: 'Trùng',
      company_id: profile.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ code: 1133, message: errorMessages[1133] });
  });

  it('refuses to invite a prospect without email, or with an email another account has', async () => {
    const noEmail = await k.prospect({ email: '' });
    const res = await k.call(k.tokens.admin, 'POST', `/customer/${noEmail.id}/invite`);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ email: [CustomerMessage.emailNeeded] });
    const taken = await k.prospect({ email: 'ungvien@viecxa.vn' });
    const dup = await k.call(k.tokens.admin, 'POST', `/customer/${taken.id}/invite`);
    expect(dup.statusCode).toBe(422);
    expect(json(dup)).toMatchObject({ code: ErrorCode.EmailUsed, errors: { email: [errorMessages[1001]] } });
    expect((await k.events(taken.id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('puts a sale in a leader team (admin only) and lists the sales staff with their figures', async () => {
    const fresh = await k.salesAccount();
    const bySub = await k.call(k.tokens.subAdmin, 'PUT', `/customer/sales/${fresh.id}`, {
      leader_id: k.ids.leaderSale,
    });
    expect(bySub.statusCode).toBe(403);
    expect(json(bySub)).toMatchObject({
      code: ErrorCode.AdminOnly,
      message: 'Chỉ admin mới có quyền truy cập',
    });
    const notLeader = await k.call(k.tokens.admin, 'PUT', `/customer/sales/${fresh.id}`, {
      leader_id: k.ids.sale,
    });
    expect(json(notLeader).errors).toEqual({ leader_id: [CustomerMessage.leaderInvalid] });
    const leaderAsMember = await k.call(k.tokens.admin, 'PUT', `/customer/sales/${k.ids.leaderSale}`, {
      leader_id: k.ids.leaderSale,
    });
    expect(json(leaderAsMember).errors).toEqual({ leader_id: [CustomerMessage.notASale] });
    const ok = await k.call(k.tokens.admin, 'POST', `/customer/sales/${fresh.id}`, {
      _method: 'PUT',
      leader_id: k.ids.leaderSale,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toMatchObject({ id: fresh.id, type: 'sale', leader: { id: k.ids.leaderSale } });
    expect(await k.leaderOf(fresh.id)).toBe(k.ids.leaderSale);
    const people = json(await k.call(k.tokens.subAdmin, 'GET', '/customer/sales')).data as {
      id: number;
      customers_count: number;
      leader: { id: number } | null;
    }[];
    const mai = people.find((p) => p.id === k.ids.sale);
    expect(mai?.leader?.id).toBe(k.ids.leaderSale);
    expect(mai?.customers_count).toBeGreaterThan(0);
    await k.call(k.tokens.admin, 'PUT', `/customer/sales/${fresh.id}`, { leader_id: null });
    expect(await k.leaderOf(fresh.id)).toBeNull();
  });

  it('shows a registered demo company with its jobs and applications counts', async () => {
    const list = json(await k.call(k.tokens.admin, 'GET', '/customer/list-users?search=sao mai')).data;
    const saoMai = list.items.find((i: { company_user_id: number | null }) => i.company_user_id !== null);
    const detail = json(await k.call(k.tokens.admin, 'GET', `/customer/user-detail/${saoMai.id}`)).data;
    expect(detail.stage).toBe('contracted');
    expect(detail.company.jobs_count).toBeGreaterThan(0);
    expect(detail.company.applications_count).toBeGreaterThan(0);
    expect(
      detail.history.some(
        (e: { kind: string; channel: string }) => e.kind === 'note' && e.channel === 'meeting',
      ),
    ).toBe(true);
  });
});
