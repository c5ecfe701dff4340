/**
 * Verification of the licence to send workers abroad (Law 69/2020/QH14, ADR 0030). Separate from
 * the account's activation ("Đã xác thực", the user status): an activated company may post domestic
 * and study-abroad jobs; its labour-export orders are published only while this licence is verified.
 */
export const LICENCE_STATES = ['none', 'pending', 'verified', 'rejected', 'expired', 'revoked'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

export const licenceStateLabels: Record<LicenceState, string> = {
  none: 'Chưa gửi giấy phép',
  pending: 'Chờ xác minh giấy phép',
  verified: 'Đã xác minh giấy phép',
  rejected: 'Giấy phép bị từ chối',
  expired: 'Giấy phép hết hạn xác minh',
  revoked: 'Giấy phép bị thu hồi xác minh',
};

/** The public badge (company page, cards, job pages) and the search filter's label. */
export { LICENCE_VERIFIED_LABEL } from '../licence-label.ts';

/** How an admin checked the licence. */
export const LICENCE_METHODS = ['dolab_list', 'original_document', 'authority_contact', 'other'] as const;
export type LicenceMethod = (typeof LICENCE_METHODS)[number];
export const licenceMethodLabels: Record<LicenceMethod, string> = {
  dolab_list: 'Đối chiếu danh sách doanh nghiệp được cấp phép của Cục Quản lý lao động ngoài nước',
  original_document: 'Đối chiếu bản gốc giấy phép',
  authority_contact: 'Xác nhận với cơ quan cấp phép',
  other: 'Cách khác',
};

export const LICENCE_ACTIONS = ['submit', 'verify', 'reject', 'revoke', 'expire', 'withdraw'] as const;
export type LicenceAction = (typeof LICENCE_ACTIONS)[number];

export const LicenceText = {
  authorityRequired: 'Doanh nghiệp xuất khẩu lao động phải nhập cơ quan cấp giấy phép',
  fileRequired: 'Vui lòng tải lên bản scan giấy phép đưa người lao động đi làm việc ở nước ngoài',
  evidenceRequired: 'Vui lòng nhập đường dẫn hoặc ghi chú về cách đã xác minh',
  expiryNotFuture: 'Ngày hết hạn xác minh phải sau ngày hôm nay',
  verified: 'Đã xác minh giấy phép',
  rejected: 'Đã từ chối giấy phép',
  revoked: 'Đã thu hồi xác minh giấy phép',
  /** Shown on the profile while number, date, authority or scan is missing. */
  incomplete:
    'Nhập đủ số, ngày cấp, cơ quan cấp và bản scan giấy phép để được xác minh trước khi đăng tin xuất khẩu lao động.',
} as const;
