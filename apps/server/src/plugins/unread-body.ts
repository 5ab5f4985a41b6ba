import type { FastifyInstance } from 'fastify';

/**
 * How much of a refused request's body the server still reads, and throws away, to keep its
 * connection: a bit more than the largest body any route takes (a 30 MB photo in base64).
 */
export const DRAIN_LIMIT_BYTES = 48 * 1024 * 1024;

/**
 * A request answered before its body was read to the end (refused by a hook, by a body limit,
 * or by a route that stopped reading a multipart body) must not leave the rest of its body in
 * the connection: the next request on it would never be parsed. The rest is read and thrown
 * away, so the connection stays usable, up to DRAIN_LIMIT_BYTES; a body that says or proves it
 * is larger gets `Connection: close` (or has its connection cut), so nobody makes the server
 * read gigabytes.
 */
export const registerUnreadBodyDrain = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return;
    const declared = Number(raw.headers['content-length']);
    if (declared > DRAIN_LIMIT_BYTES) {
      reply.header('Connection', 'close');
      return;
    }
    // A multipart parser that stopped reading holds the body by its pipe.
    raw.unpipe();
    let drained = 0;
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) raw.socket.destroy();
    });
    raw.resume();
  });
};
