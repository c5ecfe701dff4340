import { ErrorCode, licenceEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { findUpload, sendPrivateFile } from '../uploads/uploads.service.ts';
import {
  findCompanyOr404,
  getLicenceDetail,
  listLicenceQueue,
  rejectLicence,
  revokeLicence,
  verifyLicence,
} from './licences.service.ts';

export function licenceRoutes(app: FastifyInstance) {
  return [
    route(licenceEndpoints.queue, async ({ query }) => listLicenceQueue(app, query)),
    route(licenceEndpoints.get, async ({ params }) => getLicenceDetail(app, params.id)),
    route(licenceEndpoints.file, async ({ params, reply }) => {
      const c = await findCompanyOr404(app, params.id);
      const upload = c.laborLicenseFile ? await findUpload(app.db, c.laborLicenseFile) : undefined;
      const data = upload ? await app.storage.stream(upload.key) : null;
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
