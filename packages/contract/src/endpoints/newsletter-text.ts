/**
 * The newsletter's texts, statuses and links (double opt-in, ADR 0018), zod-free so that the
 * public confirmation and unsubscribe pages can use them without the contract's schemas.
 */

/** How long a confirmation link works after the sign-up that sent it. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

/** The public pages the mails link to; both act only on a POST (mail scanners prefetch GET links). */
export const NewsletterPath = {
  confirm: '/nhan-tin/xac-nhan',
  unsubscribe: '/nhan-tin/huy',
} as const;

/** Where an address stands: signed up but not confirmed, confirmed (gets mail), unsubscribed. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NewsletterStatusLabel: Record<NewsletterStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  unsubscribed: 'Đã hủy',
};

export const NewsletterMessage = {
  /** The same answer for every address, new, waiting or already confirmed. */
  subscribed:
    'Chúng tôi đã gửi email xác nhận tới địa chỉ của bạn. Vui lòng mở email và bấm vào liên kết trong thư để hoàn tất đăng ký (nếu đã xác nhận trước đây, bạn không cần làm gì thêm).',
  confirmed: 'Bạn đã xác nhận đăng ký nhận tin thành công. Cảm ơn bạn!',
  confirmLinkInvalid: 'Liên kết xác nhận không hợp lệ hoặc đã được sử dụng.',
  confirmLinkExpired: `Liên kết xác nhận đã hết hạn (sau ${NEWSLETTER_CONFIRM_TTL_DAYS} ngày). Vui lòng đăng ký lại ở chân trang để nhận liên kết mới.`,
  unsubscribed: 'Bạn đã hủy đăng ký nhận tin. Chúng tôi sẽ không gửi thêm email bản tin nào tới địa chỉ này.',
  unsubscribeLinkInvalid: 'Liên kết hủy đăng ký không hợp lệ.',
} as const;
