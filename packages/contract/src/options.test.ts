import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  BONUS_TYPES,
  DEFAULT_JOB_SORT,
  GENDERS,
  isOptionGroup,
  OPTION_GROUPS,
  type Option,
  optionGroups,
  optionValues,
} from './options.ts';

/** Every `{ value, label }` object anywhere inside a group. */
function collectOptions(node: unknown, out: Option[] = []): Option[] {
  if (Array.isArray(node)) {
    for (const item of node) collectOptions(item, out);
  } else if (node !== null && typeof node === 'object') {
    if ('value' in node && 'label' in node) out.push(node as Option);
    else for (const child of Object.values(node)) collectOptions(child, out);
  }
  return out;
}

describe('option groups', () => {
  it('defines exactly the served groups', () => {
    expect(Object.keys(optionGroups).sort()).toEqual([...OPTION_GROUPS].sort());
    expect(isOptionGroup('jobSearch')).toBe(true);
    expect(isOptionGroup('nope')).toBe(false);
  });

  it('offers birth years 1962..1998, months 1..12 and days 1..31', () => {
    const { birthYears, birthMonths, birthDays } = optionGroups.user;
    expect(BIRTH_YEAR_MIN).toBe(1962);
    expect(BIRTH_YEAR_MAX).toBe(1998);
    expect(birthYears).toHaveLength(37);
    expect(birthYears.map((o) => o.value)).toEqual(Array.from({ length: 37 }, (_, i) => 1962 + i));
    expect(birthMonths.map((o) => o.value)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(birthDays).toHaveLength(31);
    expect(birthDays.at(-1)?.value).toBe(31);
  });

  it('sorts jobs by the default permalink moi-nhat', () => {
    const { sorts, defaultSort, pageSize } = optionGroups.jobSearch;
    expect(DEFAULT_JOB_SORT).toBe('moi-nhat');
    expect(defaultSort).toBe('moi-nhat');
    expect(sorts.map((s) => s.value)).toContain(DEFAULT_JOB_SORT);
    expect(pageSize).toBe(20);
  });

  it('has exactly the main and warranty bonus types', () => {
    expect(optionGroups.job.bonusTypes.map((b) => b.value)).toEqual(['main', 'warranty']);
    expect(optionValues(BONUS_TYPES)).toEqual(['main', 'warranty']);
  });

  it('has salary and age ranges that are ordered and contiguous', () => {
    for (const ranges of [optionGroups.jobSearch.salaryRanges, optionGroups.jobSearch.ageRanges]) {
      expect(ranges.at(-1)?.max).toBeNull();
      for (const [i, range] of ranges.entries()) {
        if (range.max !== null) expect(range.max).toBeGreaterThan(range.min ?? 0);
        const next = ranges[i + 1];
        if (next && range.max !== null) expect(next.min).toBeGreaterThanOrEqual(range.max);
      }
    }
    expect(optionGroups.jobSearch.salaryRanges[0]).toMatchObject({ value: '0-10000000', max: 10_000_000 });
  });

  it('has non-empty labels and unique values in every list', () => {
    for (const group of OPTION_GROUPS) {
      const options = collectOptions(optionGroups[group]);
      for (const o of options) expect(o.label.trim(), `${group} ${o.value}`).not.toBe('');
    }
    const lists = Object.values(optionGroups).flatMap((g) =>
      Object.values(g).filter((v): v is Option[] => Array.isArray(v)),
    );
    for (const list of lists) expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    for (const label of Object.values(optionGroups.jobDetail.labels)) expect(label).toMatch(/\S/);
    expect(optionGroups.jobDetail.noDeadlineLabel).toBe('(không giới hạn thời gian)');
    expect(GENDERS.map((g) => g.label)).toEqual(['Nam', 'Nữ', 'Khác']);
  });
});
