import type { FastifyInstance } from 'fastify';
import type { Email } from 'postal-mime';
import { expect } from 'vitest';
import type { Headers } from '../../helpers/actors.ts';
import { postForId } from '../../helpers/catalogue-factories.ts';
import { plainPrintBody } from '../../helpers/customer-factories.ts';
import { openDocumentShop } from '../../helpers/document-shop.ts';
import { COURIER_DELIVERY } from '../../helpers/order-journey.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';

export interface CardOrder {
  id: number;
  variableSymbol: string;
  email: string;
  status: string;
  totalAmount: number;
  amountDue: number;
  postage: number;
  paymentMethod: 'KARTA' | 'PREVOD';
  checkoutUrl: string | null;
  cardPaymentId: string | null;
  cardRefunds: {
    creditNoteNumber: string | null;
    amountCents: number;
    state: string;
    stateLabel: string;
    failureReason: string | null;
  }[];
}

export const ADVANCE_INVOICE = 'Faktúra – daňový doklad k prijatej platbe';

/**
 * A VAT payer's shop that takes cards through Stripe's stand-in on loopback, mailing its
 * documents at once; its customer orders by card, delivered by courier (postage charged).
 */
export const openCardShop = async (mailbox: string) => {
  const stripe = await startStripeStandIn();
  const stripeConfig = {
    secretKey: 'sk_test_shop',
    webhookSecret: stripe.webhookSecret,
    apiUrl: stripe.url,
    timeoutMs: 1000,
  };
  const shop = await openDocumentShop(mailbox, {
    vatPayer: true,
    overrides: { stripe: stripeConfig },
  });
  const { t, admin, customer } = shop;
  // A piece never ordered: each order's number (its first piece) runs ahead of its row from
  // here on, so a test tells an order's number from its row.
  await postForId(t.app, customer, '/api/crafted-products', plainPrintBody(shop.photo, shop.paper));

  const orderOf = async (order: { id: number }, as: Headers = admin): Promise<CardOrder> => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}`, headers: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Stripe's session of the order's latest page. */
  const sessionOf = (order: CardOrder) =>
    [...stripe.sessions.values()]
      .filter((s) => s.client_reference_id === order.variableSymbol)
      .at(-1)!;

  /**
   * Posts a webhook of `payload` to `app` (the shop unless another instance), signed as Stripe
   * signs it unless given a `signature` (null: none).
   */
  const sendWebhook = (
    payload: string,
    signature: string | null = stripe.signature(payload),
    app: FastifyInstance = t.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  /** The customer pays the order's page (Stripe took `amountCents`, if not the total). */
  const payByCard = (order: CardOrder, amountCents?: number) => {
    const session = stripe.pay(String(sessionOf(order).id), amountCents);
    return stripe.event('checkout.session.completed', session);
  };

  const documents = async (order: { id: number }) => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { number: string; type: string }[];
  };

  const mailsTo = async (order: CardOrder, title: string): Promise<Email[]> =>
    (await shop.smtp.parsed()).filter(
      (m) => m.to?.[0]?.address === order.email && m.subject?.startsWith(`${title} č.`),
    );

  /** Waits for the order's one mail titled `title`, and checks that no second follows. */
  const onlyMail = async (order: CardOrder, title: string): Promise<Email> => {
    const [mail] = await waitFor(async () => {
      const mails = await mailsTo(order, title);
      return mails.length > 0 ? mails : undefined;
    }, 15_000);
    await t.app.outboxWorker.runOnce();
    expect(await mailsTo(order, title)).toHaveLength(1);
    return mail;
  };

  return {
    ...shop,
    stripe,
    stripeConfig,
    customer,
    placeByCard: (extra: object = {}) =>
      shop.place<CardOrder>({ ...COURIER_DELIVERY, paymentMethod: 'KARTA', ...extra }),
    orderOf,
    sessionOf,
    sendWebhook,
    payByCard,
    documents,
    mailsTo,
    onlyMail,
    close: async () => {
      await shop.close();
      await stripe.close();
    },
  };
};

export type CardShop = Awaited<ReturnType<typeof openCardShop>>;
