/** Just enough MIME for tests: headers, RFC 2047 subjects, and the text/plain part (QP or base64). */
export interface ParsedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Every top-level header, by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (__, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  const head = i < 0 ? raw : raw.slice(0, i);
  const body = i < 0 ? '' : raw.slice(i).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const j = line.indexOf(':');
    if (j > 0) headers.set(line.slice(0, j).trim().toLowerCase(), line.slice(j + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parts(body: string, contentType: string): { type: string; content: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  const out: { type: string; content: string }[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const { headers, body: partBody } = splitHead(chunk.replace(/^\r?\n/, ''));
    const type = headers.get('content-type') ?? 'text/plain';
    if (/^multipart\//i.test(type)) out.push(...parts(partBody, type));
    else out.push({ type, content: decodeBody(partBody, headers.get('content-transfer-encoding')) });
  }
  return out;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const list = /^multipart\//i.test(type)
    ? parts(body, type)
    : [{ type, content: decodeBody(body, headers.get('content-transfer-encoding')) }];
  return {
    to: headers.get('to') ?? '',
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: list.find((p) => /text\/plain/i.test(p.type))?.content.trim() ?? '',
    html: list.find((p) => /text\/html/i.test(p.type))?.content ?? '',
    headers: Object.fromEntries(headers),
  };
}
