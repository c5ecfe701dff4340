import { describe, expect, it } from 'vitest';
import { bare, COMPANIES, check, codes } from './offer-check.fixtures.ts';
import { licenceInText, matchCompany, namesInText } from './offer-company.ts';
import { parseAmounts, parseContractMonths, parseNumber, parseWage } from './offer-money.ts';
import { foldOffer } from './offer-signs.ts';

/** Issue 30 item 3: the offer check's engine, without a database (the API: test/offer-check.api.test.ts). */

describe('amounts, wages and contract lengths', () => {
  it.each([
    ['50 triệu', 50_000_000, 'VND'],
    ['50tr', 50_000_000, 'VND'],
    ['50 củ', 50_000_000, 'VND'],
    ['50.000.000 đồng', 50_000_000, 'VND'],
    ['50.000.000', 50_000_000, 'VND'],
    ['1,5 tỷ', 1_500_000_000, 'VND'],
    ['1 tỷ', 1_000_000_000, 'VND'],
    ['500k', 500_000, 'VND'],
    ['3.000 USD', 3_000, 'USD'],
    ['$1,500', 1_500, 'USD'],
    ['1500$', 1_500, 'USD'],
    ['1 man', 10_000, 'JPY'],
    ['200 man yên', 2_000_000, 'JPY'],
    ['180.000 yên', 180_000, 'JPY'],
    ['2.500.000 won', 2_500_000, 'KRW'],
    ['30.000 Đài tệ', 30_000, 'TWD'],
  ])('reads "%s"', (written, amount, currency) => {
    const [a] = parseAmounts(foldOffer(`phí ${written} nhé`));
    expect(a).toMatchObject({ amount, currency });
  });

  it('reads no money in weeks, phone numbers, account numbers or bare counts', () => {
    expect(
      parseAmounts(foldOffer('bay sau 2 tuần, tuyển 20 người, gọi 0912 345 678, STK 1234567890')),
    ).toEqual([]);
  });

  it('groups thousands but keeps decimals', () => {
    expect(parseNumber('50.000.000')).toBe(50_000_000);
    expect(parseNumber('3,000')).toBe(3_000);
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('2.5')).toBe(2.5);
  });

  it.each([
    ['lương 30 triệu', 30_000_000, 'VND', 'month'],
    ['Lương cơ bản khoảng 30tr', 30_000_000, 'VND', 'month'],
    ['thu nhập 1.000 USD/tháng', 1_000, 'USD', 'month'],
    ['18 man/tháng', 180_000, 'JPY', 'month'],
    ['1.200 yên/giờ', 1_200, 'JPY', 'hour'],
    ['luong 25 trieu 1 thang', 25_000_000, 'VND', 'month'],
  ])('reads the wage in "%s"', (written, amount, currency, period) => {
    expect(parseWage(foldOffer(`Đơn hàng, ${written}, bay tháng 3`))).toMatchObject({
      amount,
      currency,
      period,
    });
  });

  it('tells a wage from a fee in one sentence', () => {
    const kinds = parseAmounts(foldOffer('lương 30tr, phí 150tr, cọc 20 triệu, phí dịch vụ 90 triệu')).map(
      (a) => a.kind,
    );
    expect(kinds).toEqual(['wage', 'payment', 'deposit', 'service_fee']);
  });

  it.each([
    ['hợp đồng 3 năm', 36],
    ['HĐ 36 tháng', 36],
    ['thời hạn 1 năm', 12],
    ['đơn hàng 3 năm, bay sau 2 tháng', 36],
    ['hop dong ba nam', 36],
    ['làm việc 18 tháng', 18],
  ])('reads the contract length in "%s"', (written, months) => {
    expect(parseContractMonths(foldOffer(written))).toBe(months);
  });

  it('does not take a departure or a course for the contract', () => {
    expect(parseContractMonths(foldOffer('bay sau 2 tháng, học tiếng 6 tháng'))).toBeNull();
  });
});

