import {
  checkoutLinesOf,
  order as orderEntity,
  orderNumberOf,
  storedOrderAmounts,
  storedOrderPieces,
  type RowOf,
  type StoredOrder,
} from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { cardPaymentLinkExpired } from '../../../lib/card-payment-link.ts';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { SignedLinks } from '../../../lib/signed-links.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { GiftVoucherRepository } from '../../gift-vouchers/index.ts';
import type { OrderLineRepository } from '../../orders/index.ts';
import type {
  CardCheckout,
  CardPaymentRepository,
} from '../repositories/card-payment.repository.ts';
import { GatewayCallError, type CardGateway } from './card-gateway.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** A problem of the card payments, with its Slovak detail. */
export const cardProblem = (status: number, key: string, title: string, detail: string) =>
  new Problem({ status, title, message: `error.cardpayment.${key}`, body: { detail } });

export const noGateway = () =>
  cardProblem(
    400,
    'notconfigured',
    'Card payments are not available',
    'Platba kartou teraz nie je možná. Zvoľte bankový prevod (QR kód PAY by square).',
  );

/** What an order's amounts are read from: its lines, and the vouchers it sells or spends. */
export interface OrderReaders {
  orderLines: Pick<OrderLineRepository, 'linesOf'>;
  giftVouchers: Pick<GiftVoucherRepository, 'orderVouchers'>;
}

/** The order as its amounts read it, with what it still owes. */
export const owedBy = async ({ orderLines, giftVouchers }: OrderReaders, order: OrderRow) => {
  const stored = order as unknown as StoredOrder;
  const lines = await orderLines.linesOf([order.id]);
  const amounts = storedOrderAmounts(
    stored,
    lines,
    null,
    await giftVouchers.orderVouchers(order.id),
  );
  return { stored, lines, amounts };
};

/**
 * The thank-you page the gateway sends the customer back to, named by the order's number, with
 * how the payment went; with the mail link's `token` when the page was opened by it, so that a
 * browser without the order's session still reads whether it is paid and may try again.
 * @example returnUrl('https://fotoobraz.sk', '4711', 'ok') // -> 'https://fotoobraz.sk/objednavka/4711/platba?vysledok=ok'
 */
export const returnUrl = (
  publicUrl: string,
  orderNumber: string,
  outcome: 'ok' | 'zrusena',
  token?: string,
) =>
  `${publicUrl.replace(/\/$/, '')}/objednavka/${encodeURIComponent(orderNumber)}/platba?${new URLSearchParams(
    token === undefined ? { vysledok: outcome } : { token, vysledok: outcome },
  )}`;

/**
 * The card gateway's payment pages of the orders paid by card: one per attempt, asked for right
 * after the placement commits, and again when the customer tries once more.
 */
export class CardCheckoutService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly readers: OrderReaders,
    private readonly checkouts: CardPaymentRepository,
    private readonly gateway: CardGateway | undefined,
    private readonly publicUrl: string,
    private readonly links: SignedLinks,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Asks the gateway for the payment page of `checkout` (an attempt written already) and records
   * the answer; `token` is the mail link's that asked for it, if one did. A failure leaves the
   * order as it is, the attempt FAILED and logged: the customer may try again or pay by transfer.
   */
  async open(checkout: CardCheckout, token?: string): Promise<void> {
    if (!this.gateway) return;
    const order = await this.entities.findById(orderEntity, checkout.orderId, ALL, NO_IMAGES);
    if (!order) return;
    const number = orderNumberOf(order);
    const { stored, lines, amounts } = await owedBy(this.readers, order);
    try {
      const session = await this.gateway.createCheckout({
        orderNumber: number,
        email: String(order.email),
        lines: checkoutLinesOf(storedOrderPieces(stored, lines), amounts, number),
        successUrl: returnUrl(this.publicUrl, number, 'ok', token),
        cancelUrl: returnUrl(this.publicUrl, number, 'zrusena', token),
        idempotencyKey: `${number}-${checkout.attempt}`,
      });
      await this.checkouts.opened(checkout.id, session);
      this.log.info(
        { orderId: order.id, attempt: checkout.attempt, sessionId: session.id },
        'card payment page opened',
      );
    } catch (error) {
      const reason = error instanceof GatewayCallError ? error.reason : String(error);
      await this.checkouts.ended(checkout.id, 'FAILED', reason);
      this.log.warn(
        { orderId: order.id, attempt: checkout.attempt, reason },
        'card payment page failed',
      );
    }
  }

  /**
   * A fresh payment page for an unpaid card order its caller may read ('Skúsiť znova',
   * 'Moje objednávky'), or that `token` (a pro-forma mail's signed link) names: a new session
   * each time, so an expired one is replaced; the earlier pages stay valid until they expire.
   */
  async retry(caller: Caller, orderId: number, token?: string): Promise<{ checkoutUrl: string }> {
    if (!this.gateway) throw noGateway();
    const order =
      token === undefined
        ? await readableOrder(this.entities, caller, orderId)
        : await this.linkedOrder(orderId, token);
    if (order.status !== 'POTVRDENA') {
      throw cardProblem(
        409,
        'notdue',
        'The order does not wait for a payment',
        'Objednávka už nečaká na platbu.',
      );
    }
    const checkout = await this.checkouts.ask(order.id, this.now().toISOString());
    await this.open(checkout, token);
    const [latest] = (await this.checkouts.ofOrders([order.id])).get(order.id)?.slice(-1) ?? [];
    if (latest?.state !== 'OPEN' || !latest.url) {
      throw cardProblem(
        502,
        'gateway',
        'The card gateway did not answer',
        'Platobná brána teraz neodpovedá. Skúste to o chvíľu znova, alebo zaplaťte prevodom.',
      );
    }
    return { checkoutUrl: latest.url };
  }

  /**
   * The order a mail's link names. A token this server did not sign for this order is refused
   * as an order the caller may not read (404): nobody learns which orders exist. Only a genuine
   * token can be told expired, with a Slovak detail the link's page shows.
   */
  private async linkedOrder(orderId: number, token: string): Promise<OrderRow> {
    const verdict = this.links.verify('card-payment', orderId, token, this.now());
    if (verdict === 'expired') throw cardPaymentLinkExpired();
    const order =
      verdict === 'valid' && (await this.entities.findById(orderEntity, orderId, ALL, NO_IMAGES));
    if (!order) throw notFound();
    return order;
  }
}

const NO_IMAGES = { large: false, small: false };
const ALL = { kind: 'all' } as const;
