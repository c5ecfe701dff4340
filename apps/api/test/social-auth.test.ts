import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginCodes, oauthStates, socialAccounts, users } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { flowHelpers, googleUser, loginError, PUBLIC_URL, useMockProvider } from './support/social-mock.ts';

describe('social login with a local mock OAuth2/OIDC server', () => {
  const env: Record<string, string> = {};
  const mock = useMockProvider(env);
  const t = useTestApp(env);
  const flow = flowHelpers(t, mock);
  const db = () => t.database.db;

  it('lists the enabled providers for the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(json(res)).toMatchObject({ success: true, data: ['google', 'facebook'] });
  });

  it('starts with state, PKCE S256 and an httpOnly browser-binding cookie whose hash is stored', async () => {
    const { res, authorize, binding } = await flow.start('google', '/user/saved-job?tab=2');
    expect(authorize.origin + authorize.pathname).toBe(`${mock.issuer.url}/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe('vx-google');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^vx_oauth=[\w-]{43}; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);

    const [row] = await db()
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, q.get('state') as string));
    expect(row).toBeDefined();
    expect(row?.provider).toBe('google');
    expect(row?.redirectUrl).toBe('/user/saved-job?tab=2');
    expect(row?.browserBindingHash).toBe(createHash('sha256').update(binding).digest('hex'));
    expect(row?.browserBindingHash).not.toContain(binding);
    const challenge = createHash('sha256')
      .update(row?.codeVerifier as string)
      .digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);

    const fb = await flow.start('facebook');
    expect(fb.authorize.searchParams.get('scope')).toBe('email,public_profile');
    expect(fb.authorize.searchParams.get('client_id')).toBe('vx-fb');
    expect(fb.authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/facebook/callback`);
  });

  it('creates a new account without a type for a new person, then signs the same identity in again', async () => {
    let tokenRequest: Record<string, unknown> | undefined;
    mock.service.once('beforeResponse', (_res, req) => {
      tokenRequest = req.body as Record<string, unknown>;
    });
    const f = await flow.toLoginCode(
      'google',
      googleUser('g-new-1', 'Khoa.Tran@Example.com'),
      '/user/job-list',
    );
    expect(f.to.pathname).toBe('/auth/social-callback');
    expect(f.code).toMatch(/^[\w-]{43}$/);
    // The client authenticated with its secret and proved the PKCE verifier (the mock checks it).
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'vx-google',
      client_secret: 'google-secret',
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
    });
    expect(String(tokenRequest?.code_verifier)).toMatch(/^[\w-]{64}$/);
    // The binding cookie is spent; the login code is bound to a new cookie for the return page only.
    const setCookies = ([] as string[]).concat(f.cb.headers['set-cookie'] as string[]);
    expect(setCookies.find((c) => c.startsWith('vx_oauth='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(setCookies.find((c) => c.startsWith('vx_social='))).toMatch(
      /^vx_social=[\w-]{43}; Max-Age=60; Path=\/auth\/social-callback; HttpOnly; SameSite=Lax$/,
    );

    const res = await flow.exchange(f.code, f.codeBinding);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Đăng nhập thành công');
    expect(body.data).toMatchObject({
      token_type: 'Bearer',
      expiresIn: 3600,
      redirect_url: '/user/job-list',
      user: {
        type: null,
        status: 'activated',
        name: 'Trần Minh Khoa',
        email: 'Khoa.Tran@Example.com',
        username: null,
        avatar: 'https://lh3.googleusercontent.com/a/khoa.jpg',
        company: null,
      },
    });
    expect(body.data.access_token).toBe(body.data.token);
    // An account without a type may read its profile (the web then sends it to /chon-tai-khoan)…
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(body.data.token) });
    expect(json(me).data.type).toBeNull();
    const row = await db().query.users.findFirst({ where: eq(users.id, body.data.user.id) });
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    // …and the same Google identity signs in to the same account, whatever email it now has.
    const again = await flow.signIn('google', googleUser('g-new-1', 'khoa.moi@example.com'));
    expect(again.user.id).toBe(body.data.user.id);
    const links = await db()
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerUserId, 'g-new-1'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: 'google', userId: body.data.user.id });
  });

  it('links a verified Google email to the existing account (demo job seeker)', async () => {
    const employeeId = (await db().query.users.findFirst({ where: eq(users.email, DEMO.employee) }))?.id;
    const data = await flow.signIn('google', googleUser('g-an', 'UngVien@viecxa.vn', { name: 'An Google' }));
    expect(data.user).toMatchObject({ id: employeeId, type: 'employee', name: 'Nguyễn Văn An' });
    expect(data.redirect_url).toBe('/');
    const link = await db().query.socialAccounts.findFirst({
      where: eq(socialAccounts.providerUserId, 'g-an'),
    });
    expect(link?.userId).toBe(employeeId);
    // The password login still works next to it.
    await loginAs(t.app, DEMO.employee);
  });

  it('links a Facebook email (Facebook only returns confirmed emails) and reads picture.data.url', async () => {
    const data = await flow.signIn('facebook', {
      id: '10001',
      name: 'Ngọc FB',
      email: 'ngoc.tran@viecxa.vn',
      picture: { data: { url: 'https://graph.facebook.com/10001/picture' } },
    });
    expect(data.user).toMatchObject({ email: 'ngoc.tran@viecxa.vn', type: 'employee' });

    const fresh = await flow.signIn('facebook', {
      id: '10002',
      name: 'Lê Văn Phúc',
      email: 'phuc.le@example.com',
      picture: { data: { url: 'https://graph.facebook.com/10002/picture' } },
    });
    expect(fresh.user).toMatchObject({
      type: null,
      name: 'Lê Văn Phúc',
      avatar: 'https://graph.facebook.com/10002/picture',
    });
  });

  it('never links an unverified email: refused when the address is taken, a new account otherwise', async () => {
    const f = await flow.toLoginCode(
      'google',
      googleUser('g-unverified', DEMO.employee, { email_verified: false }),
    );
    expect(f.to.pathname).toBe('/dang-nhap');
    expect(f.to.searchParams.get('error')).toBe('social_email_used');
    expect(
      await db().query.socialAccounts.findFirst({ where: eq(socialAccounts.providerUserId, 'g-unverified') }),
    ).toBeUndefined();

    const data = await flow.signIn(
      'google',
      googleUser('g-unverified-2', 'chua.xac.minh@example.com', { email_verified: 'false' }),
    );
    expect(data.user.type).toBeNull();
    const row = await db().query.users.findFirst({ where: eq(users.id, data.user.id) });
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('does not link a verified provider email to an account whose own email is unverified', async () => {
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.email, DEMO.subAdmin));
    const f = await flow.toLoginCode('google', googleUser('g-preclaim', DEMO.subAdmin));
    expect(f.to.searchParams.get('error')).toBe('social_email_used');
  });

  it('refuses an identity without an email (cannot create the account)', async () => {
    const f = await flow.toLoginCode('facebook', { id: '10003', name: 'Không Email' });
    expect(f.to.pathname).toBe('/dang-nhap');
    expect(f.to.searchParams.get('error')).toBe('social_email_missing');
  });

  it('refuses a wrong or unknown state, a missing or different binding cookie, and a reused state', async () => {
    const claims = googleUser('g-state', 'state@example.com');
    // Wrong state.
    const a = await flow.start('google');
    const backA = await flow.authorizeAtMock(a.authorize);
    backA.searchParams.set('state', 'not-a-state');
    expect(loginError(await flow.callback(backA, claims, { vx_oauth: a.binding }))).toBe('social_failed');
    // No state at all.
    backA.searchParams.delete('state');
    expect(loginError(await flow.callback(backA, claims, { vx_oauth: a.binding }))).toBe('social_failed');

    // Missing cookie (another browser finishing this flow): refused, and the state is spent.
    const b = await flow.start('google');
    const backB = await flow.authorizeAtMock(b.authorize);
    expect(loginError(await flow.callback(backB, claims, {}))).toBe('social_failed');
    expect(loginError(await flow.callback(backB, claims, { vx_oauth: b.binding }))).toBe('social_failed');

    // A different cookie (the attacker's own flow's binding).
    const c = await flow.start('google');
    const other = await flow.start('google');
    const backC = await flow.authorizeAtMock(c.authorize);
    expect(loginError(await flow.callback(backC, claims, { vx_oauth: other.binding }))).toBe('social_failed');

    // Reused state: the first return succeeds, a replay of it is refused.
    const d = await flow.toLoginCode('google', claims);
    expect(d.to.pathname).toBe('/auth/social-callback');
    expect(loginError(await flow.callback(d.back, claims, { vx_oauth: d.binding }))).toBe('social_failed');
  });

  it('refuses a state of another provider, an expired state and a provider error', async () => {
    const claims = googleUser('g-misc', 'misc@example.com');
    const a = await flow.start('google');
    const backA = await flow.authorizeAtMock(a.authorize);
    const onFacebook = new URL(backA);
    onFacebook.pathname = '/api/auth/facebook/callback';
    expect(loginError(await flow.callback(onFacebook, claims, { vx_oauth: a.binding }))).toBe(
      'social_failed',
    );

    const b = await flow.start('google');
    const backB = await flow.authorizeAtMock(b.authorize);
    await db()
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, backB.searchParams.get('state') as string));
    expect(loginError(await flow.callback(backB, claims, { vx_oauth: b.binding }))).toBe('social_failed');

    // The person cancels at the provider.
    const c = await flow.start('google');
    const denied = new URL(`${PUBLIC_URL}/api/auth/google/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', c.authorize.searchParams.get('state') as string);
    expect(loginError(await flow.callback(denied, claims, { vx_oauth: c.binding }))).toBe('social_failed');

    // The token endpoint refuses the code.
    const d = await flow.start('google');
    const backD = await flow.authorizeAtMock(d.authorize);
    mock.service.once('beforeResponse', (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: 'invalid_grant' };
    });
    expect(loginError(await flow.callback(backD, claims, { vx_oauth: d.binding }))).toBe('social_failed');

    // Userinfo without a user id.
    const e = await flow.start('google');
    const backE = await flow.authorizeAtMock(e.authorize);
    expect(loginError(await flow.callback(backE, { email: 'x@example.com' }, { vx_oauth: e.binding }))).toBe(
      'social_failed',
    );
    const created = await db().query.users.findFirst({ where: eq(users.email, 'misc@example.com') });
    expect(created).toBeUndefined();
  });

  it('login codes are single use, bound to the browser cookie, and expire after 60 s (1003/1004)', async () => {
    const claims = googleUser('g-code', 'code@example.com');
    const f = await flow.toLoginCode('google', claims);
    const wrongBinding = await flow.exchange(f.code, 'x'.repeat(43));
    expect(wrongBinding.statusCode).toBe(422);
    expect(json(wrongBinding)).toMatchObject({
      code: 1003,
      message: 'Mã xác nhận không khớp hoặc không hợp lệ',
    });
    expect((await flow.exchange(f.code, f.codeBinding)).statusCode).toBe(200);
    const reused = await flow.exchange(f.code, f.codeBinding);
    expect(reused.statusCode).toBe(422);
    expect(json(reused).code).toBe(1003);

    const g = await flow.toLoginCode('google', claims);
    const hash = createHash('sha256').update(`${g.code}.${g.codeBinding}`).digest('hex');
    const [stored] = await db().select().from(loginCodes).where(eq(loginCodes.codeHash, hash));
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(loginCodes.codeHash, hash));
    const expired = await flow.exchange(g.code, g.codeBinding);
    expect(expired.statusCode).toBe(422);
    expect(json(expired)).toMatchObject({ code: 1004, message: 'Mã xác nhận đã hết hạn' });

    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/social/exchange', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json(missing).errors ?? {})).toEqual(['code', 'binding']);
  });

  it('keeps only same-site redirect_url values', async () => {
    const cases: [string | undefined, string][] = [
      ['https://evil.example/steal', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      // Browsers drop tabs and newlines: this is '//evil.example' to them.
      ['/\t/evil.example', '/'],
      ['/\r\n/evil.example', '/'],
      [`${PUBLIC_URL}//evil.example`, '/'],
      ['javascript:alert(1)', '/'],
      // Kept percent-encoded: a valid Location header for the return page.
      ['/việc-làm?q=điện', '/vi%E1%BB%87c-l%C3%A0m?q=%C4%91i%E1%BB%87n'],
      [`${PUBLIC_URL}/user/profile?a=1#b`, '/user/profile?a=1#b'],
      ['/tin-tuc-xkld-duhoc?page=2', '/tin-tuc-xkld-duhoc?page=2'],
      [undefined, '/'],
    ];
    for (const [given, kept] of cases) {
      const { authorize } = await flow.start('google', given);
      const [row] = await db()
        .select()
        .from(oauthStates)
        .where(eq(oauthStates.state, authorize.searchParams.get('state') as string));
      expect(row?.redirectUrl, String(given)).toBe(kept);
    }
    const data = await flow.signIn(
      'google',
      googleUser('g-redirect', 'redirect@example.com'),
      'https://evil.example',
    );
    expect(data.redirect_url).toBe('/');
  });
});

