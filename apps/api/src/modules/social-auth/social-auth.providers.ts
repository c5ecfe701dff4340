import type { SocialProvider } from '@app/contract';
import type { Env } from '../../config/env.ts';

/** What the app keeps of a person's identity at Google or Facebook. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  /** The provider vouches that the person controls `email` (only then are accounts linked). */
  emailVerified: boolean;
  name: string | null;
  avatar: string | null;
}

/** An OAuth 2.0 identity provider (DESIGN §1: a small interface, one real implementation). */
export interface IdentityProvider {
  readonly id: SocialProvider;
  /** Where to send the browser: authorization code request with state and PKCE (S256). */
  authorizationUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string;
  /** Exchanges the code (with the PKCE verifier) for an access token and reads the profile. */
  fetchProfile(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<SocialProfile>;
}

/** The provider answered something unusable; the flow ends on the login page with `social_failed`. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

type Json = Record<string, unknown>;

interface OAuth2Config {
  id: SocialProvider;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Maps the userinfo answer to a profile; null when it lacks the person's id. */
  readProfile(body: Json): SocialProfile | null;
  /** Network timeout for the token and userinfo calls. */
  timeoutMs?: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Real OAuth 2.0 over fetch: authorization code grant, PKCE S256, client secret in the body. */
export class OAuth2Provider implements IdentityProvider {
  readonly id: SocialProvider;
  private readonly config: OAuth2Config;

  constructor(config: OAuth2Config) {
    this.id = config.id;
    this.config = config;
  }

  authorizationUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string {
    const url = new URL(this.config.authUrl);
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', this.config.scope);
    url.searchParams.set('state', input.state);
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  async fetchProfile(input: { code: string; codeVerifier: string; redirectUri: string }) {
    const token = await this.call(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code_verifier: input.codeVerifier,
      }),
    });
    const accessToken = text(token.access_token);
    if (!accessToken) throw new ProviderError(`${this.id}: token answer without access_token`);
    const info = await this.call(this.config.userinfoUrl, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const profile = this.config.readProfile(info);
    if (!profile) throw new ProviderError(`${this.id}: userinfo answer without a user id`);
    return profile;
  }

  private async call(url: string, init: RequestInit): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderError(`${this.id}: ${new URL(url).pathname} unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as unknown;
    if (!res.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
      // Provider error bodies (`{error, error_description}`) are safe to log; tokens are not in them.
      const detail = body && typeof body === 'object' ? JSON.stringify(body).slice(0, 300) : '';
      throw new ProviderError(`${this.id}: ${new URL(url).pathname} answered ${res.status} ${detail}`);
    }
    return body as Json;
  }
}

/** Google (OpenID Connect userinfo): `sub`, `email`, `email_verified`, `name`, `picture`. */
export function readGoogleProfile(body: Json): SocialProfile | null {
  const id = text(body.sub);
  if (!id) return null;
  return {
    providerUserId: id,
    email: text(body.email),
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    name: text(body.name),
    avatar: text(body.picture),
  };
}

/**
 * Facebook Graph `/me?fields=id,name,email,picture`: Facebook only returns an email it has
 * confirmed, so a returned email counts as verified.
 */
export function readFacebookProfile(body: Json): SocialProfile | null {
  const id = text(body.id) ?? (typeof body.id === 'number' ? String(body.id) : null);
  if (!id) return null;
  const picture = body.picture as { data?: { url?: unknown } } | undefined;
  const email = text(body.email);
  return {
    providerUserId: id,
    email,
    emailVerified: email !== null,
    name: text(body.name),
    avatar: text(picture?.data?.url),
  };
}

/** The enabled providers: those with a client id in env. */
export function providersFromEnv(env: Env): Map<SocialProvider, IdentityProvider> {
  const out = new Map<SocialProvider, IdentityProvider>();
  if (env.GOOGLE_CLIENT_ID) {
    out.set(
      'google',
      new OAuth2Provider({
        id: 'google',
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
        authUrl: env.GOOGLE_AUTH_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        userinfoUrl: env.GOOGLE_USERINFO_URL,
        scope: 'openid email profile',
        readProfile: readGoogleProfile,
      }),
    );
  }
  if (env.FACEBOOK_CLIENT_ID) {
    out.set(
      'facebook',
      new OAuth2Provider({
        id: 'facebook',
        clientId: env.FACEBOOK_CLIENT_ID,
        clientSecret: env.FACEBOOK_CLIENT_SECRET ?? '',
        authUrl: env.FACEBOOK_AUTH_URL,
        tokenUrl: env.FACEBOOK_TOKEN_URL,
        userinfoUrl: env.FACEBOOK_USERINFO_URL,
        scope: 'email,public_profile',
        readProfile: readFacebookProfile,
      }),
    );
  }
  return out;
}
