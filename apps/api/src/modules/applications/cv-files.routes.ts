import { cvFileName, cvViewOf, ErrorCode, applicationsEndpoints as e } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resumes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { findCompanyOfUser } from '../companies/company-profile.repo.ts';
import { findUpload, sendPrivateFile, uploadExtension } from '../uploads/uploads.service.ts';
import { findApplicationWithJob, resumeSentToCompany } from './apply.repo.ts';
import { findOwnedResume } from './resumes.service.ts';

/*
 * Private CV files (ADR 0009, 0015): served only to the candidate, the accounts (admin and staff)
 * of the company whose job received the CV, and admins / sub-admins. Anybody else — another
 * company, another seeker, an anonymous visitor — gets the same 404 as a missing id, so a CV's
 * existence is never revealed.
 */

type Viewer = { id: number; type: string | null; parentId: number | null } | null;

const notFound = () => new AppError(ErrorCode.NotFound);

function viewerOf(request: FastifyRequest): Viewer {
  return request.auth?.user ?? null;
}

const isAdmin = (v: Viewer) => v?.type === 'admin' || v?.type === 'sub_admin';

export function cvFileRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The company a company account (admin or staff) acts for. */
  async function companyIdOf(v: Viewer): Promise<number | undefined> {
    if (v?.type !== 'company') return undefined;
    return (await findCompanyOfUser(db, v))?.company.id;
  }

  /**
   * `candidate` names the file ("CV-Nguyen-Van-A.pdf"); `inline` is honoured for a PDF or an image
   * only (a Word file is always a download: browsers cannot show it).
   */
  async function send(
    reply: FastifyReply,
    key: string | null,
    opts: { candidate?: string; inline?: boolean } = {},
  ): Promise<FastifyReply> {
    const upload = key ? await findUpload(db, key) : undefined;
    const data = upload && upload.visibility === 'private' ? await app.storage.stream(upload.key) : null;
    if (!upload || !data) throw notFound();
    return sendPrivateFile(reply, upload, data, {
      ...(opts.candidate ? { filename: cvFileName(opts.candidate, uploadExtension(upload)) } : {}),
      inline: opts.inline === true && cvViewOf(upload.mimeType) !== 'word',
    });
  }

  return [
    route(e.applicationCv, async ({ request, params, query, reply }) => {
      const viewer = viewerOf(request);
      if (!viewer) throw notFound();
      const found = await findApplicationWithJob(db, params.id);
      if (!found) throw notFound();
      const own = found.application.userId !== null && found.application.userId === viewer.id;
      // After consent is withdrawn only the candidate may still fetch what they sent (ADR 0033).
      const shared = found.application.consentWithdrawnAt === null;
      const allowed = own || (shared && (isAdmin(viewer) || (await companyIdOf(viewer)) === found.companyId));
      if (!allowed) throw notFound();
      return send(reply, found.application.cvUploadKey, {
        candidate: found.application.name,
        inline: query.view === 'inline',
      });
    }),
    route(e.resumeFile, async ({ request, params, reply }) => {
      const viewer = viewerOf(request);
      if (!viewer) throw notFound();
      const own = await findOwnedResume(db, viewer.id, params.id);
      if (own) return send(reply, own.kind === 'cv' ? own.uploadKey : null);
      const companyId = await companyIdOf(viewer);
      const allowed =
        isAdmin(viewer) || (companyId !== undefined && (await resumeSentToCompany(db, params.id, companyId)));
      if (!allowed) throw notFound();
      const [resume] = await db.select().from(resumes).where(eq(resumes.id, params.id)).limit(1);
      return send(reply, resume?.kind === 'cv' ? resume.uploadKey : null);
    }),
  ];
}
