import { type ChatCardsEvent, type ChatDoneEvent, foldVietnamese, knowledgePath } from '@app/contract';
import type { JudgedQuestion } from './judged-set.types.ts';

/**
 * How an answer is judged against its question of the judged set (issue 30 item 4): the same rules
 * on the keyword fallback (the test) and on a configured model (the bench).
 */
export interface Judgement {
  id: string;
  pass: boolean;
  /** Why it failed, one line each (empty when it passed). */
  reasons: string[];
}

const fold = (s: string) => foldVietnamese(s).replace(/\s+/g, ' ');

/** Judges one answer: its facts, what it must not say, its sources, its cards, the offer check. */
export function judgeAnswer(
  q: JudgedQuestion,
  answer: { cards: ChatCardsEvent; done: ChatDoneEvent },
): Judgement {
  const reasons: string[] = [];
  const text = fold(answer.done.text);
  for (const fact of q.mustInclude) {
    const options = Array.isArray(fact) ? fact : [fact];
    if (!options.some((o) => text.includes(fold(o)))) reasons.push(`thiếu: ${options.join(' | ')}`);
  }
  for (const phrase of q.mustNotInclude ?? [])
    if (text.includes(fold(phrase))) reasons.push(`không được nói: ${phrase}`);
  if (q.cites && q.cites.length > 0) {
    const urls = new Set(answer.cards.sources.map((s) => s.url));
    if (!q.cites.some((slug) => urls.has(knowledgePath(slug))))
      reasons.push(`không dẫn nguồn: ${q.cites.join(' | ')} (có: ${[...urls].join(', ') || 'không'})`);
  }
  if (q.jobs === 'none' && answer.cards.jobs.length > 0)
    reasons.push(`có ${answer.cards.jobs.length} thẻ việc làm`);
  if (q.jobs === 'some' && answer.cards.jobs.length === 0) reasons.push('không có thẻ việc làm');
  if (q.offerCheck && answer.cards.intent !== 'offer_check')
    reasons.push(`không kiểm tra đơn hàng (ý định: ${answer.cards.intent})`);
  return { id: q.id, pass: reasons.length === 0, reasons };
}

/** The share of passed judgements and the failed ones, for the test's message and the bench's table. */
export function summarise(judgements: Judgement[]): { passRate: number; failed: Judgement[] } {
  const failed = judgements.filter((j) => !j.pass);
  return { passRate: judgements.length === 0 ? 0 : 1 - failed.length / judgements.length, failed };
}
