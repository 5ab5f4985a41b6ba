import { OrderContactSchema } from '@fotoobraz/domain';
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

/**
 * What keeps the summary from being left (customer spec §5) is what the server checks: the
 * domain's OrderContactSchema (an e-mail that is one mailbox; a courier needs the name, street,
 * postcode and town), in the summary's own words.
 */
export const CONTACT_RULES = schemaRules<typeof OrderContactSchema, ContactValues>(
  OrderContactSchema,
  ORDER_CONTACT_WORDING,
);

/** The order of `POST /api/orders` (status POTVRDENA on creation, customer spec §9). */
export const orderRequestOf = (contact: Contact, craftedId: number): OrderRequest => {
  const courier = contact.handoverMethod === 'KURIER';
  return {
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    userNote: contact.note,
    status: 'POTVRDENA',
    craftedProduct: { id: craftedId },
    handoverMethod: contact.handoverMethod,
    ...(courier && {
      deliveryName: contact.deliveryName.trim(),
      deliveryStreet: contact.deliveryStreet.trim(),
      deliveryCity: contact.deliveryCity.trim(),
      deliveryPostcode: contact.deliveryPostcode.trim(),
      deliveryCountry: contact.deliveryCountry.trim(),
    }),
  };
};
