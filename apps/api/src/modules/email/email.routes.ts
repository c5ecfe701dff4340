import { devEndpoints, ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { listRecent } from './email.outbox.ts';

export function emailRoutes(app: FastifyInstance) {
  return [
    route(devEndpoints.mailbox, async () => {
      // Off when real SMTP delivers mail: then nobody but the recipient may read it.
      if (!app.devMailboxEnabled) throw new AppError(ErrorCode.NotFound);
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
