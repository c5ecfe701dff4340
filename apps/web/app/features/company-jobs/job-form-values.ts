import type { CostItem, ManagedJob } from '@app/contract';
import { formValues } from '../../lib/form-values.ts';

/** The posting form's values for the contract schema (lib/form-values.ts). */
export function jobFormValues(form: FormData): Record<string, unknown> {
  return formValues(form, { lists: ['tag_ids', 'skill_ids', 'equipment_ids'], files: ['thumbnail'] });
}

/** What the form starts with: a stored job when editing, sensible defaults for a new post. */
export interface JobFormDefaults {
  kind: string;
  title: string;
  nation_code: string | null;
  province_code: string | null;
  location: string;
  work_id: string | null;
  field_id: string | null;
  tag_ids: string[];
  skill_ids: string[];
  equipment_ids: string[];
  quantity: number | string;
  gender: string;
  age_min: number | string;
  age_max: number | string;
  education: string;
  working_type: string;
  salary_currency: string;
  salary_period: string;
  salary_min: number | string;
  salary_max: number | string;
  expense_max: number | string;
  bonus_main: number | string;
  bonus_warranty: number | string;
  deadline: string;
  expected_flight_date: string;
  description: string;
  requirements: string;
  benefits: string;
  /** Labour export (ADR 0031). */
  contract_months: number | string;
  cost_items: CostItem[];
}

export const NEW_JOB_DEFAULTS: JobFormDefaults = {
  kind: 'labor_export',
  title: '',
  nation_code: null,
  province_code: null,
  location: '',
  work_id: null,
  field_id: null,
  tag_ids: [],
  skill_ids: [],
  equipment_ids: [],
  quantity: '',
  gender: 'any',
  age_min: '',
  age_max: '',
  education: 'none',
  working_type: 'full_time',
  salary_currency: 'VND',
  salary_period: 'month',
  salary_min: '',
  salary_max: '',
  expense_max: '',
  bonus_main: '',
  bonus_warranty: '',
  deadline: '',
  expected_flight_date: '',
  description: '',
  requirements: '',
  benefits: '',
  contract_months: '',
  cost_items: [],
};

const ids = (items: { id: number }[]) => items.map((i) => String(i.id));

export function jobDefaults(job: ManagedJob): JobFormDefaults {
  const bonus = (type: 'main' | 'warranty') => job.bonus.find((b) => b.type === type)?.amount ?? '';
  return {
    kind: job.kind,
    title: job.name,
    nation_code: job.kind === 'domestic' ? null : job.nation.code,
    province_code: job.province?.code ?? null,
    location: job.location ?? '',
    work_id: job.work ? String(job.work.id) : null,
    field_id: job.field ? String(job.field.id) : null,
    tag_ids: ids(job.tags),
    skill_ids: ids(job.skills),
    equipment_ids: ids(job.equipments),
    quantity: job.quantity,
    gender: job.gender,
    age_min: job.age_min ?? '',
    age_max: job.age_max ?? '',
    education: job.education,
    working_type: job.working_type,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    salary_min: job.salary_minimum ?? '',
    salary_max: job.salary_maximum ?? '',
    expense_max: job.expense_max ?? '',
    bonus_main: bonus('main'),
    bonus_warranty: bonus('warranty'),
    deadline: job.deadline.slice(0, 10),
    expected_flight_date: job.expected_flight_date?.slice(0, 10) ?? '',
    description: job.description,
    requirements: job.requirements ?? '',
    benefits: job.benefits ?? '',
    contract_months: job.cost_sheet?.contract_months ?? '',
    cost_items: job.cost_sheet?.items ?? [],
  };
}
