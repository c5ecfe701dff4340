import { PRODUCT_NAME } from '@app/contract';
import { escapeHtml, FOOTER, layout, mailButton, type RenderedEmail } from './email-layout.ts';

/** Mail about scam reports (ADR 0032). */
export const scamTemplates = {
  /** To a reporter who left an email: what the admins decided about what they reported. */
  scamReportOutcome(d: { subjectName: string; outcome: string; warningUrl: string }): RenderedEmail {
    const subject = `Kết quả xử lý báo cáo của bạn trên ${PRODUCT_NAME}`;
    const text = [
      'Xin chào,',
      '',
      `Cảm ơn bạn đã báo cáo "${d.subjectName}" trên ${PRODUCT_NAME}. Quản trị viên đã kiểm tra và xử lý: ${d.outcome}.`,
      '',
      `Các dấu hiệu lừa đảo thường gặp: ${d.warningUrl}`,
      `Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `Kết quả: ${d.outcome}`,
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>Cảm ơn bạn đã báo cáo <strong>${escapeHtml(d.subjectName)}</strong> trên ${PRODUCT_NAME}. Quản trị viên đã kiểm tra và xử lý: <strong>${escapeHtml(d.outcome)}</strong>.</p>
<p>Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>
${mailButton(d.warningUrl, 'Dấu hiệu lừa đảo thường gặp')}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
};
