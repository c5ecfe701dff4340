import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, toSlug } from './slug.ts';

describe('toSlug', () => {
  it('spells Vietnamese in ASCII', () => {
    expect(toSlug('Đơn hàng điện tử – Nhật Bản')).toBe('don-hang-dien-tu-nhat-ban');
    expect(toSlug('Tiếng Anh IELTS 5.5, kỳ tháng 3/2027')).toBe('tieng-anh-ielts-5-5-ky-thang-3-2027');
  });

  it('cuts long titles after a whole word, within the limit', () => {
    const title =
      'Tuyển gấp 50 nữ đóng gói thực phẩm tại Aichi Nhật Bản lương cao 200.000 yên tháng bay nhanh ' +
      'tháng 3/2027 không cần kinh nghiệm, hỗ trợ chỗ ở và chi phí đi lại cho người lao động';
    const slug = toSlug(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.length).toBeGreaterThan(SLUG_MAX_LENGTH - 12);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Whole words only: the slug is the start of the full one, ending where a word ends.
    const full =
      'tuyen-gap-50-nu-dong-goi-thuc-pham-tai-aichi-nhat-ban-luong-cao-200-000-yen-thang-bay-nhanh';
    expect(full.startsWith(slug)).toBe(true);
    expect(full[slug.length]).toBe('-');
    // Exactly at the limit, nothing is cut.
    const exact = `${'a'.repeat(39)}-${'b'.repeat(40)}`;
    expect(toSlug(exact)).toBe(exact);
    expect(toSlug(`${exact} c`)).toBe(exact);
    // A word crossing the limit is left out whole.
    expect(toSlug(`${'a'.repeat(45)}-${'b'.repeat(40)}`)).toBe('a'.repeat(45));
  });

  it('cuts a single overlong word, and symbols spelled out, within the limit', () => {
    expect(toSlug('x'.repeat(300))).toBe('x'.repeat(SLUG_MAX_LENGTH));
    const spelled = toSlug('₸'.repeat(200));
    expect(spelled.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(spelled).not.toMatch(/-$/);
  });
});
