import {
  foldVietnamese,
  type KnowledgeEntryData,
  type KnowledgeProgramme,
  readSearchQuery,
  type SearchQuery,
} from '@app/contract';
import type { Detected } from './intent.ts';

/**
 * Retrieval from the knowledge base for the adviser (issue 30, ADR 0039): which entries answer a
 * question. A few hundred entries at most, held in memory: each query is scored against every
 * entry, no index. The question is read with the job search's own dictionary (`readSearchQuery`:
 * "tts" is "thực tập sinh", "xkld" is "xuất khẩu lao động"), folded like the search (accents and
 * case do not matter), and a word nobody wrote is matched to a written word one typo away
 * ("nhug" → "nhung"). An entry scores by the rarity of the words it shares with the question and
 * where it holds them (keywords ×3, title ×2, summary and body ×1), then by whether its countries,
 * programmes and topic are the question's.
 */

export interface ScoredEntry {
  entry: KnowledgeEntryData;
  score: number;
}

/** Function words of questions: they say how something is asked, not about what. */
const STOP = new Set(
  `toi minh em anh chi ban oi a a nhe nha voi cua va la gi co khong ko k hong di den sang o tai cho ve cac nhung mot
  thi the nao sao ai bao nhieu duoc can muon hoi xin cam on giup vay day kia nay do roi se da dang
  neu khi nhu ma hay hoac tu trong ngoai len xuong ra vao lam phai nen biet`.split(/\s+/),
);

/** Score of each word of an author's keyword found whole in the question. */
const PHRASE_WEIGHT = 4;

/** Programmes of work abroad: what "đi lao động" or "XKLĐ" means without naming one. */
const LABOUR_PROGRAMMES: ReadonlySet<KnowledgeProgramme> = new Set([
  'tts',
  'ssw',
  'engineer',
  'eps',
  'labour',
  'nursing',
]);

interface Indexed {
  entry: KnowledgeEntryData;
  /** Each keyword folded (letters and digits only), for whole-phrase matches in the question. */
  phrases: string[];
  /** Folded, letters and digits only, padded with spaces so " phrase " finds whole words. */
  keywords: string;
  title: string;
  text: string;
}

interface Corpus {
  items: Indexed[];
  vocabulary: Set<string>;
}

