import { errorMessages } from '@app/contract/client';
import {
  CHAT_FAILURE_TEXT,
  type ChatCardsEvent,
  type ChatDeltaEvent,
  type ChatDoneEvent,
} from '@app/contract/endpoints/chatbot-text';

export interface ChatHandlers {
  onCards(cards: ChatCardsEvent): void;
  onDelta(delta: ChatDeltaEvent): void;
  onDone(done: ChatDoneEvent): void;
  /** A refusal (quota, conversation too long, invalid question) or a failed connection. */
  onError(message: string): void;
}

function dispatch(block: string, handlers: ChatHandlers): boolean {
  const name = block.match(/^event: (.+)$/m)?.[1];
  const data = block.match(/^data: (.+)$/m)?.[1];
  if (!name || !data) return false;
  const payload = JSON.parse(data);
  if (name === 'cards') handlers.onCards(payload);
  else if (name === 'delta') handlers.onDelta(payload);
  else if (name === 'done') {
    handlers.onDone(payload);
    return true;
  }
  return false;
}

async function refusal(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string; code?: number; errors?: Record<string, string[]> };
    const field = body.errors ? Object.values(body.errors).flat()[0] : undefined;
    return (
      field ?? body.message ?? errorMessages[body.code as keyof typeof errorMessages] ?? CHAT_FAILURE_TEXT
    );
  } catch {
    return CHAT_FAILURE_TEXT;
  }
}

/**
 * Asks `POST /api/chat` and reads its server-sent events as they come (the answer streams in).
 * A stream that ends without `done` is a failure.
 */
export async function askAdviser(
  body: { message: string; history: { role: 'user' | 'assistant'; content: string }[] },
  handlers: ChatHandlers,
  signal: AbortSignal,
): Promise<void> {
  let finished = false;
  try {
    const res = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
    if (!res.ok || !res.body) {
      handlers.onError(await refusal(res));
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (dispatch(buffer.slice(0, end), handlers)) finished = true;
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (err) {
    if (signal.aborted) return;
    void err;
  }
  if (!finished && !signal.aborted) handlers.onError(CHAT_FAILURE_TEXT);
}
