/**
 * Scam signals and reports (ADR 0032): the words the public report form, the admin queue and the
 * API share. Zod-free and imported by path (`@app/contract/scam-text`) so that the public pages
 * carry only these strings, never the shared chunk.
 */

import { REPORT_BUTTON_LABEL } from './scam-label.ts';

export * from './scam-label.ts';

export const REPORT_REASONS = [
  { value: 'deposit', label: 'Đòi đặt cọc, nộp tiền trước khi ký hợp đồng' },
  { value: 'personal_account', label: 'Yêu cầu chuyển tiền vào tài khoản cá nhân' },
  { value: 'fees', label: 'Chi phí cao bất thường, thu phí không có hóa đơn' },
  { value: 'fake_company', label: 'Giả mạo công ty, không có giấy phép' },
  { value: 'false_promise', label: 'Hứa hẹn sai sự thật (lương, ngày bay, visa)' },
  { value: 'chat_only', label: 'Chỉ liên hệ qua Zalo, Facebook, Telegram' },
  { value: 'other', label: 'Lý do khác' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];
export const reportReasonLabel = (v: string): string => REPORT_REASONS.find((r) => r.value === v)?.label ?? v;

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_DETAILS_MIN = 10;
export const REPORT_CONTACT_MAX = 255;
/** The hidden field a person never fills (bots do): the answer is the same, nothing is kept. */
export const REPORT_HONEYPOT = 'website';

export const ReportText = {
  title: REPORT_BUTTON_LABEL,
  intro:
    'Báo cho ViệcXa nếu tin tuyển dụng hoặc công ty này có dấu hiệu lừa đảo. Quản trị viên sẽ kiểm tra; bạn không cần đăng nhập.',
  reason: 'Lý do',
  reasonPlaceholder: 'Chọn lý do',
  reasonRequired: 'Vui lòng chọn lý do',
  details: 'Chi tiết',
  detailsHint: 'Mô tả điều bạn thấy đáng ngờ: số tiền, thời điểm, người liên hệ, số tài khoản…',
  contact: 'Số điện thoại hoặc email (không bắt buộc)',
  contactHint: 'Để lại email nếu bạn muốn được báo kết quả xử lý.',
  contactInvalid: 'Vui lòng nhập số điện thoại hoặc email hợp lệ',
  targetRequired: 'Vui lòng chọn tin tuyển dụng hoặc công ty cần báo cáo',
  submit: 'Gửi báo cáo',
  sending: 'Đang gửi…',
  cancel: 'Đóng',
  thanks:
    'Cảm ơn bạn đã báo cáo. Quản trị viên ViệcXa sẽ kiểm tra trong thời gian sớm nhất. Đừng nộp tiền cho đến khi có kết quả.',
  warningLink: 'Xem các dấu hiệu lừa đảo thường gặp',
  checkFields: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
} as const;
