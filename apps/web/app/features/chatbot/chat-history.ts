import {
  CHAT_MAX_MESSAGES,
  CHAT_STORAGE_KEY,
  type ChatCompanyCard,
  type ChatJobCard,
  type ChatSourceLink,
} from '@app/contract/endpoints/chatbot-text';

/** A message of the conversation (spec §3 "Chat message"). */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  jobs?: ChatJobCard[];
  companies?: ChatCompanyCard[];
  /** The answer's sources (handbook entries, official pages, the report page), shown as links. */
  sources?: ChatSourceLink[];
  /** A refusal or failure shown in the thread; not sent back as context. */
  error?: boolean;
}

const isMessage = (m: unknown): m is ChatMessage =>
  typeof m === 'object' &&
  m !== null &&
  ((m as ChatMessage).role === 'user' || (m as ChatMessage).role === 'assistant') &&
  typeof (m as ChatMessage).content === 'string';

/** The stored conversation (spec §4: `chatbot_messages`); anything unreadable counts as none. */
export function loadHistory(): ChatMessage[] {
  try {
    const raw = JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? '[]');
    // An empty answer is one the page was left before it came: dropped.
    return Array.isArray(raw)
      ? raw.filter((m) => isMessage(m) && m.content !== '').slice(-CHAT_MAX_MESSAGES)
      : [];
  } catch {
    return [];
  }
}

/** Keeps the newest CHAT_MAX_MESSAGES messages (a full storage only loses the history). */
export function saveHistory(messages: ChatMessage[]): void {
  try {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-CHAT_MAX_MESSAGES)));
  } catch {
    // Private mode or a full storage: the conversation lives as long as the page.
  }
}

/** The questions and answers sent back as context (not the refusals). */
export const contextOf = (messages: ChatMessage[]) =>
  messages.filter((m) => !m.error).map((m) => ({ role: m.role, content: m.content }));

export const questionsIn = (messages: ChatMessage[]) => messages.filter((m) => m.role === 'user').length;
