import { describe, expect, it } from 'vitest';
import { foldVietnamese } from './fold.ts';

describe('foldVietnamese', () => {
  it.each([
    ['Hà Nội', 'ha noi'],
    ['HÀ NỘI', 'ha noi'],
    ['Nghệ An', 'nghe an'],
    ['Nhật Bản', 'nhat ban'],
    ['Đóng gói', 'dong goi'],
    ['Tiếng Nhật', 'tieng nhat'],
    ['Đà Nẵng'.normalize('NFD'), 'da nang'],
    ['Thừa Thiên Huế', 'thua thien hue'],
    ['ĐỨC', 'duc'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldVietnamese(text)).toBe(folded);
  });

  it('leaves plain ASCII alone apart from case', () => {
    expect(foldVietnamese('EPS-TOPIK 2026')).toBe('eps-topik 2026');
  });
});
