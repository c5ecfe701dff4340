import { todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireLicences } from './licence-state.ts';

/**
 * The hourly sweep of verified licences past their expiry (ADR 0030), a scheduled task (ADR 0035):
 * one process runs it per hour. Between sweeps the public pages already ignore an expired licence
 * (licenceValidSql), and the queue and approvals sweep first.
 */
export const licenceExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    app.scheduler.define({
      name: 'licence-expiry',
      label: 'Hết hạn xác minh giấy phép XKLĐ',
      every: { everyMs: 60 * 60 * 1000 },
      run: async ({ db, now }) => ({ expired: await expireLicences(db, todayInVietnam(now)) }),
    });
  },
  { name: 'licence-expiry', dependencies: ['scheduler'] },
);
