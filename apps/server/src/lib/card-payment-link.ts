import { refusal } from './problem.ts';
import type { SignedLinks } from './signed-links.ts';

/**
 * How long a pro-forma mail's card payment link works: 30 days, well past the pro-forma's due
 * date, so a late payer can still pay by card, yet an old mail found later opens no payment.
 */
export const CARD_PAYMENT_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The customer app's page that pays `order` by card without signing in, as a mail links to it:
 * valid CARD_PAYMENT_LINK_DAYS from `issuedAt`. The address names the order by the number its
 * customer knows (`order.number`); the token is signed for its row (`order.id`), so it opens
 * that order only, whichever other order the address's number could name.
 * @example cardPaymentLink(links, 'https://fotoobraz.sk', { id: 7, number: '4711' }, placedAt) // -> 'https://fotoobraz.sk/objednavka/4711/zaplatit-kartou?token=1799229600.…'
 */
export const cardPaymentLink = (
  links: SignedLinks,
  publicUrl: string,
  order: { id: number; number: string },
  issuedAt: Date,
): string => {
  const expiresAt = new Date(issuedAt.getTime() + CARD_PAYMENT_LINK_DAYS * DAY_MS);
  const token = links.sign('card-payment', order.id, expiresAt);
  return `${publicUrl.replace(/\/+$/, '')}/objednavka/${encodeURIComponent(order.number)}/zaplatit-kartou?token=${token}`;
};

/**
 * The refusal of a genuine card payment link past its expiry (403), with the Slovak detail its
 * page shows; a token this server did not sign is refused as an unknown order instead (404).
 */
export const cardPaymentLinkExpired = () =>
  refusal(
    403,
    'The payment link has expired',
    'error.cardpayment.linkexpired',
    'Platnosť odkazu na platbu vypršala. Objednávku zaplaťte prevodom podľa zálohovej ' +
      'faktúry, alebo kartou v časti Moje objednávky.',
  );
