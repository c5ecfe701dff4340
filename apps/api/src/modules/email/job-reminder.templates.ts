import { PRODUCT_NAME } from '@app/contract';
import { escapeHtml, FOOTER, layout, mailButton, type RenderedEmail } from './email-layout.ts';

/** Mail of the scheduled tasks to companies (ADR 0035): a job closed, closing soon, applications waiting. */
export const jobReminderTemplates = {
  /** A job passed its deadline and closed; the button opens the one-click renewal. */
  jobClosed(d: { companyName: string; jobTitle: string; deadline: string; renewUrl: string }): RenderedEmail {
    const subject = `Tin tuyển dụng đã hết hạn: ${d.jobTitle}`;
    const body = `Tin tuyển dụng "${d.jobTitle}" đã hết hạn nhận hồ sơ ngày ${d.deadline} và không còn hiển thị trên ${PRODUCT_NAME}.`;
    const renew = 'Nếu vẫn cần tuyển, bạn có thể gia hạn tin bằng một lần bấm.';
    const text = [
      `Xin chào ${d.companyName},`,
      '',
      body,
      renew,
      '',
      `Gia hạn tin: ${d.renewUrl}`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `${d.jobTitle} đã hết hạn nhận hồ sơ`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.companyName)},</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(renew)}</p>
${mailButton(d.renewUrl, 'Gia hạn tin')}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** A job closes in a few days. */
  jobClosingSoon(d: {
    companyName: string;
    jobTitle: string;
    deadline: string;
    jobUrl: string;
  }): RenderedEmail {
    const subject = `Tin tuyển dụng sắp hết hạn: ${d.jobTitle}`;
    const body = `Tin tuyển dụng "${d.jobTitle}" sẽ hết hạn nhận hồ sơ vào ngày ${d.deadline}.`;
    const hint = 'Sau ngày này tin sẽ không còn hiển thị; bạn có thể gia hạn trước hoặc sau khi tin hết hạn.';
    const text = [`Xin chào ${d.companyName},`, '', body, hint, '', `Xem tin: ${d.jobUrl}`, '', FOOTER].join(
      '\n',
    );
    const html = layout({
      preheader: `${d.jobTitle} hết hạn ngày ${d.deadline}`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.companyName)},</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(hint)}</p>
${mailButton(d.jobUrl, 'Xem tin')}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /** Applications to a job left at "Đã nộp hồ sơ" for a week. */
  applicationsUnanswered(d: {
    companyName: string;
    jobTitle: string;
    count: number;
    days: number;
    applicationsUrl: string;
  }): RenderedEmail {
    const subject = `${d.count} hồ sơ chưa được phản hồi: ${d.jobTitle}`;
    const body = `Tin tuyển dụng "${d.jobTitle}" có ${d.count} hồ sơ ứng tuyển chưa được phản hồi sau ${d.days} ngày.`;
    const hint = 'Ứng viên đang chờ: hãy xem hồ sơ và cập nhật trạng thái để họ biết kết quả.';
    const text = [
      `Xin chào ${d.companyName},`,
      '',
      body,
      hint,
      '',
      `Xem hồ sơ: ${d.applicationsUrl}`,
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: `${d.count} hồ sơ đang chờ phản hồi`,
      title: subject,
      bodyHtml: `<p>Xin chào ${escapeHtml(d.companyName)},</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(hint)}</p>
${mailButton(d.applicationsUrl, 'Xem hồ sơ')}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
};
