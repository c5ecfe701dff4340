import { MAX_PAGE_SIZE } from '../page-size.ts';

/* Limits, messages and labels of applying, zod-free so the job cards and the apply dialog can import them. */

/** Message ≤ 1000 characters (ours: the spec names the field only). */
export const APPLICATION_MESSAGE_MAX = 1000;
/** At most this many job ids per check-multiple call (one page of cards). */
export const CHECK_MULTIPLE_MAX = MAX_PAGE_SIZE;

export const ApplicationMessage = {
  /** Spec §5 "Apply": job_id required, otherwise this message (verbatim, English in the spec). */
  missingJobId: 'Missing job_id',
  /** Spec §8 success message of POST /jobapplication. */
  introduced: 'Giới thiệu hồ sơ ứng tuyển việc làm thành công',
  /** Ours. */
  applied: 'Nộp hồ sơ ứng tuyển thành công',
  guestApplied: 'Nộp hồ sơ thành công. Vui lòng kiểm tra email để xem xác nhận.',
  resumeRequired: 'Vui lòng chọn một hồ sơ hoặc tải lên tệp CV',
  jobMismatch: 'Mã việc làm không khớp với đường dẫn',
  alreadyApplied: 'Bạn đã ứng tuyển vị trí này',
  emailQueued: 'Đã gửi thông báo ứng tuyển tới nhà tuyển dụng',
  emailAlreadySent: 'Nhà tuyển dụng đã nhận được thông báo về hồ sơ này',
} as const;

export const ApplicationLabel = {
  name: 'Họ và tên',
  phone: 'Số điện thoại',
  email: 'Email',
  cv: 'CV',
  resume: 'Hồ sơ',
  message: 'Lời nhắn',
} as const;
