/**
 * A local OpenAI-compatible chat-completions server for the adviser's tests (DESIGN §1: the real
 * client against a fake server, never a mocked module). It streams back, in several pieces, the
 * data message it was given ("echo"), so a test sees exactly what reached the model; it can also
 * fail ("down": 500; "midway": one piece, then the connection drops; "hang": one piece, then
 * nothing). Run directly (e2e webServer):
 * `node apps/api/test/support/fake-chat-server.ts` with FAKE_CHAT_PORT and FAKE_CHAT_DELAY_MS.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export type FakeChatMode = 'echo' | 'down' | 'midway' | 'hang' | 'tool';

export interface FakeChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    max_tokens: number;
    temperature: number;
    stream: boolean;
    messages: { role: string; content: string; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string } }[];
  };
}

export interface FakeChat {
  url: string;
  requests: FakeChatRequest[];
  setMode(mode: FakeChatMode): void;
  /** The call the 'tool' mode asks for first; the answer after it echoes the tool's result. */
  setToolCall(call: { name: string; arguments: unknown }): void;
  close(): Promise<void>;
}

/** What the fake answers once a tool has run: the tool's result, marked as the model's. */
export const toolEchoOf = (messages: { role: string; content: string }[]) =>
  `[mô hình thử] ${messages.filter((m) => m.role === 'tool').at(-1)?.content ?? ''}`;

/** What the fake answers: the data message (the second system message), marked as the model's. */
export const echoOf = (messages: { role: string; content: string }[]) =>
  `[mô hình thử] ${messages.filter((m) => m.role === 'system')[1]?.content ?? ''}`;

const readBody = async (req: IncomingMessage) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw) as FakeChatRequest['body'];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeChat(port = 0, delayMs = 0): Promise<FakeChat> {
  let mode: FakeChatMode = 'echo';
  let toolCall: { name: string; arguments: unknown } = { name: 'convert_money', arguments: {} };
  const requests: FakeChatRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const body = await readBody(req);
    requests.push({ authorization: req.headers.authorization, body });
    if (mode === 'down') {
      res.statusCode = 500;
      res.end('{"error":{"message":"down"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const toolDone = body.messages.some((m) => m.role === 'tool');
    if (mode === 'tool' && !toolDone && body.tools?.some((t) => t.function.name === toolCall.name)) {
      // A tool call in two pieces, as real providers stream them.
      const args = JSON.stringify(toolCall.arguments);
      const half = Math.ceil(args.length / 2);
      const pieces = [
        {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: { name: toolCall.name, arguments: args.slice(0, half) },
        },
        { index: 0, function: { arguments: args.slice(half) } },
      ];
      for (const piece of pieces)
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { tool_calls: [piece] } }] })}\n\n`);
      res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'tool_calls' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    }
    const text = toolDone ? toolEchoOf(body.messages) : echoOf(body.messages);
    const size = Math.max(1, Math.ceil(text.length / 6));
    for (let i = 0; i < text.length; i += size) {
      const chunk = { choices: [{ delta: { content: text.slice(i, i + size) } }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (mode === 'midway') {
        res.destroy();
        return;
      }
      if (mode === 'hang') return;
      if (delayMs) await sleep(delayMs);
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    setMode: (m) => {
      mode = m;
    },
    setToolCall: (call) => {
      toolCall = call;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakeChat(
    Number(process.env.FAKE_CHAT_PORT ?? 3294),
    Number(process.env.FAKE_CHAT_DELAY_MS ?? 250),
  );
  console.log(`fake chat server: ${fake.url}`);
}
