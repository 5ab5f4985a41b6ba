import { ShopIdentitySchema, type ShopIdentity } from '@fotoobraz/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * `GET /api/shop`: the shop as the manufacturer that the product step and the basket name (GPSR
 * Art. 19), for anyone, signed in or not. The response schema lets only the public fields out.
 */
export const registerShopRoutes = (
  app: FastifyInstance,
  readShopIdentity: () => Promise<ShopIdentity>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shop',
    {
      schema: {
        tags: ['Obchod'],
        summary: "The shop's name, postal address and e-mail (the manufacturer of every piece)",
        response: { 200: ShopIdentitySchema },
      },
    },
    () => readShopIdentity(),
  );
};