describe('each flag fires with and without accents, and not on a denial', () => {
  const cases: [string, string, string][] = [
    // [code, text that fires, text that denies it]
    [
      'deposit_before_contract',
      'Nộp 50 triệu đặt cọc giữ chỗ trước khi ký hợp đồng.',
      'Công ty không thu tiền cọc, không đặt cọc hay giữ chỗ.',
    ],
    [
      'brokerage_fee',
      'Bạn đóng thêm phí môi giới 10 triệu cho người giới thiệu.',
      'Công ty không thu phí môi giới của người lao động.',
    ],
    [
      'personal_account',
      'Chuyển khoản vào tài khoản cá nhân của chị Hoa để làm nhanh.',
      'Tuyệt đối không chuyển khoản cá nhân, chỉ nộp tại công ty.',
    ],
    [
      'quick_departure',
      'Tuyển gấp, bay sau 2 tuần, không cần học tiếng.',
      'Học tiếng Nhật 6 tháng rồi mới xuất cảnh.',
    ],
    [
      'no_interview',
      'Không cần phỏng vấn, bao đậu visa.',
      'Ứng viên phỏng vấn trực tiếp với xí nghiệp Nhật.',
    ],
    [
      'eps_private',
      'Công ty nhận hồ sơ đi EPS Hàn Quốc, phí trọn gói 100 triệu.',
      'Đăng ký thi EPS-TOPIK tại Trung tâm Lao động ngoài nước để đi Hàn Quốc.',
    ],
    [
      'chat_only',
      'Chỉ liên hệ qua Zalo, không có văn phòng.',
      'Liên hệ văn phòng công ty tại 18 Tam Trinh, Hà Nội hoặc Zalo.',
    ],
  ];
  for (const [code, fires, denied] of cases) {
    it(`${code}`, () => {
      expect(codes(fires), fires).toContain(code);
      expect(codes(bare(fires)), bare(fires)).toContain(code);
      expect(codes(denied), denied).not.toContain(code);
      expect(codes(bare(denied)), bare(denied)).not.toContain(code);
    });
  }

  it('stays silent on what only looks like a sign', () => {
    // A departure date, the company's own account, a cost question, an ad seen on Facebook, the state's centre.
    expect(codes('Lịch bay ngày 15/3, văn phòng công ty tại Hà Nội.')).toEqual([]);
    expect(
      codes('Chuyển khoản vào tài khoản công ty số 0123456789 tại Vietcombank sau khi ký hợp đồng.'),
    ).toEqual([]);
    expect(codes('Chi phí đi EPS Hàn Quốc khoảng 30 triệu có đúng không?')).not.toContain('eps_private');
    expect(codes('Tôi thấy trên Facebook đơn đi Nhật lương 30 triệu.')).not.toContain('chat_only');
    expect(codes('Đăng ký thi EPS-TOPIK tại Trung tâm Lao động ngoài nước để đi Hàn Quốc.')).toEqual([]);
    expect(codes('Công ty Nhật phỏng vấn trực tiếp, văn phòng ở Hà Nội.')).toEqual([]);
    expect(codes('Đi làm thử trong 2 tuần đầu ở xưởng, văn phòng ở Hà Nội.')).toEqual([]);
    expect(codes('Liên hệ Zalo 0912345678 để được tư vấn.')).toContain('chat_only');
  });

  it('deposit: a denial in another clause does not undo it', () => {
    expect(codes('Không cần học tiếng, đặt cọc 50 triệu là bay.')).toContain('deposit_before_contract');
  });

  it('deposit: an escrow in the contract is lawful, an escrow now is not', () => {
    expect(codes('Tiền ký quỹ theo hợp đồng gửi tại ngân hàng đứng tên người lao động.')).not.toContain(
      'deposit_before_contract',
    );
    expect(codes('Nộp ký quỹ 30 triệu ngay để giữ suất.')).toContain('deposit_before_contract');
  });

  it('fee over the cap: against the stated wage and contract, with the stored rates', () => {
    const r = check('Đơn hàng đi Nhật, lương 18 man/tháng, hợp đồng 3 năm, phí dịch vụ 200 man yên');
    const f = r.flags.find((x) => x.code === 'fee_over_cap');
    expect(f?.detail).toBe(
      'Phí dịch vụ 2.000.000 JPY (≈ 340.000.000 ₫) vượt mức trần: với lương 180.000 JPY/tháng, hợp đồng 36 tháng, tiền dịch vụ tối đa là 540.000 JPY (≈ 91.800.000 ₫).',
    );
    expect(f?.law).toContain('1 tháng lương cơ bản cho mỗi 12 tháng');
    expect(
      codes(bare('Đơn hàng đi Nhật, lương 18 man/tháng, hợp đồng 3 năm, phí dịch vụ 200 man yên')),
    ).toContain('fee_over_cap');
    expect(
      codes('Đơn hàng đi Nhật, lương 18 man/tháng, hợp đồng 3 năm, phí dịch vụ 50 man yên'),
    ).not.toContain('fee_over_cap');
  });

  it('fee over the cap: without a contract length, even five years would not allow it', () => {
    const r = check('Lương 20 triệu, tổng chi phí 250 triệu');
    expect(r.flags.find((x) => x.code === 'fee_over_cap')?.detail).toMatch(
      /^Khoản tiền phải nộp 250\.000\.000 ₫ vượt mức trần: với lương 20\.000\.000 ₫\/tháng, ngay cả với hợp đồng 60 tháng \(5 năm\), tiền dịch vụ tối đa là 100\.000\.000 ₫\. Nếu khoản này gồm cả vé máy bay/,
    );
  });

  it("fee over the cap: only a fee, a nation's usual wage on ViệcXa gives the cap; otherwise the rule is explained", () => {
    const r = check('Đi Nhật Bản hợp đồng 3 năm, phí dịch vụ 200 triệu');
    expect(r.flags.find((x) => x.code === 'fee_over_cap')?.detail).toContain(
      'mức lương phổ biến của các đơn hàng đi Nhật Bản trên ViệcXa (khoảng 30.000.000 ₫/tháng)',
    );
    const unknown = check('Đi Ba Lan, phí dịch vụ 200 triệu');
    expect(unknown.flags.map((x) => x.code)).not.toContain('fee_over_cap');
    expect(unknown.advice.some((a) => a.startsWith('Tự tính mức trần phí dịch vụ'))).toBe(true);
  });

  it('nonexistent programmes: the short sure list', () => {
    for (const t of [
      'Visa lao động phổ thông Canada, không cần tiếng, bay trong 3 tháng.',
      'Đi Nhật bằng visa du lịch rồi ở lại làm việc, thu nhập cao.',
      'Tuyển kỹ năng đặc định Hàn Quốc, lương cao.',
      'Đơn hàng EPS Nhật Bản, lương 40 triệu.',
    ]) {
      expect(codes(t), t).toContain('nonexistent_programme');
      expect(codes(bare(t)), bare(t)).toContain('nonexistent_programme');
    }
    for (const t of [
      'Kỹ năng đặc định Nhật Bản ngành nhà hàng, thi JFT-Basic.',
      'Đi Canada diện lao động có tay nghề, yêu cầu IELTS 5.0.',
      'Không đi bằng visa du lịch để làm việc.',
    ])
      expect(codes(t), t).not.toContain('nonexistent_programme');
  });

  it('salary too high: against the median of the nation, silent without one', () => {
    const r = check('Đơn hàng đi Nhật Bản lương 80 triệu/tháng, văn phòng tại Hà Nội');
    expect(r.flags.map((f) => f.code)).toEqual(['salary_too_high']);
    expect(r.flags[0]?.detail).toBe(
      'Lương hứa khoảng 80.000.000 ₫/tháng, gấp 2,7 lần mức giữa của các đơn hàng đi Nhật Bản đang đăng trên ViệcXa (khoảng 30.000.000 ₫/tháng).',
    );
    expect(codes(bare('Đơn hàng đi Nhật Bản lương 80 triệu/tháng, văn phòng tại Hà Nội'))).toContain(
      'salary_too_high',
    );
    expect(codes('Đơn hàng đi Nhật Bản lương 35 triệu/tháng, văn phòng tại Hà Nội')).toEqual([]);
    expect(codes('Đơn hàng đi Ba Lan lương 80 triệu/tháng, văn phòng tại Hà Nội')).toEqual([]);
  });
});

