import type { ApplicationStatus } from '@app/contract';
import { APPLICATION_STATUSES, applicationStatusLabels } from '@app/contract/client';

/** The one place an application status gets its colour (badges, chips, history). */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  reviewing: 'cyan',
  interview: 'violet',
  passed: 'teal',
  preparing: 'indigo',
  departed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export const applicationStatusOptions = APPLICATION_STATUSES.map((s) => ({
  value: s,
  label: applicationStatusLabels[s],
}));

/** Success toasts of the application pages, carried as `?ok=key` (lib/flash.ts). */
export const applicationFlash = { status: 'Đã cập nhật trạng thái hồ sơ ứng tuyển' } as const;
