import { describe, expect, it } from 'vitest';
import { detectIntent } from '../src/modules/chatbot/intent.ts';

/**
 * The adviser's keyword detection (ADR 0029): each question with and without accents gives the
 * same intent, country and kind.
 */
const CASES: [string, string, string | null, string | null][] = [
  // question, intent, nation, kind
  ['Chi phí đi Nhật bao nhiêu?', 'cost', 'JP', null],
  ['Du học Nhật hết bao nhiêu tiền?', 'cost', 'JP', 'study_abroad'],
  ['Chi phí xuất khẩu lao động Đài Loan', 'cost', 'TW', 'labor_export'],
  ['Đi Singapore tốn bao nhiêu tiền?', 'cost', 'SG', null],
  ['Đơn hàng điều dưỡng Đức', 'destination', 'DE', 'labor_export'],
  ['Việc làm ở Hàn Quốc', 'destination', 'KR', null],
  ['Tôi muốn đi Malaysia làm việc', 'destination', 'MY', null],
  ['Du học Hàn Quốc cần những gì?', 'destination', 'KR', 'study_abroad'],
  ['Japan jobs', 'destination', 'JP', null],
  ['Đơn hàng Nhật Bản lương cao', 'destination', 'JP', 'labor_export'],
  ['Công ty nào được đánh giá cao?', 'top_rated', null, null],
  ['Top 10 công ty uy tín', 'top_rated', null, null],
  ['Công ty xuất khẩu lao động uy tín nhất', 'top_rated', null, 'labor_export'],
  ['Trung tâm du học tốt nhất', 'top_rated', null, 'study_abroad'],
  ['Nên đi du học hay xuất khẩu lao động?', 'study_vs_labour', null, null],
  ['So sánh du học và XKLĐ', 'study_vs_labour', null, null],
  ['Tôi muốn đi du học', 'study', null, 'study_abroad'],
  ['Học bổng du học', 'study', null, 'study_abroad'],
  ['Thực tập sinh kỹ năng', 'labour', null, 'labor_export'],
  ['Xuất khẩu lao động cần điều kiện gì', 'labour', null, 'labor_export'],
  ['Việc làm trong nước', 'domestic', null, 'domestic'],
  ['Tìm việc điều dưỡng', 'jobs', null, null],
  ['Việc làm cơ khí lương tốt', 'jobs', null, null],
  ['Xin chào', 'greeting', null, null],
  ['Chào bạn', 'greeting', null, null],
  ['hello', 'greeting', null, null],
  ['Thời tiết hôm nay thế nào?', 'off_topic', null, null],
  ['Giá vàng hôm nay', 'off_topic', null, null],
  ['Kể cho tôi một câu chuyện cười', 'off_topic', null, null],
  ['Tôi nên mua điện thoại gì?', 'off_topic', null, null],
];

const unaccented = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

describe('chat intent detection', () => {
  it.each(CASES)('%s → %s', (question, intent, nation, kind) => {
    for (const q of [question, unaccented(question), question.toUpperCase()]) {
      const d = detectIntent(q);
      expect({ q, intent: d.intent, nation: d.nation, kind: d.kind }).toEqual({ q, intent, nation, kind });
    }
  });

  it('has at least 30 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps the searched words as typed, without question words, countries or kinds', () => {
    expect(detectIntent('Đơn hàng điều dưỡng Đức').keywords).toBe('điều dưỡng');
    expect(detectIntent('don hang dieu duong duc').keywords).toBe('dieu duong');
    expect(detectIntent('Chi phí đi Nhật bao nhiêu?').keywords).toBe('');
    expect(detectIntent('Tìm việc cơ khí ở Nhật').keywords).toBe('cơ khí');
  });

  it('counts 10 when asked for 10 or more, else 5', () => {
    expect(detectIntent('Top 10 công ty uy tín').count).toBe(10);
    expect(detectIntent('Công ty nào được đánh giá cao?').count).toBe(5);
  });
});
