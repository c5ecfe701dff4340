import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MAX_PAGE_SIZE, ZPage, ZPaginationQuery } from '../http.ts';
import { JOB_KINDS, type JobKind, optionValues } from '../options.ts';
import { access } from '../roles.ts';
import { RuleMessage, requiredMessage } from '../validation/index.ts';
import { ZJobCard, ZJobId } from './jobs.ts';

export const SavedJobMessage = {
  saved: 'Thêm vào yêu thích thành công',
  unsaved: 'Xoá khỏi yêu thích thành công',
  /** Ours: the spec names no label for the job of a save call. */
  jobLabel: 'Việc làm',
  empty: 'Bạn chưa lưu việc làm nào',
} as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** `job_id` of a save call: a positive whole number; missing → "Việc làm không được để trống." */
const jobIdField = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(SavedJobMessage.jobLabel) : RuleMessage.numeric,
    })
    .int({ error: RuleMessage.numeric })
    .positive({ error: RuleMessage.numeric }),
);

export const ZSavedJobBody = z.object({ job_id: jobIdField });
export type SavedJobBody = z.input<typeof ZSavedJobBody>;

const ZSavedState = z.object({ saved: z.boolean() });

/** Every kind counted, zero included, so charts need no gaps filled. */
const ZByKind = z.object(
  Object.fromEntries(optionValues(JOB_KINDS).map((k) => [k, z.number().int()])) as Record<
    JobKind,
    z.ZodNumber
  >,
);

export const ZSavedJobStats = z
  .object({
    total: z.number().int().describe('Saved jobs the list shows: `open` + `expired`.'),
    open: z.number().int().describe('Still taking applications.'),
    expired: z.number().int().describe('Past their application deadline; kept so the seeker sees why.'),
    by_kind: ZByKind,
  })
  .meta({ id: 'SavedJobStats' });
export type SavedJobStats = z.infer<typeof ZSavedJobStats>;

/** `?job_id=1&job_id=2` or `?job_id=1,2`: at most one page of cards. */
const jobIdList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? []
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
  z.array(z.coerce.number({ error: RuleMessage.numeric }).int().positive()).max(MAX_PAGE_SIZE),
);

/**
 * A job seeker's saved jobs (spec §7 Employee). Only public jobs can be saved; the list keeps
 * saved jobs whose deadline has passed (state `expired`) and leaves out those no longer shown at
 * all (waiting for re-approval, rejected, disabled, of a locked company) — their rows stay, so a
 * job that comes back reappears.
 */
export const savedJobsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/employee/saved-jobs',
    summary: 'Việc làm đã lưu (mới lưu trước), gồm cả việc đã hết hạn nhận hồ sơ (state = expired)',
    tag: 'Saved jobs',
    access: access.employee,
    query: ZPaginationQuery,
    response: ZPage(ZJobCard.extend({ saved_at: z.string() })),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/employee/saved-jobs/stats',
    summary: 'Thống kê việc làm đã lưu: tổng, còn hạn, hết hạn, theo loại tin',
    tag: 'Saved jobs',
    access: access.employee,
    response: ZSavedJobStats,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/employee/saved-jobs/check/:id',
    summary: 'Việc làm này đã được lưu chưa',
    tag: 'Saved jobs',
    access: access.employee,
    params: ZJobId,
    response: ZSavedState,
  }),
  ids: defineEndpoint({
    method: 'GET',
    path: '/employee/saved-jobs/ids',
    summary:
      'Ours (not in the spec): which of these jobs (`?job_id=1&job_id=2`, at most 100) are saved — one call for a page of cards instead of one check each',
    tag: 'Saved jobs',
    access: access.employee,
    query: z.object({ job_id: jobIdList }),
    response: z.object({ saved_ids: z.array(z.number()) }),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/employee/saved-jobs/save',
    summary: 'Lưu việc làm (chỉ việc làm công khai; lưu lại lần nữa không sao)',
    tag: 'Saved jobs',
    access: access.employee,
    body: ZSavedJobBody,
    response: ZSavedState,
    successMessage: SavedJobMessage.saved,
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/employee/saved-jobs/unsave',
    summary: 'Bỏ lưu việc làm (JSON body { job_id }; bỏ lưu việc chưa lưu không sao)',
    tag: 'Saved jobs',
    access: access.employee,
    body: ZSavedJobBody,
    response: ZSavedState,
    successMessage: SavedJobMessage.unsaved,
  }),
  toggle: defineEndpoint({
    method: 'POST',
    path: '/employee/saved-jobs/toggle',
    summary: 'Lưu hoặc bỏ lưu (một câu lệnh SQL: hai lần bấm đồng thời không tạo hai bản ghi)',
    tag: 'Saved jobs',
    access: access.employee,
    body: ZSavedJobBody,
    response: ZSavedState.describe('`saved` after the call; `message` says which way it went.'),
  }),
};
