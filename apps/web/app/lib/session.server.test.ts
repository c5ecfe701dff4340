import { access, ErrorCode } from '@app/contract';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from '../components/ErrorPage.tsx';
import { bridgeContext, type RequestBridge } from './context.ts';
import { companyStatusRedirect, pageUrl, requireUser } from './session.server.ts';

describe('pageUrl', () => {
  it('maps single-fetch data URLs back to the page', () => {
    const r = (u: string) => new Request(`http://x${u}`);
    expect(pageUrl(r('/company/waiting-approval.data?notice=a&_routes=x')).toString()).toBe(
      'http://x/company/waiting-approval?notice=a',
    );
    expect(pageUrl(r('/_root.data')).pathname).toBe('/');
    expect(pageUrl(r('/admin/dashboard')).pathname).toBe('/admin/dashboard');
  });
});

describe('company status flow (spec §4)', () => {
  const company = (status: string, hasInfo: boolean) =>
    ({ type: 'company', status, company: { has_info: hasInfo } }) as Parameters<
      typeof companyStatusRedirect
    >[0];

  it('wait_activation: everything leads to the waiting page, which stays', () => {
    expect(companyStatusRedirect(company('wait_activation', true), '/company/dashboard')).toBe(
      '/company/waiting-approval?notice=waitingFirstApproval',
    );
    expect(companyStatusRedirect(company('wait_activation', true), '/company/waiting-approval')).toBeNull();
  });

  it('wait_approval without info goes to settings; with info the waiting page leads to the dashboard', () => {
    expect(companyStatusRedirect(company('wait_approval', false), '/company/dashboard')).toBe(
      '/company/settings?notice=updateInfoAndWait',
    );
    expect(companyStatusRedirect(company('wait_approval', false), '/company/settings')).toBeNull();
    expect(companyStatusRedirect(company('wait_approval', true), '/company/dashboard')).toBeNull();
    expect(companyStatusRedirect(company('wait_approval', true), '/company/waiting-approval')).toBe(
      '/company/dashboard',
    );
  });

  it('activated companies use everything; the waiting page sends them to the dashboard', () => {
    expect(companyStatusRedirect(company('activated', true), '/company/jobs')).toBeNull();
    expect(companyStatusRedirect(company('activated', true), '/company/waiting-approval')).toBe(
      '/company/dashboard',
    );
  });
});

describe('the viewer while the database is down', () => {
  const OUTAGE = 'Hệ thống đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.';
  function contextAnswering(status: number, body: unknown) {
    const provider = new RouterContextProvider();
    const bridge: RequestBridge = {
      api: async () => ({ status, body, headers: {} }),
      requestId: 'r1',
      nonce: 'n',
      publicUrl: 'http://x',
      comingSoonPaths: [],
      contactEmail: 'lienhe@viecxa.vn',
      secureCookies: false,
      ip: '127.0.0.1',
      memo: new Map(),
    };
    provider.set(bridgeContext, bridge);
    return provider;
  }
  const signedIn = new Request('http://x/company/dashboard', { headers: { cookie: 'access_token=abc' } });

  it('a 503 from the profile call is an error page (503), not a logout and a trip to the login page', async () => {
    const ctx = contextAnswering(503, {
      success: false,
      code: ErrorCode.DatabaseUnavailable,
      message: OUTAGE,
      requestId: 'r1',
    });
    const thrown = await requireUser(ctx, signedIn, access.company).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ data: { message: OUTAGE }, init: { status: 503 } });
    // What React Router hands the error boundary for it: the 503 page with the API's message.
    const shown = new ErrorResponse(503, 'Service Unavailable', { message: OUTAGE });
    expect(describeError(shown)).toMatchObject({ status: 503, detail: OUTAGE });
  });

  it('a refused token still leads to the login page', async () => {
    const ctx = contextAnswering(401, {
      success: false,
      code: ErrorCode.TokenInvalid,
      message: 'x',
      requestId: 'r1',
    });
    const thrown = (await requireUser(ctx, signedIn, access.company).catch((e: unknown) => e)) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toMatch(/^\/dang-nhap\?redirect=/);
  });
});
