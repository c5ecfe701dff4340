import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../roles.ts';

/** Spec §3 "Address": detail, ward.value, district.value, province.value. */
export const ZAddress = z
  .object({
    detail: z.string().nullable(),
    ward: z.object({ value: z.string(), label: z.string() }).nullable(),
    district: z.object({ value: z.string(), label: z.string() }).nullable(),
    province: z.object({ value: z.string(), label: z.string() }).nullable(),
  })
  .meta({ id: 'Address' });

export const ZCompanyInfo = z
  .object({
    id: z.number(),
    user_id: z.number(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    logo: z.string().nullable(),
    address: ZAddress,
    tax_code: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    company_activity: z.array(z.number()),
    labor_license_number: z.string().nullable(),
    labor_license_date: z.string().nullable(),
    /** Whether the company has filled in its info (drives the wait_approval flow, spec §4). */
    has_info: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CompanyInfo' });
export type CompanyInfo = z.infer<typeof ZCompanyInfo>;

/** Spec §3 "Logged-in user info". */
export const ZUserInfo = z
  .object({
    id: z.number(),
    type: z.enum(USER_TYPES).nullable(),
    status: z.enum(USER_STATUSES),
    parent_id: z.number().nullable(),
    name: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    company: ZCompanyInfo.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof ZUserInfo>;
