import { type CostItem, isSeafarerOrder, type SalaryPeriod, serviceFeeCap } from '@app/contract';
import type { DemoJob } from './demo-jobs.ts';

/**
 * The cost sheet of a demo labour-export order (ADR 0031): the job's own when it states one (the
 * order above the legal cap), otherwise a lawful sheet derived from its wage: a 36-month contract,
 * a service fee of 90 % of the cap, collected only after the contract is signed.
 */
export function demoCostSheet(j: DemoJob): { contractMonths: number | null; items: CostItem[] } {
  if (j.kind !== 'labor_export') return { contractMonths: null, items: [] };
  if (j.costSheet) return j.costSheet;
  const contractMonths = 36;
  const currency = j.salary?.currency ?? 'VND';
  const cap = serviceFeeCap({
    salaryMin: j.salary?.min ?? null,
    salaryCurrency: currency,
    salaryPeriod: (j.salary?.period ?? 'month') as SalaryPeriod,
    contractMonths,
    nationCode: j.nation,
    seafarer: isSeafarerOrder(j.work, j.field),
  });
  const items: CostItem[] = [];
  if (cap) {
    const fee = cap.amount * 0.9;
    items.push({
      category: 'service_fee',
      amount:
        currency === 'VND' || currency === 'JPY' || currency === 'KRW'
          ? Math.floor(fee)
          : Math.floor(fee * 100) / 100,
      currency,
      paid_when: 'after_contract',
      refundable: false,
      note: 'Thu một lần sau khi ký hợp đồng, có biên lai của công ty.',
    });
  }
  items.push(
    {
      category: 'language',
      amount: 6_000_000,
      currency: 'VND',
      paid_when: 'after_contract',
      refundable: false,
      note: null,
    },
    {
      category: 'health_check',
      amount: 1_200_000,
      currency: 'VND',
      paid_when: 'after_contract',
      refundable: false,
      note: null,
    },
    {
      category: 'visa_documents',
      amount: 4_500_000,
      currency: 'VND',
      paid_when: 'before_departure',
      refundable: false,
      note: null,
    },
    {
      category: 'flight',
      amount: 9_000_000,
      currency: 'VND',
      paid_when: 'before_departure',
      refundable: false,
      note: 'Một chiều, đi theo đoàn.',
    },
  );
  return { contractMonths, items };
}
