/**
 * "Kiểm tra đơn hàng" (issue 30 item 3): a candidate describes or pastes an offer and gets each red
 * flag with the law behind it, what to do and where to report. Shared by the API
 * (`modules/offer-check`), the page /kiem-tra-don-hang and the adviser. zod-free.
 */

/** Every red flag the check knows, in the order the answer lists them. */
export const OFFER_FLAG_CODES = [
  'deposit_before_contract', // tiền cọc / giữ chỗ / ký quỹ trước khi ký hợp đồng
  'fee_over_cap', // phí dịch vụ vượt trần (1 tháng lương / 12 tháng hợp đồng)
  'brokerage_fee', // thu phí môi giới của người lao động
  'personal_account', // chuyển khoản vào tài khoản cá nhân, tiền mặt cho một người
  'no_licence', // không nêu / không tìm thấy giấy phép
  'unverified_licence', // doanh nghiệp có trên ViệcXa nhưng giấy phép chưa được xác minh, bị thu hồi, hết hạn
  'lookalike_company', // tên gần giống một doanh nghiệp có giấy phép
  'quick_departure', // bay trong vài tuần, không cần học tiếng / đào tạo
  'no_interview', // không cần phỏng vấn / thi tuyển
  'eps_private', // EPS (E-9) qua công ty tư nhân
  'nonexistent_programme', // visa / chương trình / nước không có (vd. "visa lao động phổ thông Canada không cần tiếng")
  'salary_too_high', // lương cao bất thường
  'chat_only', // chỉ liên lạc qua Zalo/Facebook/Telegram
] as const;
export type OfferFlagCode = (typeof OFFER_FLAG_CODES)[number];

export interface OfferFlag {
  code: OfferFlagCode;
  /** Short Vietnamese heading: "Đòi tiền cọc trước khi ký hợp đồng". */
  title: string;
  /** What in the offer raised it, in plain Vietnamese (may quote the amount or phrase found). */
  detail: string;
  /** The rule behind it: "Luật 69/2020/QH14, Điều …" / "Chương trình EPS do Nhà nước thực hiện". */
  law: string;
}

export interface OfferCheckResult {
  /** 'danger': at least one flag that alone means do not pay; 'caution': weaker flags; 'no_flags'. */
  verdict: 'danger' | 'caution' | 'no_flags';
  flags: OfferFlag[];
  /** The company found on ViệcXa by name or licence number, with its licence state, or null. */
  company: {
    id: number;
    name: string;
    url: string;
    licence: 'verified' | 'pending' | 'rejected' | 'revoked' | 'expired' | 'none';
    licence_number: string | null;
  } | null;
  /** What to do next, in order (never "pay"). */
  advice: string[];
  /** Where to report: /bao-cao-tin-dang-ngo (with ?company= when one was found). */
  report_url: string;
}

export const OFFER_CHECK_PATH = '/kiem-tra-don-hang';
/** Where an offer of a company not on ViệcXa is reported: the contact form (the report form needs one of ours). */
export const OFFER_CONTACT_PATH = '/lien-he';

/** The verdict's line, as the page and the adviser's chat show it. Never "this offer is safe". */
export const OFFER_VERDICT_TEXT: Readonly<Record<OfferCheckResult['verdict'], string>> = {
  danger: 'Đơn hàng có dấu hiệu lừa đảo hoặc trái luật. Đừng nộp tiền.',
  caution: 'Đơn hàng có điểm đáng ngờ. Hãy kiểm tra kỹ trước khi nộp hồ sơ hay đóng tiền.',
  no_flags:
    'Chưa thấy dấu hiệu nào trong các dấu hiệu ViệcXa kiểm tra. Điều đó chưa có nghĩa là đơn hàng an toàn: hãy tự kiểm tra các bước dưới đây.',
};

/** The licence states as the answer names them. */
export const OFFER_LICENCE_TEXT: Readonly<
  Record<NonNullable<OfferCheckResult['company']>['licence'], string>
> = {
  verified: 'đã được ViệcXa xác minh giấy phép',
  pending: 'giấy phép đang chờ ViệcXa xác minh',
  rejected: 'giấy phép bị ViệcXa từ chối xác minh',
  revoked: 'giấy phép đã bị ViệcXa thu hồi xác minh',
  expired: 'xác minh giấy phép đã hết hạn',
  none: 'chưa gửi giấy phép đưa người lao động đi làm việc ở nước ngoài',
};

/** Limits of the text a candidate pastes (POST /offer-check). */
export const OFFER_TEXT_MIN = 20;
export const OFFER_TEXT_MAX = 5000;
