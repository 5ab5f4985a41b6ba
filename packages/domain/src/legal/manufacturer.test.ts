import { describe, expect, it } from 'vitest';
import { postalAddressOf, ShopIdentitySchema } from './manufacturer.ts';

const shop = {
  name: 'Fotoobraz s.r.o.',
  street: 'Obchodná 12',
  postcode: '811 06',
  city: 'Bratislava',
  country: 'Slovenská republika',
  email: 'objednavky@fotoobraz.sk',
};

describe('the manufacturer', () => {
  it.each([
    [shop, 'Obchodná 12, 811 06 Bratislava, Slovenská republika'],
    [{ ...shop, postcode: '' }, 'Obchodná 12, Bratislava, Slovenská republika'],
    [{ ...shop, street: '', country: '' }, '811 06 Bratislava'],
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
