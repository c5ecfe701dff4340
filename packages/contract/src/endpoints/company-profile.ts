import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access, USER_STATUSES } from '../roles.ts';
import {
  businessLicenseFile,
  date,
  email,
  imageFile,
  isBeforeToday,
  isValidDate,
  laborLicenseFile,
  maxLength,
  personName,
  phone,
  requiredString,
  todayInVietnam,
  trimmedString,
  url,
} from '../validation/index.ts';
import { ZCompanyLicence } from './licences.ts';

/** Vietnamese tax codes (mã số thuế): 10 digits, or 13 as 10 + '-' + 3 for a branch. */
export const TAX_CODE_PATTERN = /^[0-9]{10}(-[0-9]{3})?$/;
export const TAX_CODE_MESSAGE = 'Mã số thuế gồm 10 chữ số (hoặc dạng 0123456789-001 cho chi nhánh)';
export const LABOR_LICENSE_REQUIRED = 'Doanh nghiệp xuất khẩu lao động phải nhập số và ngày cấp giấy phép';
export const LICENSE_DATE_FUTURE = 'Ngày cấp giấy phép không được sau ngày hôm nay';
export const LICENSE_FILE_REQUIRED = 'Giấy phép kinh doanh không được để trống.';
/**
 * Widths a public image is served at (GET /api/files/<key>?w=<width>, the cards' srcset): any
 * other width is rounded up to the next one of these (960 past it), so each image has at most five
 * variants on disk.
 */
export const IMAGE_VARIANT_WIDTHS = [64, 128, 256, 480, 960] as const;
export const IMAGE_WIDTH_MESSAGE = 'Chiều rộng ảnh phải là số nguyên dương (tối đa 10000)';
export const WARD_NOT_IN_PROVINCE = 'Phường/Xã không thuộc Tỉnh/Thành phố đã chọn';

const optionalText = (max: number) =>
  trimmedString()
    .check(maxLength(max))
    .optional()
    .transform((v) => (v ? v : null));

/** Form data sends one value or many under one name: always a list of ids. */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
  z.array(z.coerce.number().int().positive()),
);

/** An optional file field: an empty form value means "no new file". */
const optionalFile = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const COMPANY_ACTIVITIES = [1, 2] as const;
export const companyActivityLabels: Record<(typeof COMPANY_ACTIVITIES)[number], string> = {
  1: 'Du học',
  2: 'Xuất khẩu lao động',
};

export const ZCompanyProfileBody = z
  .object({
    name: requiredString('Tên công ty').check(maxLength(255)),
    abbreviation: optionalText(50),
    logo: optionalFile(imageFile()),
    province_code: requiredString('Tỉnh/Thành phố'),
    ward_code: requiredString('Phường/Xã'),
    address_detail: requiredString('Địa chỉ chi tiết').check(maxLength(255)),
    tax_code: requiredString('Mã số thuế').regex(TAX_CODE_PATTERN, TAX_CODE_MESSAGE),
    business_license: optionalFile(businessLicenseFile()),
    activities: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
      z.array(z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))),
    ),
    field_ids: idList,
    tag_ids: idList,
    description: optionalText(5000),
    website: trimmedString()
      .check(url())
      .optional()
      .transform((v) => v || null),
    contact_name: requiredString('Người liên hệ').check(personName(), maxLength(100)),
    contact_phone: requiredString('Số điện thoại liên hệ').check(phone()),
    contact_email: requiredString('Email liên hệ').check(email()),
    labor_license_number: optionalText(50),
    labor_license_date: trimmedString()
      .check(date())
      .optional()
      .transform((v) => v || null),
    /** Issuing authority and scan of the labour-export licence (ADR 0030). */
    labor_license_authority: optionalText(255),
    labor_license_file: optionalFile(laborLicenseFile()),
  })
  .superRefine((b, ctx) => {
    if (b.activities.includes(2)) {
      if (!b.labor_license_number) {
        ctx.addIssue({ code: 'custom', path: ['labor_license_number'], message: LABOR_LICENSE_REQUIRED });
      }
      if (!b.labor_license_date) {
        ctx.addIssue({ code: 'custom', path: ['labor_license_date'], message: LABOR_LICENSE_REQUIRED });
      }
    }
    const d = b.labor_license_date;
    if (d && isValidDate(d) && !isBeforeToday(d) && d !== todayInVietnam()) {
      ctx.addIssue({ code: 'custom', path: ['labor_license_date'], message: LICENSE_DATE_FUTURE });
    }
  });
