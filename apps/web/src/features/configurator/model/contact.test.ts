import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, contactOf, contactValuesOf, orderRequestOf } from './contact';
import { NO_CONTACT, type Contact } from './wizard-state';

/** The i18n key of each field's message, as the summary shows them after a submit. */
const messagesOf = async (contact: Contact): Promise<Record<string, string>> => {
  const values = contactValuesOf(contact);
  const { errors } = await CONTACT_RULES.resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [
      name,
      CONTACT_RULES.describe(name, error as FieldError, values[name as keyof typeof values]).key,
    ]),
  );
};

describe('the contact details of the order (customer spec §5)', () => {
  it.each([
    ['', 'configurator.contact.errors.emailRequired'],
    ['   ', 'configurator.contact.errors.emailRequired'],
    ['jana@', 'configurator.contact.errors.emailPattern'],
    ['jana@example', 'configurator.contact.errors.emailPattern'],
    ['jana novak@example.sk', 'configurator.contact.errors.emailPattern'],
    ['j@a', 'configurator.contact.errors.emailPattern'],
    [`${'j'.repeat(250)}@example.sk`, 'configurator.contact.errors.emailPattern'],
    ['a@b.c', undefined],
    [' jana@example.sk ', undefined],
  ])('e-mail %j: %s', async (email, error) => {
    expect((await messagesOf({ ...NO_CONTACT, email })).email).toBe(error);
  });

  it('phone and note are optional; a courier needs name, street, postcode and town', async () => {
    const email = 'jana@example.sk';
    expect(await messagesOf({ ...NO_CONTACT, email })).toEqual({});
    expect(await messagesOf({ ...NO_CONTACT, email, handoverMethod: 'KURIER' })).toEqual({
      deliveryName: 'configurator.contact.errors.required',
      deliveryStreet: 'configurator.contact.errors.required',
      deliveryPostcode: 'configurator.contact.errors.required',
      deliveryCity: 'configurator.contact.errors.required',
    });
  });

  it('the form holds the note under the order’s name for it, and gives it back', () => {
    const contact = { ...NO_CONTACT, note: 'Prosím zabaliť' };
    expect(contactValuesOf(contact).userNote).toBe('Prosím zabaliť');
    expect(contactOf(contactValuesOf(contact))).toEqual(contact);
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
