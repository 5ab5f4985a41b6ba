import type { OrderContactSchema } from '@fotoobraz/domain';
import type { z } from 'zod';
import type { OrderRequest } from '../api/orders';
import type { Contact } from './wizard-state';

/** The summary's form: the wizard's contact under the names of the domain's order contact. */
export type ContactValues = Omit<Contact, 'note'> & { userNote: string };

export const contactValuesOf = ({ note, ...contact }: Contact): ContactValues => ({
  ...contact,
  userNote: note,
});

export const contactOf = ({ userNote, ...values }: ContactValues): Contact => ({
  ...values,
  note: userNote,
});

type BuyerChoices = Pick<ContactValues, 'company' | 'handoverMethod' | 'sameBillingAddress'>;

/** A personal buyer of a courier order who is billed at the delivery address names no buyer. */
const billedAtDelivery = (values: BuyerChoices): boolean =>
  !values.company && values.handoverMethod === 'KURIER' && values.sameBillingAddress;

/** Whether the form shows (and asks for) the buyer's name and address. */
export const asksForBuyer = (values: BuyerChoices): boolean => !billedAtDelivery(values);

/**
 * The contact as `POST /api/orders` takes it: only what the form shows goes (the address with a
 * courier, the buyer unless billed at the delivery address, the numbers when 'na firmu'), so
 * something typed and then hidden is neither sent nor checked.
 * @example contactRequestOf({ ...values, company: false, handoverMethod: 'KURIER', sameBillingAddress: true }).buyerName // -> undefined
 */
export const contactRequestOf = (values: ContactValues): z.input<typeof OrderContactSchema> => {
  const trimmed = (v: string) => v.trim();
  return {
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    userNote: values.userNote,
    handoverMethod: values.handoverMethod,
    ...(values.handoverMethod === 'KURIER' && {
      deliveryName: trimmed(values.deliveryName),
      deliveryStreet: trimmed(values.deliveryStreet),
      deliveryCity: trimmed(values.deliveryCity),
      deliveryPostcode: trimmed(values.deliveryPostcode),
      deliveryCountry: trimmed(values.deliveryCountry),
    }),
    ...(asksForBuyer(values) && {
      buyerName: trimmed(values.buyerName),
      buyerStreet: trimmed(values.buyerStreet),
      buyerCity: trimmed(values.buyerCity),
      buyerPostcode: trimmed(values.buyerPostcode),
      buyerCountry: trimmed(values.buyerCountry),
    }),
    ...(values.company && {
      buyerIco: trimmed(values.buyerIco),
      buyerDic: trimmed(values.buyerDic),
      buyerIcDph: trimmed(values.buyerIcDph),
    }),
  };
};

const orderBasisOf = (contact: Contact) => ({
  ...contactRequestOf(contactValuesOf(contact)),
  status: 'POTVRDENA' as const,
  ...(contact.termsVersion !== null && { termsVersion: contact.termsVersion }),
});

/** The order of `POST /api/orders` (status POTVRDENA on creation, customer spec §9). */
export const orderRequestOf = (contact: Contact, craftedId: number): OrderRequest => ({
  ...orderBasisOf(contact),
  craftedProduct: { id: craftedId },
});

/**
 * The basket's order (issue 18): every piece a line, in the basket's order.
 * @example basketOrderRequestOf(contact, [7, 9]).items // -> [{ craftedProduct: { id: 7 } }, { craftedProduct: { id: 9 } }]
 */
export const basketOrderRequestOf = (contact: Contact, craftedIds: number[]): OrderRequest => ({
  ...orderBasisOf(contact),
  items: craftedIds.map((id) => ({ craftedProduct: { id } })),
});
