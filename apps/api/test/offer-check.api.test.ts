import { maxLengthMessage, OFFER_TEXT_MAX, requiredMessage, SCAM_REPORT_PATH } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

/**
 * Issue 30 item 3: POST /offer-check runs the scam and fee rules on an offer a candidate pastes or
 * describes (engine: src/modules/offer-check/offer-check.test.ts). On the seeded demo: Sao Mai's
 * verified licence, Sao Mại's pending one (the look-alike of ADR 0030), the stored rates.
 */

const ISSUE_EXAMPLE =
  'Có công ty bảo tôi nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần. Có nên nộp không?';
const LAWFUL =
  'Đơn hàng thực tập sinh chế biến thực phẩm đi Nhật Bản, lương 180.000 yên/tháng, hợp đồng 3 năm. Học tiếng 6 tháng tại trung tâm của công ty, phỏng vấn trực tiếp với xí nghiệp. Không thu tiền cọc; phí dịch vụ thu sau khi ký hợp đồng, chuyển vào tài khoản công ty, có hóa đơn.';

describe('POST /offer-check', () => {
  const t = useTestApp({ OFFER_CHECK_RATE_LIMIT_MAX: '3' });
  let n = 0;
  /** Each call from its own address unless told, so the limit of 3 only bites where tested. */
  const check = (payload: unknown, opts: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/offer-check',
      payload: payload as object,
      remoteAddress: opts.ip ?? `10.30.0.${++n}`,
      headers: opts.token ? bearer(opts.token) : {},
    });
  const companyNamed = async (name: string) => {
    const [c] = await t.database.db.select().from(companies).where(eq(companies.name, name));
    if (!c) throw new Error(`no company ${name}`);
    return c;
  };

  it("flags the issue's example: deposit before the contract and a departure in two weeks, with the law", async () => {
    const res = await check({ text: ISSUE_EXAMPLE });
    expect(res.statusCode, res.body).toBe(200);
    const r = json(res).data;
    expect(r.verdict).toBe('danger');
    expect(r.flags.map((f: { code: string }) => f.code)).toEqual([
      'deposit_before_contract',
      'quick_departure',
    ]);
    expect(r.flags[0].detail).toBe('Đơn hàng đòi đặt cọc 50.000.000 ₫ trước khi ký hợp đồng.');
    expect(r.flags[0].law).toContain('Luật số 69/2020/QH14');
    expect(r.flags[1].detail).toBe('Đơn hàng hứa bay sau 2 tuần, không cần học tiếng.');
    expect(r.company).toBeNull();
    expect(r.report_url).toBe('/lien-he');
    expect(r.advice[0]).toBe(
      'Không nộp bất kỳ khoản tiền nào trước khi ký hợp đồng đưa người lao động đi làm việc ở nước ngoài.',
    );
  });

  it('converts with the stored rates: a fee in "man" above the cap of the stated wage and contract', async () => {
    const res = await check({
      text: 'Đơn hàng đi Nhật, lương 18 man/tháng, hợp đồng 3 năm, phí dịch vụ 200 man yên nộp sau khi ký hợp đồng.',
    });
    const r = json(res).data;
    const fee = r.flags.find((f: { code: string }) => f.code === 'fee_over_cap');
    expect(fee.detail).toMatch(
      /^Phí dịch vụ 2\.000\.000 JPY \(≈ [\d.]+ ₫\) vượt mức trần: với lương 180\.000 JPY\/tháng, hợp đồng 36 tháng, tiền dịch vụ tối đa là 540\.000 JPY/,
    );
    expect(r.verdict).toBe('danger');
  });

  it('names the look-alike demo agency Sao Mại: licence not verified, close to the verified Sao Mai', async () => {
    const lookalike = await companyNamed('Công ty TNHH Nhân lực Quốc tế Sao Mại');
    const res = await check({
      text: 'Công ty Sao Mại tuyển 20 thực tập sinh đi Nhật Bản, lương 30 triệu một tháng, liên hệ văn phòng tại Hà Nội.',
    });
    const r = json(res).data;
    expect(r.company).toEqual({
      id: lookalike.id,
      name: 'Công ty TNHH Nhân lực Quốc tế Sao Mại',
      url: `/companies/${lookalike.id}`,
      licence: 'pending',
      licence_number: '999/LĐTBXH-GP',
    });
    expect(r.flags.map((f: { code: string }) => f.code)).toEqual(['unverified_licence', 'lookalike_company']);
    expect(r.flags[1].detail).toContain('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
    expect(r.verdict).toBe('danger');
    expect(r.report_url).toBe(`${SCAM_REPORT_PATH}?company=${lookalike.id}`);
  });

  it('finds a verified demo company by its licence number and flags nothing in a lawful offer', async () => {
    const saoMai = await companyNamed('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
    const res = await check({
      text: LAWFUL,
      company: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
      licence: '215/LĐTBXH-GP',
    });
    const r = json(res).data;
    expect(r).toMatchObject({
      verdict: 'no_flags',
      flags: [],
      company: { id: saoMai.id, licence: 'verified', licence_number: '215/LĐTBXH-GP' },
      report_url: `${SCAM_REPORT_PATH}?company=${saoMai.id}`,
    });
    expect(r.advice.length).toBeGreaterThanOrEqual(4);
  });

  it("says a named agency that is not on ViệcXa should be checked on DOLAB's list", async () => {
    const res = await check({
      text: 'Công ty TNHH Nhân lực Bình Minh Xanh tuyển lao động đi Đài Loan, lương 1.000 USD/tháng.',
    });
    const r = json(res).data;
    expect(r.flags.map((f: { code: string }) => f.code)).toEqual(['no_licence']);
    expect(r.flags[0].detail).toContain('dolab.gov.vn');
    expect(r.verdict).toBe('caution');
  });

  it("compares a promised wage with the median of the nation's published orders", async () => {
    const res = await check({
      text: 'Tuyển gấp đơn hàng đi Nhật Bản, lương 150 triệu/tháng, liên hệ văn phòng công ty.',
    });
    const r = json(res).data;
    expect(r.flags.map((f: { code: string }) => f.code)).toEqual(['salary_too_high']);
    expect(r.flags[0].detail).toMatch(
      /^Lương hứa khoảng 150\.000\.000 ₫\/tháng, gấp [\d,]+ lần mức giữa của các đơn hàng đi Nhật Bản/,
    );
  });

  it('is open to signed-in users as well as guests', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await check({ text: ISSUE_EXAMPLE }, { token });
    expect(res.statusCode).toBe(200);
  });

  it('names wrong fields with exact messages', async () => {
    const empty = await check({});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ text: [requiredMessage('Nội dung đơn hàng')] });
    const short = await check({ text: 'Cọc 50 triệu', company: 'x'.repeat(201), licence: 'y'.repeat(61) });
    expect(json(short).errors).toEqual({
      text: ['Dữ liệu nhập vào lớn hơn 20 ký tự.'],
      company: [maxLengthMessage(200)],
      licence: [maxLengthMessage(60)],
    });
    const long = await check({ text: 'a'.repeat(OFFER_TEXT_MAX + 1) });
    expect(json(long).errors).toEqual({ text: ['Dữ liệu nhập vào nhỏ hơn 5000 ký tự.'] });
  });

  it('is limited per address (429, 1108 with Retry-After), invalid forms not counted', async () => {
    const ip = '10.31.0.1';
    expect((await check({ text: 'ngắn' }, { ip })).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) expect((await check({ text: ISSUE_EXAMPLE }, { ip })).statusCode).toBe(200);
    const fourth = await check({ text: ISSUE_EXAMPLE }, { ip });
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).code).toBe(1108);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check({ text: ISSUE_EXAMPLE }, { ip: '10.31.0.2' })).statusCode).toBe(200);
  });
});
