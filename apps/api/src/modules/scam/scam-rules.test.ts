import type { CostItem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { firedRules, type ScamFacts } from './scam-rules.ts';

const TODAY = '2026-11-27';

/** A lawful order: cost sheet paid after the contract, a company with its own contacts, flight in 4 months. */
function lawful(
  over: { job?: Partial<ScamFacts['job']>; company?: Partial<ScamFacts['company']> } = {},
): ScamFacts {
  return {
    job: {
      kind: 'labor_export',
      nationCode: 'JP',
      title: 'Đơn hàng đóng gói thực phẩm tại Aichi',
      description:
        '<p>Đóng gói cơm hộp. Học tiếng Nhật 4 tháng tại trung tâm. Không đặt cọc, chỉ thu tiền sau khi ký hợp đồng vào tài khoản công ty.</p>',
      requirements: null,
      benefits: null,
      expectedFlightDate: '2027-03-30',
      salaryMinVnd: 30_000_000,
      ...over.job,
    },
    company: {
      contactPhone: '0912345678',
      contactEmail: 'tuyendung@congty.vn',
      addressDetail: '12 Trần Duy Hưng',
      ...over.company,
    },
    costItems: [
      {
        category: 'service_fee',
        amount: 90_000_000,
        currency: 'VND',
        paid_when: 'after_contract',
        refundable: false,
        note: null,
      },
    ],
    today: TODAY,
    nationMedianVnd: 32_000_000,
  };
}

const deposit: CostItem = {
  category: 'deposit',
  amount: 50_000_000,
  currency: 'VND',
  paid_when: 'before_training',
  refundable: true,
  note: null,
};

describe('scam rules (ADR 0032): each fires on a crafted offer and not on a lawful one', () => {
  it('a lawful order trips no rule', () => {
    expect(firedRules(lawful())).toEqual([]);
  });

  it('deposit before the contract: on the cost sheet or in the text, not when denied', () => {
    expect(firedRules({ ...lawful(), costItems: [deposit] })).toEqual(['deposit_before_contract']);
    expect(
      firedRules(lawful({ job: { description: '<p>Học tiếng Nhật. Đặt cọc 50 triệu để giữ chỗ.</p>' } })),
    ).toEqual(['deposit_before_contract']);
    // A deposit due after the contract is lawful.
    expect(firedRules({ ...lawful(), costItems: [{ ...deposit, paid_when: 'after_contract' }] })).toEqual([]);
  });

  it('payment to a personal account: said outright, or a bank with an account number', () => {
    expect(firedRules(lawful({ job: { benefits: '<p>Phí chuyển khoản cá nhân cho chị Hoa</p>' } }))).toEqual([
      'personal_account',
    ]);
    expect(firedRules(lawful({ job: { benefits: '<p>STK Vietcombank 0071 0012 34567</p>' } }))).toEqual([
      'personal_account',
    ]);
    expect(firedRules(lawful({ job: { benefits: '<p>Thanh toán qua ngân hàng theo hóa đơn</p>' } }))).toEqual(
      [],
    );
  });

  it('contact only through chat apps: only when the company gives no phone, email or address', () => {
    const chat = { job: { requirements: '<p>Liên hệ Zalo để được tư vấn</p>' } };
    expect(
      firedRules(lawful({ ...chat, company: { contactPhone: null, contactEmail: null, addressDetail: '' } })),
    ).toEqual(['chat_only']);
    expect(firedRules(lawful(chat))).toEqual([]);
  });

  it('departure in under a month with no language training', () => {
    const quick = { expectedFlightDate: '2026-12-10', description: '<p>Bay ngay, không cần học.</p>' };
    expect(firedRules(lawful({ job: quick }))).toEqual(['quick_departure']);
    // "No need to learn the language" is no training.
    expect(
      firedRules(lawful({ job: { ...quick, title: 'Bay ngay sau 3 tuần, không cần học tiếng' } })),
    ).toEqual(['quick_departure']);
    // With a language course on the sheet, or in six weeks: no.
    expect(
      firedRules({
        ...lawful({ job: quick }),
        costItems: [{ ...deposit, category: 'language', paid_when: 'after_contract' }],
      }),
    ).toEqual([]);
    expect(firedRules(lawful({ job: { ...quick, expectedFlightDate: '2027-01-15' } }))).toEqual([]);
  });

  it('salary far above the nation’s median (×2), and silent without a median', () => {
    expect(firedRules(lawful({ job: { salaryMinVnd: 64_000_000 } }))).toEqual(['salary_too_high']);
    expect(firedRules(lawful({ job: { salaryMinVnd: 60_000_000 } }))).toEqual([]);
    expect(firedRules({ ...lawful({ job: { salaryMinVnd: 90_000_000 } }), nationMedianVnd: null })).toEqual(
      [],
    );
  });

  it('a Korea EPS order from a private agency; other Korean orders and EPS words elsewhere do not fire', () => {
    expect(
      firedRules(lawful({ job: { nationCode: 'KR', title: 'Đơn hàng EPS sản xuất tại Hàn Quốc' } })),
    ).toEqual(['eps_private']);
    expect(firedRules(lawful({ job: { nationCode: 'KR', title: 'Kỹ sư cơ khí visa E-7' } }))).toEqual([]);
    expect(
      firedRules(lawful({ job: { title: 'Đơn hàng EPS', kind: 'study_abroad', nationCode: 'KR' } })),
    ).toEqual([]);
  });
});
