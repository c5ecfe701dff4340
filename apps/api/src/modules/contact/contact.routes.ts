import { CONTACT_HONEYPOT, type ContactMessage, contactEndpoints, ErrorCode } from '@app/contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { enqueueEmail } from '../email/email.outbox.ts';

const HOUR_MS = 60 * 60_000;

/** The admin page of the contact messages (linked from the notification mail). */
export const ADMIN_CONTACT_PATH = '/admin/contact-messages';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  phone: contactMessages.phone,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByName: users.name,
};

interface Row {
  id: number;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledByName: string | null;
}

function toMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt ? row.handledAt.toISOString() : null,
    handled_by_name: row.handledByName,
  };
}

export function contactRoutes(app: FastifyInstance) {
  const perIp = { max: app.env.CONTACT_RATE_LIMIT_MAX, windowMs: HOUR_MS };
  const perEmail = keyedLimit(app, 'contact-email', {
    max: Math.max(1, Math.floor(app.env.CONTACT_RATE_LIMIT_MAX / 2)),
    windowMs: HOUR_MS,
  });

  return [
    route(
      contactEndpoints.send,
      async ({ body, request }) => {
        // A filled honeypot is a bot: the same answer as a person gets, and nothing kept or sent.
        if (body[CONTACT_HONEYPOT]) return null;
        const email = body.email.toLowerCase();
        await perEmail(request, email);
        await app.db.transaction(async (tx) => {
          const [saved] = await tx
            .insert(contactMessages)
            .values({
              name: body.name,
              phone: body.phone,
              email,
              subject: body.subject,
              message: body.message,
            })
            .returning({ id: contactMessages.id });
          await enqueueEmail(tx, {
            to: app.env.CONTACT_EMAIL,
            template: 'contactToSite',
            data: {
              name: body.name,
              subject: body.subject,
              message: body.message,
              phone: body.phone,
              email,
              adminUrl: `${app.env.PUBLIC_URL}${ADMIN_CONTACT_PATH}?focus=${saved?.id}`,
            },
          });
          // Nothing the sender typed goes to the address they gave (email.templates.ts).
          await enqueueEmail(tx, { to: email, template: 'contactReceipt', data: {} });
        });
        return null;
      },
      { rateLimit: perIp },
    ),

    route(contactEndpoints.adminList, async ({ query }) => {
      const where: SQL | undefined =
        query.status === 'open'
          ? isNull(contactMessages.handledAt)
          : query.status === 'handled'
            ? isNotNull(contactMessages.handledAt)
            : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(contactMessages)
          .leftJoin(users, eq(users.id, contactMessages.handledBy))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        app.db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { items: rows.map(toMessage), total: total?.n ?? 0, page: query.page, limit: query.limit };
    }),

    route(contactEndpoints.adminHandle, async ({ params, auth }) => {
      // The first admin to handle a message keeps the credit: a second click changes nothing.
      await app.db
        .update(contactMessages)
        .set({ handledAt: sql`now()`, handledBy: auth?.user.id ?? null })
        .where(and(eq(contactMessages.id, params.id), isNull(contactMessages.handledAt)));
      const [row] = await app.db
        .select(columns)
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(eq(contactMessages.id, params.id));
      if (!row) throw new AppError(ErrorCode.NotFound);
      return toMessage(row);
    }),
  ];
}
