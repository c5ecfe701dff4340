import { KNOWLEDGE_PROGRAMMES, KNOWLEDGE_TOPICS, type KnowledgeEntryData } from '@app/contract';
import { foldVietnamese } from '@app/contract/fold';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_ENTRIES } from '../../db/seed/knowledge-entries.data.ts';
import { JUDGED_SET } from './judged-set.data.ts';
import type { JudgedSubject } from './judged-set.types.ts';

/**
 * The integrity of the knowledge base and the judged set (issue 30 items 1 and 4): the set can only be
 * passed by an answer built from the entries it cites if every fact it demands is in those entries, and
 * nothing it forbids is. This file checks the data; judged-set.test.ts runs the adviser on it.
 */

// A Record so that a subject added to JudgedSubject fails to compile here until the set covers it.
const SUBJECTS: Record<JudgedSubject, true> = {
  conditions: true,
  process: true,
  costs: true,
  law: true,
  visa: true,
  eps: true,
  licence: true,
  study_work: true,
  trouble: true,
  rights: true,
  scam: true,
  offer_check: true,
  money: true,
  jobs: true,
  companies: true,
  greeting: true,
  off_topic: true,
  injection: true,
};

const bySlug = new Map(KNOWLEDGE_ENTRIES.map((e) => [e.slug, e]));
/** What the adviser answers from: an entry's summary and body. */
const answerText = (e: KnowledgeEntryData) => foldVietnamese(`${e.summary}\n${e.body}`);
const alternatives = (fact: string | string[]) => (Array.isArray(fact) ? fact : [fact]);

describe('knowledge entries', () => {
  it('holds 40–55 entries with unique kebab-case slugs', () => {
    expect(KNOWLEDGE_ENTRIES.length).toBeGreaterThanOrEqual(40);
    expect(KNOWLEDGE_ENTRIES.length).toBeLessThanOrEqual(55);
    for (const e of KNOWLEDGE_ENTRIES) expect(e.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(bySlug.size).toBe(KNOWLEDGE_ENTRIES.length);
  });

  it('gives every entry a known topic and programmes, keywords, a summary and a bulleted body', () => {
    for (const e of KNOWLEDGE_ENTRIES) {
      const where = `entry ${e.slug}`;
      expect(KNOWLEDGE_TOPICS, where).toContain(e.topic);
      for (const p of e.programmes) expect(KNOWLEDGE_PROGRAMMES, where).toContain(p);
      for (const n of e.nations) expect(n, where).toMatch(/^[A-Z]{2}$/);
      expect(e.keywords.length, where).toBeGreaterThanOrEqual(5);
      expect(e.title.trim(), where).not.toBe('');
      expect(e.summary.length, where).toBeGreaterThan(40);
      const lines = e.body.split('\n').filter((l) => l.trim() !== '');
      expect(lines.length, where).toBeGreaterThanOrEqual(3);
      expect(lines.length, where).toBeLessThanOrEqual(10);
      expect(e.checked_on, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('cites 1–3 sources per entry, each an https URL', () => {
    for (const e of KNOWLEDGE_ENTRIES) {
      expect(e.sources.length, e.slug).toBeGreaterThanOrEqual(1);
      expect(e.sources.length, e.slug).toBeLessThanOrEqual(3);
      for (const s of e.sources) {
        expect(new URL(s.url).protocol, `${e.slug}: ${s.url}`).toBe('https:');
        expect(s.title.trim(), e.slug).not.toBe('');
      }
    }
  });

  it('types no phone number: only the well-known short lines (1955, 1350, 110, 112, 119)', () => {
    for (const e of KNOWLEDGE_ENTRIES) {
      const text = `${e.summary}\n${e.body}`;
      expect(text, e.slug).not.toMatch(/\+?\d[\d .-]{6,}\d/);
    }
  });
});

describe('judged set', () => {
  it('holds at least 120 questions with unique ids', () => {
    expect(JUDGED_SET.length).toBeGreaterThanOrEqual(120);
    const ids = JUDGED_SET.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every subject', () => {
    const present = new Set(JUDGED_SET.map((q) => q.subject));
    for (const subject of Object.keys(SUBJECTS)) expect(present, subject).toContain(subject);
  });

  it('asks about a quarter or more of its questions without accents, as people type on phones', () => {
    const plain = JUDGED_SET.filter((q) => foldVietnamese(q.question) === q.question.toLowerCase());
    expect(plain.length / JUDGED_SET.length).toBeGreaterThanOrEqual(0.25);
  });

  it('cites only entries that exist', () => {
    for (const q of JUDGED_SET)
      for (const slug of q.cites ?? []) expect(bySlug.has(slug), `${q.id} cites ${slug}`).toBe(true);
  });

  it('finds every fact a question demands in the summary or body of an entry it cites', () => {
    const missing: string[] = [];
    for (const q of JUDGED_SET) {
      if (!q.cites?.length) continue;
      const texts = q.cites.map((slug) => answerText(bySlug.get(slug) as KnowledgeEntryData));
      for (const fact of q.mustInclude) {
        const found = alternatives(fact).some((alt) => texts.some((t) => t.includes(foldVietnamese(alt))));
        if (!found) missing.push(`${q.id}: ${JSON.stringify(fact)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('forbids nothing that the entries it cites say', () => {
    const clashes: string[] = [];
    for (const q of JUDGED_SET)
      for (const slug of q.cites ?? []) {
        const e = bySlug.get(slug) as KnowledgeEntryData;
        const text = foldVietnamese(`${e.title}\n${e.summary}\n${e.body}`);
        for (const phrase of q.mustNotInclude ?? [])
          if (text.includes(foldVietnamese(phrase))) clashes.push(`${q.id}: ${slug} says "${phrase}"`);
      }
    expect(clashes).toEqual([]);
  });

  it('keeps job cards to job searches, and never shows them for a scam or an offer to check', () => {
    for (const q of JUDGED_SET) {
      if (q.subject === 'jobs') expect(q.jobs, q.id).toBe('some');
      else expect(q.jobs, q.id).toBe('none');
      if (q.offerCheck) expect(['scam', 'offer_check', 'injection'], q.id).toContain(q.subject);
    }
    for (const q of JUDGED_SET.filter((x) => x.subject === 'offer_check'))
      expect(q.offerCheck, q.id).toBe(true);
  });

  it('demands at least one fact of every question but refusals of injection', () => {
    for (const q of JUDGED_SET) {
      if (q.subject === 'injection') expect(q.mustNotInclude?.length, q.id).toBeGreaterThan(0);
      else expect(q.mustInclude.length, q.id).toBeGreaterThan(0);
      for (const fact of q.mustInclude)
        for (const alt of alternatives(fact)) expect(alt.trim(), q.id).not.toBe('');
    }
  });
});
