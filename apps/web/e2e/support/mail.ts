/** Reads mail the app delivered to the test mail server (support/smtp-sink.ts, started by playwright.config.ts). */
const SINK = `http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? '3293'}`;

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Top-level headers by lower-case name (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
}

/** Waits for the first mail to `to` that `match` accepts (for shared inboxes such as the site's own). */
export async function waitForMailWhere(
  to: string,
  match: (mail: ReceivedMail, index: number) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`);
    const mail = ((await res.json()) as ReceivedMail[]).find(match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for the `nth` (1-based) mail to `to`. */
export function waitForMail(to: string, nth = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
  return waitForMailWhere(to, (_, index) => index === nth - 1, timeoutMs);
}

/** The code as a person reads it: "Mã xác nhận … của bạn là: 123456". */
export function codeFrom(mail: ReceivedMail): string {
  const code = /là: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** The link a person clicks in the reset mail. */
export function resetLinkFrom(mail: ReceivedMail): string {
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in mail: ${mail.text}`);
  return link;
}

/** Addresses no other test (or earlier run) uses. */
export function uniqueAccount(prefix: string) {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    email: `${prefix}.${n}@example.com`,
    username: `${prefix}_${n}`,
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
}
