import type { PromptMessage } from './prompt.ts';

/** Spec §9: the answer's max_tokens; our temperature (ADR 0029). */
export const CHAT_MAX_TOKENS = 400;
export const CHAT_TEMPERATURE = 0.7;

export interface ChatProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * The OpenAI-compatible chat-completions client (DESIGN §1: one real implementation, tested against
 * a local fake server). Streams the answer's text pieces as the provider sends them (server-sent
 * events, `data: {choices:[{delta:{content}}]}` … `data: [DONE]`); throws on any failure, including
 * an answer that ends without [DONE].
 */
export async function* streamCompletion(
  config: ChatProviderConfig,
  messages: PromptMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify({
      model: config.model,
      messages,
      max_tokens: CHAT_MAX_TOKENS,
      temperature: CHAT_TEMPERATURE,
      stream: true,
    }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
  });
  if (!res.ok || !res.body) throw new Error(`chat provider answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') return;
      const parsed = JSON.parse(payload) as { choices?: { delta?: { content?: string | null } }[] };
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
  throw new Error('chat provider stream ended without [DONE]');
}