export type CompanyProfileBody = z.input<typeof ZCompanyProfileBody>;

const ZOption = z.object({ value: z.string(), label: z.string() });

export const ZCompanyProfile = z
  .object({
    id: z.number(),
    user_id: z.number(),
    status: z.enum(USER_STATUSES),
    name: z.string(),
    abbreviation: z.string().nullable(),
    logo: z.string().nullable(),
    address: z.object({
      detail: z.string().nullable(),
      province: ZOption.nullable(),
      ward: ZOption.nullable(),
    }),
    tax_code: z.string().nullable(),
    business_license: z.object({ name: z.string(), size: z.number(), mime_type: z.string() }).nullable(),
    company_activity: z.array(z.number()),
    fields: z.array(z.object({ id: z.number(), name: z.string(), activity: z.number() })),
    tags: z.array(z.object({ id: z.number(), name: z.string() })),
    description: z.string().nullable(),
    website: z.string().nullable(),
    contact_name: z.string().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    labor_license_number: z.string().nullable(),
    labor_license_date: z.string().nullable(),
    /** The labour-export licence's verification (ADR 0030), apart from the account's `status`. */
    licence: ZCompanyLicence,
    has_info: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof ZCompanyProfile>;

export const companyProfileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/company/profile',
    summary: 'Hồ sơ công ty của tài khoản đang đăng nhập',
    tag: 'Company',
    access: access.company,
    response: ZCompanyProfile,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/company/profile/update',
    summary:
      'Cập nhật hồ sơ công ty (multipart: logo, business_license, labor_license_file). Đủ thông tin thì công ty chờ quản trị viên kích hoạt; giấy phép xuất khẩu lao động đủ số, ngày cấp, cơ quan cấp và bản scan thì chờ xác minh.',
    tag: 'Company',
    access: access.companyAdmin,
    multipart: true,
    body: ZCompanyProfileBody,
    response: ZCompanyProfile,
    successMessage: 'Lưu thông tin thành công',
  }),
  businessLicense: defineEndpoint({
    method: 'GET',
    path: '/company/profile/business-license',
    summary: 'Tải giấy phép kinh doanh của công ty (tệp riêng tư)',
    tag: 'Company',
    access: access.company,
    response: z.null(),
  }),
  adminBusinessLicense: defineEndpoint({
    method: 'GET',
    path: '/admin/companies/:id/business-license',
    summary: 'Quản trị viên tải giấy phép kinh doanh của một công ty để xét duyệt',
    tag: 'Company',
    access: access.adminOrSubAdmin,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.null(),
  }),
  publicFile: defineEndpoint({
    method: 'GET',
    path: '/files/:kind/:name',
    summary:
      'Tệp công khai (logo, ảnh) theo khóa lưu trữ; với ?w= là ảnh thu nhỏ WebP/AVIF (chiều rộng làm tròn lên 64, 128, 256, 480 hoặc 960)',
    tag: 'Files',
    access: access.public,
    params: z.object({
      kind: z.string().regex(/^[a-z-]+$/),
      name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/),
    }),
    query: z.object({
      w: z.coerce
        .number({ message: IMAGE_WIDTH_MESSAGE })
        .int({ message: IMAGE_WIDTH_MESSAGE })
        .min(1, { message: IMAGE_WIDTH_MESSAGE })
        .max(10_000, { message: IMAGE_WIDTH_MESSAGE })
        .optional(),
    }),
    response: z.null(),
  }),
};
