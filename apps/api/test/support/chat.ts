import type { ChatCardsEvent, ChatDoneEvent } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type TestContext, useTestApp } from '../helpers.ts';
import { type FakeChat, startFakeChat } from './fake-chat-server.ts';

export interface ChatAnswer {
  status: number;
  contentType: string | undefined;
  cards: ChatCardsEvent;
  deltas: string[];
  done: ChatDoneEvent;
  /** The error body when the call was refused. */
  error?: { code: number; message: string };
}

/** Reads `POST /api/chat`'s server-sent events (cards, deltas, done). */
export function parseEvents(raw: string) {
  const events: { name: string; data: unknown }[] = [];
  for (const block of raw.split('\n\n')) {
    const name = block.match(/^event: (.+)$/m)?.[1];
    const data = block.match(/^data: (.+)$/m)?.[1];
    if (name && data) events.push({ name, data: JSON.parse(data) });
  }
  return events;
}

export async function ask(
  app: FastifyInstance,
  message: string,
  opts: {
    history?: { role: 'user' | 'assistant'; content: string }[];
    headers?: Record<string, string>;
    ip?: string;
  } = {},
): Promise<ChatAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, history: opts.history ?? [] },
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  const contentType = res.headers['content-type'] as string | undefined;
  if (res.statusCode !== 200)
    return {
      status: res.statusCode,
      contentType,
      error: res.json(),
      cards: null as never,
      deltas: [],
      done: null as never,
    };
  const events = parseEvents(res.body);
  expect(events[0]?.name).toBe('cards');
  expect(events.at(-1)?.name).toBe('done');
  return {
    status: res.statusCode,
    contentType,
    cards: events[0]?.data as ChatCardsEvent,
    deltas: events.filter((e) => e.name === 'delta').map((e) => (e.data as { text: string }).text),
    done: events.at(-1)?.data as ChatDoneEvent,
  };
}

/**
 * A test app whose adviser talks to a local fake OpenAI-compatible server (fake-chat-server.ts),
 * started before the app and reset to `echo` with no recorded request before each test.
 */
export function useFakeChatApp(env: Record<string, string> = {}): { t: TestContext; fake: () => FakeChat } {
  let fake: FakeChat | undefined;
  const appEnv: Record<string, string> = {
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '1500',
    ...env,
  };
  beforeAll(async () => {
    fake = await startFakeChat();
    appEnv.AI_BASE_URL = fake.url;
  });
  afterAll(() => fake?.close());
  const t = useTestApp(appEnv);
  beforeEach(() => {
    fake?.setMode('echo');
    if (fake) fake.requests.length = 0;
  });
  return {
    t,
    fake: () => {
      if (!fake) throw new Error('the fake chat server is not started yet');
      return fake;
    },
  };
}
