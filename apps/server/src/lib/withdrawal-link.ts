import type { SignedLinks } from './signed-links.ts';

/**
 * How long an order mail's withdrawal link opens the order without its e-mail: 400 days. The
 * period runs 14 days from delivery, and up to 12 months longer where the customer was not told
 * of the right (Directive 2011/83/EU Art. 10); the page itself says when the period has ended.
 */
export const WITHDRAWAL_LINK_DAYS = 400;
const DAY_MS = 86_400_000;

/** The signature of the withdrawal link of order `orderId` in a mail written now. */
export type WithdrawalLinkOf = (orderId: number) => string;

/**
 * The withdrawal links' signer: a link's signature stands in for the order's e-mail, and its
 * holder is never locked out by others' wrong numbers and e-mails from the same address.
 * @example withdrawalLinkOf(links, now)(7) // -> '1834567890.…' (43 characters after the dot)
 */
export const withdrawalLinkOf =
  (links: SignedLinks, now: () => Date): WithdrawalLinkOf =>
  (orderId) =>
    links.sign('withdrawal', orderId, new Date(now().getTime() + WITHDRAWAL_LINK_DAYS * DAY_MS));
