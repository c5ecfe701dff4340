/**
 * Application statuses for a labour-export / study-abroad / domestic hiring pipeline (the spec
 * leaves them to us: ADR 0015). Pure data, imported by the browser too.
 */

export const APPLICATION_STATUSES = [
  'submitted',
  'reviewing',
  'interview',
  'passed',
  'preparing',
  'departed',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Đã nộp hồ sơ',
  reviewing: 'Đang xem xét',
  interview: 'Hẹn phỏng vấn',
  passed: 'Trúng tuyển',
  preparing: 'Đào tạo và hoàn thiện hồ sơ',
  departed: 'Đã xuất cảnh / nhận việc',
  rejected: 'Không phù hợp',
  withdrawn: 'Ứng viên đã rút hồ sơ',
};

/**
 * The statuses a company or an admin may move an application to, from each status. The pipeline
 * goes forward one or more steps; `rejected` is possible until departure and can be reopened to
 * `reviewing`; `withdrawn` is the candidate's own decision and `departed` is final.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['reviewing', 'interview', 'rejected'],
  reviewing: ['interview', 'passed', 'rejected'],
  interview: ['passed', 'rejected'],
  passed: ['preparing', 'departed', 'rejected'],
  preparing: ['departed', 'rejected'],
  departed: [],
  rejected: ['reviewing'],
  withdrawn: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/**
 * The statuses from which the candidate may withdraw an application (ours, ADR 0015): any step of
 * the pipeline before departure. A rejected, departed or already withdrawn one cannot be withdrawn.
 */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'reviewing',
  'interview',
  'passed',
  'preparing',
];

export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return WITHDRAWABLE_STATUSES.includes(status);
}
