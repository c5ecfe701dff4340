import { myDataEndpoints as e, type MyDataFormat } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { PRIVATE_NO_STORE } from '../../plugins/security.ts';
import {
  collectAccountData,
  collectGuestData,
  exportFileName,
  type PersonalData,
  renderDataHtml,
} from './my-data.export.ts';
import {
  deleteAccount,
  deleteGuestApplication,
  guestApplicationId,
  readGuestApplication,
  withdrawGuestConsent,
  withdrawMyConsent,
} from './my-data.service.ts';

/** Guessing a password from a borrowed session: as many tries as changing it (auth.routes.ts). */
const DELETE_ACCOUNT_LIMIT = { max: 10, windowMs: 15 * 60_000, perAccount: true };
/** Guessing a guest's link: it is 256 bits, but a flood is refused early anyway. */
const GUEST_LINK_LIMIT = { max: 30, windowMs: 10 * 60_000, bucket: 'guest-data' };

/** The export as a download that no browser or proxy keeps (it is the person's whole file). */
function sendExport(reply: FastifyReply, data: PersonalData, format: MyDataFormat): FastifyReply {
  const body = format === 'html' ? renderDataHtml(data) : JSON.stringify(data, null, 2);
  return reply
    .header(
      'content-type',
      format === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    )
    .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** A candidate's control of their data (ADR 0033). */
export function myDataRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(e.exportMyData, async ({ request, query, reply }) =>
      sendExport(reply, await collectAccountData(db, currentAuth(request).user.id), query.format),
    ),
    route(e.withdrawConsent, async ({ request, params }) =>
      withdrawMyConsent(db, currentAuth(request).user.id, params.id),
    ),
    route(
      e.deleteAccount,
      async ({ request, body }) => {
        await deleteAccount(app, currentAuth(request).user, body);
        return null;
      },
      { rateLimit: DELETE_ACCOUNT_LIMIT },
    ),
    route(e.guestApplication, async ({ query }) => readGuestApplication(db, query.token), {
      rateLimit: GUEST_LINK_LIMIT,
    }),
    route(
      e.guestApplicationExport,
      async ({ query, reply }) =>
        sendExport(
          reply,
          await collectGuestData(db, await guestApplicationId(db, query.token)),
          query.format,
        ),
      { rateLimit: GUEST_LINK_LIMIT },
    ),
    route(e.guestWithdrawConsent, async ({ body }) => withdrawGuestConsent(db, body.token), {
      rateLimit: GUEST_LINK_LIMIT,
    }),
    route(
      e.guestDelete,
      async ({ body }) => {
        await deleteGuestApplication(app, body.token);
        return null;
      },
      { rateLimit: GUEST_LINK_LIMIT },
    ),
  ];
}
