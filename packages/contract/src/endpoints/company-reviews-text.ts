/**
 * Company reviews: labels, limits and the abuse checks, zod-free so that the company page's browser
 * code can use them (ADR 0019). The API's schemas (company-reviews.ts) apply the same rules.
 */

/** The form's labels, used in its messages too. */
export const ReviewLabel = {
  rating: 'Đánh giá chung',
  rating_costs: 'Minh bạch chi phí',
  rating_before_departure: 'Hỗ trợ trước xuất cảnh',
  rating_abroad: 'Hỗ trợ khi ở nước ngoài',
  title: 'Tiêu đề',
  content: 'Nội dung đánh giá',
  anonymous: 'Ẩn tên của tôi với mọi người',
  reply: 'Nội dung phản hồi',
  reason: 'Lý do',
} as const;

/** The optional sub-ratings, in the order the form and the stats show them. */
export const REVIEW_SUB_RATINGS = ['rating_costs', 'rating_before_departure', 'rating_abroad'] as const;
export type ReviewSubRating = (typeof REVIEW_SUB_RATINGS)[number];

/** What a star count means, for the form's radio labels and the stats bars. */
export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Rất tệ',
  2: 'Tệ',
  3: 'Bình thường',
  4: 'Tốt',
  5: 'Rất tốt',
};

export const REVIEW_TITLE_MIN = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MIN = 30;
export const REVIEW_CONTENT_MAX = 3000;
export const REVIEW_REPLY_MIN = 10;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REMOVAL_REASON_MIN = 5;
export const REVIEW_REMOVAL_REASON_MAX = 500;
export const REVIEW_REPORT_NOTE_MAX = 500;

/** The badge of a review whose author applied to one of the company's jobs on the platform. */
export const REVIEW_APPLIED_BADGE = 'Đã ứng tuyển qua ViệcXa';
/** The name shown for an anonymous author. */
export const REVIEW_ANONYMOUS_NAME = 'Ứng viên ẩn danh';

/** Orders of a company's review list: newest first, or most "helpful" votes first. */
export const REVIEW_SORTS = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'helpful', label: 'Hữu ích nhất' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

/** Why someone reports a review (the admin queue shows the label). */
export const REVIEW_REPORT_REASONS = [
  { value: 'false', label: 'Thông tin sai sự thật' },
  { value: 'offensive', label: 'Ngôn từ xúc phạm' },
  { value: 'spam', label: 'Quảng cáo, spam' },
  { value: 'personal', label: 'Lộ thông tin cá nhân' },
  { value: 'other', label: 'Lý do khác' },
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]['value'];

/** Moderation states: shown, hidden by an admin (can come back), removed with a reason (final). */
export const REVIEW_STATUSES = ['published', 'hidden', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Đang hiển thị',
  hidden: 'Đã ẩn',
  removed: 'Đã gỡ',
};

export const ReviewMessage = {
  link: 'Nội dung không được chứa đường dẫn hoặc địa chỉ trang web.',
  phone: 'Nội dung không được chứa số điện thoại. Hãy trao đổi liên lạc qua kênh chính thức của công ty.',
  repeated: 'Nội dung có ký tự lặp lại quá nhiều lần.',
  rating: 'Vui lòng chọn từ 1 đến 5 sao.',
} as const;

// A scheme, "www.", or a host name ending in a common top-level domain ("abc.com", "x.vn/…").
const LINK_PATTERN =
  /(https?:\/\/|www\.|\b[\p{L}0-9-]+\.(com|net|org|vn|info|biz|xyz|top|io|me|co|link|click|online|site|shop)\b)/iu;
// A Vietnamese phone number: 0 or +84 then 8–10 digits, spaces, dots or dashes allowed between them
// (0912 345 678, +84.912.345.678); not inside a larger number, so sums of money ("1.000.000.000 đồng",
// "120.000.000") are not phone numbers.
const PHONE_PATTERN = /(?<!\d[.,]?)(?:\+?84|0)(?:[\s.-]?\d){8,10}(?![.,]?\d)/;
// One character 6 times or more in a row ("!!!!!!", "aaaaaaa").
const REPEAT_PATTERN = /(.)\1{5,}/u;

export const hasLink = (text: string): boolean => LINK_PATTERN.test(text);
export const hasPhoneNumber = (text: string): boolean => PHONE_PATTERN.test(text);
export const hasRepeatedCharacters = (text: string): boolean => REPEAT_PATTERN.test(text);

/** The abuse checks' messages for a text, every failing one (the form shows them under the field). */
export function reviewTextProblems(text: string): string[] {
  const out: string[] = [];
  if (hasLink(text)) out.push(ReviewMessage.link);
  if (hasPhoneNumber(text)) out.push(ReviewMessage.phone);
  if (hasRepeatedCharacters(text)) out.push(ReviewMessage.repeated);
  return out;
}
