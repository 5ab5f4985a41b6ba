import { craftedProduct, IdParamsSchema } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_HEADER } from '../lib/problem.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { CraftedProductPreviews } from '../services/crafted-product.preview.ts';
import type { CraftedProductService } from '../services/crafted-product.service.ts';
import type { EntityService } from '../services/entity.service.ts';

/** The interiors of the wall carousel are numbered 0 .. 8. */
const WallParamsSchema = IdParamsSchema.extend({
  n: z
    .string()
    .regex(/^[0-8]$/, { error: 'Pattern' })
    .transform(Number),
});

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
  server: FastifyInstance,
  crafted: CraftedProductService,
  previews: CraftedProductPreviews,
  entities: EntityService,
): void => {
  const app = server.withTypeProvider<ZodTypeProvider>();
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
  app.put(`${base}/:id`, { schema: { params: IdParamsSchema } }, (request, reply) =>
    update(request.caller, request.body, reply, request.params.id),
  );

  app.post(`${base}/price-differences`, (request) =>
    crafted.priceDifferences(request.caller, request.body),
  );

  // The wizard's interior carousel: the piece at true scale on wall n (0 .. 8).
  app.get(
    `${base}/:id/wall/:n`,
    { schema: { params: WallParamsSchema } },
    async (request, reply) => {
      const { id, n } = request.params;
      const wall = await previews.onWall(request.caller, id, n);
      return reply.header('Cache-Control', 'private, no-cache').type('image/jpeg').send(wall.jpeg);
    },
  );
};
