import { EMAIL_LENGTH, EMAIL_PATTERN } from '@fotoobraz/domain';
import type { OrderRequest } from '../api/orders';
import type { Contact } from './wizard-state';

export type ContactField = keyof Contact;

/** i18n keys of what is wrong with each field; empty when the summary may be left. */
export type ContactErrors = Partial<Record<ContactField, string>>;

const DELIVERY_FIELDS = [
  'deliveryName',
  'deliveryStreet',
  'deliveryPostcode',
  'deliveryCity',
] as const satisfies readonly ContactField[];

/**
 * What keeps the summary from being left (customer spec §5): the e-mail is required and must look
 * like one; a courier needs the name, street, postcode and town.
 * @example contactErrors({ ...NO_CONTACT, email: 'jana@' }) // -> { email: 'configurator.contact.errors.emailPattern' }
 */
export const contactErrors = (contact: Contact): ContactErrors => {
  const errors: ContactErrors = {};
  const email = contact.email.trim();
  if (!email) errors.email = 'configurator.contact.errors.emailRequired';
  else if (
    email.length < EMAIL_LENGTH.min ||
    email.length > EMAIL_LENGTH.max ||
    !EMAIL_PATTERN.test(email)
  )
    errors.email = 'configurator.contact.errors.emailPattern';
  if (contact.handoverMethod === 'KURIER') {
    for (const field of DELIVERY_FIELDS) {
      if (!contact[field].trim()) errors[field] = 'configurator.contact.errors.required';
    }
  }
  return errors;
};

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
