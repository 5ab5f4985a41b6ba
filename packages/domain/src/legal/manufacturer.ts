import { z } from 'zod';

/**
 * The shop as the manufacturer every offer names (GPSR, Regulation (EU) 2023/988 Art. 19(a)):
 * its name, postal address and e-mail, and nothing else of its settings. The shop makes each
 * piece itself, so it is the manufacturer; `GET /api/shop` answers this.
 */
export const ShopIdentitySchema = z.object({
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string().nullable(),
});
export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;

/**
 * The postal address on one line, leaving out what the settings miss.
 * @example postalAddressOf({ street: 'Obchodná 12', postcode: '811 06', city: 'Bratislava', country: 'Slovenská republika' }) // -> 'Obchodná 12, 811 06 Bratislava, Slovenská republika'
 */
export const postalAddressOf = (
  shop: Pick<ShopIdentity, 'street' | 'postcode' | 'city' | 'country'>,
): string => {
  const town = [shop.postcode, shop.city].filter(Boolean).join(' ');
  return [shop.street, town, shop.country].filter(Boolean).join(', ');
};
