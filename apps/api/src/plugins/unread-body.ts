import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long an answered request may go on sending its body (nginx's `lingering_time`). */
const LINGER_MS = 30_000;
/** …and how long it may pause between two chunks (nginx's `lingering_timeout`). */
const LINGER_IDLE_MS = 5_000;

/**
 * Reads and discards the rest of a body that will not be used, then lets the connection go on.
 * Bounded in time: a client still sending after LINGER_MS (or silent for LINGER_IDLE_MS) is cut.
 */
function drain(raw: IncomingMessage) {
  const socket = raw.socket;
  let idle: NodeJS.Timeout | undefined;
  const cut = () => socket.destroy();
  const total = setTimeout(cut, LINGER_MS);
  const bump = () => {
    clearTimeout(idle);
    idle = setTimeout(cut, LINGER_IDLE_MS);
  };
  const done = () => {
    clearTimeout(total);
    clearTimeout(idle);
    raw.off('data', bump);
  };
  raw.unpipe();
  raw.on('data', bump);
  raw.once('end', done);
  raw.once('close', done);
  bump();
  raw.resume();
}

/**
 * An answer sent before the body was read (413 over the limit, 415, 403 from the CSRF check, a
 * multipart file over the limit) used to close the socket while the client was still sending: the
 * client saw a reset instead of the answer. Here the answer keeps the connection, and the rest of
 * the body is read and dropped (lingering close), so the client gets the envelope.
 */
export const unreadBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // `complete` is false only on a real socket still receiving the body (not under inject).
    if (raw.complete !== false || raw.readableEnded) return;
    // Fastify asks to close after a body error; closing now would reset the client mid-upload.
    if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
    drain(raw);
  });
});
