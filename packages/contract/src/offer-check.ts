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
