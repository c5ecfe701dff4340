import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  email,
  idCard,
  isEmail,
  isHttpUrl,
  isIdCardNumber,
  isPersonName,
  lengthBetween,
  maxLength,
  minLength,
  nulCharacterPaths,
  personName,
  requiredCustom,
  requiredObject,
  requiredString,
  trimmedString,
  url,
  username,
  usernameChars,
} from './strings.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('required', () => {
  const schema = requiredString('Email');
  it('trims and rejects empty or blank values with the label', () => {
    expect(schema.parse('  a@b.vn ')).toBe('a@b.vn');
    expect(messages(schema, '')).toEqual(['Email không được để trống.']);
    expect(messages(schema, '   ')).toEqual(['Email không được để trống.']);
  });
  it('gives the same message when the value is missing or null', () => {
    expect(messages(schema, undefined)).toEqual(['Email không được để trống.']);
    expect(messages(schema, null)).toEqual(['Email không được để trống.']);
    expect(messages(z.object({ email: schema }), {})).toEqual(['Email không được để trống.']);
  });
  it('required-custom needs a lowercase letter', () => {
    const custom = requiredCustom('Tên công ty');
    expect(messages(custom, 'Công ty ABC')).toEqual([]);
    expect(messages(custom, 'đ')).toEqual([]);
    expect(messages(custom, 'ABC 123')).toEqual(['Tên công ty phải chứa ít nhất một chữ cái thường.']);
    expect(messages(custom, ' ')).toEqual(['Tên công ty không được để trống.']);
  });
  it('required-object needs at least one key', () => {
    const schema = z.record(z.string(), z.string()).check(requiredObject('Kỹ năng'));
    expect(messages(schema, { a: 'b' })).toEqual([]);
    expect(messages(schema, {})).toEqual(['Kỹ năng không được để trống.']);
  });
});

describe('min / max / between', () => {
  it('min n: n characters pass, n - 1 fail, message verbatim', () => {
    const schema = z.string().check(minLength(3));
    expect(messages(schema, 'abc')).toEqual([]);
    expect(messages(schema, 'ab')).toEqual(['Dữ liệu nhập vào lớn hơn 3 ký tự.']);
  });
  it('max n: n characters pass, n + 1 fail, message verbatim', () => {
    const schema = z.string().check(maxLength(3));
    expect(messages(schema, 'abc')).toEqual([]);
    expect(messages(schema, 'abcd')).toEqual(['Dữ liệu nhập vào nhỏ hơn 3 ký tự.']);
  });
  it('between names both bounds', () => {
    const schema = z.string().check(lengthBetween(2, 4));
    expect(messages(schema, 'ab')).toEqual([]);
    expect(messages(schema, 'abcd')).toEqual([]);
    expect(messages(schema, 'a')).toEqual(['Dữ liệu nhập vào phải từ 2 đến 4 ký tự.']);
    expect(messages(schema, 'abcde')).toEqual(['Dữ liệu nhập vào phải từ 2 đến 4 ký tự.']);
  });
  it('counts Vietnamese letters once, precomposed or not', () => {
    const schema = z.string().check(maxLength(3));
    expect(messages(schema, 'Đức')).toEqual([]);
    expect(messages(schema, 'Đức'.normalize('NFD'))).toEqual([]);
  });
  it('leaves the empty string to required and reports every failing rule', () => {
    expect(messages(z.string().check(minLength(3)), '')).toEqual([]);
    const schema = requiredString('Tên').check(minLength(3));
    expect(messages(schema, '')).toEqual(['Tên không được để trống.']);
    const both = z.string().check(minLength(5), email());
    expect(messages(both, 'ab')).toEqual(['Dữ liệu nhập vào lớn hơn 5 ký tự.', 'Email không đúng định dạng']);
  });
});

describe('email', () => {
  const schema = trimmedString().check(email());
  it('accepts addresses and rejects malformed ones', () => {
    expect(messages(schema, 'nguyen.van.a+job@mail.com.vn')).toEqual([]);
    expect(messages(schema, ' a@b.vn ')).toEqual([]);
    for (const bad of ['a@b', 'ab.vn', 'a b@c.vn', 'a@@b.vn']) {
      expect(messages(schema, bad)).toEqual(['Email không đúng định dạng']);
    }
    expect(isEmail('x@y.com')).toBe(true);
  });
});

