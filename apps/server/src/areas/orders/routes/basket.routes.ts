import {
  BasketAnswerSchema,
  BasketItemAddSchema,
  BasketItemAnswerSchema,
  BasketItemCopiesSchema,
  IdParamsSchema,
  ReorderAnswerSchema,
} from '@fotoobraz/domain';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import type { BasketService } from '../services/basket.service.ts';
import type { ReorderService } from '../services/reorder.service.ts';
import { replyCreated } from '../../../routes/entity-replies.ts';
import { NoContentSchema } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const OBJECT_NAME = 'basketItem';
const { documented, write, byId } = routesOf(API_TAGS.orders, OBJECT_NAME);

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
    documented("The caller's basket, every line repriced now", {
      response: { 200: BasketAnswerSchema },
    }),
    async (request, reply) => fresh(reply, await basket.read(request.caller)),
  );

  app.post(
    base,
    write('Put a crafted product in the basket', {
      response: { 200: BasketItemAnswerSchema, 201: BasketItemAnswerSchema },
      body: BasketItemAddSchema,
    }),
    async (request, reply) => {
      ensureVisitorId(request, reply);
      const { item, created } = await basket.add(request.caller, request.body.craftedProduct.id);
      if (!created) return reply.status(200).send(item);
      return replyCreated(reply, OBJECT_NAME, base, item.id, item);
    },
  );

  app.put(
    `${base}/:id`,
    write("Change a line's copies (repriced on the server)", {
      params: IdParamsSchema,
      response: { 200: BasketItemAnswerSchema },
      body: BasketItemCopiesSchema,
    }),
    (request) => basket.setCopies(request.caller, request.params.id, request.body.copies),
  );

  app.delete(
    `${base}/:id`,
    byId('Take a line out (its crafted product stays)', {
      response: { 204: NoContentSchema },
    }),
    async (request, reply) => {
      await basket.remove(request.caller, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/orders/:id/reorder',
    byId("Copy a past order's lines into the basket at today's prices", {
      response: { 200: ReorderAnswerSchema },
    }),
    (request) => reorders.reorder(request.caller, request.params.id),
  );
};
