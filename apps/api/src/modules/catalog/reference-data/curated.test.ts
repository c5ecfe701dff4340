import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELDS,
  FIELD_ACTIVITY,
  LABOR_ABROAD_FIELDS,
  SKILLS,
  STUDY_ABROAD_FIELDS,
  TAGS,
  toSlug,
} from './curated.ts';

const lists = { SKILLS, COMPANY_FIELDS, TAGS };

describe('curated lists', () => {
  it('have unique NFC names and unique ASCII slugs', () => {
    for (const [label, rows] of Object.entries(lists)) {
      const names = rows.map((r) => r.name);
      const slugs = rows.map((r) => r.slug);
      expect(new Set(names).size, `${label} names`).toBe(names.length);
      expect(new Set(slugs).size, `${label} slugs`).toBe(slugs.length);
      for (const row of rows) {
        expect(row.name).toBe(row.name.normalize('NFC'));
        expect(row.name).toMatch(/\S/);
        expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(row.slug).toBe(toSlug(row.name));
      }
    }
  });

  it('slugs Vietnamese with locale vi', () => {
    expect(toSlug('Đóng tàu')).toBe('dong-tau');
    expect(toSlug('Xây dựng – cốp pha')).toBe('xay-dung-cop-pha');
    expect(toSlug('Tiếng Anh IELTS 5.5')).toBe('tieng-anh-ielts-5-5');
    expect(LABOR_ABROAD_FIELDS.find((f) => f.name === 'Đóng tàu')?.slug).toBe('dong-tau');
  });

  it('have realistic sizes', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(35);
    expect(STUDY_ABROAD_FIELDS.length).toBeGreaterThanOrEqual(10);
    expect(LABOR_ABROAD_FIELDS.length).toBeGreaterThanOrEqual(12);
    expect(TAGS.length).toBeGreaterThanOrEqual(25);
    const suggested = TAGS.filter((t) => t.suggested).length;
    expect(suggested).toBeGreaterThanOrEqual(8);
    expect(suggested).toBeLessThanOrEqual(12);
  });

  it('tag each field with its activity', () => {
    expect(STUDY_ABROAD_FIELDS.every((f) => f.activity === FIELD_ACTIVITY.studyAbroad)).toBe(true);
    expect(LABOR_ABROAD_FIELDS.every((f) => f.activity === FIELD_ACTIVITY.laborExport)).toBe(true);
    expect(COMPANY_FIELDS).toHaveLength(STUDY_ABROAD_FIELDS.length + LABOR_ABROAD_FIELDS.length);
  });
});
