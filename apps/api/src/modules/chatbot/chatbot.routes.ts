import { PassThrough } from 'node:stream';
import {
  CHAT_FAILURE_TEXT,
  CHAT_MAX_CARDS,
  CHAT_MAX_QUESTIONS,
  type ChatCardsEvent,
  type ChatDoneEvent,
  chatbotEndpoints,
  ErrorCode,
  todayInVietnam,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientKey, keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { adviserTools, type PreparedAnswer, prepareAnswer } from './chat-answer.ts';
import { toCompanyCardOfChat, toJobCardOfChat } from './chat-data.ts';
import { answerWithTools, type ChatProviderConfig } from './chat-provider.ts';
import { type Detected, detectIntent } from './intent.ts';
import { ADVISER_TOOLS, buildPrompt } from './prompt.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

type Limit = (request: FastifyRequest, key: string) => Promise<void>;

/** A spent quota answers the adviser's own message (1145), with the limit's Retry-After. */
async function quota(limit: Limit, request: FastifyRequest, key: string) {
  try {
    await limit(request, key);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.TooManyRequests)
      throw new AppError(ErrorCode.ChatQuotaExceeded, err.headers ? { headers: err.headers } : {});
    throw err;
  }
}

/** One server-sent event. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `POST /chat` (ADR 0029): the cards first, then the answer's text as it comes (the model's pieces,
 * or the template at once), then `done` with the whole text. Nothing of the conversation is kept:
 * the quotas' counters are all the server stores.
 */
export function chatbotRoutes(app: FastifyInstance) {
  const perIp = keyedLimit(app, 'chat-ip', { max: app.env.CHAT_RATE_LIMIT_MAX, windowMs: HOUR_MS });
  const perAccount = keyedLimit(app, 'chat-account', {
    max: app.env.CHAT_ACCOUNT_RATE_LIMIT_MAX,
    windowMs: DAY_MS,
  });
  const provider: ChatProviderConfig | null = app.env.AI_API_KEY
    ? {
        baseUrl: app.env.AI_BASE_URL,
        apiKey: app.env.AI_API_KEY,
        model: app.env.AI_MODEL,
        timeoutMs: app.env.AI_TIMEOUT_MS,
      }
    : null;

  async function answer(
    out: PassThrough,
    signal: AbortSignal,
    input: { question: string; history: { role: 'user' | 'assistant'; content: string }[] },
    d: Detected,
    prepared: PreparedAnswer,
    request: FastifyRequest,
  ) {
    const { data } = prepared;
    const cards = (jobs = data.jobs.slice(0, CHAT_MAX_CARDS).map(toJobCardOfChat)): ChatCardsEvent => ({
      intent: prepared.intent,
      jobs,
      companies: data.companies.slice(0, CHAT_MAX_CARDS).map(toCompanyCardOfChat),
      sources: prepared.sources,
    });
    out.write(event('cards', cards()));
    const fallback = prepared.template;
    let done: ChatDoneEvent;
    if (provider && prepared.modelMay && d.intent !== 'greeting') {
      let text = '';
      try {
        const messages = buildPrompt(input.question, input.history, d, data, prepared.passages);
        // Jobs the model finds with its search tool replace the cards (a second `cards` event).
        const tools = adviserTools(app.db, todayInVietnam(), (jobs) =>
          out.write(event('cards', cards(jobs))),
        );
        for await (const piece of answerWithTools(provider, messages, ADVISER_TOOLS, tools, signal)) {
          text += piece;
          out.write(event('delta', { text: piece }));
        }
        done = { source: 'ai', text };
      } catch (err) {
        request.log.warn({ err }, 'chat provider failed: answering from the keyword templates');
        done = fallback
          ? { source: 'keywords', text: fallback }
          : { source: 'failure', text: CHAT_FAILURE_TEXT };
      }
    } else {
      const text = fallback ?? CHAT_FAILURE_TEXT;
      out.write(event('delta', { text }));
      done = { source: 'keywords', text };
    }
    out.end(event('done', done));
  }

  return [
    route(chatbotEndpoints.ask, async ({ body, auth, request, reply }) => {
      const asked = body.history.filter((m) => m.role === 'user').length + 1;
      if (asked > CHAT_MAX_QUESTIONS) throw new AppError(ErrorCode.ChatTooLong);
      await quota(perIp, request, clientKey(request));
      if (auth) await quota(perAccount, request, `account:${auth.user.id}`);
      const d = detectIntent(body.message);
      const prepared = await prepareAnswer(
        app.db,
        body.message,
        d,
        todayInVietnam(),
        request.log,
        provider !== null,
      );
      const out = new PassThrough();
      const aborted = new AbortController();
      // The visitor closed the panel or left: stop asking the provider.
      reply.raw.on('close', () => aborted.abort());
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      void answer(
        out,
        aborted.signal,
        { question: body.message, history: body.history },
        d,
        prepared,
        request,
      ).catch((err) => {
        request.log.error({ err }, 'chat answer failed');
        out.end(event('done', { source: 'failure', text: CHAT_FAILURE_TEXT } satisfies ChatDoneEvent));
      });
      return reply.send(out);
    }),
  ];
}
