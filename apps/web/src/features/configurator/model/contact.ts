import { BUYER_ADDRESS, HANDOVER_METHOD, OrderContactSchema } from '@fotoobraz/domain';
import { z } from 'zod';
import { ORDER_CONTACT_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules } from '../../../lib/forms/use-schema-form';
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

const text = z.string();

/**
 * The summary's form: what it would send must pass the domain's OrderContactSchema (an e-mail
 * that is one mailbox, a courier's address, the buyer's numbers by their Slovak rules), and
 * beyond it the form asks for what the API leaves optional: the name and address of the buyer
 * it shows, a company's IČO, and the confirmed terms.
 */
const ContactFormSchema = z
  .object({
    email: text,
    phone: text,
    userNote: text,
    handoverMethod: z.enum(HANDOVER_METHOD),
    deliveryName: text,
    deliveryStreet: text,
    deliveryCity: text,
    deliveryPostcode: text,
    deliveryCountry: text,
    company: z.boolean(),
    sameBillingAddress: z.boolean(),
    buyerName: text,
    buyerStreet: text,
    buyerCity: text,
    buyerPostcode: text,
    buyerCountry: text,
    buyerIco: text,
    buyerDic: text,
    buyerIcDph: text,
    termsAccepted: z.boolean(),
    termsVersion: z.number().nullable(),
  })
  .superRefine((values, ctx) => {
    const refused = new Set<string>();
    const refuse = (field: string, message: string) => {
      if (refused.has(field)) return;
      refused.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    for (const issue of OrderContactSchema.safeParse(contactRequestOf(values)).error?.issues ??
      []) {
      refuse(String(issue.path[0]), issue.message);
    }
    if (asksForBuyer(values)) {
      for (const field of BUYER_ADDRESS) if (!values[field].trim()) refuse(field, 'NotNull');
    }
    if (values.company && !values.buyerIco.trim()) refuse('buyerIco', 'NotNull');
    if (!values.termsAccepted) refuse('termsAccepted', 'NotNull');
  });

/** The summary's rules, in its own words (customer spec §5; issue 15 for the buyer and terms). */
export const CONTACT_RULES = schemaRules<typeof ContactFormSchema, ContactValues>(
  ContactFormSchema,
  ORDER_CONTACT_WORDING,
  OrderContactSchema.shape,
);

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