describe('the company an offer names', () => {
  it('finds a verified agency by name, with or without accents in its own words, and flags nothing', () => {
    const r = check('Công ty Hàn Việt tuyển kỹ sư đi Nhật, văn phòng tại Hải Phòng.', {
      today: '2026-01-01',
    });
    expect(r.company).toMatchObject({
      id: 3,
      licence: 'verified',
      url: '/companies/3',
      licence_number: '301/LĐTBXH-GP',
    });
    expect(r.flags).toEqual([]);
  });

  it('reports a verification past its expiry as expired', () => {
    const r = check('Công ty Hàn Việt tuyển kỹ sư đi Nhật, văn phòng tại Hải Phòng.');
    expect(r.company?.licence).toBe('expired');
    expect(r.flags.map((f) => f.code)).toEqual(['unverified_licence']);
  });

  it('the look-alike Sao Mại: accents decide; without accents both are named', () => {
    expect(matchCompany({ text: 'Công ty Sao Mại tuyển người' }, COMPANIES).found?.id).toBe(2);
    expect(matchCompany({ text: 'Công ty Sao Mai tuyển người' }, COMPANIES).found?.id).toBe(1);
    const r = check('cong ty sao mai tuyen nguoi di nhat, van phong o ha noi');
    expect(r.company?.id).toBe(1);
    expect(r.flags.map((f) => f.code)).toEqual(['lookalike_company']);
    expect(r.verdict).toBe('caution');
    const lookalike = check('Công ty Sao Mại tuyển người đi Nhật, văn phòng ở Hà Nội');
    expect(lookalike.flags.map((f) => f.code)).toEqual(['unverified_licence', 'lookalike_company']);
    expect(lookalike.verdict).toBe('danger');
  });

  it('an unknown name close to a licensed one is a look-alike; a name far from all is unlicensed', () => {
    expect(codes('Công ty Nhân lực Sao Mai Việt tuyển gấp, văn phòng Hà Nội')).toEqual(['lookalike_company']);
    const r = check('Công ty TNHH Bình Minh Xanh tuyển đi Đài Loan, văn phòng Hà Nội');
    expect(r.flags.map((f) => f.code)).toEqual(['no_licence']);
    expect(r.flags[0]?.detail).toContain('"Bình Minh Xanh"');
    expect(r.flags[0]?.detail).toContain('dolab.gov.vn');
  });

  it('a study-abroad centre is not looked up among the labour-export agencies', () => {
    expect(codes('Công ty Du học Hoa Anh Đào tuyển sinh du học Nhật Bản, văn phòng tại TP.HCM.')).toEqual([]);
    expect(codes('Công ty Hoa Anh Đào tuyển thực tập sinh đi Nhật Bản, văn phòng tại TP.HCM.')).toEqual([
      'no_licence',
    ]);
  });

  it('no company flag when no company is named ("có công ty bảo tôi…")', () => {
    expect(namesInText('Có công ty bảo tôi nộp tiền')).toEqual([]);
    expect(namesInText('Công ty TNHH Nhân lực Quốc tế Sao Mại, Hà Nội')).toEqual([
      'Nhân lực Quốc tế Sao Mại',
    ]);
    expect(namesInText('Công ty Sao Mại tuyển 20 thực tập sinh')).toEqual(['Sao Mại']);
    expect(namesInText('Công ty Đầu tư Phát triển Minh Long tuyển Nữ đi Nhật')).toEqual([
      'Đầu tư Phát triển Minh Long',
    ]);
    expect(codes('Có công ty bảo tôi đi Nhật, văn phòng ở Hà Nội')).toEqual([]);
  });

  it('a licence number: found, of another company, or unknown', () => {
    expect(licenceInText('Giấy phép số 215/LĐTBXH-GP cấp năm 2022')).toBe('215/LĐTBXH-GP');
    expect(check('Tuyển đi Nhật, giấy phép 215/LĐTBXH-GP, văn phòng Hà Nội').company?.id).toBe(1);
    const other = check('Công ty TNHH Bình Minh Xanh, giấy phép 215/LĐTBXH-GP, văn phòng Hà Nội');
    expect(other.flags[0]?.detail).toBe(
      'Số giấy phép 215/LĐTBXH-GP là của Công ty Cổ phần Nhân lực Quốc tế Sao Mai, không phải của "Bình Minh Xanh".',
    );
    expect(other.verdict).toBe('danger');
    expect(codes('Tuyển đi Nhật, giấy phép 777/LĐTBXH-GP, văn phòng Hà Nội')).toEqual(['no_licence']);
  });

  it('a revoked licence says so and means do not pay', () => {
    const r = check('Tuyển đi Đức', { company: 'Đại Dương' });
    expect(r.company).toMatchObject({ id: 4, licence: 'revoked' });
    expect(r.flags[0]?.detail).toContain('giấy phép đã bị ViệcXa thu hồi xác minh');
    expect(r.verdict).toBe('danger');
  });
});
