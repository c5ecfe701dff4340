import { type AddressInfo, connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { multipartForm } from './support/multipart.ts';

const BODY_LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 128 * 1024;
/** Far more than the socket buffers hold: a server that stops reading resets the sender. */
const HUGE = 8 * 1024 * 1024;

interface Answer {
  status: number;
  body: { success?: boolean; code?: number; message?: string; requestId?: string } | null;
}

interface RawAnswer {
  status: number;
  body: string;
  /** The socket failed while sending (EPIPE / ECONNRESET): the client lost its answer. */
  error: string | null;
}

/** Reads one HTTP/1.1 answer (Content-Length framed) from a socket. */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    let error: string | null = null;
    const finish = () => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      const text = buf.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const bodyStart = text.indexOf('\r\n\r\n');
      resolve({ status, body: bodyStart < 0 ? '' : text.slice(bodyStart + 4), error });
    };
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      const text = buf.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? -1);
      if (length >= 0 && buf.length >= end + 4 + length) finish();
    };
    const onError = (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message;
    };
    const onClose = () => finish();
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
  });
}

/** Writes `head` and all of `body` and waits until the kernel took it (or the socket failed). */
function writeAll(socket: Socket, head: string, body: Buffer | Buffer[]): Promise<string | null> {
  return new Promise((resolve) => {
    const onError = (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message);
    socket.once('error', onError);
    socket.write(head);
    for (const chunk of Array.isArray(body) ? body : [body]) socket.write(chunk);
    // Called once everything before it was handed to the kernel.
    socket.write(Buffer.alloc(0), (err) => {
      socket.off('error', onError);
      resolve(err ? ((err as NodeJS.ErrnoException).code ?? err.message) : null);
    });
  });
}

/**
 * The API on a real socket: an answer sent before the body was read must reach the client, not a
 * connection reset (inject cannot show that: it has no socket).
 */
describe('request bodies on a real socket', () => {
  const t = useTestApp({
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT),
    GUEST_APPLY_RATE_LIMIT_MAX: '1000',
  });
  let base = '';

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  async function send(
    path: string,
    body: BodyInit,
    headers: Record<string, string>,
    extra: RequestInit = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body, ...extra });
    const text = await res.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed };
  }

  const tooLarge = { success: false, code: 1109, message: 'Dữ liệu gửi lên quá lớn' };

  /**
   * Sends a whole request on a fresh connection, then asks for /api/health on the same one: the
   * refused body must neither reset the sender nor end the connection.
   */
  async function refusedThenReused(head: string, body: Buffer | Buffer[]) {
    const socket = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    // Errors are recorded by readAnswer / writeAll; this keeps a late one from going unhandled.
    socket.on('error', () => {});
    const answer = readAnswer(socket);
    const writeError = await writeAll(socket, head, body);
    const first = await answer;
    if (writeError || first.error || socket.destroyed) {
      socket.destroy();
      return { writeError, first, againError: 'not tried', next: { status: 0, body: '', error: null } };
    }
    const second = readAnswer(socket);
    const againError = await writeAll(socket, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', []);
    const next = await second;
    socket.destroy();
    return { writeError, first, againError, next };
  }

  function expectRefusedCleanly(r: Awaited<ReturnType<typeof refusedThenReused>>) {
    expect(r.writeError, 'the client could send its whole body').toBeNull();
    expect(r.first.error).toBeNull();
    expect(r.first.status).toBe(413);
    expect(JSON.parse(r.first.body)).toMatchObject(tooLarge);
    expect(r.againError).toBeNull();
    expect(r.next.status, 'the connection still serves the next request').toBe(200);
  }

  it('a JSON body over BODY_LIMIT_BYTES (Content-Length) gets the 413 envelope, no reset', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.vn', password: 'x'.repeat(HUGE) }));
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, body));
  });

  it('a chunked JSON body (no Content-Length) over the limit gets the 413 envelope too', async () => {
    const piece = Buffer.from('x'.repeat(64 * 1024));
    const chunks: Buffer[] = [];
    for (let sent = 0; sent < HUGE; sent += piece.length)
      chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    chunks.push(Buffer.from('0\r\n\r\n'));
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, chunks));
  });

  it('an urlencoded body over the limit gets the 413 envelope', async () => {
    const body = Buffer.from(`email=a%40b.vn&password=${'x'.repeat(HUGE)}`);
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, body));
  });

  it('a multipart file over UPLOAD_LIMIT_BYTES gets the 413 envelope', async () => {
    const { payload: body, headers } = multipartForm({
      job_id: '1',
      name: 'Nguyễn Văn A',
      phone: '0912345678',
      email: 'a@b.vn',
      cv: { name: 'cv.pdf', data: Buffer.alloc(HUGE, 0x25), type: 'application/pdf' },
    });
    const head = `POST /api/guest-apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, body));
  });

  /** Text fields each under the field limit (1 MB) that together pass the whole-body limit (1.3 MB). */
  function manyBigFields() {
    const big = 'x'.repeat(900 * 1024);
    return multipartForm({ job_id: '1', name: big, phone: big, email: big });
  }

  it('a multipart body over the whole limit (declared length) gets the 413 envelope', async () => {
    const { payload: body, headers } = manyBigFields();
    const head = `POST /api/guest-apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, body));
  });

  it('a chunked multipart body past the whole limit is refused with 413 as it is read', async () => {
    const { payload: body, headers } = manyBigFields();
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; at += 64 * 1024) {
      const piece = body.subarray(at, at + 64 * 1024);
      chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from('0\r\n\r\n'));
    const head = `POST /api/guest-apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    expectRefusedCleanly(await refusedThenReused(head, chunks));
  });

  it('fetch (undici) gets the 413 envelope for a big JSON body', async () => {
    const body = JSON.stringify({ email: 'a@b.vn', password: 'x'.repeat(HUGE) });
    const res = await send('/api/auth/login', body, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject(tooLarge);
    expect(typeof res.body?.requestId).toBe('string');
  });

  it('multipart without a boundary is refused in the envelope (400), never 500', async () => {
    const res = await send('/api/guest-apply', 'name=x', { 'content-type': 'multipart/form-data' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 1106 });
  });

  it('malformed multipart (a boundary, but a broken body) is a 400 envelope, never 500', async () => {
    const res = await send('/api/guest-apply', `--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`, {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 1106 });
  });

  it('an unknown content type is 415 in the envelope', async () => {
    const res = await send('/api/auth/login', 'email=a', { 'content-type': 'application/xml' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      success: false,
      code: 1110,
      message: 'Định dạng dữ liệu không được hỗ trợ',
    });
  });
});
