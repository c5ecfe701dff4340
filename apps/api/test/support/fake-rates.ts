import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeRateServer, startFakeRateServer } from '../../src/dev/fake-rate-server.ts';
import { type TestContext, useTestApp } from '../helpers.ts';

/** A provider's state as the tests begin: up, every currency, the seed's rates, no request counted. */
export const resetProvider = (f: FakeRateServer) =>
  Object.assign(f.state, { down: false, missing: [], vnd: {}, requests: 0 });

/**
 * A test app whose converter talks to two local rate providers (ADR 0028: the real clients over
 * HTTP), reset before each test with the app's snapshot forgotten. Call once per file.
 */
export function useFakeRateProviders(env: Record<string, string> = {}): {
  t: TestContext;
  primary: FakeRateServer;
  fallback: FakeRateServer;
} {
  // Filled in beforeAll; the objects are the servers themselves once started.
  const servers = {} as { primary: FakeRateServer; fallback: FakeRateServer };
  const appEnv: Record<string, string> = { ...env };
  beforeAll(async () => {
    servers.primary = await startFakeRateServer();
    servers.fallback = await startFakeRateServer();
    appEnv.CURRENCY_PRIMARY_URL = servers.primary.url;
    appEnv.CURRENCY_FALLBACK_URL = servers.fallback.url;
  });
  afterAll(async () => {
    await servers.primary?.close();
    await servers.fallback?.close();
  });
  const t = useTestApp(appEnv);
  beforeEach(() => {
    resetProvider(servers.primary);
    resetProvider(servers.fallback);
    servers.fallback.state.date = '2026-11-19';
    t.app.rates.forget();
  });
  return {
    t,
    get primary() {
      return servers.primary;
    },
    get fallback() {
      return servers.fallback;
    },
  };
}
