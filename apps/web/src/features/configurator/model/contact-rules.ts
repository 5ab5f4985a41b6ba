import { BUYER_ADDRESS, HANDOVER_METHOD, OrderContactSchema } from '@fotoobraz/domain';
import { z } from 'zod';
import { ORDER_CONTACT_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules } from '../../../lib/forms/use-schema-form';
import { asksForBuyer, contactRequestOf, type ContactValues } from './contact';

/*
 * Apart from ./contact (what an order sends), as these rules bring the form library with them:
 * the configuration step, which places orders, loads without it.
 */

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
