import { newsletterEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { route } from '../../lib/route.ts';

export function newsletterRoutes(app: FastifyInstance) {
  return [
    // Idempotent: subscribing twice is not an error, and does not tell whether the email was known.
    route(newsletterEndpoints.subscribe, async ({ body }) => {
      await app.db
        .insert(newsletterSubscribers)
        .values({ email: body.email.toLowerCase() })
        .onConflictDoNothing();
      return null;
    }),
  ];
}
