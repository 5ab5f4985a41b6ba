import { IdParamsSchema } from '@fotoobraz/domain';
import type { EditionService } from '../services/edition.service.ts';
import { fileResponse, JPEG, NoContentSchema } from '../../../routes/responses.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

/**
 * The limited-editions panel's pictures: `GET /api/internal-images/{id}/thumbnail`, a small
 * JPEG instead of the 8+ MP original. The list itself is the generic
 * `GET /api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true`.
 */
export const registerEditionRoutes = (app: ShopApi, editions: EditionService): void => {
  app.get(
    '/api/internal-images/:id/thumbnail',
    {
      schema: {
        tags: [API_TAGS.catalogue],
        response: { 200: fileResponse('The picture', JPEG), 304: NoContentSchema },
        summary: "An edition's small picture, JPEG",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const thumb = await editions.rendition(request.caller, request.params.id, 'thumb');
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
