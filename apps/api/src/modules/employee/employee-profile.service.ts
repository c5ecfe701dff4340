import {
  EmployeeMessage,
  type EmployeeProfile,
  ErrorCode,
  errorMessages,
  type ZEmployeeProfileBody,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { companyFields, employeeProfiles, skills, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { uniqueConstraintOf } from '../../lib/unique-violation.ts';
import { asUpload } from '../../plugins/multipart.ts';
import { ensureOnlineResume, listResumes, saveCvResume, toResume } from '../applications/resumes.service.ts';
import type { Conn } from '../notifications/notifications.service.ts';
import { publicFileUrl, saveFieldUpload } from '../uploads/uploads.service.ts';
import * as repo from './employee-profile.repo.ts';

type Body = z.output<typeof ZEmployeeProfileBody>;

async function toProfile(db: Conn, user: UserRow): Promise<EmployeeProfile> {
  const p = await repo.findProfile(db, user.id);
  const labels = await repo.loadProfileLabels(db, user.id, p);
  const resumeRows = await listResumes(db, user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    birthday: p?.birthday ?? null,
    gender: p?.gender ?? null,
    address: {
      detail: p?.addressDetail ?? null,
      province: labels.province ? { value: labels.province.code, label: labels.province.fullName } : null,
      ward: labels.ward ? { value: labels.ward.code, label: labels.ward.fullName } : null,
    },
    id_card: p?.idCard ?? null,
    education: p?.education ?? null,
    marital_status: p?.maritalStatus ?? null,
    language_level: p?.languageLevel ?? null,
    skills: labels.skills,
    experience_years: p?.experienceYears ?? null,
    experience: p?.experience ?? null,
    wished_nations: labels.nations,
    wished_fields: labels.fields,
    resumes: resumeRows.map(toResume),
    has_profile: p !== undefined,
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

export async function getEmployeeProfile(app: FastifyInstance, user: UserRow): Promise<EmployeeProfile> {
  return toProfile(app.db, user);
}

const phoneUsed = () =>
  new AppError(ErrorCode.PhoneUsed, { errors: { phone: [errorMessages[ErrorCode.PhoneUsed]] } });

/** Checks against the database; every failing field is reported together (422). */
async function checkReferences(app: FastifyInstance, user: UserRow, body: Body) {
  const errors: Record<string, string[]> = {};
  if (body.province_code && body.ward_code) {
    if (!(await repo.wardInProvince(app.db, body.ward_code, body.province_code)))
      errors.ward_code = [EmployeeMessage.wardNotInProvince];
  }
  const skillIds = [...new Set(body.skill_ids)];
  if ((await existingIds(app.db, skills, skillIds)).length !== skillIds.length)
    errors.skill_ids = [EmployeeMessage.skillInvalid];
  const nationCodes = [...new Set(body.wished_nation_codes)];
  if ((await repo.existingNationCodes(app.db, nationCodes)).length !== nationCodes.length)
    errors.wished_nation_codes = [EmployeeMessage.nationInvalid];
  const fieldIds = [...new Set(body.wished_field_ids)];
  if ((await existingIds(app.db, companyFields, fieldIds)).length !== fieldIds.length)
    errors.wished_field_ids = [EmployeeMessage.fieldInvalid];
  const removeIds = [...new Set(body.remove_resume_ids)];
  if ((await repo.ownedCvIds(app.db, user.id, removeIds)).length !== removeIds.length)
    errors.remove_resume_ids = [EmployeeMessage.resumeInvalid];
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.Validation, { errors });
  if (await repo.phoneHeldByOther(app.db, body.phone, user.id)) throw phoneUsed();
  return { skillIds, nationCodes, fieldIds, removeIds };
}

/**
 * Saves the account part (name, phone, avatar), the profile, skills, wishes and CV changes in one
 * transaction, and makes sure the online resume exists. Removed CV files whose bytes no
 * application references any more are deleted from storage after the commit.
 */
export async function updateEmployeeProfile(
  app: FastifyInstance,
  user: UserRow,
  body: Body,
): Promise<EmployeeProfile> {
  const refs = await checkReferences(app, user, body);
  const now = new Date();
  let freedKeys: string[] = [];
  try {
    await app.db.transaction(async (tx) => {
      const avatar = await saveFieldUpload(tx, app.storage, 'avatar', body.avatar, {
        ownerUserId: user.id,
        kind: 'avatar',
        visibility: 'public',
      });
      await tx
        .update(users)
        .set({
          name: body.name,
          phone: body.phone,
          ...(avatar ? { avatar: publicFileUrl(avatar.key) } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      const values = {
        birthday: body.birthday,
        gender: body.gender,
        provinceCode: body.province_code,
        wardCode: body.ward_code,
        addressDetail: body.address_detail,
        idCard: body.id_card,
        education: body.education,
        maritalStatus: body.marital_status,
        languageLevel: body.language_level,
        experienceYears: body.experience_years,
        experience: body.experience,
        wishedNationCodes: refs.nationCodes,
        wishedFieldIds: refs.fieldIds,
        updatedAt: now,
      };
      await tx
        .insert(employeeProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: employeeProfiles.userId, set: values });
      await repo.replaceSkills(tx, user.id, refs.skillIds);
      freedKeys = await repo.deleteCvResumes(tx, user.id, refs.removeIds);
      for (const cv of body.cvs) await saveCvResume(tx, app.storage, user.id, asUpload(cv, 'cvs'));
      await ensureOnlineResume(tx, user.id);
    });
  } catch (err) {
    throw uniqueConstraintOf(err) === 'users_phone_key' ? phoneUsed() : err;
  }
  for (const key of freedKeys) {
    await app.storage.delete(key).catch((err: unknown) => app.log.warn({ err, key }, 'cv file not deleted'));
  }
  const [fresh] = await app.db.select().from(users).where(eq(users.id, user.id));
  return toProfile(app.db, fresh ?? user);
}
