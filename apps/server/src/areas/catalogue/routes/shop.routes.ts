import { PublicShopSchema, type DeliverySettings, type ShopIdentity } from '@fotoobraz/domain';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

/**
 * `GET /api/shop`: the shop as the manufacturer that the product step and the basket name (GPSR
 * Art. 19), and the delivery rule's limits and rates the order form prices the hand-over with;
 * for anyone, signed in or not. The response schema lets only the public fields out.
 */
export const registerShopRoutes = (
  app: ShopApi,
  readPublicShop: () => Promise<ShopIdentity & { delivery: DeliverySettings }>,
): void => {
  app.get(
    '/api/shop',
    {
      schema: {
        tags: [API_TAGS.catalogue],
        summary:
          "The shop's name, postal address and e-mail (the manufacturer of every piece), and what each way of delivery takes and costs",
        response: { 200: PublicShopSchema },
      },
    },
    () => readPublicShop(),
  );
};
