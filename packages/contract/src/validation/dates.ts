import { RuleMessage } from './messages.ts';
import { type ClockOptions, type StringCheck, stringRule, systemNow } from './rules.ts';

/*
 * Dates travel as 'YYYY-MM-DD' strings, months as 'MM/YYYY'. "Today" is the calendar day in Vietnam
 * (Asia/Ho_Chi_Minh, UTC+7 all year, no DST), whatever the time zone of the server or browser.
 * The `is…(value, now)` functions take the clock explicitly; the zod checks read `new Date()` at
 * parse time unless given `{ now }`.
 * Comparison predicates return false for a value that is not a valid date, so they are safe on their
 * own; combined with `date()` an invalid date therefore reports both messages.
 */

export const ADULT_AGE = 18;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const YEAR_MONTH_PATTERN = /^(0[1-9]|1[0-2])\/([0-9]{4})$/;

/** Today's date in Vietnam as 'YYYY-MM-DD'. */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'YYYY-MM-DD' naming a real calendar day (2024-02-29 yes, 2023-02-29 no). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const isTodayOrFuture = (value: string, now: Date = new Date()): boolean =>
  isValidDate(value) && value >= todayInVietnam(now);
export const isAfterToday = (value: string, now: Date = new Date()): boolean =>
  isValidDate(value) && value > todayInVietnam(now);
export const isBeforeToday = (value: string, now: Date = new Date()): boolean =>
  isValidDate(value) && value < todayInVietnam(now);
export const isTodayOrPast = (value: string, now: Date = new Date()): boolean =>
  isValidDate(value) && value <= todayInVietnam(now);

/** 'MM/YYYY' with a month from 01 to 12. */
export const isYearMonth = (value: string): boolean => YEAR_MONTH_PATTERN.test(value);

/** 'MM/YYYY' that is the current Vietnam month or later. */
export function isNotPastMonth(value: string, now: Date = new Date()): boolean {
  const match = YEAR_MONTH_PATTERN.exec(value);
  if (!match) return false;
  const today = todayInVietnam(now);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return Number(match[2]) * 12 + Number(match[1]) >= current;
}

/** Birthday ('YYYY-MM-DD') of someone 18 or older, by year only: currentYear − birthYear ≥ 18. */
export function isAdult(birthday: string, now: Date = new Date()): boolean {
  if (!isValidDate(birthday)) return false;
  return Number(todayInVietnam(now).slice(0, 4)) - Number(birthday.slice(0, 4)) >= ADULT_AGE;
}

/** before_departure: the deadline is strictly before the planned flight date (both 'YYYY-MM-DD'). */
export const isBeforeDeparture = (deadline: string, flightDate: string): boolean =>
  isValidDate(deadline) && isValidDate(flightDate) && deadline < flightDate;

/** date: 'YYYY-MM-DD' and a real day; '' allowed. */
export const date = (): StringCheck => stringRule('date', isValidDate, RuleMessage.date);

export const todayOrFuture = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('today_or_future', (value) => isTodayOrFuture(value, now()), RuleMessage.todayOrFuture);

export const afterToday = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('after_today', (value) => isAfterToday(value, now()), RuleMessage.afterToday);

export const beforeToday = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('before_today', (value) => isBeforeToday(value, now()), RuleMessage.beforeToday);

/** today_or_past (ours): a day already reached in Vietnam, e.g. when a fact was last checked. */
export const todayOrPast = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('today_or_past', (value) => isTodayOrPast(value, now()), RuleMessage.todayOrPast);

/** year_month_format: 'MM/YYYY', month 01–12. */
export const yearMonth = (): StringCheck =>
  stringRule('year_month_format', isYearMonth, RuleMessage.yearMonth);

export const notPastMonth = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('not_past_month', (value) => isNotPastMonth(value, now()), RuleMessage.notPastMonth);

/** Helper rule: birthday of someone 18 or older (by year). */
export const adultBirthday = ({ now = systemNow }: ClockOptions = {}): StringCheck =>
  stringRule('adult', (value) => isAdult(value, now()), RuleMessage.adult);
