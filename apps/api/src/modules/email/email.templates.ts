import { PRODUCT_NAME } from '@app/contract';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** One simple, mobile-friendly layout for every mail: greeting, body, footer with why you got it. */
function layout(opts: {
  preheader: string;
  title: string;
  bodyHtml: string;
  footer: string;
  /** Markup after the footer text (the unsubscribe link of newsletter mail). */
  footerExtraHtml?: string;
}): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:bold;color:#0b6bcb;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${opts.bodyHtml}</td></tr>
<tr><td style="font-size:12px;line-height:1.5;color:#6b7280;padding-top:24px;border-top:1px solid #e5e7eb">${escapeHtml(opts.footer)}${opts.footerExtraHtml ?? ''}</td></tr>
</table></td></tr></table></body></html>`;
}

const FOOTER = `Bạn nhận được email này vì địa chỉ của bạn được dùng trên ${PRODUCT_NAME}. Nếu không phải bạn, hãy bỏ qua email này; không ai có thể dùng tài khoản của bạn khi không có mã hoặc liên kết trong thư.`;

const BUTTON_STYLE =
  'background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold';

const NEWSLETTER_FOOTER = `Bạn nhận được email này vì đã đăng ký và xác nhận nhận bản tin của ${PRODUCT_NAME}.`;

/**
 * Newsletter mail (templates whose data has `unsubscribeUrl`): the reason for the mail and the
 * one-click unsubscribe link in the footer, in HTML and text. Queued only through
 * enqueueNewsletterMail, which also sets the List-Unsubscribe headers.
 */
function newsletterMail(d: {
  subject: string;
  preheader: string;
  bodyHtml: string;
  textLines: string[];
  unsubscribeUrl: string;
}): RenderedEmail {
  const text = [
    ...d.textLines,
    '',
    '---',
    NEWSLETTER_FOOTER,
    `Hủy đăng ký nhận tin (một lần bấm): ${d.unsubscribeUrl}`,
  ].join('\n');
  const html = layout({
    preheader: d.preheader,
    title: d.subject,
    bodyHtml: d.bodyHtml,
    footer: NEWSLETTER_FOOTER,
    footerExtraHtml: ` <a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#6b7280">Hủy đăng ký nhận tin</a>`,
  });
  return { subject: d.subject, html, text };
}

