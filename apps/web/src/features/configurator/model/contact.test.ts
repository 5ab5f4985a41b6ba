import { describe, expect, it } from 'vitest';
import { contactErrors, orderRequestOf } from './contact';
import { NO_CONTACT } from './wizard-state';

describe('the contact details of the order (customer spec §5)', () => {
  it.each([
    ['', 'configurator.contact.errors.emailRequired'],
    ['   ', 'configurator.contact.errors.emailRequired'],
    ['jana@', 'configurator.contact.errors.emailPattern'],
    ['jana@example', 'configurator.contact.errors.emailPattern'],
    ['jana novak@example.sk', 'configurator.contact.errors.emailPattern'],
    ['a@b.c', undefined],
    [' jana@example.sk ', undefined],
  ])('e-mail %j: %s', (email, error) => {
    expect(contactErrors({ ...NO_CONTACT, email }).email).toBe(error);
  });

  it('phone and note are optional; a courier needs name, street, postcode and town', () => {
    const email = 'jana@example.sk';
    expect(contactErrors({ ...NO_CONTACT, email })).toEqual({});
    expect(Object.keys(contactErrors({ ...NO_CONTACT, email, handoverMethod: 'KURIER' }))).toEqual([
      'deliveryName',
      'deliveryStreet',
      'deliveryPostcode',
      'deliveryCity',
    ]);
  });

  it('the order is POTVRDENA; the address goes only with a courier', () => {
    const contact = { ...NO_CONTACT, email: ' jana@example.sk ', deliveryName: 'Jana' };
    expect(orderRequestOf(contact, 5)).toEqual({
      email: 'jana@example.sk',
      phone: '',
      userNote: '',
      status: 'POTVRDENA',
      craftedProduct: { id: 5 },
      handoverMethod: 'OSOBNY_ODBER',
    });
    expect(orderRequestOf({ ...contact, handoverMethod: 'KURIER' }, 5)).toMatchObject({
      handoverMethod: 'KURIER',
      deliveryName: 'Jana',
      deliveryCountry: 'Slovensko',
    });
  });
});
