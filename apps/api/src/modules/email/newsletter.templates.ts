import { PRODUCT_NAME } from '@app/contract';
import { escapeHtml, layout, mailButton, type RenderedEmail } from './email-layout.ts';

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

/** The newsletter's own mail: the double opt-in confirmation and what it sends once confirmed. */
export const newsletterTemplates = {
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
${mailButton(d.link, 'Xác nhận đăng ký')}
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
${mailButton(d.jobsUrl, 'Xem các chương trình đang tuyển')}
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(d.newsUrl)}">Đọc tin tức</a> về xuất khẩu lao động và du học.</p>
<p>Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>`,
    });
  },
};
