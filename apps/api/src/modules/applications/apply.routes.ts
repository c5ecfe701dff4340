import { ApplicationMessage, applicationsEndpoints as e } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { asUpload } from '../../plugins/multipart.ts';
import {
  applyAsGuest,
  applyWithAccount,
  assertCanApply,
  checkApplied,
  checkMultiple,
  sendCompanyNotice,
  userResumes,
} from './apply.service.ts';

/** Guest applications per IP: a flood of anonymous CVs is spam, not job seeking (ADR 0015). */
const GUEST_APPLY_WINDOW_MS = 10 * 60_000;

/** Only job seekers apply; any other logged-in type is told so (1050) before its input is read. */
const employeesOnly = { guard: (request: FastifyRequest) => assertCanApply(currentAuth(request).user) };

/** Applying (spec §7 Applications): accounts, guests, checks, profiles, the company notice. */
export function applyRoutes(app: FastifyInstance) {
  const { db } = app;
  const guestLimit = { max: app.env.GUEST_APPLY_RATE_LIMIT_MAX, windowMs: GUEST_APPLY_WINDOW_MS };
  return [
    route(
      e.apply,
      async ({ request, params, body }) => {
        if (body.job_id !== params.job_id) throw fieldError('job_id', ApplicationMessage.jobMismatch);
        return applyWithAccount(app, currentAuth(request).user, {
          jobId: params.job_id,
          resumeId: body.resume_id,
          cv: body.cv ? asUpload(body.cv, 'cv') : undefined,
          message: body.message,
        });
      },
      employeesOnly,
    ),
    route(
      e.introduce,
      async ({ request, body }) =>
        applyWithAccount(app, currentAuth(request).user, {
          jobId: body.job_id,
          resumeId: body.resume_id,
          message: body.message,
        }),
      employeesOnly,
    ),
    route(e.check, async ({ request, params }) => checkApplied(db, currentAuth(request).user.id, params.id)),
    route(e.checkMultiple, async ({ request, body }) =>
      checkMultiple(db, currentAuth(request).user.id, body.job_ids),
    ),
    route(e.cvs, async ({ request }) => userResumes(db, currentAuth(request).user.id)),
    route(
      e.guestApply,
      async ({ body }) =>
        applyAsGuest(app, {
          jobId: body.job_id,
          name: body.name,
          phone: body.phone,
          email: body.email,
          cv: asUpload(body.cv, 'cv'),
          message: body.message,
        }),
      { rateLimit: guestLimit },
    ),
    route(e.sendApplicationEmail, async ({ request, body }) =>
      sendCompanyNotice(app, currentAuth(request).user, body.application_id),
    ),
  ];
}
