import { errorMessages } from '@app/contract/client';
import {
  CHAT_MAX_QUESTIONS,
  CHAT_QUESTION_MAX,
  CHAT_QUICK_QUESTIONS,
  CHAT_WELCOME,
  ChatLabel,
} from '@app/contract/endpoints/chatbot-text';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Sheet } from '../layout/Sheet.tsx';
import { ChatCards, ChatSources } from './ChatCards.tsx';
import classes from './ChatPanel.module.css';
import { askAdviser } from './chat-client.ts';
import { type ChatMessage, contextOf, loadHistory, questionsIn, saveHistory } from './chat-history.ts';

const now = () => new Date().toISOString();
const welcome = (): ChatMessage => ({ role: 'assistant', content: CHAT_WELCOME, timestamp: now() });

/** The conversation, with the welcome message when there is none yet (spec §4). */
function initialMessages(): ChatMessage[] {
  const stored = loadHistory();
  return stored.length > 0 ? stored : [welcome()];
}

/**
 * The adviser's panel (full screen on phones): the conversation, the quick questions, the
 * question box. The answer streams in; sending waits for it. Loaded on the first click of the
 * floating button (ChatLauncher).
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => saveHistory(messages), [messages]);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  });
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const full = questionsIn(messages) >= CHAT_MAX_QUESTIONS;
  const updateLast = (change: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => [...list.slice(0, -1), change(list[list.length - 1] as ChatMessage)]);

  async function send(text: string) {
    const message = text.trim();
    if (pending || message === '' || full) return;
    const history = contextOf(messages);
    setMessages((list) => [
      ...list,
      { role: 'user', content: message, timestamp: now() },
      { role: 'assistant', content: '', timestamp: now() },
    ]);
    setInput('');
    setPending(true);
    const controller = new AbortController();
    abort.current = controller;
    await askAdviser(
      { message, history },
      {
        onCards: (cards) =>
          updateLast((m) => ({
            ...m,
            jobs: cards.jobs,
            companies: cards.companies,
            sources: cards.sources ?? [],
          })),
        onDelta: (delta) => updateLast((m) => ({ ...m, content: m.content + delta.text })),
        onDone: (done) => updateLast((m) => ({ ...m, content: done.text, timestamp: now() })),
        onError: (error) => updateLast((m) => ({ ...m, content: error, error: true, timestamp: now() })),
      },
      controller.signal,
    );
    if (!controller.signal.aborted) {
      setPending(false);
      inputRef.current?.focus();
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };

  const asked = questionsIn(messages) > 0;
  return (
    <Sheet
      id="chat-panel"
      label={ChatLabel.title}
      title={ChatLabel.title}
      closeLabel={ChatLabel.close}
      position="right"
      size="26rem"
      onClose={onClose}
    >
      <div className={classes.panel}>
        <div
          className={classes.thread}
          role="log"
          aria-live="polite"
          aria-busy={pending}
          data-testid="chat-thread"
        >
          {messages.map((m, i) => (
            <div
              // The thread only grows at its end (or is replaced whole): the index is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              className={m.role === 'user' ? classes.user : classes.assistant}
              data-role={m.role}
              data-error={m.error || undefined}
            >
              {m.content === '' && pending && i === messages.length - 1 ? (
                <p className={classes.text}>
                  <span className={classes.srOnly}>{ChatLabel.pending}</span>
                  <span className={classes.typing} aria-hidden="true">
                    …
                  </span>
                </p>
              ) : (
                <p className={classes.text}>{m.content}</p>
              )}
              {m.role === 'assistant' ? (
                <>
                  <ChatCards jobs={m.jobs ?? []} companies={m.companies ?? []} onOpen={onClose} />
                  <ChatSources sources={m.sources ?? []} onOpen={onClose} />
                </>
              ) : null}
            </div>
          ))}
          {!asked ? (
            <div className={classes.quick}>
              <p className={classes.quickTitle}>{ChatLabel.quick}</p>
              {CHAT_QUICK_QUESTIONS.map((q) => (
                <button
                  key={q}
                  type="button"
                  className={classes.quickButton}
                  disabled={pending}
                  onClick={() => void send(q)}
                >
                  {q}
                </button>
              ))}
            </div>
          ) : null}
          <div ref={end} />
        </div>
        {full ? <p className={classes.notice}>{errorMessages[1146]}</p> : null}
        <form className={classes.form} onSubmit={onSubmit}>
          <label htmlFor="chat-input" className={classes.srOnly}>
            {ChatLabel.input}
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            className={classes.input}
            value={input}
            rows={2}
            maxLength={CHAT_QUESTION_MAX}
            placeholder={ChatLabel.placeholder}
            disabled={full}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) onSubmit(e);
            }}
          />
          <button type="submit" className={classes.send} disabled={pending || input.trim() === '' || full}>
            {ChatLabel.send}
          </button>
        </form>
        <div className={classes.footer}>
          <p className={classes.disclaimer}>{ChatLabel.disclaimer}</p>
          {asked ? (
            <button
              type="button"
              className={classes.newChat}
              disabled={pending}
              onClick={() => setMessages([welcome()])}
            >
              {ChatLabel.newChat}
            </button>
          ) : null}
        </div>
      </div>
    </Sheet>
  );
}
