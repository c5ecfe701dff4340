import { PRODUCT_NAME } from '@app/contract';
import { escapeHtml, layout, mailButton, type RenderedEmail } from './email-layout.ts';

/** One job of a digest, as the mail lists it. */
export interface DigestJob {
  title: string;
  url: string;
  company: string;
  place: string | null;
}

/**
 * Job alerts' mail (ADR 0036): the guest's double opt-in link and the digest of new matching jobs.
 * A digest carries its alert's one-click unsubscribe link in the footer and (set by the digest run)
 * the RFC 8058 List-Unsubscribe headers.
 */
export const jobAlertTemplates = {
  jobAlertConfirm(d: { link: string; days: number; summary: string }): RenderedEmail {
    const subject = `Xác nhận nhận việc làm mới qua email từ ${PRODUCT_NAME}`;
    const footer = `Bạn nhận được email này vì địa chỉ của bạn vừa được nhập để nhận thông báo việc làm trên ${PRODUCT_NAME}. Nếu không phải bạn, hãy bỏ qua email này: khi chưa xác nhận, bạn sẽ không nhận được thư nào khác.`;
    const text = [
      'Xin chào,',
      '',
      `Bạn vừa yêu cầu nhận việc làm mới phù hợp với tìm kiếm: ${d.summary}.`,
      'Để bắt đầu nhận thư, hãy mở liên kết sau và bấm "Xác nhận":',
      d.link,
      '',
      `Liên kết có hiệu lực trong ${d.days} ngày. Mỗi thư đều có liên kết hủy nhận bằng một lần bấm.`,
      '',
      footer,
    ].join('\n');
    const html = layout({
      preheader: 'Bấm để xác nhận thông báo việc làm',
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>Bạn vừa yêu cầu nhận việc làm mới phù hợp với tìm kiếm: <strong>${escapeHtml(d.summary)}</strong>.</p>
${mailButton(d.link, 'Xác nhận')}
<p style="font-size:13px;color:#4b5563">Hoặc mở liên kết: <a href="${escapeHtml(d.link)}">${escapeHtml(d.link)}</a></p>
<p>Liên kết có hiệu lực trong ${d.days} ngày. Mỗi thư đều có liên kết hủy nhận bằng một lần bấm.</p>`,
      footer,
    });
    return { subject, html, text };
  },

  jobAlertDigest(d: {
    summary: string;
    jobs: DigestJob[];
    /** More matches than the mail lists. */
    more: boolean;
    listUrl: string;
    manageUrl: string | null;
    unsubscribeUrl: string;
  }): RenderedEmail {
    const subject = `${d.jobs.length}${d.more ? '+' : ''} việc làm mới phù hợp: ${d.summary}`;
    const footer = `Bạn nhận được email này vì đã tạo thông báo việc làm "${d.summary}" trên ${PRODUCT_NAME}.`;
    const line = (j: DigestJob) => [j.title, j.company, j.place].filter(Boolean).join(' · ');
    const text = [
      'Xin chào,',
      '',
      `Việc làm mới phù hợp với tìm kiếm "${d.summary}":`,
      '',
      ...d.jobs.flatMap((j) => [`- ${line(j)}`, `  ${j.url}`]),
      '',
      `Xem tất cả việc làm phù hợp: ${d.listUrl}`,
      ...(d.manageUrl ? [`Quản lý thông báo việc làm: ${d.manageUrl}`] : []),
      '',
      `Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.`,
      '',
      '---',
      footer,
      `Hủy thông báo này (một lần bấm): ${d.unsubscribeUrl}`,
    ].join('\n');
    const items = d.jobs
      .map(
        (j) =>
          `<li style="margin-bottom:8px"><a href="${escapeHtml(j.url)}"><strong>${escapeHtml(j.title)}</strong></a><br><span style="color:#4b5563;font-size:13px">${escapeHtml([j.company, j.place].filter(Boolean).join(' · '))}</span></li>`,
      )
      .join('');
    const html = layout({
      preheader: `${d.jobs.length} việc làm mới phù hợp với tìm kiếm của bạn`,
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>Việc làm mới phù hợp với tìm kiếm <strong>${escapeHtml(d.summary)}</strong>:</p>
<ul style="padding-left:18px">${items}</ul>
${mailButton(d.listUrl, 'Xem tất cả việc làm phù hợp')}
${d.manageUrl ? `<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(d.manageUrl)}">Quản lý thông báo việc làm</a></p>` : ''}
<p>Lưu ý: ${PRODUCT_NAME} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>`,
      footer,
      footerExtraHtml: ` <a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#6b7280">Hủy thông báo này</a>`,
    });
    return { subject, html, text };
  },
};
