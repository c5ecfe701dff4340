import { EmployeeMessage, RegistrationMessage } from '@app/contract';
import { InfoMessage } from '@app/contract/client';

/** Info messages carried across a redirect as `?notice=key` and shown by the target page. */
export const notices = {
  waitingFirstApproval: InfoMessage.waitingFirstApproval,
  updateCompanyInfo: InfoMessage.updateCompanyInfoToPost,
  updateInfoAndWait: InfoMessage.updateInfoAndWait,
  registered: RegistrationMessage.registered,
  passwordReset: RegistrationMessage.passwordReset,
  /** After a company sub-user sets the password of their invitation (company team). */
  passwordSet: 'Đặt mật khẩu thành công. Vui lòng đăng nhập bằng email và mật khẩu vừa đặt.',
  profileUpdated: EmployeeMessage.profileUpdated,
  /** After deleting one's account (ADR 0033); the API's ConsentMessage.accountDeleted, kept off this bundle. */
  accountDeleted: 'Tài khoản của bạn đã được xoá cùng toàn bộ dữ liệu cá nhân.',
} as const;
export type NoticeKey = keyof typeof notices;

export function withNotice(path: string, key: NoticeKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${key}`;
}

export function noticeFromUrl(url: string | URL): string | null {
  const key = new URL(url, 'http://x').searchParams.get('notice');
  return key && key in notices ? notices[key as NoticeKey] : null;
}
