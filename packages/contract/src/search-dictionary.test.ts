import { describe, expect, it } from 'vitest';
import { JOB_KINDS } from './options.ts';
import {
  conceptAlternatives,
  KIND_SEARCH_TEXT,
  MAX_QUERY_UNITS,
  NATION_SEARCH_TEXT,
  readSearchQuery,
  SEARCH_CONCEPTS,
  searchWords,
} from './search-dictionary.ts';

const units = (q: string) => readSearchQuery(q)?.units.map((u) => u.concept?.id ?? u.typed);

describe('the market words dictionary', () => {
  it('is well formed: unique ids, each phrase in one concept only, every kind covered', () => {
    const ids = SEARCH_CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const owner = new Map<string, string>();
    for (const c of SEARCH_CONCEPTS) {
      for (const p of conceptAlternatives(c)) {
        expect(owner.get(p), `"${p}" in ${c.id} and ${owner.get(p)}`).toBeUndefined();
        owner.set(p, c.id);
      }
    }
    for (const k of JOB_KINDS) expect(KIND_SEARCH_TEXT[k.value]).toBeTruthy();
    expect(NATION_SEARCH_TEXT).toMatchObject({
      JP: 'Nhật Bản',
      KR: 'Hàn Quốc',
      TW: 'Đài Loan',
      DE: 'nước Đức',
    });
  });

  it('reads abbreviations and their long forms, with or without accents, as one concept', () => {
    for (const q of ['xkld', 'XKLĐ', 'xuất khẩu lao động', 'XUAT KHAU LAO DONG', 'đi xuất khẩu']) {
      expect(units(q), q).toEqual(['xkld']);
    }
    for (const q of ['TTS', 'thực tập sinh', 'thuc tap sinh']) expect(units(q), q).toEqual(['tts']);
    for (const q of ['KNĐĐ', 'kndd', 'tokutei', 'kỹ năng đặc định', 'kĩ năng đặc định']) {
      expect(units(q), q).toEqual(['kndd']);
    }
    for (const q of ['hộ lý', 'điều dưỡng', 'ho ly', 'y tá']) expect(units(q), q).toEqual(['dieu-duong']);
    expect(units('việc làm trong nước')).toEqual(['trong-nuoc']);
    expect(units('EPS')).toEqual(['eps']);
    expect(units('kĩ sư')).toEqual(['ky-su']);
  });

  it('takes the longest phrase first and keeps the other words as typed', () => {
    expect(units('du học nghề Đức')).toEqual(['du-hoc-nghe', 'duc']);
    expect(units('du học Hàn Quốc')).toEqual(['du-hoc', 'han-quoc']);
    expect(units('xkld nhat ban dong goi')).toEqual(['xkld', 'nhat-ban', 'dong', 'goi']);
    expect(units('kỹ sư cơ khí')).toEqual(['ky-su', 'co', 'khi']);
    // A repeated unit counts once; at most MAX_QUERY_UNITS.
    expect(units('xkld XKLĐ xuất khẩu lao động')).toEqual(['xkld']);
    expect(units('a b c d e f g h i j')).toHaveLength(MAX_QUERY_UNITS);
  });

  it('gives a concept every written form as folded alternatives', () => {
    const q = readSearchQuery('Korea');
    expect(q?.units[0]?.alternatives).toEqual(expect.arrayContaining(['han quoc', 'korea', 'nam han']));
    expect(q?.nations).toEqual(['KR']);
    expect(readSearchQuery('Germany')?.units[0]?.alternatives).toContain('nuoc duc');
  });

  it("names the country of a one-syllable name only when its accents are the country's", () => {
    expect(readSearchQuery('duc')?.nations).toEqual(['DE']);
    expect(readSearchQuery('Đức')?.nations).toEqual(['DE']);
    expect(readSearchQuery('giáo dục')?.nations).toEqual([]);
    expect(readSearchQuery('nhat')?.nations).toEqual(['JP']);
    expect(readSearchQuery('nhất')?.nations).toEqual([]);
    expect(readSearchQuery('đài loan')?.nations).toEqual(['TW']);
    // One syllable stays a plain word: "duc" still matches what it matches.
    expect(readSearchQuery('duc')?.units[0]).toMatchObject({ concept: null, alternatives: ['duc'] });
  });

  it('folds and splits as the database does; nothing searchable is no query', () => {
    expect(searchWords('Kỹ sư – cơ khí (Nagoya)')).toEqual(['ky', 'su', 'co', 'khi', 'nagoya']);
    expect(readSearchQuery('Đà Nẵng'.normalize('NFD'))?.words).toEqual(['da', 'nang']);
    expect(readSearchQuery('  ,.- ')).toBeNull();
    expect(readSearchQuery(undefined)).toBeNull();
    expect(readSearchQuery('han quoc')?.phrase).toBe('han quoc');
  });
});