describe('username', () => {
  it('needs at least 8 characters', () => {
    const schema = z.string().check(username());
    expect(messages(schema, 'abcdefgh')).toEqual([]);
    expect(messages(schema, 'abcdefg')).toEqual(['Tên đăng nhập phải có ít nhất 8 ký tự']);
  });
  it('holds only ASCII letters, digits, dot, underscore and hyphen', () => {
    const chars = z.string().check(usernameChars());
    for (const ok of ['lan.saomai', 'Nguyen_Van-An2', '']) expect(messages(chars, ok)).toEqual([]);
    for (const bad of ['ai@viecxa.vn', 'nguyen van an', 'nguyễnvănan']) {
      expect(messages(chars, bad)).toEqual([
        'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -',
      ]);
    }
  });
});

describe('person name', () => {
  const schema = z.string().check(personName());
  it('accepts Vietnamese names with diacritics and spaces', () => {
    for (const name of ['Nguyễn Thị Ánh', 'Đặng Văn Đức', 'Lê Ngọc Hân'.normalize('NFD')]) {
      expect(messages(schema, name)).toEqual([]);
    }
  });
  it('rejects digits and symbols', () => {
    for (const name of ['Nguyễn Văn A1', 'Trần_Thị', 'Lê@Hoa', 'Phạm-Minh']) {
      expect(messages(schema, name)).toEqual(['Họ tên không được chứa số hoặc ký tự đặc biệt']);
    }
    expect(isPersonName('An 2')).toBe(false);
  });
});

describe('ID card', () => {
  const schema = z.string().check(idCard());
  it('takes 9 to 12 digits', () => {
    expect(messages(schema, '12345678')).toEqual(['Số CMND/CCCD phải gồm 9 đến 12 chữ số']);
    expect(messages(schema, '123456789')).toEqual([]);
    expect(messages(schema, '123456789012')).toEqual([]);
    expect(messages(schema, '1234567890123')).toEqual(['Số CMND/CCCD phải gồm 9 đến 12 chữ số']);
    expect(messages(schema, '12345678a')).toEqual(['Số CMND/CCCD phải gồm 9 đến 12 chữ số']);
    expect(isIdCardNumber('001203004567')).toBe(true);
  });
});

describe('url', () => {
  const schema = z.string().check(url());
  it('must parse and be http(s)', () => {
    expect(messages(schema, 'https://vieclam.vn/viec-lam?id=1')).toEqual([]);
    expect(messages(schema, 'http://localhost:3000')).toEqual([]);
    for (const bad of ['vieclam.vn', 'not a url', 'javascript:alert(1)', 'ftp://host/file']) {
      expect(messages(schema, bad)).toEqual(['Đường dẫn không hợp lệ']);
    }
    expect(isHttpUrl('https://a.vn')).toBe(true);
  });
});

describe('nulCharacterPaths', () => {
  it('finds NUL in values and keys at any depth, in order', () => {
    const body = {
      title: 'a\u0000b',
      ok: 'Điện tử',
      items: [{ name: 'x' }, { name: '\u0000' }],
      tags: ['a', 'b\u0000'],
      nested: { 'k\u0000': 1, deep: [[['\u0000']]] },
      n: 1,
      none: null,
    };
    expect(nulCharacterPaths(body)).toEqual([
      ['title'],
      ['items', 1, 'name'],
      ['tags', 1],
      ['nested', 'k\u0000'],
      ['nested', 'deep', 0, 0, 0],
    ]);
    expect(nulCharacterPaths('\u0000')).toEqual([[]]);
    expect(nulCharacterPaths({ clean: 'Nguyễn Văn A', list: [1, 'x'] })).toEqual([]);
    expect(nulCharacterPaths(Object.assign(Object.create(null), { q: 'a\u0000' }))).toEqual([['q']]);
    // Query-string parsers build objects with a prototype of their own.
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, unknown>)();
    query.search = 'x\u0000';
    expect(nulCharacterPaths(query)).toEqual([['search']]);
  });

  it('skips file contents and survives very deep nesting', () => {
    const file = { name: 'cv.pdf', data: Buffer.from([0, 0, 0]) };
    expect(nulCharacterPaths({ cv: file })).toEqual([]);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
  });
});
