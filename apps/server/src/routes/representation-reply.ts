import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, type Representation } from '../lib/representation.ts';

/**
 * Sends a representation in the encoding the client accepts, with that encoding's ETag; 304 and
 * no body when If-None-Match names it. `visibility` is `private` where the answer differs from
 * what everybody else gets (an admin's view), so that no shared cache keeps it. Routes that send
 * through here declare `compress: false`: the encoding is chosen here, once.
 */
export const replyRepresentation = async (
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  visibility: 'public' | 'private',
): Promise<FastifyReply> => {
  const encoding = representation.encodingFor(request.headers['accept-encoding']);
  const etag = representation.etag(encoding);
  reply
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', `${visibility}, no-cache`);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(representation.contentType).send(await representation.bytes(encoding));
};
