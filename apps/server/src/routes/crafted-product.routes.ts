import { craftedProduct } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_HEADER, badRequest } from '../lib/problem.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { CraftedProductPreviews } from '../services/crafted-product.preview.ts';
import type { CraftedProductService } from '../services/crafted-product.service.ts';
import type { EntityService } from '../services/entity.service.ts';

const alert = (reply: FastifyReply, action: string, id: number) =>
  reply
    .header(`${APP_HEADER}-alert`, `fotoobrazApp.craftedProduct.${action}`)
    .header(`${APP_HEADER}-params`, String(id));

/**
 * POST and PUT of crafted products compute price, sizes and preview on the server; reads and
 * deletes are the generic routes. `POST /api/crafted-products/price-differences` prices the
 * alternatives the wizard offers against the current configuration.
 */
export const registerCraftedProductRoutes = (
  app: FastifyInstance,
  crafted: CraftedProductService,
  previews: CraftedProductPreviews,
  entities: EntityService,
): void => {
  const base = '/api/crafted-products';

  app.post(base, async (request, reply) => {
    ensureVisitorId(request, reply);
    const id = await crafted.create(request.caller, request.body);
    alert(reply, 'created', id);
    return reply
      .status(201)
      .header('Location', `${base}/${id}`)
      .send(await entities.get(craftedProduct, request.caller, id));
  });

  const update = async (
    caller: Parameters<CraftedProductService['update']>[0],
    body: unknown,
    reply: FastifyReply,
    pathId?: number,
  ) => {
    const id = await crafted.update(caller, body, pathId);
    alert(reply, 'updated', id);
    return entities.get(craftedProduct, caller, id);
  };
  app.put(base, (request, reply) => update(request.caller, request.body, reply));
  app.put<{ Params: { id: string } }>(`${base}/:id`, (request, reply) => {
    if (!/^\d{1,15}$/.test(request.params.id))
      throw badRequest(`'${request.params.id}' is not an id`);
    return update(request.caller, request.body, reply, Number(request.params.id));
  });

  app.post(`${base}/price-differences`, (request) =>
    crafted.priceDifferences(request.caller, request.body),
  );

  // The wizard's interior carousel: the piece at true scale on wall n (0 .. 8).
  app.get<{ Params: { id: string; n: string } }>(`${base}/:id/wall/:n`, async (request, reply) => {
    const { id, n } = request.params;
    if (!/^\d{1,15}$/.test(id) || !/^[0-8]$/.test(n)) {
      throw badRequest('Unknown crafted product or interior');
    }
    const wall = await previews.onWall(request.caller, Number(id), Number(n));
    return reply.header('Cache-Control', 'private, no-cache').type('image/jpeg').send(wall.jpeg);
  });
};
