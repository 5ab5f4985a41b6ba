import { describe, expect, it } from 'vitest';
import { postalAddressOf, ShopIdentitySchema } from './manufacturer.ts';

/** A small framer's workshop, as its owner entered it. */
const shop = {
  name: 'Rámy Kováč',
  street: 'Mlynská 3',
  postcode: '040 01',
  city: 'Košice',
  country: 'Slovensko',
  email: 'dielna@ramy-kovac.sk',
};

describe('the manufacturer', () => {
  it.each([
    [shop, 'Mlynská 3, 040 01 Košice, Slovensko'],
    [{ ...shop, postcode: '' }, 'Mlynská 3, Košice, Slovensko'],
    [{ ...shop, street: '', country: '' }, '040 01 Košice'],
    [{ ...shop, street: '', postcode: '', city: '', country: '' }, ''],
  ])('postal address of %o is %s', (identity, expected) => {
    expect(postalAddressOf(identity)).toBe(expected);
  });

  it("keeps only the public identity of the shop's settings", () => {
    const parsed = ShopIdentitySchema.parse({ ...shop, iban: 'SK31…', phone: '+421' });
    expect(Object.keys(parsed).sort()).toEqual(
      ['city', 'country', 'email', 'name', 'postcode', 'street'].sort(),
    );
  });
});
