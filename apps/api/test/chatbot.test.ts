import { CHAT_MAX_QUESTIONS, CHAT_WELCOME, errorMessages, todayInVietnam } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { COST_ADVICE, OFF_TOPIC_TEXT } from '../src/modules/chatbot/answers.ts';
import { gatherChatData } from '../src/modules/chatbot/chat-data.ts';
import { detectIntent } from '../src/modules/chatbot/intent.ts';
import { bearer, useTestApp } from './helpers.ts';
import { ask } from './support/chat.ts';
import { createReviewedCompany, createSeeker, send, validReview } from './support/reviews.ts';

const NURSE_DE = 'Đơn hàng điều dưỡng viên làm việc tại Đức – lương 2.800 EUR';
const DAI_DUONG = 'Công ty Cổ phần Hợp tác Lao động Đại Dương';

/** No AI_API_KEY: every answer comes from the keyword templates, with cards from our data (ADR 0029). */
describe('POST /chat without a provider (keyword answers)', () => {
  const t = useTestApp({ CHAT_RATE_LIMIT_MAX: '5', CHAT_ACCOUNT_RATE_LIMIT_MAX: '2' });
  let ip = 0;
  /** Each test asks from its own address, so the per-IP quota test alone spends its quota. */
  const nextIp = () => `10.9.0.${++ip}`;

  it('finds the German nursing job for "Đơn hàng điều dưỡng Đức", with or without accents', async () => {
    for (const question of ['Đơn hàng điều dưỡng Đức', 'don hang dieu duong duc']) {
      const a = await ask(t.app, question, { ip: nextIp() });
      expect(a.status).toBe(200);
      expect(a.contentType).toMatch(/^text\/event-stream/);
      expect(a.cards.intent).toBe('destination');
      expect(a.cards.jobs.map((j) => j.name)).toEqual([NURSE_DE]);
      expect(a.cards.jobs[0]).toMatchObject({ nation: { code: 'DE' }, company_name: DAI_DUONG });
      expect(a.cards.jobs[0]?.url).toMatch(/^\/job\/\d+\//);
      expect(a.cards.companies.map((c) => c.name)).toEqual([DAI_DUONG]);
      expect(a.cards.companies[0]?.url).toBe(`/companies/${a.cards.companies[0]?.id}`);
      expect(a.done.source).toBe('keywords');
      expect(a.done.text).toContain('ViệcXa đang có 1 tin tuyển dụng phù hợp ở Đức');
      expect(a.done.text).toContain(NURSE_DE);
      expect(a.deltas.join('')).toBe(a.done.text);
    }
  });

  it('answers "Chi phí đi Nhật bao nhiêu?" with the canned advice and the handbook, offers only when asked (issue 30)', async () => {
    const a = await ask(t.app, 'Chi phí đi Nhật bao nhiêu?', { ip: nextIp() });
    expect(a.cards.intent).toBe('knowledge');
    expect(a.done.text).toContain(COST_ADVICE.general);
    expect(a.done.text).toContain(COST_ADVICE.japanStudy);
    expect(a.done.text).toContain(COST_ADVICE.labour);
    expect(a.done.text).not.toContain(COST_ADVICE.singapore);
    expect(a.cards.jobs).toEqual([]);
    expect(a.cards.sources[0]?.url).toMatch(/^\/cam-nang\//);
    const b = await ask(t.app, 'Chi phí đi Nhật bao nhiêu, có đơn hàng nào đang tuyển không?', {
      ip: nextIp(),
    });
    expect(b.cards.jobs.length).toBeGreaterThan(0);
    expect(b.cards.jobs.length).toBeLessThanOrEqual(3);
    for (const j of b.cards.jobs) expect(j.nation.code).toBe('JP');
  });

  it('keeps only companies rated 3 or more on average for the top-rated question, best first', async () => {
    const low = await createReviewedCompany(t);
    const seeker = await createSeeker(t);
    const review = await send(t, 'POST', '/company-reviews', seeker.token, {
      ...validReview({ rating: 2 }),
      company_id: low.id,
    });
    expect(review.statusCode).toBe(200);
    const a = await ask(t.app, 'Công ty nào được đánh giá cao?', { ip: nextIp() });
    expect(a.cards.intent).toBe('top_rated');
    expect(a.cards.jobs).toEqual([]);
    const names = a.cards.companies.map((c) => c.name);
    expect(names).not.toContain(low.name);
    expect(names[0]).toBe('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
    const ratings = a.cards.companies.map((c) => c.stats.averageRating ?? 0);
    for (const r of ratings) expect(r).toBeGreaterThanOrEqual(3);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    expect(a.done.text).toContain('Sao Mai: 4.5/5 (2 đánh giá)');
    expect(a.done.text).not.toContain(low.name);
  });

  it('greets, compares study and labour export, and declines what is off topic, without cards', async () => {
    const hello = await ask(t.app, 'Xin chào', { ip: nextIp() });
    expect(hello.done).toEqual({ source: 'keywords', text: CHAT_WELCOME });
    expect(hello.cards).toEqual({ intent: 'greeting', jobs: [], companies: [], sources: [] });
    const compare = await ask(t.app, 'Nên đi du học hay xuất khẩu lao động?', { ip: nextIp() });
    expect(compare.cards.intent).toBe('study_vs_labour');
    expect(compare.done.text).toContain('Du học và xuất khẩu lao động phù hợp với mục tiêu khác nhau');
    expect(compare.cards.companies.length).toBeGreaterThan(0);
    const weather = await ask(t.app, 'Thời tiết hôm nay thế nào?', { ip: nextIp() });
    expect(weather.done).toEqual({ source: 'keywords', text: OFF_TOPIC_TEXT });
    expect(weather.cards).toEqual({ intent: 'off_topic', jobs: [], companies: [], sources: [] });
  });

  it('refuses an empty or too long question with its Vietnamese message', async () => {
    const empty = await ask(t.app, '   ', { ip: nextIp() });
    expect(empty.status).toBe(422);
    expect(empty.error).toMatchObject({ code: 1106, errors: { message: ['Câu hỏi không được để trống.'] } });
    const long = await ask(t.app, 'a'.repeat(501), { ip: nextIp() });
    expect(long.status).toBe(422);
    expect(long.error).toMatchObject({ errors: { message: ['Dữ liệu nhập vào nhỏ hơn 500 ký tự.'] } });
  });

  it(`caps a conversation at ${CHAT_MAX_QUESTIONS} questions (1146)`, async () => {
    const turn = [
      { role: 'user' as const, content: 'Việc làm ở Nhật' },
      { role: 'assistant' as const, content: 'ViệcXa đang có …' },
    ];
    const full = Array.from({ length: CHAT_MAX_QUESTIONS - 1 }, () => turn).flat();
    expect((await ask(t.app, 'Xin chào', { history: full, ip: nextIp() })).status).toBe(200);
    const over = await ask(t.app, 'Xin chào', { history: [...full, ...turn], ip: nextIp() });
    expect(over.status).toBe(422);
    expect(over.error).toMatchObject({ code: 1146, message: errorMessages[1146] });
    expect(errorMessages[1146]).toBe('Cuộc trò chuyện đã quá dài. Vui lòng bắt đầu cuộc trò chuyện mới.');
  });

  it('limits questions per IP with its own message (1145) and Retry-After; other addresses go on', async () => {
    const mine = '10.9.1.1';
    for (let i = 0; i < 5; i++) expect((await ask(t.app, 'Xin chào', { ip: mine })).status).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Xin chào' },
      remoteAddress: mine,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 1145,
      message: 'Bạn đã hỏi trợ lý tư vấn quá nhiều lần. Vui lòng thử lại sau ít phút.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(t.app, 'Xin chào', { ip: '10.9.1.2' })).status).toBe(200);
  });

  it('limits questions per signed-in account, whatever the address', async () => {
    const seeker = await createSeeker(t, 'Lê Văn Hỏi');
    const headers = bearer(seeker.token);
    expect((await ask(t.app, 'Xin chào', { headers, ip: '10.9.2.1' })).status).toBe(200);
    expect((await ask(t.app, 'Xin chào', { headers, ip: '10.9.2.2' })).status).toBe(200);
    const third = await ask(t.app, 'Xin chào', { headers, ip: '10.9.2.3' });
    expect(third.status).toBe(429);
    expect(third.error?.code).toBe(1145);
    // The address itself still has questions left when asking without the account.
    expect((await ask(t.app, 'Xin chào', { ip: '10.9.2.3' })).status).toBe(200);
  });

  it('answers empty lists when the search fails (spec §8)', async () => {
    const broken = {
      select: () => {
        throw new Error('database down');
      },
      execute: () => Promise.reject(new Error('database down')),
    };
    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => warnings.push(o) } as never;
    const data = await gatherChatData(broken as never, detectIntent('Đơn hàng Nhật'), todayInVietnam(), log);
    expect(data).toMatchObject({ jobs: [], companies: [], jobTotal: 0 });
    expect(warnings).toHaveLength(1);
  });
});
