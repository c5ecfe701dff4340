import { describe, expect, it } from 'vitest';
import {
  amountToConvert,
  CONVERTER_CURRENCIES,
  CONVERTER_CURRENCY_CODES,
  currencyDigits,
  formatAmount,
} from './currency-text.ts';

describe('converter currencies (spec §3, §9)', () => {
  it('offers 49 distinct ISO codes with Vietnamese names, VND first', () => {
    expect(CONVERTER_CURRENCIES).toHaveLength(49);
    expect(new Set(CONVERTER_CURRENCY_CODES).size).toBe(49);
    expect(CONVERTER_CURRENCIES[0]).toEqual({ code: 'VND', name: 'Đồng Việt Nam' });
    for (const c of CONVERTER_CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name.normalize('NFC')).toBe(c.name);
    }
  });

  it('shows the whole-unit list without decimals, others with 2; empty amount is 1', () => {
    for (const code of ['VND', 'JPY', 'KRW', 'IDR', 'CLP', 'KHR', 'MMK', 'HUF', 'CZK'])
      expect(currencyDigits(code), code).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(CONVERTER_CURRENCY_CODES.filter((c) => currencyDigits(c) === 0)).toHaveLength(9);
    expect(formatAmount(171_500_000, 0)).toBe('171.500.000');
    expect(formatAmount(0.005831, 6)).toBe('0,005831');
    expect(amountToConvert('')).toBe(1);
    expect(amountToConvert('  ')).toBe(1);
    expect(amountToConvert('1000000')).toBe(1_000_000);
  });
});
