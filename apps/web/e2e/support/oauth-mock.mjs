// A local mock OAuth2/OIDC provider for the browser tests (DESIGN §1: the real client against a
// fake server on 127.0.0.1). Playwright starts it next to the app (playwright.config.ts), and the
// app's GOOGLE_* endpoints point here. /authorize redirects straight back with a code (no login
// screen); /token checks PKCE; /userinfo answers one fixed new person, or the claims of the JSON
// file named by OAUTH_MOCK_CLAIMS.
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

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (userinfo, req) => {
  // Like a real provider: no access token, no profile.
  if (!req.headers.authorization?.startsWith('Bearer ')) {
    userinfo.statusCode = 401;
    userinfo.body = { error: 'invalid_token' };
    return;
  }
  userinfo.body = claims;
});
await server.start(port, '127.0.0.1');
console.log(`oauth mock listening on ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
