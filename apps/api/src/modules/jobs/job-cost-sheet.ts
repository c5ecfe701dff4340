/**
 * A labour-export order's cost sheet on the server (ADR 0031): stored in `job_cost_items` with the
 * job, checked against the legal service-fee cap (the contract's `serviceFeeCap` /
 * `checkServiceFee`, the same the form shows) when the company submits and when an admin approves.
 */
import {
  type CostCategory,
  type CostItem,
  type CostPaidWhen,
  CostSheetMessage,
  checkServiceFee,
  convert,
  costCategoryLabel,
  costPaidWhenLabel,
  costTotalVnd,
  ErrorCode,
  type FeeCap,
  isSeafarerOrder,
  type JobCostSheet,
  type SalaryPeriod,
  serviceFeeCap,
  type VndRates,
} from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JobRow, jobCostItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateTable } from './exchange-rates.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'delete'>;

/** The job facts the cap depends on. */
export interface CapFacts {
  salaryMin: number | null;
  salaryCurrency: string;
  salaryPeriod: string;
  contractMonths: number | null;
  nationCode: string;
  occupation: string | null | undefined;
  field: string | null | undefined;
}

function capOf(f: CapFacts): { cap: FeeCap | null; seafarer: boolean } {
  const seafarer = isSeafarerOrder(f.occupation, f.field);
  const cap = serviceFeeCap({
    salaryMin: f.salaryMin,
    salaryCurrency: f.salaryCurrency,
    salaryPeriod: f.salaryPeriod as SalaryPeriod,
    contractMonths: f.contractMonths,
    nationCode: f.nationCode,
    seafarer,
  });
  return { cap, seafarer };
}

/**
 * Refuses a sheet whose service fee is above the cap (1155, the message names the cap) or cannot be
 * checked (422 on `cost_items`). Used on submission and again on approval.
 */
export function assertLawfulFee(facts: CapFacts, items: readonly CostItem[], rates: VndRates): void {
  const check = checkServiceFee(items, capOf(facts).cap, rates);
  if (check.ok) return;
  if (check.reason === 'above_cap') {
    throw new AppError(ErrorCode.ServiceFeeAboveCap, {
      message: check.message,
      errors: { cost_items: [check.message] },
    });
  }
  throw new AppError(ErrorCode.Validation, { errors: { cost_items: [check.message] } });
}

export async function loadCostItems(db: Reader, jobId: number): Promise<CostItem[]> {
  const rows = await db
    .select()
    .from(jobCostItems)
    .where(eq(jobCostItems.jobId, jobId))
    .orderBy(asc(jobCostItems.position));
  return rows.map((r) => ({
    category: r.category as CostCategory,
    amount: r.amount,
    currency: r.currency,
    paid_when: r.paidWhen as CostPaidWhen,
    refundable: r.refundable,
    note: r.note,
  }));
}

/** Replaces the sheet whole (in the caller's job transaction). */
export async function replaceCostItems(tx: Writer, jobId: number, items: readonly CostItem[]): Promise<void> {
  await tx.delete(jobCostItems).where(eq(jobCostItems.jobId, jobId));
  if (items.length === 0) return;
  await tx.insert(jobCostItems).values(
    items.map((i, position) => ({
      jobId,
      position,
      category: i.category,
      amount: i.amount,
      currency: i.currency,
      paidWhen: i.paid_when,
      refundable: i.refundable,
      note: i.note,
    })),
  );
}

/** Approval: a labour-export order needs its sheet and contract length, and a lawful fee. */
export async function assertPublishable(
  db: Reader,
  job: JobRow,
  names: { occupation: string | null; field: string | null },
  rates: VndRates,
): Promise<void> {
  if (job.kind !== 'labor_export') return;
  const items = await loadCostItems(db, job.id);
  if (items.length === 0 || !job.contractMonths) throw new AppError(ErrorCode.CostSheetMissing);
  assertLawfulFee(factsOf(job, names), items, rates);
}

export const factsOf = (
  job: Pick<JobRow, 'salaryMin' | 'salaryCurrency' | 'salaryPeriod' | 'contractMonths' | 'nationCode'>,
  names: { occupation: string | null | undefined; field: string | null | undefined },
): CapFacts => ({
  salaryMin: job.salaryMin,
  salaryCurrency: job.salaryCurrency,
  salaryPeriod: job.salaryPeriod,
  contractMonths: job.contractMonths,
  nationCode: job.nationCode,
  ...names,
});

/** The read shape (null for other kinds than labour export). */
export function toCostSheet(
  job: JobRow,
  names: { occupation: string | null; field: string | null },
  items: readonly CostItem[],
  rates: RateTable,
): JobCostSheet | null {
  if (job.kind !== 'labor_export') return null;
  const { cap, seafarer } = capOf(factsOf(job, names));
  const amountVnd = cap ? convert(cap.amount, cap.currency, 'VND', rates.rates) : null;
  const foreign = items.some((i) => i.currency !== 'VND') || (cap && cap.currency !== 'VND');
  return {
    contract_months: job.contractMonths,
    items: items.map((i) => ({
      ...i,
      category_label: costCategoryLabel(i.category),
      paid_when_label: costPaidWhenLabel(i.paid_when),
    })),
    total_vnd: costTotalVnd(items, rates.rates),
    rates_as_of: foreign ? rates.asOf : null,
    service_fee_cap: cap
      ? {
          amount: cap.amount,
          currency: cap.currency,
          months: cap.months,
          amount_vnd: amountVnd === null ? null : Math.floor(amountVnd),
        }
      : null,
    seafarer,
    within_cap: checkServiceFee(items, cap, rates.rates).ok,
    law_note: CostSheetMessage.lawNote,
  };
}
