/**
 * The scam queue's words (ADR 0032): rule reasons, states, outcomes and history labels, for the admin
 * pages and the API. Apart from scam-text.ts so that the public report form does not carry them.
 */

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
