/**
 * What the offer check's unit tests share (offer-check.test.ts, offer-chat.test.ts): four companies
 * like the demo's, stored rates and medians, the issue's example and a lawful offer. Not a test file.
 */
import { foldVietnamese } from '@app/contract';
import { evaluateOffer, type OfferFacts } from './offer-check.ts';
import type { KnownCompany } from './offer-company.ts';

export const COMPANIES: KnownCompany[] = [
  {
    id: 1,
    name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
    abbreviation: 'SAO MAI HR',
    licenceNumber: '215/LĐTBXH-GP',
    licenceState: 'verified',
    licenceExpiresOn: null,
  },
  {
    id: 2,
    name: 'Công ty TNHH Nhân lực Quốc tế Sao Mại',
    abbreviation: 'SAO MẠI',
    licenceNumber: '999/LĐTBXH-GP',
    licenceState: 'pending',
    licenceExpiresOn: null,
  },
  {
    id: 3,
    name: 'Công ty TNHH Giáo dục và Nhân lực Hàn Việt',
    abbreviation: 'HÀN VIỆT EDU',
    licenceNumber: '301/LĐTBXH-GP',
    licenceState: 'verified',
    licenceExpiresOn: '2026-01-31',
  },
  {
    id: 4,
    name: 'Công ty Cổ phần Hợp tác Lao động Đại Dương',
    abbreviation: 'ĐẠI DƯƠNG LABOUR',
    licenceNumber: '128/LĐTBXH-GP',
    licenceState: 'revoked',
    licenceExpiresOn: null,
  },
];

export const FACTS: Omit<OfferFacts, 'text'> = {
  today: '2026-11-29',
  rates: { JPY: 170, USD: 25_000, KRW: 18, TWD: 780, EUR: 27_000 },
  nationMedians: { JP: 30_000_000, KR: 40_000_000 },
  companies: COMPANIES,
};

export const check = (text: string, extra: Partial<OfferFacts> = {}) =>
  evaluateOffer({ ...FACTS, text, ...extra });
export const codes = (text: string, extra: Partial<OfferFacts> = {}) =>
  check(text, extra).flags.map((f) => f.code);
/** The same text typed without accents, as many candidates type on phones. */
export const bare = (text: string) => foldVietnamese(text);

export const ISSUE_EXAMPLE =
  'Có công ty bảo tôi nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần. Có nên nộp không?';
export const LAWFUL =
  'Đơn hàng thực tập sinh chế biến thực phẩm đi Nhật Bản, lương 180.000 yên/tháng, hợp đồng 3 năm. Học tiếng 6 tháng tại trung tâm đào tạo, phỏng vấn trực tiếp với xí nghiệp. Không thu tiền cọc, không đặt cọc hay giữ chỗ; phí dịch vụ 500.000 yên thu sau khi ký hợp đồng, chuyển vào tài khoản công ty, có hóa đơn. Địa chỉ văn phòng: 18 Tam Trinh, Hà Nội.';
