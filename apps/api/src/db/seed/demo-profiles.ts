import { asc, eq, inArray } from 'drizzle-orm';
import { ensureOnlineResume } from '../../modules/applications/resumes.service.ts';
import type { Db } from '../client.ts';
import { companyFields, employeeProfiles, employeeSkills, skills, wards } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo seeker's (ungvien@) filled-in profile with wishes (Japan; mechanics and welding), so
 * /user/profile and /user/job-list have content on a fresh start.
 */
export async function insertDemoProfiles(tx: Tx, ctx: { accounts: Map<string, { id: number }> }) {
  const seeker = ctx.accounts.get('employee');
  if (!seeker) throw new Error('demo profile: account employee missing');
  const [ward] = await tx
    .select({ code: wards.code })
    .from(wards)
    .where(eq(wards.provinceCode, '01'))
    .orderBy(asc(wards.code))
    .limit(1);
  const fields = await tx
    .select({ id: companyFields.id })
    .from(companyFields)
    .where(inArray(companyFields.name, ['Cơ khí – hàn', 'Thực tập sinh kỹ năng Nhật Bản']))
    .orderBy(asc(companyFields.id));
  const skillRows = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.name, ['Tiếng Nhật N4', 'Hàn bán tự động', 'Vận hành máy CNC']));
  await tx.insert(employeeProfiles).values({
    userId: seeker.id,
    birthday: '1998-05-14',
    gender: 'male',
    provinceCode: ward ? '01' : null,
    wardCode: ward?.code ?? null,
    addressDetail: 'Số 12 ngõ 45 phố Kim Mã',
    idCard: '001098012345',
    education: 'high_school',
    maritalStatus: 'single',
    languageLevel: 'jlpt_n4',
    experienceYears: '2_5',
    experience: '3 năm làm thợ hàn bán tự động tại khu công nghiệp Thăng Long, vận hành máy CNC cơ bản.',
    wishedNationCodes: ['JP'],
    wishedFieldIds: fields.map((f) => f.id),
  });
  if (skillRows.length > 0)
    await tx.insert(employeeSkills).values(skillRows.map((s) => ({ userId: seeker.id, skillId: s.id })));
  await ensureOnlineResume(tx, seeker.id);
}
