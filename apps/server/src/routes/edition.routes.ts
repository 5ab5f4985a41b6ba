import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/problem.ts';
import type { EditionService } from '../services/edition.service.ts';

/**
 * The limited-editions panel's pictures: `GET /api/internal-images/{id}/thumbnail`, a small
 * JPEG instead of the 8+ MP original. The list itself is the generic
 * `GET /api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true`.
 */
export const registerEditionRoutes = (app: FastifyInstance, editions: EditionService): void => {
  app.get<{ Params: { id: string } }>(
    '/api/internal-images/:id/thumbnail',
    async (request, reply) => {
      if (!/^\d{1,15}$/.test(request.params.id))
        throw badRequest(`'${request.params.id}' is not an id`);
      const thumb = await editions.rendition(request.caller, Number(request.params.id), 'thumb');
      const etag = `"${thumb.sourceHash.slice(0, 32)}-t"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, no-cache')
        .type(thumb.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(thumb.data);
    },
  );
};
