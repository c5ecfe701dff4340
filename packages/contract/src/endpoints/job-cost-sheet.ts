/**
 * The cost sheet of a labour-export order as the posting form sends it and as a job is read
 * (ADR 0031). The rules themselves (cap, totals) are in ../cost-sheet.ts, shared with the browser.
 */
import { z } from 'zod';
import {
  CONTRACT_MONTHS_MAX,
  COST_CATEGORIES,
  COST_ITEMS_MAX,
  COST_NOTE_MAX,
  COST_PAID_WHEN,
  CostSheetMessage,
} from '../cost-sheet.ts';
import { CURRENCIES, optionValues } from '../options.ts';
import {
  maxLength,
  numericBetween,
  RuleMessage,
  requiredMessage,
  trimmedString,
} from '../validation/index.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ZCostItem = z.object({
  category: z.enum(optionValues(COST_CATEGORIES), { error: requiredMessage('Khoản chi phí') }),
  amount: z.coerce
    .number({ error: RuleMessage.numeric })
    .refine((n) => Number.isFinite(n) && n > 0, CostSheetMessage.amountPositive)
    .refine((n) => n <= 1e12, RuleMessage.numeric),
  currency: z.enum(optionValues(CURRENCIES), { error: requiredMessage('Đơn vị tiền') }),
  paid_when: z.enum(optionValues(COST_PAID_WHEN), { error: requiredMessage('Thời điểm nộp') }),
  refundable: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  note: z.preprocess(
    blank,
    trimmedString()
      .check(maxLength(COST_NOTE_MAX))
      .optional()
      .transform((v) => (v ? v : null)),
  ),
});

/** The form posts the items as one JSON field (`cost_items`); API clients may send the array. */
export const ZCostItems = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(ZCostItem, { error: CostSheetMessage.itemsInvalid })
    .max(COST_ITEMS_MAX, CostSheetMessage.tooManyItems),
);

export const ZContractMonths = z.preprocess(
  blank,
  z.coerce
    .number({ error: RuleMessage.numeric })
    .int(RuleMessage.numeric)
    .check(numericBetween(1, CONTRACT_MONTHS_MAX))
    .optional(),
);

const ZMoney = z.object({ amount: z.number(), currency: z.string() });

/** What a reader sees of a labour-export order's costs (null for other kinds). */
export const ZJobCostSheet = z
  .object({
    contract_months: z.number().nullable(),
    items: z.array(
      z.object({
        category: z.enum(optionValues(COST_CATEGORIES)),
        amount: z.number(),
        currency: z.string(),
        paid_when: z.enum(optionValues(COST_PAID_WHEN)),
        refundable: z.boolean(),
        note: z.string().nullable(),
        /** The category's and the payment time's Vietnamese labels, so the page needs no table. */
        category_label: z.string(),
        paid_when_label: z.string(),
      }),
    ),
    /** Every item in VND at the rates of `rates_as_of` (null when a currency has no rate). */
    total_vnd: z.number().nullable(),
    rates_as_of: z.string().nullable(),
    /** The legal cap of the service fee (null without a basic wage or contract length). */
    service_fee_cap: ZMoney.extend({ months: z.number(), amount_vnd: z.number().nullable() }).nullable(),
    seafarer: z.boolean(),
    /** The service fee is within the cap (or there is none). */
    within_cap: z.boolean(),
    /** When money may lawfully be asked (Law 69/2020), shown under the sheet. */
    law_note: z.string(),
  })
  .meta({ id: 'JobCostSheet' });
export type JobCostSheet = z.infer<typeof ZJobCostSheet>;
