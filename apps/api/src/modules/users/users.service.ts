import { type CompanyInfo, ErrorCode, type UserInfo } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyHasInfo } from '../companies/company-info.ts';
import { findUserWithCompany, type UserWithCompany } from './users.repo.ts';

function toCompanyInfo(row: UserWithCompany): CompanyInfo | null {
  const c = row.company;
  if (!c) return null;
  return {
    id: c.id,
    user_id: c.userId,
    name: c.name,
    abbreviation: c.abbreviation,
    logo: c.logo,
    address: {
      detail: c.addressDetail,
      ward: c.wardCode && row.wardName ? { value: c.wardCode, label: row.wardName } : null,
      // The 2025 two-level set has no districts; old records keep none here either.
      district: null,
      province:
        c.provinceCode && row.provinceName ? { value: c.provinceCode, label: row.provinceName } : null,
    },
    tax_code: c.taxCode,
    website: c.website,
    description: c.description,
    company_activity: c.activities,
    labor_license_number: c.laborLicenseNumber,
    labor_license_date: c.laborLicenseDate,
    has_info: companyHasInfo(c),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function toUserInfo(row: UserWithCompany): UserInfo {
  const u = row.user;
  return {
    id: u.id,
    type: u.type,
    status: u.status,
    parent_id: u.parentId,
    name: u.name,
    email: u.email,
    username: u.username,
    phone: u.phone,
    avatar: u.avatar,
    company: u.type === 'company' ? toCompanyInfo(row) : null,
    created_at: u.createdAt.toISOString(),
  };
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toUserInfo(row);
}
