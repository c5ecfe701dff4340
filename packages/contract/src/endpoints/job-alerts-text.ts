/**
 * Job alerts' texts, frequencies and links (issue 18 item 4, ADR 0036), zod-free so the job list's
 * small "Nhận việc làm mới qua email" form and the confirm/unsubscribe pages use them without the
 * contract's schemas. Imported by path (`@app/contract/endpoints/job-alerts-text`), never from the
 * client barrel: only the pages that show alerts load them.
 */

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JobAlertFrequencyLabel: Record<JobAlertFrequency, string> = {
  daily: 'Hằng ngày',
  weekly: 'Hằng tuần',
};

/** One account or one address keeps at most this many alerts (each one is a mail per period). */
export const JOB_ALERTS_MAX = 20;
/**
 * An address holds at most this many alerts waiting for their confirmation link: each one sends a
 * mail, and anyone can type anyone's address (issue 32). Confirming one makes room for the next.
 */
export const JOB_ALERTS_PENDING_MAX = 2;
/** How long a guest's confirmation link works. */
export const JOB_ALERT_CONFIRM_TTL_DAYS = 7;
/** A digest lists at most this many jobs; the rest are behind the "see all" link. */
export const JOB_ALERT_DIGEST_JOBS = 20;

/** The public pages the mails link to; both act only on a POST (mail scanners prefetch GET links). */
export const JobAlertPath = {
  confirm: '/thong-bao-viec-lam/xac-nhan',
  unsubscribe: '/thong-bao-viec-lam/huy',
  manage: '/user/job-alerts',
} as const;

export const JobAlertMessage = {
  createTitle: 'Nhận việc làm mới qua email',
  createButton: 'Tạo thông báo việc làm',
  frequencyLabel: 'Tần suất',
  emailLabel: 'Email',
  /** Logged-in candidate: saved at once. */
  created: 'Đã tạo thông báo việc làm. Bạn sẽ nhận email khi có việc làm mới phù hợp.',
  /** Guest: the same answer whatever the address. */
  createdPending:
    'Chúng tôi đã gửi email xác nhận tới địa chỉ của bạn. Vui lòng bấm vào liên kết trong thư để bắt đầu nhận việc làm mới.',
  emailRequired: 'Vui lòng nhập email để nhận thông báo việc làm.',
  confirmed: 'Bạn đã xác nhận thông báo việc làm. Chúng tôi sẽ gửi việc làm mới phù hợp qua email.',
  confirmLinkInvalid: 'Liên kết xác nhận không hợp lệ hoặc đã được sử dụng.',
  confirmLinkExpired: `Liên kết xác nhận đã hết hạn (sau ${JOB_ALERT_CONFIRM_TTL_DAYS} ngày). Vui lòng tạo lại thông báo việc làm từ danh sách việc làm.`,
  unsubscribed: 'Bạn đã hủy thông báo việc làm này. Chúng tôi sẽ không gửi thêm email nào về tìm kiếm này.',
  unsubscribeLinkInvalid: 'Liên kết hủy thông báo không hợp lệ.',
  updated: 'Đã cập nhật thông báo việc làm.',
  paused: 'Đã tạm dừng thông báo việc làm.',
  resumed: 'Đã bật lại thông báo việc làm.',
  deleted: 'Đã xóa thông báo việc làm.',
  empty:
    'Bạn chưa có thông báo việc làm nào. Ở danh sách việc làm, chọn bộ lọc, mở "Nhận việc làm mới qua email" và bấm "Tạo thông báo việc làm".',
  /** The summary of an alert without a keyword or filter. */
  everything: 'Mọi việc làm mới',
} as const;
