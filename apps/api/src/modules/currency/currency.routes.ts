import { amountToConvert, currencyEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export function currencyRoutes(app: FastifyInstance) {
  return [
    route(currencyEndpoints.convert, async ({ query, reply }) => {
      // Not the public reads' minute of browser cache (plugins/http-cache.ts): a conversion follows
      // the server's rates, which a refresh or a provider outage changes at any moment.
      reply.header('cache-control', 'no-store');
      return app.rates.convert(amountToConvert(query.amount), query.from, query.to);
    }),
  ];
}
