import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contactOf, contactValuesOf, orderRequestOf } from './contact';
import { CONTACT_RULES } from './contact-rules';
import { signedInContactOf } from './signed-in-contact';
import { NO_CONTACT, type Contact } from './wizard-state';
import { PICKUP_ORDER_REQUEST } from '../../../../test/support/contact';

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

const COURIER_ADDRESS = {
  deliveryName: 'Jana Nováková',
  deliveryStreet: 'Hlavná 1',
  deliveryCity: 'Nitra',
  deliveryPostcode: '949 01',
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
    const billedAtDelivery = { ...NO_CONTACT, email, termsAccepted: true };
    expect(
      await messagesOf({ ...billedAtDelivery, handoverMethod: 'KURIER', ...COURIER_ADDRESS }),
    ).toEqual({});
    expect(await messagesOf({ ...billedAtDelivery, handoverMethod: 'KURIER' })).toEqual({
      deliveryName: 'configurator.contact.errors.recipientRequired',
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

  it('the order is POTVRDENA; a private pick-up sends the e-mail, phone and note alone', () => {
    const contact = { ...NO_CONTACT, email: ' jana@example.sk ', deliveryName: 'Jana' };
    expect(orderRequestOf({ ...contact, buyerName: ' Jana ', termsVersion: 3 }, 5)).toEqual(
      PICKUP_ORDER_REQUEST,
    );
    expect(orderRequestOf({ ...contact, handoverMethod: 'KURIER' }, 5)).toMatchObject({
      handoverMethod: 'KURIER',
      deliveryName: 'Jana',
      deliveryCountry: 'Slovensko',
    });
  });

  it('a courier’s personal buyer billed at the delivery address names no buyer; a company its numbers', () => {
    const courier = { ...NO_CONTACT, email: 'jana@example.sk', handoverMethod: 'KURIER' as const };
    const sent = orderRequestOf({ ...courier, buyerName: 'Stará', buyerIco: '35763469' }, 5);
    expect(sent).not.toHaveProperty('buyerName');
    expect(sent).not.toHaveProperty('buyerIco');
    expect(orderRequestOf({ ...courier, company: true, buyerIco: ' 35763469 ' }, 5)).toMatchObject({
      buyerIco: '35763469',
      buyerDic: '',
      buyerIcDph: '',
    });
  });

  it('a private pick-up needs the e-mail and the terms only', async () => {
    const pickUp = { ...NO_CONTACT, email: 'jana@example.sk' };
    expect(await messagesOf(pickUp)).toEqual({
      termsAccepted: 'configurator.contact.errors.termsRequired',
    });
    expect(await messagesOf({ ...pickUp, termsAccepted: true })).toEqual({});
  });

  it('a company with a courier billed at the delivery: its name and IČO, the address once', async () => {
    const company = {
      ...NO_CONTACT,
      email: 'jana@example.sk',
      handoverMethod: 'KURIER' as const,
      company: true,
      termsAccepted: true,
    };
    expect(await messagesOf(company)).toEqual({
      ...Object.fromEntries(
        Object.keys(COURIER_ADDRESS).map((f) => [f, 'configurator.contact.errors.required']),
      ),
      deliveryName: 'configurator.contact.errors.recipientRequired',
      buyerName: 'configurator.contact.errors.billingRequired',
      buyerIco: 'configurator.contact.errors.icoRequired',
    });
    const ready = {
      ...company,
      ...COURIER_ADDRESS,
      buyerName: 'Foto s.r.o.',
      buyerIco: '35763469',
    };
    expect(await messagesOf(ready)).toEqual({});
    expect(orderRequestOf(ready, 5)).toMatchObject({
      buyerName: 'Foto s.r.o.',
      buyerStreet: 'Hlavná 1',
      buyerCity: 'Nitra',
      buyerPostcode: '949 01',
    });
  });

  it('a buyer shown is asked for; a company needs its IČO by the Slovak rule; the terms must be confirmed', async () => {
    const ready = {
      ...NO_CONTACT,
      email: 'jana@example.sk',
      handoverMethod: 'KURIER' as const,
      ...COURIER_ADDRESS,
      sameBillingAddress: false,
      buyerName: 'Jana Nováková',
      buyerStreet: 'Hlavná 1',
      buyerCity: 'Nitra',
      buyerPostcode: '949 01',
      termsAccepted: true,
    };
    expect(await messagesOf(ready)).toEqual({});
    expect(await messagesOf({ ...ready, buyerStreet: '', termsAccepted: false })).toEqual({
      buyerStreet: 'configurator.contact.errors.billingRequired',
      termsAccepted: 'configurator.contact.errors.termsRequired',
    });
    const company = { ...ready, company: true };
    expect(await messagesOf(company)).toEqual({
      buyerIco: 'configurator.contact.errors.icoRequired',
    });
    expect(
      await messagesOf({
        ...company,
        buyerIco: '35763468',
        buyerDic: '123',
        buyerIcDph: '2020317068',
      }),
    ).toEqual({
      // Each named by its fault: the check digit, the count of digits, the missing 'SK'.
      buyerIco: 'configurator.contact.errors.icoCheckDigit',
      buyerDic: 'configurator.contact.errors.digitCount',
      buyerIcDph: 'configurator.contact.errors.icDphPrefix',
    });
    expect(
      await messagesOf({
        ...company,
        buyerIco: '35763469',
        buyerDic: '2020317068',
        buyerIcDph: 'SK2020317069',
      }),
    ).toEqual({ buyerIcDph: 'configurator.contact.errors.icDphMismatch' });
    // What 'na firmu' hid is neither checked nor sent.
    expect(await messagesOf({ ...ready, buyerIco: 'zlé' })).toEqual({});
  });
});

describe("a signed-in customer's contact", () => {
  const account = { email: 'jana@example.sk', firstName: 'Jana', lastName: 'Nováková' };
  it('starts from the account’s e-mail and name', () => {
    expect(signedInContactOf(NO_CONTACT, account, null)).toMatchObject({
      email: 'jana@example.sk',
      deliveryName: 'Jana Nováková',
      buyerName: 'Jana Nováková',
      company: false,
    });
  });

  it('takes the phone and addresses of the last order, a company’s too', () => {
    const last = {
      phone: '0900 123 456',
      deliveryName: 'Jana Nováková',
      deliveryStreet: 'Hlavná 1',
      deliveryCity: 'Nitra',
      deliveryPostcode: '949 01',
      buyerName: 'Foto s.r.o.',
      buyerStreet: 'Štúrova 5',
      buyerCity: 'Košice',
      buyerPostcode: '040 01',
      buyerIco: '35763469',
      buyerDic: null,
    };
    expect(signedInContactOf(NO_CONTACT, account, last)).toMatchObject({
      ...last,
      buyerDic: '',
      company: true,
    });
  });

  it('never replaces what the customer typed', () => {
    const typed = { ...NO_CONTACT, email: 'ina@example.sk', phone: '0911' };
    expect(signedInContactOf(typed, account, { phone: '0900' })).toBe(typed);
  });
});
