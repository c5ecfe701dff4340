import { describe, expect, it } from 'vitest';
import { comingSoonContent, comingSoonMeta } from './comingSoon.content.ts';
import { introductionContent, introductionMeta } from './introduction.content.ts';
import { privacyPolicyContent, privacyPolicyMeta } from './privacyPolicy.content.ts';
import { termsContent, termsMeta } from './terms.content.ts';
import type { PageMeta, StaticArticleContent } from './types.ts';

/** Every string value inside a content object, however deeply nested. */
function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

const articles: Record<string, { content: StaticArticleContent; minSections: number; updatedAt: string }> = {
  // The candidates' self-service data rights (issue 17, ADR 0033) date the privacy policy.
  privacyPolicy: { content: privacyPolicyContent, minSections: 15, updatedAt: '27/11/2026' },
  terms: { content: termsContent, minSections: 10, updatedAt: '21/11/2026' },
};

const pages: Record<string, { content: unknown; meta: PageMeta }> = {
  privacyPolicy: { content: privacyPolicyContent, meta: privacyPolicyMeta },
  terms: { content: termsContent, meta: termsMeta },
  introduction: { content: introductionContent, meta: introductionMeta },
  comingSoon: { content: comingSoonContent, meta: comingSoonMeta },
};

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|placeholder|fixme|xxx)\b/i;

describe('static page content', () => {
  for (const [name, { content, meta }] of Object.entries(pages)) {
    describe(name, () => {
      const strings = collectStrings(content);

      it('has a title and SEO meta within limits', () => {
        expect((content as { title: string }).title.trim()).not.toBe('');
        expect(meta.title.trim()).not.toBe('');
        expect(meta.description.trim()).not.toBe('');
        expect(meta.description.length).toBeLessThanOrEqual(160);
      });

      it('contains no placeholder words, empty strings or phone hotlines', () => {
        for (const text of [...strings, meta.title, meta.description]) {
          expect(text, text).not.toMatch(PLACEHOLDER);
          expect(text.trim(), 'empty string').not.toBe('');
          expect(text, text).not.toMatch(/1900/);
        }
      });

      it('uses NFC-normalised Vietnamese text', () => {
        for (const text of strings) expect(text === text.normalize('NFC'), text).toBe(true);
      });

      it('only mentions the two official email addresses', () => {
        const emails = strings.flatMap((text) => text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
        for (const email of emails) expect(['lienhe@viecxa.vn', 'dpo@viecxa.vn']).toContain(email);
      });
    });
  }

  for (const [name, { content, minSections, updatedAt }] of Object.entries(articles)) {
    describe(`${name} article`, () => {
      it(`has at least ${minSections} well-formed sections`, () => {
        expect(content.updatedAt).toBe(updatedAt);
        expect(content.intro.trim()).not.toBe('');
        expect(content.sections.length).toBeGreaterThanOrEqual(minSections);
        for (const section of content.sections) {
          expect(section.heading.trim()).not.toBe('');
          const bodyLength = (section.paragraphs?.length ?? 0) + (section.items?.length ?? 0);
          expect(bodyLength, section.heading).toBeGreaterThan(0);
        }
      });

      it('has unique headings and unique items within a section (used as React keys)', () => {
        const headings = content.sections.map((s) => s.heading);
        expect(new Set(headings).size).toBe(headings.length);
        for (const section of content.sections) {
          const texts = [...(section.paragraphs ?? []), ...(section.closing ?? [])];
          expect(new Set(texts).size, section.heading).toBe(texts.length);
          const items = section.items ?? [];
          expect(new Set(items).size, section.heading).toBe(items.length);
        }
      });
    });
  }

  it('privacy policy cites Decree 13 and covers the data subject rights', () => {
    const text = collectStrings(privacyPolicyContent).join('\n');
    expect(text).toContain('Nghị định 13/2023/NĐ-CP');
    expect(text).toContain('dpo@viecxa.vn');
    expect(text).toContain('72 giờ');
    expect(text).toContain('argon2id');
    expect(text).toContain('chatbot_messages');
    for (const right of [
      'Quyền được biết',
      'Quyền đồng ý',
      'Quyền truy cập',
      'Quyền rút lại sự đồng ý',
      'Quyền xóa',
      'Quyền yêu cầu hạn chế xử lý',
      'Quyền yêu cầu cung cấp dữ liệu',
      'Quyền phản đối',
      'Quyền khiếu nại, tố cáo',
      'Quyền yêu cầu bồi thường',
      'Quyền tự bảo vệ',
    ]) {
      expect(text).toContain(right);
    }
  });

  it('terms cite Law 69/2020 and warn about scams', () => {
    const text = collectStrings(termsContent).join('\n');
    expect(text).toContain('Luật số 69/2020/QH14');
    expect(text).toContain('lienhe@viecxa.vn');
    const warning = termsContent.sections.find((s) => s.heading === 'Dấu hiệu lừa đảo cần cảnh giác');
    expect(warning?.tone).toBe('warning');
    expect(warning?.items?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('introduction has steps for both audiences and the expected links', () => {
    expect(introductionContent.audiences.length).toBeGreaterThanOrEqual(3);
    expect(introductionContent.candidateSteps.length).toBeGreaterThanOrEqual(3);
    expect(introductionContent.companySteps.length).toBeGreaterThanOrEqual(3);
    expect(introductionContent.trustPoints.length).toBeGreaterThanOrEqual(4);
    expect(introductionContent.ctaLinks.map((l) => l.href)).toEqual([
      '/danh-sach-chuong-trinh-xkld-duhoc',
      '/dang-ky',
      '/danh-sach-cong-ty-xkld-duhoc',
    ]);
  });

  it('coming-soon page links home and to the programme list', () => {
    expect(comingSoonContent.title).toBe('Tính năng đang được hoàn thiện');
    expect(comingSoonContent.homeLink).toEqual({ label: 'Về trang chủ', href: '/' });
    expect(comingSoonContent.programmesLink.href).toBe('/danh-sach-chuong-trinh-xkld-duhoc');
  });
});