describe('social login with no provider configured', () => {
  const t = useTestApp({ GOOGLE_CLIENT_ID: '', FACEBOOK_CLIENT_ID: '' });

  it('lists no provider and sends the browser back to login with social_unavailable', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).data).toEqual([]);
    for (const provider of ['google', 'facebook']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}?redirect_url=/` });
      expect(loginError(res)).toBe('social_unavailable');
      expect(res.cookies).toEqual([]);
    }
  });

  it('documents the endpoints in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/auth/providers',
      '/api/auth/{provider}',
      '/api/auth/{provider}/callback',
      '/api/auth/social/exchange',
      '/api/auth/call-employee',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('answers an unknown provider as a validation error, not a redirect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/twitter' });
    expect(res.statusCode).toBe(422);
  });
});

describe('social login behind https, one provider', () => {
  const env: Record<string, string> = {};
  useMockProvider(env, { google: 'vx-google', facebook: '' }, { PUBLIC_URL: 'https://viecxa.example' });
  const t = useTestApp(env);

  it('marks the binding cookie Secure and builds the redirect URI from PUBLIC_URL', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).data).toEqual(['google']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google?redirect_url=https://viecxa.example/a',
    });
    expect(res.statusCode).toBe(302);
    const authorize = new URL(String(res.headers.location));
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'https://viecxa.example/api/auth/google/callback',
    );
    expect(String(res.headers['set-cookie'])).toMatch(/; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/);
    const fb = await t.app.inject({ method: 'GET', url: '/api/auth/facebook' });
    expect(loginError(fb)).toBe('social_unavailable');
  });
});
