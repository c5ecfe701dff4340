import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { email, requiredString } from '../validation/index.ts';

export const ZNewsletterBody = z.object({ email: requiredString('Email').check(email()) });

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/newsletter/subscribe',
    summary: 'Đăng ký nhận tin chương trình mới qua email (ô đăng ký ở chân trang)',
    tag: 'Newsletter',
    access: access.public,
    body: ZNewsletterBody,
    response: z.null(),
    successMessage: 'Đăng ký nhận tin thành công',
  }),
};
