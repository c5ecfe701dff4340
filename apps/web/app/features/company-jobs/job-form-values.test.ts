import { ZJobBody } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../lib/form-errors.ts';
import { jobFormValues } from './job-form-values.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the posting form posts for a domestic job (the nation is the hidden 'VN'). */
function domesticForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    kind: 'domestic',
    work_id: '3',
    title: 'Công nhân lắp ráp điện tử',
    nation_code: 'VN',
    province_code: '48',
    quantity: '20',
    tag_ids: '1,2',
    skill_ids: '',
    equipment_ids: '4',
    salary_currency: 'VND',
    salary_period: 'month',
    salary_min: '8.000.000',
    salary_max: '12.000.000',
    deadline: inDays(20),
    description: '<p>Làm việc tại KCN Hòa Khánh.</p>',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  form.append('thumbnail', new File([], ''));
  return form;
}

describe('jobFormValues with the posting schema', () => {
  it('reads lists, dotted amounts and an empty thumbnail as the API does', () => {
    const checked = validateForm(ZJobBody, jobFormValues(domesticForm()));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data.tag_ids).toEqual([1, 2]);
    expect(checked.data.skill_ids).toEqual([]);
    expect(checked.data.equipment_ids).toEqual([4]);
    expect(checked.data.salary_min).toBe(8_000_000);
    expect(checked.data.thumbnail).toBeUndefined();
  });

  it('reports every broken rule at once, under its field', () => {
    const checked = validateForm(
      ZJobBody,
      jobFormValues(
        domesticForm({
          province_code: '',
          salary_min: '12.000.000',
          salary_max: '8.000.000',
          expense_max: '2.500.000.000',
          description: '<p></p>',
        }),
      ),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      ['description', 'expense_max', 'province_code', 'salary_max'].sort(),
    );
    expect(checked.errors.expense_max).toEqual(['Không vượt quá 2 tỷ']);
  });
});
