import { OFFER_VERDICT_TEXT } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { describesOffer, offerCheckText } from './offer-chat.ts';
import { bare, check, ISSUE_EXAMPLE, LAWFUL } from './offer-check.fixtures.ts';

/** The offer check's whole answer and its side in the adviser's chat (issue 30 item 3). */

describe('the whole answer', () => {
  it("the issue's example: deposit and quick departure, danger, advice that never says pay", () => {
    for (const text of [ISSUE_EXAMPLE, bare(ISSUE_EXAMPLE)]) {
      const r = check(text);
      expect(r.verdict).toBe('danger');
      expect(r.flags.map((f) => f.code)).toEqual(['deposit_before_contract', 'quick_departure']);
      expect(r.flags[0]?.detail).toBe('Đơn hàng đòi đặt cọc 50.000.000 ₫ trước khi ký hợp đồng.');
      expect(r.advice.every((a) => !/\bhãy nộp\b|\bnên nộp\b/i.test(a))).toBe(true);
    }
  });

  it('a lawful description: no flags, and still says what to check', () => {
    const r = check(LAWFUL);
    expect(r.flags).toEqual([]);
    expect(r.verdict).toBe('no_flags');
    expect(check(bare(LAWFUL)).flags).toEqual([]);
    expect(r.advice.join(' ')).toContain('dolab.gov.vn');
    expect(OFFER_VERDICT_TEXT.no_flags).toContain('chưa có nghĩa là đơn hàng an toàn');
  });

  it('offerCheckText: verdict, a bullet per flag with its law, the advice and the report link', () => {
    const text = offerCheckText(check(ISSUE_EXAMPLE));
    const lines = text.split('\n');
    expect(lines[0]).toBe(OFFER_VERDICT_TEXT.danger);
    expect(lines).toContain(
      '- Đòi tiền cọc trước khi ký hợp đồng: Đơn hàng đòi đặt cọc 50.000.000 ₫ trước khi ký hợp đồng. (Căn cứ: ' +
        check(ISSUE_EXAMPLE).flags[0]?.law +
        ')',
    );
    expect(text).toContain('- Không nộp bất kỳ khoản tiền nào trước khi ký hợp đồng');
    expect(lines.at(-1)).toBe('Báo cáo đơn hàng đáng ngờ: /lien-he');
    const withCompany = offerCheckText(check('Công ty Sao Mại tuyển người đi Nhật'));
    expect(withCompany).toContain(
      'Doanh nghiệp trên ViệcXa: Công ty TNHH Nhân lực Quốc tế Sao Mại, giấy phép số 999/LĐTBXH-GP',
    );
    expect(withCompany).toContain('/bao-cao-tin-dang-ngo?company=2');
  });
});

describe('describesOffer', () => {
  const offers = [
    ISSUE_EXAMPLE,
    bare(ISSUE_EXAMPLE),
    'Công ty Sao Mai có uy tín không?',
    'cty han viet co uy tin ko',
    'Bên đó bảo chuyển khoản 20 triệu giữ chỗ, có phải lừa đảo không?',
    'Họ đòi đặt cọc 30tr trước khi ký hợp đồng',
    'Đơn hàng đi Đài Loan lương 1.000 USD/tháng, phí 150 triệu, bay tháng sau',
    'Tuyển 20 nam đi Nhật, lương 18 man/tháng, bay tháng 3, phí 120 triệu',
    'Tôi có nên đóng 80 triệu cho trung tâm để đi EPS không?',
    'Người ta bảo nộp 5 triệu phí hồ sơ',
    'Có người bảo đi Canada visa lao động phổ thông không cần tiếng, đúng không?',
    'Bên môi giới bảo bay sau 10 ngày, không cần phỏng vấn',
    'Chị tư vấn bảo chuyển tiền vào tài khoản cá nhân của chị ấy',
    'Đơn hàng này có thật không: lương 60 triệu, bay sau 3 tuần',
    'Có nên tin công ty này không, họ thu 200 man yên',
    'Phí dịch vụ 250 triệu cho đơn 3 năm Nhật có đúng luật không, họ bảo nộp ngay',
  ];
  const questions = [
    'Điều kiện đi XKLĐ Nhật Bản là gì?',
    'chi phí đi Nhật bao nhiêu',
    'lương thực tập sinh Nhật',
    'Chi phí đi Hàn Quốc theo diện EPS khoảng bao nhiêu tiền?',
    'Công ty nào uy tín nhất đi Nhật?',
    'Top 10 công ty xuất khẩu lao động uy tín',
    'Nên đi Nhật hay Hàn?',
    'Xin chào',
    'Du học Hàn Quốc cần những giấy tờ gì?',
    'Thực tập sinh được làm thêm bao nhiêu giờ?',
    'Kỹ năng đặc định là gì?',
    'Làm sao kiểm tra giấy phép của công ty?',
    'Bị giữ hộ chiếu ở Đài Loan thì làm thế nào?',
    'Luật 69/2020 quy định phí dịch vụ thế nào?',
    'Đi Đức làm điều dưỡng cần tiếng Đức trình độ nào?',
    '1 man bằng bao nhiêu tiền Việt?',
    'Lương 30 triệu có đủ sống ở Nhật không?',
    'Tôi bị lừa mất 50 triệu thì phải làm sao?',
    'Phí dịch vụ tối đa là bao nhiêu?',
  ];
  it.each(offers)('true: %s', (text) => expect(describesOffer(text)).toBe(true));
  it.each(questions)('false: %s', (text) => expect(describesOffer(text)).toBe(false));
});
