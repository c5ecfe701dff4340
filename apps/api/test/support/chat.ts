import type { ChatCardsEvent, ChatDoneEvent } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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
