import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+84912')).toBe("'+84912");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers are ours, not a visitor's text.
    expect(csvCell(-1)).toBe('-1');
  });

  it('starts with a BOM and ends rows with CRLF, Vietnamese kept as is', () => {
    expect(toCsv(['Email', 'Trạng thái'], [['a@b.vn', 'Đã xác nhận']])).toBe(
      `${CSV_BOM}Email,Trạng thái\r\na@b.vn,Đã xác nhận\r\n`,
    );
  });
});
