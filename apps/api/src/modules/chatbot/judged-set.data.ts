import { ABROAD_STUDY_QUESTIONS } from './judged-set/abroad-study.ts';
import { CONDITIONS_COSTS_QUESTIONS } from './judged-set/conditions-costs.ts';
import { LAW_VISA_QUESTIONS } from './judged-set/law-visa.ts';
import { OTHER_QUESTIONS } from './judged-set/other.ts';
import { SCAM_QUESTIONS } from './judged-set/scam.ts';
import type { JudgedQuestion } from './judged-set.types.ts';

/*
 * The adviser's judged set (issue 30 item 4): questions as candidates type them on phones — with and
 * without accents, with typos, short and long, pasted offers, off-topic and injection attempts. Facts
 * to carry come from the knowledge base's entries they cite (apps/api/src/db/seed/knowledge-entries),
 * so an answer built from those entries can pass; judged-set.data.test.ts keeps the two in step.
 */
export const JUDGED_SET: JudgedQuestion[] = [
  ...CONDITIONS_COSTS_QUESTIONS,
  ...LAW_VISA_QUESTIONS,
  ...ABROAD_STUDY_QUESTIONS,
  ...SCAM_QUESTIONS,
  ...OTHER_QUESTIONS,
];
