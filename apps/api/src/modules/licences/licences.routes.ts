import { ErrorCode, licenceEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { findUpload, sendPrivateFile } from '../uploads/uploads.service.ts';
import { expireLicences } from './licence-state.ts';
import {
  findCompanyOr404,
  getLicenceDetail,
  listLicenceQueue,
  rejectLicence,
  revokeLicence,
  verifyLicence,
} from './licences.service.ts';

/** How often verified licences past their expiry are swept (ADR 0030; issue 18 brings a scheduler). */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

export function licenceRoutes(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireLicences(app.db).catch((err) => app.log.warn({ err }, 'licence expiry sweep failed'));
    }, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return [
    route(licenceEndpoints.queue, async ({ query }) => listLicenceQueue(app, query)),
    route(licenceEndpoints.get, async ({ params }) => getLicenceDetail(app, params.id)),
    route(licenceEndpoints.file, async ({ params, reply }) => {
      const c = await findCompanyOr404(app, params.id);
      const upload = c.laborLicenseFile ? await findUpload(app.db, c.laborLicenseFile) : undefined;
      const data = upload ? await app.storage.get(upload.key) : null;
      if (!upload || !data) throw new AppError(ErrorCode.NotFound, { message: 'Chưa có bản scan giấy phép' });
      return sendPrivateFile(reply, upload, data);
    }),
    route(licenceEndpoints.verify, async ({ request, params, body }) =>
      verifyLicence(app, currentAuth(request).user, params.id, body),
    ),
    route(licenceEndpoints.reject, async ({ request, params, body }) =>
      rejectLicence(app, currentAuth(request).user, params.id, body.reason),
    ),
    route(licenceEndpoints.revoke, async ({ request, params, body }) =>
      revokeLicence(app, currentAuth(request).user, params.id, body.reason),
    ),
  ];
}
