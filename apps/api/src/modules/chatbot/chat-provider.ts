/** Spec §9: the answer's max_tokens; our temperature (ADR 0029). */
export const CHAT_MAX_TOKENS = 400;
export const CHAT_TEMPERATURE = 0.7;
/** Rounds of tool calls one answer may make before the model must answer (issue 30). */
export const MAX_TOOL_ROUNDS = 3;

export interface ChatProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text as the model wrote it. */
  arguments: string;
}

export type PromptMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCallMessage[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCallMessage {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** An OpenAI-style function tool: its name, what it does, its JSON-schema parameters. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type CompletionPiece = { type: 'text'; text: string } | { type: 'tool_calls'; calls: ToolCall[] };

interface StreamChoice {
  delta?: {
    content?: string | null;
    tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
  };
  finish_reason?: string | null;
}

/**
 * The OpenAI-compatible chat-completions client (DESIGN §1: one real implementation, tested against
 * a local fake server; any compatible endpoint works, a local Ollama or vLLM included). Streams the
 * answer's text pieces as the provider sends them (server-sent events, `data: {choices:[{delta}]}`
 * … `data: [DONE]`); tool calls arrive in pieces too and are yielded whole once the model stops to
 * call them. Throws on any failure, including an answer that ends without [DONE].
 */
export async function* streamCompletion(
  config: ChatProviderConfig,
  messages: PromptMessage[],
  signal: AbortSignal,
  tools: ToolDefinition[] = [],
): AsyncGenerator<CompletionPiece> {
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
      ...(tools.length > 0 ? { tools, tool_choice: 'auto' } : {}),
    }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
  });
  if (!res.ok || !res.body) throw new Error(`chat provider answered ${res.status}`);
  const decoder = new TextDecoder();
  const calls: ToolCall[] = [];
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
      if (payload === '[DONE]') {
        if (calls.length > 0) yield { type: 'tool_calls', calls };
        return;
      }
      const parsed = JSON.parse(payload) as { choices?: StreamChoice[] };
      const choice = parsed.choices?.[0];
      const text = choice?.delta?.content;
      if (text) yield { type: 'text', text };
      for (const piece of choice?.delta?.tool_calls ?? []) {
        const index = piece.index ?? 0;
        const call = calls[index] ?? { id: '', name: '', arguments: '' };
        calls[index] = call;
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
    }
  }
  throw new Error('chat provider stream ended without [DONE]');
}

/** Runs one tool call; what it returns goes back to the model as JSON. */
export type ToolRunner = (name: string, args: unknown) => Promise<unknown>;

/**
 * The model's answer with its tool calls carried out: text pieces as they come; when the model asks
 * for tools, each is run, its result given back, and the model asked again (at most MAX_TOOL_ROUNDS
 * rounds, then once more without tools so it must answer). A tool that fails answers `{error}`.
 */
export async function* answerWithTools(
  config: ChatProviderConfig,
  messages: PromptMessage[],
  tools: ToolDefinition[],
  run: ToolRunner,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const conversation = [...messages];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    let asked: ToolCall[] = [];
    const offered = round < MAX_TOOL_ROUNDS ? tools : [];
    for await (const piece of streamCompletion(config, conversation, signal, offered)) {
      if (piece.type === 'text') yield piece.text;
      else asked = piece.calls;
    }
    if (asked.length === 0) return;
    conversation.push({
      role: 'assistant',
      content: null,
      tool_calls: asked.map((c, i) => ({
        id: c.id || `call_${round}_${i}`,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    for (const [i, c] of asked.entries()) {
      let result: unknown;
      try {
        result = await run(c.name, c.arguments ? JSON.parse(c.arguments) : {});
      } catch (err) {
        result = { error: err instanceof Error ? err.message : 'tool failed' };
      }
      conversation.push({
        role: 'tool',
        tool_call_id: c.id || `call_${round}_${i}`,
        content: JSON.stringify(result),
      });
    }
  }
}
