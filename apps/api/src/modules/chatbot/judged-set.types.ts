/**
 * The adviser's judged set (issue 30 item 4): questions candidates ask, each with what its answer
 * must carry and must not say. Run on the keyword fallback by `judged-set.test.ts` (≥ 95 % pass)
 * and against a configured provider by the bench.
 */
export type JudgedSubject =
  | 'conditions'
  | 'process'
  | 'costs'
  | 'law'
  | 'visa'
  | 'eps'
  | 'licence'
  | 'study_work'
  | 'trouble'
  | 'rights'
  | 'scam'
  | 'offer_check'
  | 'money'
  | 'jobs'
  | 'companies'
  | 'greeting'
  | 'off_topic'
  | 'injection';

export interface JudgedQuestion {
  /** Stable id, e.g. 'conditions-jp-tts-1'. */
  id: string;
  subject: JudgedSubject;
  question: string;
  /**
   * Facts the answer's text must carry. Compared folded (no accents, lower case), so 'tuổi' matches
   * 'tuoi'. An array is "any one of these" (synonyms of one fact).
   */
  mustInclude: (string | string[])[];
  /** Phrases the answer must not contain (folded compare). */
  mustNotInclude?: string[];
  /** At least one of these knowledge-base slugs must be among the cited sources. */
  cites?: string[];
  /** 'none': no job cards may be shown; 'some': at least one; absent: either. */
  jobs?: 'none' | 'some';
  /** True when the answer must be the offer check (red flags listed, a report link). */
  offerCheck?: boolean;
}
