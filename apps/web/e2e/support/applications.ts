import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApplicationStatus } from '@app/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, randomPhone } from './jobs.ts';
import { DEMO_COMPANY } from './public-jobs.ts';

/*
 * Setup through the API for specs that read or move applications: each test applies to a job it
 * posted itself, with names of its own, so no spec moves an application another spec reads and a
 * test can run twice on one server (--repeat-each) or in any order.
 */

export const CV_PATH = fileURLToPath(new URL('../fixtures-files/cv-ung-vien.pdf', import.meta.url));
const CV = { name: 'cv-ung-vien.pdf', mimeType: 'application/pdf', buffer: readFileSync(CV_PATH) };

/** A guest application (POST /guest-apply) to a public job; answers its id. */
export async function applyAsGuest(
  request: APIRequestContext,
  jobId: number,
  guest: { name: string; phone?: string; email?: string; message?: string },
): Promise<number> {
  const res = await request.post('/api/guest-apply', {
    multipart: {
      job_id: String(jobId),
      name: guest.name,
      phone: guest.phone ?? randomPhone(),
      email: guest.email ?? `khach.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`,
      cv: CV,
      ...(guest.message ? { message: guest.message } : {}),
      // The consent box, ticked (ADR 0033): refused without it.
      consent: 'on',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.application_id as number;
}

/** An application of a signed-up seeker (POST /jobs/{id}/apply with a new CV); answers its id. */
export async function applyAsSeeker(
  request: APIRequestContext,
  seeker: { email: string; password: string },
  jobId: number,
  message?: string,
): Promise<number> {
  const token = await apiToken(request, seeker.email, seeker.password);
  const res = await request.post(`/api/jobs/${jobId}/apply`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { job_id: String(jobId), cv: CV, ...(message ? { message } : {}), consent: 'on' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.application_id as number;
}

/**
 * Moves an application of the demo company's job through `steps`, as the company's own status
 * form does (POST /company/applications/{id}/status), each step with its note when given.
 */
export async function moveApplication(
  request: APIRequestContext,
  applicationId: number,
  steps: (ApplicationStatus | { status: ApplicationStatus; note: string })[],
): Promise<void> {
  const token = await apiToken(request, DEMO_COMPANY.email);
  for (const step of steps) {
    const body = typeof step === 'string' ? { status: step } : step;
    const res = await request.post(`/api/company/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}
