import { describe, expect, it } from 'vitest';
import { companyStatusRedirect, pageUrl } from './session.server.ts';

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
