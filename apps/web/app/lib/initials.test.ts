import { describe, expect, it } from 'vitest';
import { personInitials } from './initials.ts';

describe('personInitials', () => {
  it('takes the given name, which comes last in Vietnamese names', () => {
    expect(personInitials('Lê Thị Mơ')).toBe('M');
    expect(personInitials('Nguyễn Văn An')).toBe('A');
    expect(personInitials('  đặng   thị   ánh  ')).toBe('Á');
    expect(personInitials('Hoa')).toBe('H');
  });

  it('skips words that are not letters and has a fallback for no name', () => {
    expect(personInitials('Trần Bình (HR)')).toBe('B');
    expect(personInitials('')).toBe('?');
    expect(personInitials(null)).toBe('?');
  });
});
