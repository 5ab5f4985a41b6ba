import type { GiftVoucherOrder, OrderContactSchema } from '@fotoobraz/domain';
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

const billedAtDelivery = (values: BuyerChoices): boolean =>
  values.handoverMethod === 'KURIER' && values.sameBillingAddress;

/**
 * Whether the form asks who the documents name: a company always; a person only when billed
 * elsewhere than the courier's delivery. A private pick-up gives its e-mail alone, and the
 * documents name the buyer by it.
 */
export const asksForBuyer = (values: BuyerChoices): boolean =>
  values.company || (values.handoverMethod === 'KURIER' && !values.sameBillingAddress);

/** Whether it asks for the billing address too: a buyer's, unless billed at the delivery. */
export const asksForBillingAddress = (values: BuyerChoices): boolean =>
  asksForBuyer(values) && !billedAtDelivery(values);

/**
 * The contact as `POST /api/orders` takes it: only what the form shows goes (the address with a
 * courier, the buyer when asked for, billed at the delivery address when so chosen, the numbers
 * when 'na firmu'), so something typed and then hidden is neither sent nor checked.
 * @example contactRequestOf({ ...values, company: false, handoverMethod: 'OSOBNY_ODBER' }).buyerName // -> undefined
 */
export const contactRequestOf = (values: ContactValues): z.input<typeof OrderContactSchema> => {
  const trimmed = (v: string) => v.trim();
  const courier = values.handoverMethod === 'KURIER';
  const point = values.handoverMethod === 'VYDAJNE_MIESTO';
  const billing = asksForBillingAddress(values)
    ? {
        buyerStreet: trimmed(values.buyerStreet),
        buyerCity: trimmed(values.buyerCity),
        buyerPostcode: trimmed(values.buyerPostcode),
        buyerCountry: trimmed(values.buyerCountry),
      }
    : {
        buyerStreet: trimmed(values.deliveryStreet),
        buyerCity: trimmed(values.deliveryCity),
        buyerPostcode: trimmed(values.deliveryPostcode),
        buyerCountry: trimmed(values.deliveryCountry),
      };
  return {
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    userNote: values.userNote,
    handoverMethod: values.handoverMethod,
    ...(courier && {
      deliveryName: trimmed(values.deliveryName),
      deliveryStreet: trimmed(values.deliveryStreet),
      deliveryCity: trimmed(values.deliveryCity),
      deliveryPostcode: trimmed(values.deliveryPostcode),
      deliveryCountry: trimmed(values.deliveryCountry),
    }),
    // Packeta hands the parcel over to the named recipient, whom it notifies by e-mail or SMS.
    ...(point && {
      pickupPointId: values.pickupPoint?.id ?? null,
      deliveryName: trimmed(values.deliveryName),
    }),
    ...(asksForBuyer(values) && { buyerName: trimmed(values.buyerName), ...billing }),
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
  // A transfer is the default: its orders are sent as they always were.
  ...(contact.paymentMethod === 'KARTA' && { paymentMethod: contact.paymentMethod }),
});

/**
 * The order of `POST /api/orders` (status POTVRDENA on creation, customer spec §9), with the
 * codes of gift vouchers paying for it, if any.
 */
export const orderRequestOf = (
  contact: Contact,
  craftedId: number,
  voucherCodes: string[] = [],
): OrderRequest => ({
  ...orderBasisOf(contact),
  craftedProduct: { id: craftedId },
  ...(voucherCodes.length > 0 && { voucherCodes }),
});

/**
 * The basket's order: every piece a line, in the basket's order.
 * @example basketOrderRequestOf(contact, [7, 9]).items // -> [{ craftedProduct: { id: 7 } }, { craftedProduct: { id: 9 } }]
 */
export const basketOrderRequestOf = (contact: Contact, craftedIds: number[]): OrderRequest => ({
  ...orderBasisOf(contact),
  items: craftedIds.map((id) => ({ craftedProduct: { id } })),
});

/**
 * The basket's order with what the browser holds beside the pieces: the gift vouchers to buy
 * (beside or instead of pieces; alone they are handed over by no one, so the order is a
 * personal pick-up with no postage) and the codes paying for the pieces.
 * @example checkoutRequestOf(contact, [], [{ value: 50, recipientName: 'Eva' }], []).handoverMethod // -> 'OSOBNY_ODBER'
 */
export const checkoutRequestOf = (
  contact: Contact,
  craftedIds: number[],
  giftVouchers: GiftVoucherOrder[],
  voucherCodes: string[],
): OrderRequest => {
  const extras = {
    ...(giftVouchers.length > 0 && { giftVouchers }),
    ...(craftedIds.length > 0 && voucherCodes.length > 0 && { voucherCodes }),
  };
  if (craftedIds.length > 0) return { ...basketOrderRequestOf(contact, craftedIds), ...extras };
  return {
    ...orderBasisOf({ ...contact, handoverMethod: 'OSOBNY_ODBER' }),
    giftVouchers,
  };
};
