import { amountToConvert, currencyEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export function currencyRoutes(app: FastifyInstance) {
  return [
    route(currencyEndpoints.convert, async ({ query }) =>
      app.rates.convert(amountToConvert(query.amount), query.from, query.to),
    ),
  ];
}
