import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { JOB_KINDS, optionValues } from '../options.ts';
import { access } from '../roles.ts';
import { JOB_STATES, JobMessage, ZJobBody, ZJobId, ZManagedJob, ZManagedJobRow } from './jobs.ts';

export const ZManagedJobQuery = ZPaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  state: z.enum(JOB_STATES).optional(),
  kind: z.enum(optionValues(JOB_KINDS)).optional(),
});

/** A company's own job posts. Posting and editing need an activated company (spec §5/§6). */
export const companyJobsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/company/jobs',
    summary: 'Tin tuyển dụng của công ty (lọc theo trạng thái, loại tin, tìm kiếm)',
    tag: 'Company jobs',
    access: access.company,
    query: ZManagedJobQuery,
    response: ZPage(ZManagedJobRow),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/company/jobs',
    summary: 'Đăng tin tuyển dụng (multipart: thumbnail). Tin mới chờ Admin phê duyệt.',
    tag: 'Company jobs',
    access: access.companyActive,
    multipart: true,
    body: ZJobBody,
    response: ZManagedJob,
    successMessage: JobMessage.posted,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/company/jobs/:id',
    summary: 'Một tin tuyển dụng của công ty',
    tag: 'Company jobs',
    access: access.company,
    params: ZJobId,
    response: ZManagedJob,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/company/jobs/:id',
    summary: 'Sửa tin tuyển dụng (POST với _method=PUT, multipart). Tin sửa xong chờ duyệt lại.',
    tag: 'Company jobs',
    access: access.companyActive,
    multipart: true,
    params: ZJobId,
    body: ZJobBody,
    response: ZManagedJob,
    successMessage: JobMessage.updated,
  }),
};
