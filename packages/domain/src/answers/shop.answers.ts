import type { z } from 'zod';
import { DeliverySettingsSchema } from '../delivery/delivery-schemas.ts';
import { ShopIdentitySchema } from '../legal/manufacturer.ts';

/** `GET /api/shop`: the shop as the manufacturer of every piece, and its ways of delivery. */
export const PublicShopSchema = ShopIdentitySchema.extend({ delivery: DeliverySettingsSchema });
export type PublicShop = z.output<typeof PublicShopSchema>;
