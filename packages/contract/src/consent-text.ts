import { PRODUCT_NAME } from './brand.ts';

/*
 * Consent to share one's application with a company (Decree 13/2023/NĐ-CP, ADR 0033), zod-free
 * so the apply forms import it by path (`@app/contract/consent-text`) without the shared bundle.
 * The version is stored with every application beside the exact text shown: a new wording gets a
 * new version and old applications keep the text their candidate agreed to.
 */

/** Bump when the wording below changes. */
export const APPLY_CONSENT_VERSION = 'apply-consent-v1';

/** The box's text: what is shared, with which company, for what, and that it can be withdrawn. */
export function applyConsentText(companyName: string, jobTitle: string): string {
  return `Tôi đồng ý để ${PRODUCT_NAME} gửi họ tên, số điện thoại, email, CV và lời nhắn của tôi cho ${companyName} để công ty xem xét hồ sơ ứng tuyển vị trí "${jobTitle}" và liên hệ với tôi về việc tuyển dụng này. Tôi có thể rút lại sự đồng ý bất cứ lúc nào.`;
}

export const ConsentMessage = {
  /** Applying without ticking the box. */
  required: 'Vui lòng đánh dấu đồng ý chia sẻ thông tin với nhà tuyển dụng để ứng tuyển',
  withdrawn:
    'Đã rút lại sự đồng ý. Nhà tuyển dụng không còn xem được thông tin liên hệ và CV của bạn cho hồ sơ này.',
  /** What the company and the candidate see on an application whose consent was withdrawn. */
  withdrawnState: 'Ứng viên đã rút lại sự đồng ý chia sẻ thông tin',
  accountDeleted: 'Tài khoản của bạn đã được xoá cùng toàn bộ dữ liệu cá nhân.',
  guestDeleted: 'Đã xoá hồ sơ ứng tuyển và dữ liệu cá nhân của bạn.',
  wrongPassword: 'Mật khẩu không đúng',
  wrongPhrase: 'Vui lòng gõ đúng cụm từ xác nhận',
} as const;

/** What a social-only account (no password) types to confirm deleting the account. */
export const DELETE_ACCOUNT_PHRASE = 'XOÁ TÀI KHOẢN';

/** The name an application keeps once its candidate deleted their account or guest application. */
export const ANONYMISED_CANDIDATE_NAME = 'Ứng viên đã xoá dữ liệu';

/** The guest's data page; the link in their confirmation mail adds `?token=…`. */
export const GUEST_DATA_PATH = '/du-lieu-ung-tuyen';
