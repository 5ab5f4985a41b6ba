import type { SignedLinks } from './signed-links.ts';

/**
 * How long a pro-forma mail's card payment link works: 30 days, well past the pro-forma's due
 * date, so a late payer can still pay by card, yet an old mail found later opens no payment.
 */
export const CARD_PAYMENT_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The customer app's page that pays order `orderId` by card without signing in, as a mail
 * links to it: valid CARD_PAYMENT_LINK_DAYS from `issuedAt`.
 * @example cardPaymentLink(links, 'https://fotoobraz.sk', 7, placedAt) // -> 'https://fotoobraz.sk/objednavka/7/zaplatit-kartou?token=1799229600.…'
 */
export const cardPaymentLink = (
  links: SignedLinks,
  publicUrl: string,
  orderId: number,
  issuedAt: Date,
): string => {
  const expiresAt = new Date(issuedAt.getTime() + CARD_PAYMENT_LINK_DAYS * DAY_MS);
  const token = links.sign('card-payment', orderId, expiresAt);
  return `${publicUrl.replace(/\/+$/, '')}/objednavka/${orderId}/zaplatit-kartou?token=${token}`;
};
