import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage } from '../http.ts';
import { access } from '../roles.ts';
import { ZManagedJobQuery } from './company-jobs.ts';
import { JobMessage, ZJobCompany, ZJobId, ZManagedJob, ZManagedJobRow, ZRejectJobBody } from './jobs.ts';

export const ZAdminJobQuery = ZManagedJobQuery.extend({
  company_id: z.coerce.number().int().positive().optional(),
  nation_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

const ZAdminJob = ZManagedJob.extend({
  company: ZJobCompany.extend({
    tax_code: z.string().nullable(),
    labor_license_number: z.string().nullable(),
    /** Whether a business licence was uploaded (its download link is shown only then). */
    has_business_license: z.boolean(),
  }),
}).meta({ id: 'AdminJob' });

/** Moderation: only approved, open jobs are public. */
export const adminJobsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs',
    summary: 'Kiểm duyệt tin tuyển dụng (lọc, tìm kiếm, phân trang)',
    tag: 'Admin jobs',
    access: access.adminOrSubAdmin,
    query: ZAdminJobQuery,
    response: ZPage(ZManagedJobRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs/:id',
    summary: 'Chi tiết một tin tuyển dụng để kiểm duyệt',
    tag: 'Admin jobs',
    access: access.adminOrSubAdmin,
    params: ZJobId,
    response: ZAdminJob,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/approve',
    summary: 'Phê duyệt (hoặc khôi phục tin đã vô hiệu hóa)',
    tag: 'Admin jobs',
    access: access.adminOrSubAdmin,
    params: ZJobId,
    response: ZAdminJob,
    successMessage: JobMessage.approved,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/reject',
    summary: 'Từ chối tin đang chờ duyệt, kèm lý do cho công ty',
    tag: 'Admin jobs',
    access: access.adminOrSubAdmin,
    params: ZJobId,
    body: ZRejectJobBody,
    response: ZAdminJob,
    successMessage: JobMessage.rejected,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/disable',
    summary: 'Vô hiệu hóa tin tuyển dụng (gỡ khỏi trang công khai)',
    tag: 'Admin jobs',
    access: access.adminOrSubAdmin,
    params: ZJobId,
    response: ZAdminJob,
    successMessage: JobMessage.disabled,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/jobs/:id',
    summary: 'Xóa tin tuyển dụng (admin)',
    tag: 'Admin jobs',
    access: access.admin,
    params: ZJobId,
    response: z.object({ id: z.number() }),
    successMessage: JobMessage.deleted,
  }),
};
