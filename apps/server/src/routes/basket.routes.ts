import { BasketItemAddSchema, BasketItemCopiesSchema, IdParamsSchema } from '@fotoobraz/domain';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { BasketService } from '../services/basket.service.ts';
import type { ReorderService } from '../services/reorder.service.ts';
import { replyCreated } from './entity-replies.ts';
import { BasketItemSchema, BasketSchema, ReorderSchema } from './answers.ts';
import { NoContentSchema } from './responses.ts';
import type { ShopApi } from './shop-api.ts';

const tags = ['Košík'];
const config = { objectName: 'basketItem' };

/** The options of an endpoint of one basket line, named by its id. */
const oneLine = <S extends object>(summary: string, schema: S) => ({
  schema: { tags, summary, params: IdParamsSchema, ...schema },
});

/**
 * The caller's basket: read (repriced), put a crafted product in, change its copies,
 * take it out; and 'Objednať znova', which copies a past order's lines into it. A basket is
 * always the caller's own: another's line is not found.
 */
export const registerBasketRoutes = (
  app: ShopApi,
  basket: BasketService,
  reorders: ReorderService,
): void => {
  const base = '/api/basket/items';
  // The basket changes with every catalogue edit: never cached.
  const fresh = <T>(reply: { header: (k: string, v: string) => unknown }, body: T): T => {
    reply.header('Cache-Control', 'no-store');
    return body;
  };

  app.get(
    '/api/basket',
    {
      schema: {
        tags,
        response: { 200: BasketSchema },
        summary: "The caller's basket, every line repriced now",
      },
    },
    async (request, reply) => fresh(reply, await basket.read(request.caller)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        response: { 200: BasketItemSchema, 201: BasketItemSchema },
        summary: 'Put a crafted product in the basket',
        body: BasketItemAddSchema,
      },
      config,
    },
    async (request, reply) => {
      ensureVisitorId(request, reply);
      const { item, created } = await basket.add(request.caller, request.body.craftedProduct.id);
      if (!created) return reply.status(200).send(item);
      return replyCreated(reply, config.objectName, base, item.id, item);
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...oneLine("Change a line's copies (repriced on the server)", {
        response: { 200: BasketItemSchema },
        body: BasketItemCopiesSchema,
      }),
      config,
    },
    (request) => basket.setCopies(request.caller, request.params.id, request.body.copies),
  );

  app.delete(
    `${base}/:id`,
    oneLine('Take a line out (its crafted product stays)', {
      response: { 204: NoContentSchema },
    }),
    async (request, reply) => {
      await basket.remove(request.caller, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      schema: {
        tags,
        response: { 200: ReorderSchema },
        summary: "Copy a past order's lines into the basket at today's prices",
        params: IdParamsSchema,
      },
    },
    (request) => reorders.reorder(request.caller, request.params.id),
  );
};
