import { type CompanyUser, companyTeamEndpoints, ErrorCode, errorMessages, TeamMessage } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { queueInvitation } from '../registration/registration.service.ts';
import * as repo from './company-team.repo.ts';

const toMember = (r: repo.TeamMemberRow): CompanyUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  invitation_pending: r.passwordHash === null,
  created_at: r.createdAt.toISOString(),
  last_login_at: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
});

/** 1001/1002 keep the spec's codes and name the field, so the form shows them under it. */
const emailUsed = () =>
  new AppError(ErrorCode.EmailUsed, { errors: { email: [errorMessages[ErrorCode.EmailUsed]] } });
const phoneUsed = () =>
  new AppError(ErrorCode.PhoneUsed, { errors: { phone: [errorMessages[ErrorCode.PhoneUsed]] } });
const UNIQUE_ANSWERS = { users_email_key: emailUsed, users_phone_key: phoneUsed };

/**
 * The company's team (spec §7 "Company" user calls, ADR 0020). The route guard admits only the
 * company's admin (parent_id null; adding also needs a company that is not pending); every query is
 * bound to the admin's own sub-users, so another company's id answers as a missing one.
 */
export function companyTeamRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = companyTeamEndpoints;

  async function member(adminId: number, id: number) {
    const row = await repo.findMember(db, adminId, id);
    if (!row) throw new AppError(ErrorCode.NotFound);
    return row;
  }

  async function assertFree(
    values: { email?: string | undefined; phone?: string | undefined },
    exceptId?: number,
  ) {
    const taken = await repo.findTaken(db, values, exceptId);
    if (taken.email) throw emailUsed();
    if (taken.phone) throw phoneUsed();
  }

  return [
    route(e.list, async ({ query, request }) => {
      const admin = currentAuth(request).user;
      const { items, total } = await repo.listMembers(db, admin.id, query);
      return toPage(items.map(toMember), total, query);
    }),
    route(e.create, async ({ body, request }) => {
      const admin = currentAuth(request).user;
      const email = body.email.toLowerCase();
      await assertFree({ email, phone: body.phone });
      const companyName = (await repo.companyNameOf(db, admin.id)) ?? admin.name;
      // The account and its invitation mail together: never an account nobody was told about.
      const id = await withUniqueAnswers(UNIQUE_ANSWERS, () =>
        db.transaction(async (tx) => {
          const newId = await repo.insertMember(tx, {
            adminId: admin.id,
            name: body.name,
            email,
            phone: body.phone,
          });
          await queueInvitation(
            app,
            tx,
            { id: newId, name: body.name, email },
            { companyName, inviterName: admin.name },
          );
          return newId;
        }),
      );
      app.emailWorker.kick();
      return toMember(await member(admin.id, id));
    }),
    route(e.get, async ({ params, request }) =>
      toMember(await member(currentAuth(request).user.id, params.id)),
    ),
    route(e.update, async ({ params, body, request }) => {
      const admin = currentAuth(request).user;
      const target = await member(admin.id, params.id);
      // An account the site's admins deactivated stays so: the company may only lock or unlock.
      if (body.status !== undefined && target.status !== 'activated' && target.status !== 'locked')
        throw new AppError(ErrorCode.Forbidden, { message: TeamMessage.statusByAdmin });
      await assertFree({ phone: body.phone }, target.id);
      await withUniqueAnswers(UNIQUE_ANSWERS, () =>
        db.transaction(async (tx) => {
          await repo.updateMember(tx, target.id, body);
          // A lock ends every session at once; the guard then tells the holder why (1008).
          if (body.status === 'locked' && target.status !== 'locked')
            await app.authService.revokeAll(target.id, tx);
        }),
      );
      return toMember(await member(admin.id, target.id));
    }),
  ];
}
