import { RuleMessage } from './messages.ts';
import { type StringCheck, stringRule } from './rules.ts';

/** phone: 0, then 3, 5, 7, 8 or 9, then 8–9 digits (10 or 11 digits in all). */
export const PHONE_PATTERN = /^0[35789][0-9]{8,9}$/;
/** phone-custom: 0, then 7, 8 or 9, then 0, then 6–10 digits. */
export const PHONE_CUSTOM_PATTERN = /^0[789]0[0-9]{6,10}$/;
/** phone-number: exactly 10 digits. */
export const PHONE_NUMBER_PATTERN = /^[0-9]{10}$/;
/** phone-11: 10 or 11 digits. */
export const PHONE_11_PATTERN = /^[0-9]{10,11}$/;

/** Helper "Vietnamese phone pattern": the same rule as `phone` (kept once). */
export const isVietnamesePhone = (value: string): boolean => PHONE_PATTERN.test(value);

export const phone = (): StringCheck => stringRule('phone', isVietnamesePhone, RuleMessage.phone);
export const phoneCustom = (): StringCheck =>
  stringRule('phone_custom', (value) => PHONE_CUSTOM_PATTERN.test(value), RuleMessage.phoneCustom);
export const phoneNumber = (): StringCheck =>
  stringRule('phone_number', (value) => PHONE_NUMBER_PATTERN.test(value), RuleMessage.phoneNumber);
export const phone11 = (): StringCheck =>
  stringRule('phone_11', (value) => PHONE_11_PATTERN.test(value), RuleMessage.phone11);
