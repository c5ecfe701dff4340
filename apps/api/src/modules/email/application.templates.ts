import { PRODUCT_NAME } from '@app/contract';
import { escapeHtml, FOOTER, layout, mailButton, type RenderedEmail } from './email-layout.ts';

/** Mail about applications: to the company, to the candidate (guest or account), on withdrawal. */
export const applicationTemplates = {
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
${mailButton(d.applicationUrl, 'Xem hồ sơ')}`,
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
${mailButton(d.applicationsUrl, 'Xem hồ sơ ứng tuyển')}
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
    /** The guest's own data page (ADR 0033): download, withdraw consent, delete. */
    dataUrl: string;
  }): RenderedEmail {
    const subject = `Xác nhận ứng tuyển: ${d.jobTitle}`;
    const dataNote =
      'Bạn có thể tải dữ liệu của mình, rút lại sự đồng ý chia sẻ hoặc xoá hồ sơ ứng tuyển này bất cứ lúc nào tại trang dữ liệu của bạn.';
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
      dataNote,
      `Dữ liệu của bạn: ${d.dataUrl}`,
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
${mailButton(d.jobUrl, 'Xem tin tuyển dụng')}
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(d.registerUrl)}">Tạo tài khoản</a> để theo dõi hồ sơ.</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(dataNote)} <a href="${escapeHtml(d.dataUrl)}">Dữ liệu của bạn</a></p>
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
${mailButton(d.link, d.linkLabel)}`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },

  /**
   * To a candidate whose account or guest application was deleted (ADR 0033). It names nobody:
   * the row is erased once sent (ERASED_AFTER_SENDING), and until then holds only the address.
   */
  personalDataDeleted(d: { kind: 'account' | 'guest' }): RenderedEmail {
    const subject =
      d.kind === 'account'
        ? `Tài khoản ${PRODUCT_NAME} của bạn đã được xoá`
        : 'Hồ sơ ứng tuyển của bạn đã được xoá';
    const what =
      d.kind === 'account'
        ? `Theo yêu cầu của bạn, tài khoản ${PRODUCT_NAME} cùng hồ sơ, CV, việc làm đã lưu, đánh giá và thông báo của bạn đã được xoá. Mọi phiên đăng nhập đã kết thúc.`
        : `Theo yêu cầu của bạn, CV và thông tin liên hệ trong hồ sơ ứng tuyển của bạn trên ${PRODUCT_NAME} đã được xoá.`;
    const kept =
      'Nhà tuyển dụng chỉ còn giữ bản ghi ẩn danh của đơn ứng tuyển (vị trí, ngày nộp, trạng thái), không còn tên, số điện thoại, email hay CV của bạn.';
    const text = [
      'Xin chào,',
      '',
      what,
      kept,
      '',
      'Nếu bạn không yêu cầu việc này, hãy trả lời thư này ngay.',
      '',
      FOOTER,
    ].join('\n');
    const html = layout({
      preheader: subject,
      title: subject,
      bodyHtml: `<p>Xin chào,</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(kept)}</p>
<p style="font-size:13px;color:#4b5563">Nếu bạn không yêu cầu việc này, hãy trả lời thư này ngay.</p>`,
      footer: FOOTER,
    });
    return { subject, html, text };
  },
};
