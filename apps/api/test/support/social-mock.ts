import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { json, type TestContext } from '../helpers.ts';

/*
 * The real OAuth 2.0 client against a local mock OAuth2/OIDC server on 127.0.0.1 (DESIGN §1):
 * the app redirects to the mock's /authorize, the mock redirects back with a code, the app
 * exchanges it (PKCE checked by the mock) and reads /userinfo, whose claims each test sets.
 */

export type Claims = Record<string, unknown>;
export type Provider = 'google' | 'facebook';

export const PUBLIC_URL = 'http://localhost:3000';

/** Starts a mock server before the app is built and points both providers at it. */
export function useMockProvider(
  env: Record<string, string>,
  clientIds = { google: 'vx-google', facebook: 'vx-fb' },
  extra: Record<string, string> = {},
) {
  const mock = new OAuth2Server();
  beforeAll(async () => {
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    const base = mock.issuer.url as string;
    // useTestApp reads this object in its own beforeAll, which runs after this one.
    Object.assign(env, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: clientIds.google,
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTH_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
      FACEBOOK_CLIENT_ID: clientIds.facebook,
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_AUTH_URL: `${base}/authorize`,
      FACEBOOK_TOKEN_URL: `${base}/token`,
      FACEBOOK_USERINFO_URL: `${base}/userinfo?fields=id,name,email,picture`,
      ...extra,
    });
  });
  afterAll(() => mock.stop());
  return mock;
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** The app's answer to the browser: a 302 whose Location is on the app or the login page. */
export function location(res: LightMyRequestResponse): URL {
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location), PUBLIC_URL);
}

export function loginError(res: LightMyRequestResponse): string | null {
  const to = location(res);
  expect(to.pathname).toBe('/dang-nhap');
  return to.searchParams.get('error');
}

export function flowHelpers(t: TestContext, mock: OAuth2Server) {
  /** GET /api/auth/<provider>: the redirect to the provider and the binding cookie. */
  async function start(provider: Provider, redirectUrl?: string) {
    const qs = redirectUrl === undefined ? '' : `?${new URLSearchParams({ redirect_url: redirectUrl })}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}${qs}` });
    expect(res.statusCode, res.body).toBe(302);
    const authorize = new URL(String(res.headers.location));
    const cookie = cookieOf(res, 'vx_oauth');
    expect(cookie?.value).toBeTruthy();
    return { res, authorize, binding: cookie?.value as string };
  }

  /** The browser at the provider: a real HTTP request to the mock, which redirects back. */
  async function authorizeAtMock(authorize: URL) {
    const res = await fetch(authorize, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') as string);
    expect(back.origin).toBe(PUBLIC_URL);
    return back;
  }

  /** The provider's return to the app, with the claims its /userinfo will answer. */
  async function callback(back: URL, claims: Claims, cookies: Record<string, string>) {
    mock.service.once('beforeUserinfo', (userinfo, req) => {
      // A real provider refuses userinfo without the access token it issued.
      if (!req.headers.authorization?.startsWith('Bearer ey')) {
        userinfo.statusCode = 401;
        userinfo.body = { error: 'invalid_token' };
        return;
      }
      userinfo.body = claims;
    });
    try {
      return await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies });
    } finally {
      mock.service.removeAllListeners('beforeUserinfo');
    }
  }

  async function exchange(code: string, binding: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/social/exchange', payload: { code, binding } });
  }

  /** The whole flow up to the one-time login code (callback answer included). */
  async function toLoginCode(provider: Provider, claims: Claims, redirectUrl?: string) {
    const s = await start(provider, redirectUrl);
    const back = await authorizeAtMock(s.authorize);
    const cb = await callback(back, claims, { vx_oauth: s.binding });
    const to = location(cb);
    return {
      cb,
      to,
      back,
      binding: s.binding,
      code: to.searchParams.get('code') as string,
      codeBinding: cookieOf(cb, 'vx_social')?.value as string,
    };
  }

  /** The whole flow, then the exchange; returns the exchange's data. */
  async function signIn(provider: Provider, claims: Claims, redirectUrl?: string) {
    const flow = await toLoginCode(provider, claims, redirectUrl);
    expect(flow.to.pathname, flow.to.href).toBe('/auth/social-callback');
    const res = await exchange(flow.code, flow.codeBinding);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  }

  return { start, authorizeAtMock, callback, exchange, toLoginCode, signIn };
}

export const googleUser = (sub: string, email: string, extra: Claims = {}): Claims => ({
  sub,
  email,
  email_verified: true,
  name: 'Trần Minh Khoa',
  picture: 'https://lh3.googleusercontent.com/a/khoa.jpg',
  ...extra,
});
