import { z } from 'zod';
import {
  lengthBetweenMessage,
  lowercaseLetterMessage,
  maxLengthMessage,
  minLengthMessage,
  RuleMessage,
  requiredMessage,
} from './messages.ts';
import { charCount, type StringCheck, stringRule } from './rules.ts';

export const USERNAME_MIN = 8;

/** The single email pattern of the app (zod's practical email regex). */
export const EMAIL_PATTERN: RegExp = z.regexes.email;
/** Letters of any script, including Vietnamese diacritics (precomposed or combining), and spaces. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
export const ID_CARD_PATTERN = /^[0-9]{9,12}$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPersonName = (value: string): boolean => PERSON_NAME_PATTERN.test(value);
export const isIdCardNumber = (value: string): boolean => ID_CARD_PATTERN.test(value);

/** http(s) URL that `new URL` accepts. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * For `z.preprocess` of an optional field: a value a person left blank (empty, only spaces, or null)
 * is "not given". Spaces count as blank so that a field of spaces cannot pass the optional rules
 * as '' and reach the database (a date column refused '' with a 500; fuzz seed 1879382145).
 */
export const blankToUndefined = (v: unknown): unknown =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A trimmed string without further rules: the base for optional text fields. */
export function trimmedString() {
  return z.string().trim();
}

/**
 * required: trimmed string that must not be empty; `${label} không được để trống.`.
 * Missing/null input (API bodies) gives the same message; other wrong types keep zod's message.
 */
export function requiredString(label: string) {
  const message = requiredMessage(label);
  return z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .trim()
    .check(z.refine((value) => value !== '', { error: message, params: { rule: 'required' } }));
}

/**
 * required-custom: required, and must contain a lowercase letter (any script, so 'đ' counts).
 * The spec names no message for the lowercase part; ours is `${label} phải chứa ít nhất một chữ cái thường.`.
 */
export function requiredCustom(label: string) {
  return requiredString(label).check(
    stringRule('required_custom', (value) => /\p{Ll}/u.test(value), lowercaseLetterMessage(label)),
  );
}

/** required-object: the object (or record) has at least one key. */
export function requiredObject<T extends object = object>(label: string): z.core.$ZodCheck<T> {
  return z.refine<T>((value) => Object.keys(value).length > 0, {
    error: requiredMessage(label),
    params: { rule: 'required_object' },
  });
}

/** min: at least `n` characters; message verbatim from the spec ("lớn hơn n ký tự"). */
export function minLength(n: number): StringCheck {
  return stringRule('min', (value) => charCount(value) >= n, minLengthMessage(n));
}

/** max: at most `n` characters; message verbatim from the spec ("nhỏ hơn n ký tự"). */
export function maxLength(n: number): StringCheck {
  return stringRule('max', (value) => charCount(value) <= n, maxLengthMessage(n));
}

/** between: `min` to `max` characters inclusive. */
export function lengthBetween(min: number, max: number): StringCheck {
  return stringRule(
    'between',
    (value) => charCount(value) >= min && charCount(value) <= max,
    lengthBetweenMessage(min, max),
  );
}

export const email = (): StringCheck => stringRule('email', isEmail, RuleMessage.email);

/** username: at least 8 characters. */
export const username = (): StringCheck =>
  stringRule('username', (value) => charCount(value) >= USERNAME_MIN, RuleMessage.username);

/** Characters a username may hold: ASCII letters, digits, '.', '_' and '-' (never '@' or spaces). */
export const USERNAME_CHARS_PATTERN = /^[A-Za-z0-9._-]+$/;

/** username characters (ours): keeps usernames apart from emails, since login accepts either. */
export const usernameChars = (): StringCheck =>
  stringRule('username_chars', (value) => USERNAME_CHARS_PATTERN.test(value), RuleMessage.usernameChars);

/** Helper rule: a person's name has no digits or symbols. */
export const personName = (): StringCheck => stringRule('name', isPersonName, RuleMessage.personName);

/** Helper rule: CMND/CCCD number, 9 to 12 digits. */
export const idCard = (): StringCheck => stringRule('id_card', isIdCardNumber, RuleMessage.idCard);

/** url: parses with `new URL` and is http or https. */
export const url = (): StringCheck => stringRule('url', isHttpUrl, RuleMessage.url);

/**
 * Where a request part (params, query, a JSON, urlencoded or multipart body) holds a NUL character
 * (U+0000), in a value or a key: PostgreSQL refuses it in text and JSON, so it must be a 422, never
 * reach the database. Walks objects and arrays (not Buffers, i.e. file contents), without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function nulCharacterPaths(value: unknown): PropertyKey[][] {
  // A path is a chain of (parent, key) links, spelled out only for a hit: no copying per level.
  type Link = { up: Link; key: PropertyKey } | null;
  const spell = (link: Link): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let l = link; l; l = l.up) path.push(l.key);
    return path.reverse();
  };
  const found: PropertyKey[][] = [];
  const stack: [unknown, Link][] = [[value, null]];
  while (stack.length > 0) {
    const [v, link] = stack.pop() as [unknown, Link];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(spell(link));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { up: link, key: i }]);
    } else if (isPlainObject(v)) {
      for (const [key, item] of Object.entries(v).reverse()) {
        if (key.includes('\u0000')) found.push(spell({ up: link, key }));
        else stack.push([item, { up: link, key }]);
      }
    }
  }
  return found;
}

/** Objects whose own keys are data: parsed JSON, query strings (null-prototype), not file bytes. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !ArrayBuffer.isView(v) &&
    !(v instanceof ArrayBuffer) &&
    !(v instanceof Date)
  );
}
