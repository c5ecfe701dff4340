/** The contact form's texts and limits, zod-free so that the contact page's browser code can use them. */

/** The contact form's labels (`/lien-he`), used in its messages too. */
export const ContactLabel = {
  name: 'Họ và tên',
  phone: 'Số điện thoại',
  email: 'Email',
  subject: 'Tiêu đề',
  message: 'Nội dung',
} as const;

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;

/**
 * The honeypot field: hidden from people (off screen, `tabindex=-1`, `autocomplete=off`), filled by
 * form-filling bots. A message that fills it is answered as a success and not kept.
 */
export const CONTACT_HONEYPOT = 'website';
