// A local mock OAuth2/OIDC provider for the browser tests (DESIGN §1: the real client against a
// fake server on 127.0.0.1). Playwright starts it next to the app (playwright.config.ts), and the
// app's GOOGLE_* endpoints point here. /authorize redirects straight back with a code (no login
// screen); /token checks PKCE; /userinfo answers the person signed in at the provider: like a real
// provider's session, a test names that person in a cookie on 127.0.0.1 (`vx_mock_person`, base64url
// JSON claims, see auth/social.spec.ts), so each test signs in as a person of its own. Without the
// cookie it answers one fixed new person, or the claims of the JSON file named by OAUTH_MOCK_CLAIMS.
import { readFileSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OAUTH_MOCK_PORT ?? 3291);
const claims = process.env.OAUTH_MOCK_CLAIMS
  ? JSON.parse(readFileSync(process.env.OAUTH_MOCK_CLAIMS, 'utf8'))
  : {
      sub: 'e2e-google-tran-minh-khoa',
      email: 'xa.hoi.moi@example.com',
      email_verified: true,
      name: 'Trần Minh Khoa',
    };

/** The claims named by the test's cookie, by the authorization code they were given with. */
const personByCode = new Map();

function personFromCookie(req) {
  const cookie = (req.headers.cookie ?? '').split(';').find((c) => c.trim().startsWith('vx_mock_person='));
  if (!cookie) return null;
  try {
    return JSON.parse(Buffer.from(cookie.split('=')[1].trim(), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const person = personFromCookie(req);
  const code = redirect.url.searchParams.get('code');
  if (person && code) personByCode.set(code, person);
});
server.service.on('beforeTokenSigning', (token, req) => {
  const person = personByCode.get(req.body?.code);
  if (!person) return;
  personByCode.delete(req.body.code);
  token.payload.vx_person = person;
});
server.service.on('beforeUserinfo', (userinfo, req) => {
  // Like a real provider: no access token, no profile.
  if (!req.headers.authorization?.startsWith('Bearer ')) {
    userinfo.statusCode = 401;
    userinfo.body = { error: 'invalid_token' };
    return;
  }
  let person = null;
  try {
    const payload = req.headers.authorization.slice(7).split('.')[1];
    person = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).vx_person ?? null;
  } catch {
    person = null;
  }
  userinfo.body = person ?? claims;
});
await server.start(port, '127.0.0.1');
console.log(`oauth mock listening on ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
