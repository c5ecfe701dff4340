import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { maxLength, requiredString } from '../validation/index.ts';
import { CHAT_CONTEXT_MESSAGE_MAX, CHAT_MAX_MESSAGES, CHAT_QUESTION_MAX } from './chatbot-text.ts';

/**
 * `POST /chat`: the question and the conversation before it (kept by the browser, never by the
 * server, ADR 0029). Earlier messages longer than CHAT_CONTEXT_MESSAGE_MAX are cut, not refused.
 */
export const ZChatBody = z.object({
  message: requiredString('Câu hỏi').check(maxLength(CHAT_QUESTION_MAX)),
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z
          .string()
          .max(20_000)
          .transform((s) => s.slice(0, CHAT_CONTEXT_MESSAGE_MAX)),
      }),
    )
    .max(CHAT_MAX_MESSAGES + 10)
    .default([]),
});
export type ChatBody = z.input<typeof ZChatBody>;

export const chatbotEndpoints = {
  ask: defineEndpoint({
    method: 'POST',
    path: '/chat',
    summary:
      'Hỏi trợ lý tư vấn: phát hiện ý định, tìm việc làm và công ty trong dữ liệu của ViệcXa, trả lời dạng luồng (text/event-stream: sự kiện cards, delta, done) bằng mô hình AI nếu được cấu hình, nếu không thì bằng mẫu câu trả lời. Giới hạn theo IP và theo tài khoản (1145), tối đa 20 câu hỏi mỗi cuộc trò chuyện (1146)',
    tag: 'Chatbot',
    access: access.optional,
    body: ZChatBody,
    response: z.string().describe('text/event-stream'),
  }),
};
