import { companyProfileEndpoints, ErrorCode } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { isResizable, VARIANT_MIME, variantFormat, variantWidth } from '../uploads/image-variants.ts';
import { StorageUnavailableError } from '../uploads/storage.ts';
import { findUpload, sendPrivateFile } from '../uploads/uploads.service.ts';
import * as repo from './company-profile.repo.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';

export function companyProfileRoutes(app: FastifyInstance) {
  async function sendLicense(reply: FastifyReply, key: string | null): Promise<FastifyReply> {
    const upload = key ? await findUpload(app.db, key) : undefined;
    const data = upload ? await app.storage.stream(upload.key) : null;
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
    route(companyProfileEndpoints.publicFile, async ({ params, query, request, reply }) => {
      const upload = await findUpload(app.db, `${params.kind}/${params.name}`);
      // Private files are never served here, and do not reveal that they exist.
      if (upload?.visibility !== 'public') throw new AppError(ErrorCode.NotFound);
      const load = () => app.storage.get(upload.key);
      let variant = query.w !== undefined && isResizable(upload.mimeType);
      const format = variantFormat(request.headers.accept);
      let data: Buffer | null = null;
      if (variant) {
        try {
          data = await app.imageVariants.get(upload.key, variantWidth(query.w ?? 0), format, load);
        } catch (err) {
          // A storage outage is the storage's answer (503/1170), not a reason to try the original.
          if (err instanceof StorageUnavailableError) throw err;
          // An upload sharp cannot decode (it passed the type sniffing) is still shown as it is.
          request.log.warn({ err, key: upload.key }, 'image variant failed; serving the original');
          variant = false;
        }
      }
      if (!variant) data = await load();
      if (!data) throw new AppError(ErrorCode.NotFound);
      if (variant) reply.header('vary', 'Accept');
      // Keys are random per upload and a file never changes under its key: cache for a year.
      return reply
        .header('content-type', variant ? VARIANT_MIME[format] : upload.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    }),
  ];
}
