import { describe, expect, it } from 'vitest';
import { EQUIPMENTS, WORKS } from './works.ts';

describe('works and equipments seed lists', () => {
  it('have unique ASCII slugs and Vietnamese names', () => {
    const slugs = [
      ...WORKS.flatMap((w) => [w.slug, ...w.children.map((c) => c.slug)]),
      ...EQUIPMENTS.map((e) => e.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9-]+$/);
    expect(WORKS.find((w) => w.name === 'Đóng tàu – Ngư nghiệp')?.slug).toBe('dong-tau-ngu-nghiep');
    expect(WORKS.every((w) => w.children.length > 0)).toBe(true);
  });
});
