import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OFFER_FLAG_CODES, OFFER_TEXT_MAX, OFFER_TEXT_MIN, type OfferCheckResult } from '../offer-check.ts';
import { access } from '../roles.ts';
import { maxLength, minLength, requiredString, trimmedString } from '../validation/index.ts';

/** The form's labels, which name the fields in their messages. */
export const OfferCheckLabel = {
  text: 'Nội dung đơn hàng',
  company: 'Tên công ty',
  licence: 'Số giấy phép',
} as const;

const optionalText = (max: number) =>
  trimmedString()
    .check(maxLength(max))
    .optional()
    .transform((v) => v || undefined);

/** "Kiểm tra đơn hàng" (issue 30 item 3): what a candidate pastes or describes. */
export const ZOfferCheckBody = z.object({
  text: requiredString(OfferCheckLabel.text).check(minLength(OFFER_TEXT_MIN), maxLength(OFFER_TEXT_MAX)),
  company: optionalText(200),
  licence: optionalText(60),
});
export type OfferCheckBody = z.input<typeof ZOfferCheckBody>;

const LICENCES = ['verified', 'pending', 'rejected', 'revoked', 'expired', 'none'] as const;

export const ZOfferCheckResult = z
  .object({
    verdict: z.enum(['danger', 'caution', 'no_flags']),
    flags: z.array(
      z.object({ code: z.enum(OFFER_FLAG_CODES), title: z.string(), detail: z.string(), law: z.string() }),
    ),
    company: z
      .object({
        id: z.number(),
        name: z.string(),
        url: z.string(),
        licence: z.enum(LICENCES),
        licence_number: z.string().nullable(),
      })
      .nullable(),
    advice: z.array(z.string()),
    report_url: z.string(),
  })
  .meta({ id: 'OfferCheckResult' }) satisfies z.ZodType<OfferCheckResult>;

export const offerCheckEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/offer-check',
    summary:
      'Kiểm tra đơn hàng: các dấu hiệu lừa đảo và vượt mức trần phí (ADR 0031, 0032) chạy trên nội dung ứng viên dán hoặc mô tả, kèm căn cứ pháp luật, lời khuyên và đường dẫn báo cáo (khách dùng được; giới hạn theo IP)',
    tag: 'Offer check',
    access: access.optional,
    body: ZOfferCheckBody,
    response: ZOfferCheckResult,
  }),
};
