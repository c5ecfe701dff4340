import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldedOptionsFilter, matchRank, rankGroupedOptions, rankOptions } from './option-filter.ts';
import { PICKERS_WITH_FILTER, theme } from './theme.ts';

const opt = (label: string) => ({ value: label, label });
const labels = (options: { label: string }[]) => options.map((o) => o.label);

const provinces = [
  'An Giang',
  'Bắc Ninh',
  'Đà Nẵng',
  'Hà Nội',
  'Hải Phòng',
  'Nghệ An',
  'Quảng Nam',
  'TP. Hồ Chí Minh',
].map(opt);
const nations = ['Hàn Quốc', 'Nhật Bản', 'Đức', 'Đài Loan', 'Ba Lan', 'Úc'].map(opt);
const skills = ['Tiếng Anh', 'Tiếng Nhật', 'Tiếng Hàn', 'Đóng gói', 'Dệt may', 'Hàn 3G', 'Lái xe nâng'].map(
  opt,
);

describe('matchRank: folded like the main search', () => {
  it.each([
    ['Hà Nội', 'ha noi', 0],
    ['Hà Nội', 'HÀ NỘI', 0],
    ['Nghệ An', 'Nghe', 0],
    ['Nhật Bản', 'nhat', 0],
    ['Tiếng Nhật', 'nhat', 1],
    ['Đóng gói', 'dong goi', 0],
    ['Tiếng Nhật', 'tieng nhat', 0],
    ['Tiếng Nhật', 'nhat tieng', 3],
    ['Quảng Nam', 'ang', 2],
    ['TP. Hồ Chí Minh', 'ho chi', 1],
    ['TP. Hồ Chí Minh', 'minh tp', 3],
    ['Lái xe nâng', 'ang xe', 4],
    ['Hà Nội', '  ha   noi ', 0],
    ['Hà Nội', '', 0],
  ])('%s for "%s" is rank %d', (label, query, rank) => {
    expect(matchRank(label, query)).toBe(rank);
  });

  it('treats đ/Đ and d/D alike both ways', () => {
    for (const q of ['Đ', 'đ', 'd', 'D']) {
      expect(matchRank('Đức', q)).toBe(0);
      expect(matchRank('Dệt may', q)).toBe(0);
    }
    expect(matchRank('Đà Nẵng', 'da nang')).toBe(0);
    expect(matchRank('Da Nang', 'Đà Nẵng')).toBe(0);
  });

  it('needs every typed word', () => {
    expect(matchRank('Tiếng Nhật', 'tieng han')).toBeNull();
    expect(matchRank('Hà Nội', 'ha noi x')).toBeNull();
    expect(matchRank('Hà Nội', 'hanoi')).toBeNull();
  });
});

describe('rankOptions', () => {
  it('finds the five examples of issue 19 without accents', () => {
    expect(labels(rankOptions(provinces, 'ha noi'))).toEqual(['Hà Nội']);
    expect(labels(rankOptions(provinces, 'Nghe'))).toEqual(['Nghệ An']);
    expect(labels(rankOptions(nations, 'nhat'))).toEqual(['Nhật Bản']);
    expect(labels(rankOptions(skills, 'dong goi'))).toEqual(['Đóng gói']);
    expect(labels(rankOptions(skills, 'tieng nhat'))).toEqual(['Tiếng Nhật']);
  });

  it('puts a label starting with the text first, then word starts, then the rest', () => {
    const data = ['Tiếng Hàn', 'Hàn 3G', 'Thành phố', 'Hàn Quốc'].map(opt);
    // "han": "Hàn 3G" and "Hàn Quốc" start with it (data order kept), "Tiếng Hàn" has it as a word,
    // "Thành phố" only inside a word.
    expect(labels(rankOptions(data, 'han'))).toEqual(['Hàn 3G', 'Hàn Quốc', 'Tiếng Hàn', 'Thành phố']);
  });

  it('finds "d" in both Đ and D labels, in the data order within a rank', () => {
    expect(labels(rankOptions(nations, 'd'))).toEqual(['Đức', 'Đài Loan']);
    expect(labels(rankOptions(skills, 'Đ'))).toEqual(['Đóng gói', 'Dệt may']);
  });

  it('keeps every option for an empty search and respects the limit', () => {
    expect(rankOptions(provinces, '')).toHaveLength(provinces.length);
    expect(labels(rankOptions(skills, 'tieng', 2))).toEqual(['Tiếng Anh', 'Tiếng Nhật']);
  });
});

describe('rankGroupedOptions and the Mantine filter', () => {
  const grouped = [
    { group: 'Nông nghiệp', items: ['Trồng rau', 'Chăn nuôi bò sữa'].map(opt) },
    { group: 'Sản xuất', items: ['Đóng gói', 'Dệt may', 'Chế biến thực phẩm'].map(opt) },
    { group: 'Xây dựng', items: ['Giàn giáo', 'Cốp pha'].map(opt) },
  ];

  it('ranks inside each group and leaves out empty groups', () => {
    expect(rankGroupedOptions(grouped, 'dong goi')).toEqual([
      { group: 'Sản xuất', items: [opt('Đóng gói')] },
    ]);
    expect(rankGroupedOptions(grouped, 'bo sua')).toEqual([
      { group: 'Nông nghiệp', items: [opt('Chăn nuôi bò sữa')] },
    ]);
  });

  it('counts the limit across groups', () => {
    const result = rankGroupedOptions(grouped, '', 3);
    expect(result).toEqual([grouped[0], { group: 'Sản xuất', items: [opt('Đóng gói')] }]);
  });

  it('is the filter Mantine calls: options, search, limit', () => {
    expect(
      foldedOptionsFilter({ options: provinces, search: 'hai phong', limit: Number.POSITIVE_INFINITY }),
    ).toEqual([opt('Hải Phòng')]);
  });
});

describe('every picker uses the shared filter', () => {
  it('is the theme default of each searchable Mantine picker', () => {
    for (const name of PICKERS_WITH_FILTER) {
      expect(theme.components?.[name]?.defaultProps).toEqual({ filter: foldedOptionsFilter });
    }
  });

  const appDir = join(import.meta.dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it('is not replaced by another filter, and no hand-made Mantine combobox bypasses it', () => {
    const offenders: string[] = [];
    for (const file of sources(appDir)) {
      const text = readFileSync(file, 'utf8');
      if (/\bfilter=\{(?!foldedOptionsFilter\})/.test(text)) offenders.push(`${file}: own filter prop`);
      const mantineImport = text.match(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/)?.[1] ?? '';
      if (/\b(Combobox|useCombobox)\b/.test(mantineImport) && !text.includes('option-filter')) {
        offenders.push(`${file}: Combobox without lib/option-filter`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
