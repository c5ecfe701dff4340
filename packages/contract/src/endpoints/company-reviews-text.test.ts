import { describe, expect, it } from 'vitest';
import {
  hasLink,
  hasPhoneNumber,
  hasRepeatedCharacters,
  ReviewMessage,
  reviewTextProblems,
} from './company-reviews-text.ts';

describe('review text checks', () => {
  it('finds phone numbers written the usual ways, never sums of money', () => {
    for (const t of [
      'gọi 0912345678',
      'số 0912 345 678 nhé',
      '+84 912 345 678',
      'zalo 84.912.345.678',
      '0912-345-678',
    ])
      expect(hasPhoneNumber(t), t).toBe(true);
    for (const t of [
      'chi phí 120.000.000 đồng',
      'tổng 1.000.000.000 đồng',
      'lương 25.000.000/tháng',
      'năm 2024 tôi đi, mất 18 tháng',
      'phí 0 đồng',
      '100,000,000 VND',
    ])
      expect(hasPhoneNumber(t), t).toBe(false);
  });

  it('finds links and addresses of web sites', () => {
    for (const t of [
      'xem https://abc.example',
      'vào www.lua-dao.net',
      'trang congty.vn có',
      'Xem abc.com.vn',
    ])
      expect(hasLink(t), t).toBe(true);
    for (const t of ['Công ty ở Hà Nội.Tôi thấy tốt', 'phỏng vấn online rất nhanh', 'v.v. và TP.HCM'])
      expect(hasLink(t), t).toBe(false);
  });

  it('finds runs of one character, and lists every problem', () => {
    expect(hasRepeatedCharacters('tệ quá!!!!!!')).toBe(true);
    expect(hasRepeatedCharacters('tốttttt')).toBe(false);
    expect(reviewTextProblems('gọi 0912345678 hoặc www.x.com !!!!!!!')).toEqual([
      ReviewMessage.link,
      ReviewMessage.phone,
      ReviewMessage.repeated,
    ]);
  });
});
