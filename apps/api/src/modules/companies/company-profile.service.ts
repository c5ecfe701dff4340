import {
  type CompanyProfile,
  ErrorCode,
  LICENSE_FILE_REQUIRED,
  WARD_NOT_IN_PROVINCE,
  type ZCompanyProfileBody,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CompanyRow, companies, companyFields, tags, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshSearchText } from '../jobs/search-text.ts';
import { companyLicence, syncLicenceOnSave } from '../licences/licence-profile.ts';
import { publicFileUrl, saveFieldUpload } from '../uploads/uploads.service.ts';
import { companyHasInfo } from './company-info.ts';
import * as repo from './company-profile.repo.ts';

type Body = z.output<typeof ZCompanyProfileBody>;

async function toProfile(
  app: FastifyInstance,
  c: CompanyRow,
  ownerStatus: UserRow['status'],
): Promise<CompanyProfile> {
  const parts = await repo.loadProfileParts(app.db, c.id, c);
  return {
    id: c.id,
    user_id: c.userId,
    status: ownerStatus,
    name: c.name,
    abbreviation: c.abbreviation,
    logo: c.logo,
    address: {
      detail: c.addressDetail,
      province: parts.province ? { value: parts.province.code, label: parts.province.name } : null,
      ward: parts.ward ? { value: parts.ward.code, label: parts.ward.name } : null,
    },
    tax_code: c.taxCode,
    business_license: parts.license
      ? { name: parts.license.originalName, size: parts.license.size, mime_type: parts.license.mimeType }
      : null,
    company_activity: c.activities,
    fields: parts.fields,
    tags: parts.tags,
    description: c.description,
    website: c.website,
    contact_name: c.contactName,
    contact_phone: c.contactPhone,
    contact_email: c.contactEmail,
    labor_license_number: c.laborLicenseNumber,
    labor_license_date: c.laborLicenseDate,
    licence: await companyLicence(app.db, c),
    has_info: companyHasInfo(c),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The company a company account (admin or sub-user) belongs to; 404 when it has none. */
export async function companyOf(app: FastifyInstance, user: UserRow) {
  const row = await repo.findCompanyOfUser(app.db, user);
  if (!row) throw new AppError(ErrorCode.NotFound, { message: 'Tài khoản chưa có hồ sơ công ty' });
  return row;
}

export async function getCompanyProfile(app: FastifyInstance, user: UserRow): Promise<CompanyProfile> {
  const row = await companyOf(app, user);
  return toProfile(app, row.company, row.ownerStatus);
}

/**
 * Saves the profile: every row change, the upload rows included, in one transaction. The
 * status is not changed here: a wait_approval company with its info filled waits for an admin.
 */
export async function updateCompanyProfile(
  app: FastifyInstance,
  user: UserRow,
  body: Body,
): Promise<CompanyProfile> {
  const { company } = await companyOf(app, user);
  const errors: Record<string, string[]> = {};
  if (!(await repo.wardInProvince(app.db, body.ward_code, body.province_code)))
    errors.ward_code = [WARD_NOT_IN_PROVINCE];
  if (!body.business_license && !company.businessLicenseFile)
    errors.business_license = [LICENSE_FILE_REQUIRED];
  const fieldIds = await repo.existingIds(app.db, companyFields, body.field_ids);
  if (fieldIds.length !== new Set(body.field_ids).size) errors.field_ids = ['Lĩnh vực không hợp lệ'];
  const tagIds = await repo.existingIds(app.db, tags, body.tag_ids);
  if (tagIds.length !== new Set(body.tag_ids).size) errors.tag_ids = ['Thẻ không hợp lệ'];
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.Validation, { errors });

  // The upload rows are written in the profile's transaction: a failed save leaves no row (at worst
  // an unreferenced file, ADR 0009).
  const updated = await app.db.transaction(async (tx) => {
    const logo = await saveFieldUpload(tx, app.storage, 'logo', body.logo, {
      ownerUserId: user.id,
      kind: 'company-logo',
      visibility: 'public',
    });
    const license = await saveFieldUpload(tx, app.storage, 'business_license', body.business_license, {
      ownerUserId: user.id,
      kind: 'business-license',
      visibility: 'private',
    });
    const laborFile = body.activities.includes(2)
      ? await saveFieldUpload(tx, app.storage, 'labor_license_file', body.labor_license_file, {
          ownerUserId: user.id,
          kind: 'labor-license',
          visibility: 'private',
        })
      : null;
    const labour = body.activities.includes(2);
    const [row] = await tx
      .update(companies)
      .set({
        name: body.name,
        abbreviation: body.abbreviation,
        ...(logo ? { logo: publicFileUrl(logo.key) } : {}),
        provinceCode: body.province_code,
        wardCode: body.ward_code,
        addressDetail: body.address_detail,
        taxCode: body.tax_code,
        ...(license ? { businessLicenseFile: license.key } : {}),
        activities: [...new Set(body.activities)].sort(),
        description: body.description,
        website: body.website,
        contactName: body.contact_name,
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        laborLicenseNumber: labour ? body.labor_license_number : null,
        laborLicenseDate: labour ? body.labor_license_date : null,
        laborLicenseAuthority: labour ? body.labor_license_authority : null,
        laborLicenseFile: labour ? (laborFile?.key ?? company.laborLicenseFile) : null,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, company.id))
      .returning();
    await repo.replaceLinks(tx, company.id, fieldIds, tagIds);
    // The company's name is in its jobs' search text (ADR 0024): rewritten with the rename.
    if (company.name !== body.name) await refreshSearchText(tx, { companyId: company.id });
    await syncLicenceOnSave(tx, company, row as CompanyRow, user.id);
    // Read again: the licence sync may have changed its state.
    const [fresh] = await tx.select().from(companies).where(eq(companies.id, company.id));
    return fresh as CompanyRow;
  });
  const owner = await repo.findCompanyOfUser(app.db, user);
  return toProfile(app, updated, owner?.ownerStatus ?? user.status);
}
