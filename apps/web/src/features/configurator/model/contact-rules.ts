import {
  BUYER_ADDRESS,
  HANDOVER_METHOD,
  OrderContactSchema,
  PAYMENT_METHODS,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { ORDER_CONTACT_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules } from '../../../lib/forms/use-schema-form';
import {
  asksForBillingAddress,
  asksForBuyer,
  contactRequestOf,
  type ContactValues,
} from './contact';

/*
 * Apart from ./contact (what an order sends), as these rules bring the form library with them:
 * the configuration step, which places orders, loads without it.
 */

const text = z.string();

/** The buyer's address fields: the buyer's name is asked for apart from them. */
const BILLING_ADDRESS = [
  'buyerStreet',
  'buyerCity',
  'buyerPostcode',
] as const satisfies readonly (typeof BUYER_ADDRESS)[number][];
const isBillingAddress = (field: string): boolean =>
  (BILLING_ADDRESS as readonly string[]).includes(field);

/**
 * The summary's form: what it would send must pass the domain's OrderContactSchema (an e-mail
 * that is one mailbox, a courier's address, the buyer's numbers by their Slovak rules), and
 * beyond it the form asks for what the API leaves optional: the name and address of the buyer
 * it shows (a company's, or a person's billed elsewhere than the delivery), a company's IČO, and
 * the confirmed terms.
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
    pickupPoint: z.custom<ContactValues['pickupPoint']>(),
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
    paymentMethod: z.enum(PAYMENT_METHODS),
  })
  .superRefine((values, ctx) => {
    const refused = new Set<string>();
    const refuse = (field: string, message: string) => {
      if (refused.has(field)) return;
      refused.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const billingAddress = asksForBillingAddress(values);
    for (const issue of OrderContactSchema.safeParse(contactRequestOf(values)).error?.issues ??
      []) {
      // The order names the point by its id; the form holds the point chosen.
      const field = issue.path[0] === 'pickupPointId' ? 'pickupPoint' : String(issue.path[0]);
      // A billing address copied from the delivery is refused on the delivery's fields.
      if (billingAddress || !isBillingAddress(field)) refuse(field, issue.message);
    }
    if (asksForBuyer(values) && !values.buyerName.trim()) refuse('buyerName', 'NotNull');
    if (values.handoverMethod === 'VYDAJNE_MIESTO' && !values.deliveryName.trim()) {
      refuse('deliveryName', 'NotNull');
    }
    if (billingAddress) {
      for (const field of BILLING_ADDRESS) if (!values[field].trim()) refuse(field, 'NotNull');
    }
    if (values.company && !values.buyerIco.trim()) refuse('buyerIco', 'NotNull');
    if (!values.termsAccepted) refuse('termsAccepted', 'NotNull');
  });

/** The summary's rules, in its own words (customer spec §5). */
export const CONTACT_RULES = schemaRules<typeof ContactFormSchema, ContactValues>(
  ContactFormSchema,
  ORDER_CONTACT_WORDING,
  OrderContactSchema.shape,
);