/** Folded, letters and digits only, a letter and a digit apart ("D-4", "d4" and "D4" are all "d 4"). */
const plain = (s: string) =>
  ` ${foldVietnamese(s)
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const corpora = new WeakMap<readonly KnowledgeEntryData[], Corpus>();

function corpusOf(entries: readonly KnowledgeEntryData[]): Corpus {
  let corpus = corpora.get(entries);
  if (corpus) return corpus;
  const items = entries.map((entry) => ({
    entry,
    phrases: entry.keywords.map((k) => plain(k).trim()).filter((k) => k.length > 1),
    keywords: plain(entry.keywords.join(' | ')),
    title: plain(entry.title),
    text: plain(`${entry.summary} ${entry.body}`),
  }));
  const vocabulary = new Set<string>();
  for (const i of items)
    for (const w of `${i.keywords} ${i.title} ${i.text}`.split(' ')) if (w.length > 1) vocabulary.add(w);
  corpus = { items, vocabulary };
  corpora.set(entries, corpus);
  return corpus;
}

/** One edit apart (insert, delete, substitute, swap two neighbours). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A typed word nobody wrote, replaced by the written word one typo away (the shortest such). */
function corrected(word: string, vocabulary: Set<string>): string {
  if (word.length < 4 || vocabulary.has(word) || /\d/.test(word)) return word;
  for (const w of vocabulary) if (oneEditApart(word, w)) return w;
  return word;
}

interface Unit {
  alternatives: string[];
}

function unitsOf(query: SearchQuery | null, vocabulary: Set<string>): Unit[] {
  if (!query) return [];
  const units: Unit[] = [];
  for (const u of query.units) {
    if (u.concept) {
      units.push({ alternatives: [...u.alternatives] });
      continue;
    }
    const word = u.typed;
    if (STOP.has(word)) continue;
    units.push({ alternatives: [corrected(word, vocabulary)] });
  }
  // Neighbouring plain words also count as a phrase ("ho chieu", "no luong"), worth more together.
  const words = query.units.filter((u) => !u.concept && !STOP.has(u.typed)).map((u) => u.typed);
  for (let i = 0; i + 1 < words.length; i++) units.push({ alternatives: [`${words[i]} ${words[i + 1]}`] });
  return units;
}

const holds = (field: string, alternatives: string[]) => alternatives.some((a) => field.includes(` ${a} `));

/** How strongly the question's countries, programmes and topics agree with an entry's. */
function fit(entry: KnowledgeEntryData, d: Detected, nations: Set<string>): number {
  let factor = 1;
  if (nations.size > 0) {
    if (entry.nations.some((n) => nations.has(n))) factor *= 1.6;
    else if (entry.nations.length > 0) factor *= 0.15;
  } else if (entry.nations.length > 0) factor *= 0.85;
  // "du học nghề" also reads as "du học": the narrower programme is the one asked.
  const specific = d.programmes.filter(
    (p) => p !== 'labour' && !(p === 'study' && d.programmes.includes('vocational_study')),
  );
  if (specific.length > 0) {
    if (entry.programmes.some((p) => specific.includes(p))) factor *= 1.5;
    else if (entry.programmes.length > 0) factor *= 0.5;
  } else if (d.programmes.includes('labour')) {
    // "đi lao động", "XKLĐ": any programme of work abroad, none of study.
    if (entry.programmes.some((p) => LABOUR_PROGRAMMES.has(p))) factor *= 1.3;
    else if (entry.programmes.length > 0) factor *= 0.5;
  } else if (entry.programmes.length > 0) factor *= 0.9;
  // "là gì", "khác nhau" say little of the subject: the general topic counts less than the others.
  if (d.topics.includes(entry.topic)) factor *= entry.topic === 'general' ? 1.2 : 2;
  return factor;
}

/**
 * The entries that answer the question, best first, with their scores (0 = nothing shared).
 * `minScore` leaves out the weak ones.
 */
export function retrieveKnowledge(
  entries: readonly KnowledgeEntryData[],
  question: string,
  d: Detected,
  limit = 3,
): ScoredEntry[] {
  if (entries.length === 0) return [];
  const corpus = corpusOf(entries);
  const query = readSearchQuery(question);
  const units = unitsOf(query, corpus.vocabulary);
  if (units.length === 0) return [];
  const n = corpus.items.length;
  const weights = units.map((u) => {
    const df = corpus.items.filter(
      (i) =>
        holds(i.keywords, u.alternatives) || holds(i.title, u.alternatives) || holds(i.text, u.alternatives),
    ).length;
    return df === 0 ? 0 : Math.log(1 + n / df);
  });
  const asked = plain(question);
  const nations = new Set([...(query?.nations ?? []), ...(d.nation ? [d.nation] : [])]);
  const scored: ScoredEntry[] = [];
  for (const item of corpus.items) {
    let score = 0;
    units.forEach((u, k) => {
      const w = weights[k] ?? 0;
      if (w === 0) return;
      if (holds(item.keywords, u.alternatives)) score += 3 * w;
      else if (holds(item.title, u.alternatives)) score += 2 * w;
      else if (holds(item.text, u.alternatives)) score += 0.5 * w;
    });
    // A keyword the entry's author wrote, found whole in the question ("dục thành", "visa du lịch"),
    // says more than its words one by one.
    for (const phrase of item.phrases)
      if (asked.includes(` ${phrase} `)) score += PHRASE_WEIGHT * phrase.split(' ').length;
    if (score > 0) scored.push({ entry: item.entry, score: score * fit(item.entry, d, nations) });
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}
