import { companyProfileEndpoints, ErrorCode } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { findUpload, sendPrivateFile } from '../uploads/uploads.service.ts';
import * as repo from './company-profile.repo.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';

export function companyProfileRoutes(app: FastifyInstance) {
  async function sendLicense(reply: FastifyReply, key: string | null): Promise<FastifyReply> {
    const upload = key ? await findUpload(app.db, key) : undefined;
    const data = upload ? await app.storage.get(upload.key) : null;
    if (!upload || !data) throw new AppError(ErrorCode.NotFound, { message: 'Chưa có giấy phép kinh doanh' });
    return sendPrivateFile(reply, upload, data);
  }

  return [
    route(companyProfileEndpoints.get, async ({ request }) =>
      getCompanyProfile(app, currentAuth(request).user),
    ),
    route(companyProfileEndpoints.update, async ({ request, body }) =>
      updateCompanyProfile(app, currentAuth(request).user, body),
    ),
    route(companyProfileEndpoints.businessLicense, async ({ request, reply }) => {
      const row = await repo.findCompanyOfUser(app.db, currentAuth(request).user);
      return sendLicense(reply, row?.company.businessLicenseFile ?? null);
    }),
    route(companyProfileEndpoints.adminBusinessLicense, async ({ params, reply }) => {
      const company = await repo.findCompanyById(app.db, params.id);
      if (!company) throw new AppError(ErrorCode.NotFound);
      return sendLicense(reply, company.businessLicenseFile);
    }),
    route(companyProfileEndpoints.publicFile, async ({ params, reply }) => {
      const upload = await findUpload(app.db, `${params.kind}/${params.name}`);
      // Private files are never served here, and do not reveal that they exist.
      const data = upload?.visibility === 'public' ? await app.storage.get(upload.key) : null;
      if (!upload || !data) throw new AppError(ErrorCode.NotFound);
      return reply
        .header('content-type', upload.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    }),
  ];
}
