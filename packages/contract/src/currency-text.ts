/**
 * The currency converter's currencies, rules and texts (spec §2, §4, §5, §8, §9), zod-free so
 * the converter's browser code can use them.
 */

import { WHOLE_UNIT_CURRENCIES } from './money.ts';

export interface ConverterCurrency {
  code: string;
  name: string;
}

/**
 * The 49 currencies offered (spec §3, §9), VND first (the default source). Names are a snapshot of
 * `Intl.DisplayNames(['vi'], { type: 'currency' })` (Node 24's ICU), a few spellings corrected;
 * codes are ones both rate providers publish (ADR 0028).
 */
export const CONVERTER_CURRENCIES: readonly ConverterCurrency[] = [
  { code: 'VND', name: 'Đồng Việt Nam' },
  { code: 'USD', name: 'Đô la Mỹ' },
  { code: 'EUR', name: 'Euro' },
  { code: 'JPY', name: 'Yên Nhật' },
  { code: 'KRW', name: 'Won Hàn Quốc' },
  { code: 'CNY', name: 'Nhân dân tệ' },
  { code: 'TWD', name: 'Đô la Đài Loan mới' },
  { code: 'HKD', name: 'Đô la Hồng Kông' },
  { code: 'SGD', name: 'Đô la Singapore' },
  { code: 'MYR', name: 'Ringgit Malaysia' },
  { code: 'THB', name: 'Bạt Thái Lan' },
  { code: 'IDR', name: 'Rupiah Indonesia' },
  { code: 'PHP', name: 'Peso Philippines' },
  { code: 'KHR', name: 'Riel Campuchia' },
  { code: 'LAK', name: 'Kíp Lào' },
  { code: 'MMK', name: 'Kyat Myanmar' },
  { code: 'BND', name: 'Đô la Brunei' },
  { code: 'INR', name: 'Rupee Ấn Độ' },
  { code: 'AUD', name: 'Đô la Úc' },
  { code: 'NZD', name: 'Đô la New Zealand' },
  { code: 'CAD', name: 'Đô la Canada' },
  { code: 'GBP', name: 'Bảng Anh' },
  { code: 'CHF', name: 'Franc Thụy Sĩ' },
  { code: 'SEK', name: 'Krona Thụy Điển' },
  { code: 'NOK', name: 'Krone Na Uy' },
  { code: 'DKK', name: 'Krone Đan Mạch' },
  { code: 'PLN', name: 'Zloty Ba Lan' },
  { code: 'CZK', name: 'Koruna Séc' },
  { code: 'HUF', name: 'Forint Hungary' },
  { code: 'RON', name: 'Leu Romania' },
  { code: 'BGN', name: 'Lev Bulgaria' },
  { code: 'RUB', name: 'Rúp Nga' },
  { code: 'TRY', name: 'Lia Thổ Nhĩ Kỳ' },
  { code: 'AED', name: 'Dirham UAE' },
  { code: 'SAR', name: 'Riyal Ả Rập Xê-út' },
  { code: 'QAR', name: 'Rial Qatar' },
  { code: 'KWD', name: 'Dinar Kuwait' },
  { code: 'ILS', name: 'Sheqel Israel mới' },
  { code: 'ZAR', name: 'Rand Nam Phi' },
  { code: 'BRL', name: 'Real Brazil' },
  { code: 'MXN', name: 'Peso Mexico' },
  { code: 'CLP', name: 'Peso Chile' },
  { code: 'ARS', name: 'Peso Argentina' },
  { code: 'EGP', name: 'Bảng Ai Cập' },
  { code: 'PKR', name: 'Rupee Pakistan' },
  { code: 'BDT', name: 'Taka Bangladesh' },
  { code: 'LKR', name: 'Rupee Sri Lanka' },
  { code: 'NPR', name: 'Rupee Nepal' },
  { code: 'MOP', name: 'Pataca Ma Cao' },
];

export const CONVERTER_CURRENCY_CODES: readonly string[] = /* @__PURE__ */ CONVERTER_CURRENCIES.map(
  (c) => c.code,
);
export const DEFAULT_SOURCE_CURRENCY = 'VND';

export const currencyDigits = (code: string): number => (WHOLE_UNIT_CURRENCIES.has(code) ? 0 : 2);
/** Spec §9: a rate is shown to 6 decimals, a result to 2. */
export const RATE_DECIMALS = 6;
export const RESULT_DECIMALS = 2;
/** The longest amount typed (15 digits stays exact in a JavaScript number). */
export const CONVERTER_AMOUNT_MAX_DIGITS = 15;

/** Where a conversion's rate comes from: the providers now, or the last rates stored (ADR 0028). */
export const CONVERSION_SOURCES = ['live', 'stored'] as const;
export type ConversionSource = (typeof CONVERSION_SOURCES)[number];

export const CurrencyLabel = { amount: 'Số tiền', from: 'Từ loại tiền', to: 'Sang loại tiền' } as const;

/** The converter's field messages (spec §5: digits only, both currencies chosen and different). */
export const CurrencyMessage = {
  amountDigits: 'Số tiền chỉ được nhập chữ số.',
  amountTooLong: `Số tiền tối đa ${CONVERTER_AMOUNT_MAX_DIGITS} chữ số.`,
  fromRequired: 'Vui lòng chọn loại tiền cần đổi.',
  toRequired: 'Vui lòng chọn loại tiền muốn đổi sang.',
  unknown: 'Loại tiền này chưa được hỗ trợ.',
  same: 'Hai loại tiền phải khác nhau.',
} as const;

/** Spec §5: an empty amount converts 1. */
export const amountToConvert = (raw: string): number => (raw.trim() === '' ? 1 : Number(raw.trim()));

/** `1.000.000` (digits grouped vi-VN) with up to `decimals` decimals. */
export function formatAmount(n: number, decimals: number): string {
  return new Intl.NumberFormat('vi-VN', { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(
    n,
  );
}