export const templates = {
  /** Double opt-in: the link that confirms a footer sign-up (nothing else is sent before it). */
  newsletterConfirm(d: { link: string; days: number }): RenderedEmail {
    const subject = `Xác nhận đăng ký nhận tin từ ${PRODUCT_NAME}`;
    const footer = `Bạn nhận được email này vì địa chỉ của bạn vừa được nhập vào ô đăng ký nhận tin trên trang ${PRODUCT_NAME}. Nếu không phải bạn, hãy bỏ qua email này: khi chưa xác nhận, bạn sẽ không nhận được thư nào khác.`;
    const text = [
      'Xin chào,',
      '',
      `Cảm ơn bạn đã đăng ký nhận tin về các chương trình xuất khẩu lao động, du học và việc làm mới trên ${PRODUCT_NAME}.`,
      'Để hoàn tất, hãy mở liên kết sau và bấm "Xác nhận đăng ký":',
      d.link,
      '',
      `Liên kết có hiệu lực trong ${d.days} ngày. Bạn có thể hủy đăng ký bất cứ lúc nào bằng liên kết ở cuối mỗi bản tin.`,
      '',
      footer,
    ].join('\n');
    const html = layout({
      preheader: 'Bấm để xác nhận đăng ký nhận tin',
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>Cảm ơn bạn đã đăng ký nhận tin về các chương trình xuất khẩu lao động, du học và việc làm mới trên ${PRODUCT_NAME}.</p>
<p>Để hoàn tất, hãy bấm nút dưới đây:</p>
<p style="margin:20px 0"><a href="${escapeHtml(d.link)}" style="${BUTTON_STYLE}">Xác nhận đăng ký</a></p>
<p style="font-size:13px;color:#4b5563">Hoặc mở liên kết: <a href="${escapeHtml(d.link)}">${escapeHtml(d.link)}</a></p>
<p>Liên kết có hiệu lực trong ${d.days} ngày. Bạn có thể hủy đăng ký bất cứ lúc nào bằng liên kết ở cuối mỗi bản tin.</p>`,
      footer,
    });
    return { subject, html, text };
  },

  /** The first newsletter mail, right after the confirmation: what the subscriber will get. */
  newsletterWelcome(d: { jobsUrl: string; newsUrl: string; unsubscribeUrl: string }): RenderedEmail {
    const subject = `Chào mừng bạn đến với bản tin ${PRODUCT_NAME}`;
    const items = [
      'Chương trình xuất khẩu lao động và du học mới được duyệt đăng',
      'Bài viết hướng dẫn: hợp đồng, chi phí, trình độ tiếng, cách nhận biết công ty môi giới không có giấy phép',
    ];
    return newsletterMail({
      subject,
      preheader: 'Bạn đã xác nhận đăng ký nhận tin',
      unsubscribeUrl: d.unsubscribeUrl,
      textLines: [
        'Xin chào,',
        '',
        `Bạn đã xác nhận đăng ký nhận tin từ ${PRODUCT_NAME}. Từ nay chúng tôi sẽ gửi cho bạn:`,
        ...items.map((i) => `- ${i}`),
        '',
        `Xem các chương trình đang tuyển: ${d.jobsUrl}`,
        `Đọc tin tức: ${d.newsUrl}`,
        '',
        `Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.`,
      ],
      bodyHtml: `<p>Xin chào,</p>
<p>Bạn đã xác nhận đăng ký nhận tin từ ${PRODUCT_NAME}. Từ nay chúng tôi sẽ gửi cho bạn:</p>
<ul style="padding-left:18px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p style="margin:20px 0"><a href="${escapeHtml(d.jobsUrl)}" style="${BUTTON_STYLE}">Xem các chương trình đang tuyển</a></p>
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(d.newsUrl)}">Đọc tin tức</a> về xuất khẩu lao động và du học.</p>
<p>Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>`,
    });
  },

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
<p style="margin:20px 0"><a href="${escapeHtml(d.link)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Đặt mật khẩu mới</a></p>
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
<p style="margin:20px 0"><a href="${escapeHtml(d.link)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Đặt mật khẩu</a></p>
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
<p style="margin:20px 0"><a href="${escapeHtml(d.adminUrl)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Xem trong trang quản trị</a></p>`,
      footer: `Thư gửi tự động từ trang liên hệ của ${PRODUCT_NAME}.`,
    });
    return { subject, html, text };
  },

  /** To the sender of a contact message: what we received, and when to expect an answer. */
  contactReceipt(d: { name: string; subject: string; message: string }): RenderedEmail {
    const subject = `${PRODUCT_NAME} đã nhận được liên hệ của bạn`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      `${PRODUCT_NAME} đã nhận được tin nhắn của bạn với tiêu đề "${d.subject}". Chúng tôi sẽ phản hồi qua email hoặc số điện thoại bạn để lại, thường trong vòng một ngày làm việc.`,
      '',
      'Nội dung bạn đã gửi:',
      d.message,
      '',
      `Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: 'Chúng tôi đã nhận được tin nhắn của bạn',
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>${PRODUCT_NAME} đã nhận được tin nhắn của bạn với tiêu đề <strong>${escapeHtml(d.subject)}</strong>. Chúng tôi sẽ phản hồi qua email hoặc số điện thoại bạn để lại, thường trong vòng một ngày làm việc.</p>
<p>Nội dung bạn đã gửi:</p>
<p style="white-space:pre-line;background:#f4f6fa;border-radius:8px;padding:12px">${escapeHtml(d.message)}</p>
<p>Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>`,
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
<p style="margin:20px 0"><a href="${escapeHtml(d.loginUrl)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Đăng nhập</a></p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
  /** To the hiring company: a candidate withdrew an application (their own decision). */
  applicationWithdrawn(d: {
    companyName: string;
    jobTitle: string;
    candidateName: string;
    applicationUrl: string;
  }): RenderedEmail {
    const subject = `Ứng viên rút hồ sơ: ${d.jobTitle}`;
    const text = [
      `Xin chào ${d.companyName},`,
      '',
      `Ứng viên ${d.candidateName} đã rút hồ sơ ứng tuyển vị trí "${d.jobTitle}" trên ${PRODUCT_NAME}.`,
      'Hồ sơ vẫn được lưu cùng lịch sử xử lý, nhưng không thể chuyển sang trạng thái khác.',
      '',
      `Xem hồ sơ: ${d.applicationUrl}`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `${d.candidateName} đã rút hồ sơ`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.companyName)},</p>
<p>Ứng viên <strong>${escapeHtml(d.candidateName)}</strong> đã rút hồ sơ ứng tuyển vị trí <strong>${escapeHtml(d.jobTitle)}</strong> trên ${PRODUCT_NAME}.</p>
<p>Hồ sơ vẫn được lưu cùng lịch sử xử lý, nhưng không thể chuyển sang trạng thái khác.</p>
<p style="margin:20px 0"><a href="${escapeHtml(d.applicationUrl)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Xem hồ sơ</a></p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** To the hiring company: a new application (account or guest) to one of its jobs. */
  applicationToCompany(d: {
    companyName: string;
    jobTitle: string;
    candidateName: string;
    candidatePhone: string | null;
    candidateEmail: string | null;
    message: string | null;
    guest: boolean;
    hasCv: boolean;
    applicationsUrl: string;
  }): RenderedEmail {
    const subject = `Hồ sơ ứng tuyển mới: ${d.jobTitle}`;
    const who = d.guest ? `${d.candidateName} (ứng tuyển không cần tài khoản)` : d.candidateName;
    const lines = [
      `Ứng viên: ${who}`,
      d.candidatePhone ? `Số điện thoại: ${d.candidatePhone}` : null,
      d.candidateEmail ? `Email: ${d.candidateEmail}` : null,
      d.hasCv ? 'CV: có tệp đính kèm, xem trong trang quản lý hồ sơ' : 'CV: hồ sơ trực tuyến của ứng viên',
      d.message ? `Lời nhắn: ${d.message}` : null,
    ].filter((l): l is string => l !== null);
    const text = [
      `Xin chào ${d.companyName},`,
      '',
      `Tin tuyển dụng "${d.jobTitle}" vừa nhận được một hồ sơ ứng tuyển mới trên ${PRODUCT_NAME}.`,
      '',
      ...lines,
      '',
      'Xem và xử lý hồ sơ (CV chỉ tải được khi đăng nhập tài khoản công ty):',
      d.applicationsUrl,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Hồ sơ mới từ ${d.candidateName}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.companyName)},</p>
<p>Tin tuyển dụng <strong>${escapeHtml(d.jobTitle)}</strong> vừa nhận được một hồ sơ ứng tuyển mới trên ${PRODUCT_NAME}.</p>
<ul style="padding-left:18px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p style="margin:20px 0"><a href="${escapeHtml(d.applicationsUrl)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Xem hồ sơ ứng tuyển</a></p>
<p style="font-size:13px;color:#4b5563">CV chỉ tải được khi đăng nhập tài khoản công ty.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** To a guest who applied without an account: what was sent and what happens next. */
  guestApplicationConfirmation(d: {
    name: string;
    jobTitle: string;
    companyName: string;
    jobUrl: string;
    registerUrl: string;
  }): RenderedEmail {
    const subject = `Xác nhận ứng tuyển: ${d.jobTitle}`;
    const next = [
      `Hồ sơ của bạn đã được gửi tới ${d.companyName}.`,
      'Nhà tuyển dụng sẽ xem CV và liên hệ với bạn qua số điện thoại hoặc email bạn đã cung cấp nếu hồ sơ phù hợp.',
      `Để theo dõi trạng thái hồ sơ và ứng tuyển nhanh hơn lần sau, bạn có thể tạo tài khoản ${PRODUCT_NAME}.`,
    ];
    const text = [
      `Xin chào ${d.name},`,
      '',
      `Bạn đã ứng tuyển vị trí "${d.jobTitle}" của ${d.companyName}.`,
      '',
      'Tiếp theo:',
      ...next.map((n) => `- ${n}`),
      '',
      `Xem lại tin tuyển dụng: ${d.jobUrl}`,
      `Tạo tài khoản: ${d.registerUrl}`,
      '',
      'Không chuyển tiền hay đặt cọc cho bất kỳ ai trước khi ký hợp đồng với công ty.',
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Hồ sơ của bạn đã được gửi tới ${d.companyName}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>Bạn đã ứng tuyển vị trí <strong>${escapeHtml(d.jobTitle)}</strong> của <strong>${escapeHtml(d.companyName)}</strong>.</p>
<p>Tiếp theo:</p>
<ul style="padding-left:18px">${next.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>
<p style="margin:20px 0"><a href="${escapeHtml(d.jobUrl)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">Xem tin tuyển dụng</a></p>
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(d.registerUrl)}">Tạo tài khoản</a> để theo dõi hồ sơ.</p>
<p><strong>Không chuyển tiền hay đặt cọc</strong> cho bất kỳ ai trước khi ký hợp đồng với công ty.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
  applicationStatus(d: {
    name: string;
    jobTitle: string;
    companyName: string;
    statusLabel: string;
    note: string | null;
    link: string;
    linkLabel: string;
  }): RenderedEmail {
    const subject = `Hồ sơ ứng tuyển "${d.jobTitle}": ${d.statusLabel}`;
    const text = [
      `Xin chào ${d.name},`,
      '',
      `Hồ sơ ứng tuyển của bạn vào "${d.jobTitle}" (${d.companyName}) đã chuyển sang trạng thái: ${d.statusLabel}.`,
      ...(d.note ? ['', `Ghi chú: ${d.note}`] : []),
      '',
      `${d.linkLabel}: ${d.link}`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Trạng thái mới: ${d.statusLabel}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.name)},</p>
<p>Hồ sơ ứng tuyển của bạn vào <strong>${escapeHtml(d.jobTitle)}</strong> (${escapeHtml(d.companyName)}) đã chuyển sang trạng thái:</p>
<p style="font-size:18px;font-weight:bold;color:#0b6bcb;margin:16px 0">${escapeHtml(d.statusLabel)}</p>
${d.note ? `<p style="white-space:pre-line;background:#f4f6fa;border-radius:8px;padding:12px"><strong>Ghi chú:</strong> ${escapeHtml(d.note)}</p>` : ''}
<p style="margin:20px 0"><a href="${escapeHtml(d.link)}" style="background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold">${escapeHtml(d.linkLabel)}</a></p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
};

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];
/** Newsletter mail: the templates that take an unsubscribe link (see enqueueNewsletterMail). */
export type NewsletterTemplateName = {
  [K in TemplateName]: TemplateData<K> extends { unsubscribeUrl: string } ? K : never;
}[TemplateName];
