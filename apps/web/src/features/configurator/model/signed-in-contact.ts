import type { Contact } from './wizard-state';

/** What a signed-in account says of its owner. */
export interface AccountContact {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The contact fields of the customer's last order, as `GET /api/orders` returns them. */
export type LastOrderContact = Partial<Record<keyof Contact, unknown>>;

const ADDRESS_FIELDS = [
  'phone',
  'deliveryName',
  'deliveryStreet',
  'deliveryCity',
  'deliveryPostcode',
  'deliveryCountry',
  'buyerName',
  'buyerStreet',
  'buyerCity',
  'buyerPostcode',
  'buyerCountry',
  'buyerIco',
  'buyerDic',
  'buyerIcDph',
] as const satisfies readonly (keyof Contact)[];

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The contact a signed-in customer starts from: the account's e-mail and name, the phone and
 * addresses of their last order (a company's too, then bought 'na firmu' again). Only a contact
 * nobody has typed in yet (no e-mail) is filled; what the customer typed is never replaced.
 * @example signedInContactOf(NO_CONTACT, { email: 'jana@example.sk', firstName: 'Jana', lastName: 'Nováková' }, null).deliveryName // -> 'Jana Nováková'
 */
export const signedInContactOf = (
  contact: Contact,
  account: AccountContact,
  last: LastOrderContact | null,
): Contact => {
  if (contact.email.trim() !== '' || !account.email) return contact;
  const name = [account.firstName, account.lastName].map(textOf).filter(Boolean).join(' ');
  const filled: Contact = { ...contact, email: account.email };
  for (const field of ADDRESS_FIELDS) {
    const remembered = textOf(last?.[field]);
    if (remembered && !textOf(contact[field])) filled[field] = remembered;
  }
  if (!filled.deliveryName) filled.deliveryName = name;
  if (!filled.buyerName) filled.buyerName = name;
  if (textOf(last?.buyerIco)) filled.company = true;
  return filled;
};
