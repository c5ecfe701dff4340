import { devEndpoints, ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { listRecent } from './email.outbox.ts';

export function emailRoutes(app: FastifyInstance) {
  return [
    route(devEndpoints.mailbox, async ({ request }) => {
      // Mail is readable by its recipient only: the mailbox is for development and tests, or, when
      // explicitly enabled in production, for a person on this machine (the same 404 otherwise).
      const mode = app.devMailbox;
      if (mode === 'off' || (mode === 'loopback' && !isLoopback(request.raw.socket.remoteAddress))) {
        throw new AppError(ErrorCode.NotFound);
      }
      return (await listRecent(app.db, 50)).map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        status: m.status,
        attempts: m.attempts,
        created_at: m.createdAt.toISOString(),
      }));
    }),
  ];
}

/** The socket's own peer (not X-Forwarded-For): the page bridge passes the visitor's address here. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || a.startsWith('127.');
}
