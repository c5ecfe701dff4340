import { PRODUCT_NAME } from '@app/contract';
import { applicationTemplates } from './application.templates.ts';
import { escapeHtml, FOOTER, layout, mailButton, type RenderedEmail } from './email-layout.ts';
import { jobAlertTemplates } from './job-alert.templates.ts';
import { jobReminderTemplates } from './job-reminder.templates.ts';
import { newsletterTemplates } from './newsletter.templates.ts';
import { scamTemplates } from './scam.templates.ts';

export type { RenderedEmail } from './email-layout.ts';

/** Mail about accounts and contact; every template of the product is reachable from `templates`. */
const accountTemplates = {
  registerCode(d: { name: string; code: string; minutes: number }): RenderedEmail {
    const subject = `Mã xác nhận đăng ký ${PRODUCT_NAME}: ${d.code}`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      `Mã xác nhận đăng ký tài khoản ${PRODUCT_NAME} của bạn là: ${d.code}`,
      `Mã có hiệu lực trong ${d.minutes} phút và chỉ dùng được một lần.`,
      '',
      `Không chia sẻ mã này cho bất kỳ ai, kể cả người tự xưng là nhân viên ${PRODUCT_NAME}.`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Mã xác nhận của bạn: ${d.code}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>Mã xác nhận đăng ký tài khoản ${PRODUCT_NAME} của bạn là:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#0b6bcb;margin:16px 0">${escapeHtml(d.code)}</p>
<p>Mã có hiệu lực trong ${d.minutes} phút và chỉ dùng được một lần.</p>
<p><strong>Không chia sẻ mã này cho bất kỳ ai</strong>, kể cả người tự xưng là nhân viên ${PRODUCT_NAME}.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  resetPassword(d: { name: string; link: string; minutes: number }): RenderedEmail {
    const subject = `Khôi phục mật khẩu ${PRODUCT_NAME}`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      'Chúng tôi nhận được yêu cầu khôi phục mật khẩu cho tài khoản của bạn. Mở liên kết sau để đặt mật khẩu mới:',
      d.link,
      '',
      `Liên kết có hiệu lực trong ${d.minutes} phút và chỉ dùng được một lần. Sau khi đổi mật khẩu, mọi phiên đăng nhập cũ sẽ bị đăng xuất.`,
      'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: 'Đặt mật khẩu mới cho tài khoản của bạn',
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>Chúng tôi nhận được yêu cầu khôi phục mật khẩu cho tài khoản của bạn.</p>
${mailButton(d.link, 'Đặt mật khẩu mới')}
<p style="font-size:13px;color:#4b5563">Hoặc mở liên kết: <a href="${escapeHtml(d.link)}">${escapeHtml(d.link)}</a></p>
<p>Liên kết có hiệu lực trong ${d.minutes} phút và chỉ dùng được một lần. Sau khi đổi mật khẩu, mọi phiên đăng nhập cũ sẽ bị đăng xuất.</p>
<p>Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** To a company's new sub-user: the company admin invited them; they set their own password. */
  companyInvite(d: {
    name: string;
    companyName: string;
    inviterName: string;
    link: string;
    days: number;
  }): RenderedEmail {
    const subject = `${d.companyName} mời bạn quản lý tuyển dụng trên ${PRODUCT_NAME}`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      `${d.inviterName} đã thêm bạn vào đội ngũ quản lý tuyển dụng của ${d.companyName} trên ${PRODUCT_NAME}. Mở liên kết sau để đặt mật khẩu cho tài khoản của bạn:`,
      d.link,
      '',
      `Liên kết có hiệu lực trong ${d.days} ngày và chỉ dùng được một lần. Sau đó bạn đăng nhập bằng email này và mật khẩu vừa đặt.`,
      `Nếu liên kết hết hạn, hãy dùng chức năng "Quên mật khẩu" với email này để nhận liên kết mới.`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Đặt mật khẩu để tham gia quản lý tuyển dụng của ${d.companyName}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>${escapeHtml(d.inviterName)} đã thêm bạn vào đội ngũ quản lý tuyển dụng của <strong>${escapeHtml(d.companyName)}</strong> trên ${PRODUCT_NAME}.</p>
${mailButton(d.link, 'Đặt mật khẩu')}
<p style="font-size:13px;color:#4b5563">Hoặc mở liên kết: <a href="${escapeHtml(d.link)}">${escapeHtml(d.link)}</a></p>
<p>Liên kết có hiệu lực trong ${d.days} ngày và chỉ dùng được một lần. Sau đó bạn đăng nhập bằng email này và mật khẩu vừa đặt.</p>
<p>Nếu liên kết hết hạn, hãy dùng chức năng “Quên mật khẩu” với email này để nhận liên kết mới.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** To the site's contact inbox (CONTACT_EMAIL): a message sent from /lien-he. */
  contactToSite(d: {
    name: string;
    phone: string;
    email: string;
    subject: string;
    message: string;
    adminUrl: string;
  }): RenderedEmail {
    const subject = `[Liên hệ] ${d.subject}`;
    const text = [
      `${d.name} gửi liên hệ qua trang ${PRODUCT_NAME}:`,
      '',
      `Họ và tên: ${d.name}`,
      `Số điện thoại: ${d.phone}`,
      `Email: ${d.email}`,
      `Tiêu đề: ${d.subject}`,
      '',
      d.message,
      '',
      `Xem và đánh dấu đã xử lý: ${d.adminUrl}`,
    ].join('\n');
    const html = layout({
      preheader: `${d.name}: ${d.subject}`,
      title: subject,
      bodyHtml: `<p><strong>${escapeHtml(d.name)}</strong> gửi liên hệ qua trang ${PRODUCT_NAME}.</p>
<p>Số điện thoại: ${escapeHtml(d.phone)}<br>Email: ${escapeHtml(d.email)}<br>Tiêu đề: ${escapeHtml(d.subject)}</p>
<p style="white-space:pre-line;background:#f4f6fa;border-radius:8px;padding:12px">${escapeHtml(d.message)}</p>
${mailButton(d.adminUrl, 'Xem trong trang quản trị')}`,
      footer: `Thư gửi tự động từ trang liên hệ của ${PRODUCT_NAME}.`,
    });
    return { subject, html, text };
  },

  /**
   * To the address a contact message gave: that a message was received, and when to expect an
   * answer. Nothing the sender typed is in it (name, subject, message): anyone can type any address
   * into the form, and a receipt quoting their text would carry it to a stranger under our name.
   */
  contactReceipt(_d: Record<string, never>): RenderedEmail {
    const subject = `${PRODUCT_NAME} đã nhận được liên hệ của bạn`;
    const answer =
      'Chúng tôi sẽ phản hồi qua email hoặc số điện thoại để lại trong tin nhắn, thường trong vòng một ngày làm việc.';
    const notYou = 'Nếu bạn không gửi tin nhắn nào cho chúng tôi, hãy bỏ qua thư này.';
    const warning = `Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.`;
    const text = [
      'Xin chào,',
      '',
      `${PRODUCT_NAME} đã nhận được tin nhắn gửi từ trang liên hệ với địa chỉ email này. ${answer}`,
      '',
      notYou,
      '',
      warning,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: 'Chúng tôi đã nhận được tin nhắn của bạn',
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>${PRODUCT_NAME} đã nhận được tin nhắn gửi từ trang liên hệ với địa chỉ email này. ${answer}</p>
<p>${notYou}</p>
<p>${warning}</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  companyActivated(d: { name: string; loginUrl: string }): RenderedEmail {
    const subject = `Tài khoản doanh nghiệp trên ${PRODUCT_NAME} đã được kích hoạt`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      `Quản trị viên ${PRODUCT_NAME} đã kích hoạt tài khoản doanh nghiệp của bạn. Bạn có thể đăng nhập để cập nhật thông tin công ty và đăng tin tuyển dụng:`,
      d.loginUrl,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: 'Tài khoản doanh nghiệp đã được kích hoạt',
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>Quản trị viên ${PRODUCT_NAME} đã kích hoạt tài khoản doanh nghiệp của bạn. Bạn có thể đăng nhập để cập nhật thông tin công ty và đăng tin tuyển dụng.</p>
${mailButton(d.loginUrl, 'Đăng nhập')}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
};

export const templates = {
  ...newsletterTemplates,
  ...accountTemplates,
  ...applicationTemplates,
  ...jobAlertTemplates,
  ...jobReminderTemplates,
  ...scamTemplates,
};

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];
/** Newsletter mail: the templates that take an unsubscribe link (see enqueueNewsletterMail). */
export type NewsletterTemplateName = {
  [K in TemplateName]: TemplateData<K> extends { unsubscribeUrl: string } ? K : never;
}[TemplateName];
