import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

export const ZMailboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
});

export const devEndpoints = {
  mailbox: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    summary:
      'Hộp thư phát triển: 50 email gần nhất trong hàng đợi (chỉ bật khi chưa cấu hình SMTP hoặc DEV_MAILBOX=true)',
    tag: 'Development',
    access: access.public,
    response: z.array(ZMailboxItem),
  }),
};
