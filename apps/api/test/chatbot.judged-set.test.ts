import { describe, expect, it } from 'vitest';
import { JUDGED_SET } from '../src/modules/chatbot/judged-set.data.ts';
import { judgeAnswer, summarise } from '../src/modules/chatbot/judged-set.ts';
import { useTestApp } from './helpers.ts';
import { ask } from './support/chat.ts';

/** Share of the judged set the keyword fallback must answer right (issue 30 item 4). */
const PASS_RATE_MIN = 0.95;

/**
 * The adviser's judged set on the fallback (no model configured): every question asked through the
 * API on the seeded demo database, each answer judged for the facts it must carry, what it must not
 * say, its sources, its cards and the offer check (judged-set.ts). The bench runs the same set
 * against a configured provider (`BENCH=adviser`).
 */
describe('the adviser on its judged set, without a model', () => {
  const t = useTestApp({ CHAT_RATE_LIMIT_MAX: '100000' });

  it(`answers at least ${PASS_RATE_MIN * 100} % of ${JUDGED_SET.length} questions with the facts they need`, async () => {
    const judgements = [];
    for (const q of JUDGED_SET) {
      const a = await ask(t.app, q.question);
      expect(a.status, q.id).toBe(200);
      judgements.push(judgeAnswer(q, a));
    }
    const { passRate, failed } = summarise(judgements);
    const report = failed.map((f) => `${f.id}: ${f.reasons.join('; ')}`).join('\n');
    expect(passRate, `${(passRate * 100).toFixed(1)} % passed; failed:\n${report}`).toBeGreaterThanOrEqual(
      PASS_RATE_MIN,
    );
  });

  it('can fail: an answer without the facts, with job cards and without sources is judged failed', () => {
    const q = JUDGED_SET.find((x) => x.jobs === 'none' && x.cites && x.cites.length > 0);
    expect(q).toBeDefined();
    if (!q) return;
    const j = judgeAnswer(q, {
      cards: {
        intent: 'jobs',
        jobs: [
          {
            id: 1,
            slug: 'x',
            name: 'Đơn hàng',
            nation: { code: 'JP', name: 'Nhật Bản' },
            salary_minimum: null,
            salary_maximum: null,
            salary_currency: 'JPY',
            salary_period: 'month',
            thumbnail: null,
            company_logo: null,
            company_name: 'Công ty',
            url: '/job/1/x',
          },
        ],
        companies: [],
        sources: [],
      },
      done: { source: 'keywords', text: 'ViệcXa đang có 3 tin tuyển dụng phù hợp.' },
    });
    expect(j.pass).toBe(false);
    expect(j.reasons.some((r) => r.startsWith('thiếu'))).toBe(true);
    expect(j.reasons.some((r) => r.startsWith('không dẫn nguồn'))).toBe(true);
    expect(j.reasons).toContain('có 1 thẻ việc làm');
  });
});
