import { PRODUCT_NAME } from '@app/contract';

/*
 * The frame every mail shares (one simple, mobile-friendly layout), its footer and button style;
 * the templates are grouped by domain in *.templates.ts next to this file.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** One simple, mobile-friendly layout for every mail: greeting, body, footer with why you got it. */
export function layout(opts: {
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

export const FOOTER = `Bạn nhận được email này vì địa chỉ của bạn được dùng trên ${PRODUCT_NAME}. Nếu không phải bạn, hãy bỏ qua email này; không ai có thể dùng tài khoản của bạn khi không có mã hoặc liên kết trong thư.`;

const BUTTON_STYLE =
  'background:#0b6bcb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:bold';

/** The mail's call to action: one button-styled link on its own line. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;
}
