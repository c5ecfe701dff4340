/**
 * Scam signals and reports (ADR 0032): the words the public report form, the admin queue and the
 * API share. Zod-free and imported by path (`@app/contract/scam-text`) so that the public pages
 * carry only these strings, never the shared chunk.
 */

/** The page that explains the warning signs (linked from the footer and the report form). */
export const SCAM_WARNING_PATH = '/canh-bao-lua-dao';
/** The report form as a page of its own (works without scripts; the dialog posts to it too). */
export const SCAM_REPORT_PATH = '/bao-cao-tin-dang-ngo';

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
  button: 'Báo cáo tin đáng ngờ',
  companyButton: 'Báo cáo công ty đáng ngờ',
  title: 'Báo cáo tin đáng ngờ',
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

/** The scam rules' codes (apps/api/src/modules/scam/scam-rules.ts) and the reason an admin reads. */
export const SCAM_RULES = [
  {
    code: 'deposit_before_contract',
    reason:
      'Đòi tiền đặt cọc, ký quỹ trước khi ký hợp đồng (Luật 69/2020/QH14 chỉ cho thu sau khi ký hợp đồng)',
  },
  {
    code: 'personal_account',
    reason: 'Yêu cầu chuyển tiền vào tài khoản cá nhân hoặc đăng số tài khoản ngân hàng trong tin',
  },
  {
    code: 'chat_only',
    reason:
      'Chỉ liên hệ qua ứng dụng nhắn tin (Zalo, Telegram, Facebook, Viber); công ty không có số điện thoại, email, địa chỉ',
  },
  {
    code: 'quick_departure',
    reason: 'Hứa bay trong vòng dưới 1 tháng mà không có đào tạo ngoại ngữ',
  },
  {
    code: 'salary_too_high',
    reason: 'Mức lương cao bất thường so với các đơn hàng cùng nước đến',
  },
  {
    code: 'eps_private',
    reason:
      'Đơn hàng EPS Hàn Quốc do doanh nghiệp tư nhân tuyển (EPS chỉ do Trung tâm Lao động ngoài nước tuyển)',
  },
] as const;
export type ScamRuleCode = (typeof SCAM_RULES)[number]['code'];
export const scamRuleReason = (code: string): string =>
  SCAM_RULES.find((r) => r.code === code)?.reason ?? code;

export const SCAM_CASE_STATUSES = ['open', 'asked', 'closed'] as const;
export type ScamCaseStatus = (typeof SCAM_CASE_STATUSES)[number];
export const scamCaseStatusLabels: Record<ScamCaseStatus, string> = {
  open: 'Chờ xử lý',
  asked: 'Đã hỏi công ty',
  closed: 'Đã xử lý',
};

export const SCAM_OUTCOMES = ['dismissed', 'job_disabled', 'company_locked'] as const;
export type ScamOutcome = (typeof SCAM_OUTCOMES)[number];
export const scamOutcomeLabels: Record<ScamOutcome, string> = {
  dismissed: 'Bỏ qua (không vi phạm)',
  job_disabled: 'Đã vô hiệu hóa tin',
  company_locked: 'Đã khóa công ty',
};

export const SCAM_EVENT_ACTIONS = [
  'flag',
  'report',
  'clear',
  'dismiss',
  'ask',
  'disable_job',
  'lock_company',
] as const;
export type ScamEventAction = (typeof SCAM_EVENT_ACTIONS)[number];
export const scamEventLabels: Record<ScamEventAction, string> = {
  flag: 'Quy tắc phát hiện dấu hiệu',
  report: 'Người dùng báo cáo',
  clear: 'Tin đã sửa, không còn dấu hiệu',
  dismiss: 'Bỏ qua',
  ask: 'Hỏi công ty',
  disable_job: 'Vô hiệu hóa tin',
  lock_company: 'Khóa công ty',
};

export const ScamAdminText = {
  dismissed: 'Đã bỏ qua mục này',
  asked: 'Đã gửi câu hỏi tới công ty',
  jobDisabled: 'Việc làm đã được vô hiệu hóa',
  companyLocked: 'Đã khóa tài khoản công ty',
} as const;
