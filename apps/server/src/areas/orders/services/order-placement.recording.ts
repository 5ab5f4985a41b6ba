import {
  isCompanyOrder,
  pieceSizeText,
  centsToEuros,
  craftedProduct as craftedProductEntity,
  formatEur,
  ORDER_STATUS_ON_CREATION,
  order as orderEntity,
  orderSnapshotOf,
  shopDay,
  soldVoucherTax,
  soldVoucherTitle,
  WITHDRAWAL_WORDING,
  withdrawalRightOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction, UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import type { DocumentService } from '../../documents/index.ts';
import { PROFORMA } from './proforma.document.ts';
import { orderPlacedMail } from './order.mail.ts';
import type { PlacedOrder } from './order-placement.line-checks.ts';
import { type GiftVoucherRepository, recordSpends } from '../../gift-vouchers/index.ts';
import {
  buyerOf,
  numberedByProforma,
  type OrderTerms,
  type PlacedLine,
  placedOrderRow,
  proformaNumbering,
  proformaOf,
  proformaYear,
} from './order-terms.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';

/**
 * Writes a placed order in the caller's unit of work: its lines (the crafted products repriced
 * as they are ordered) and their claims, numbered, out of the basket, and emitted as
 * `order.placed` (its history and its pro-forma are subscribers). Returns the order's id. A
 * crafted product another order took meanwhile is ConstraintError 'unique', nothing written.
 */
export const recordPlacedOrder = async (
  repositories: Pick<
    Repositories,
    'invoices' | 'entities' | 'orderLines' | 'claims' | 'basket' | 'giftVouchers'
  >,
  unit: UnitOfWork,
  caller: Caller,
  placed: PlacedOrder,
): Promise<number> => {
  const seq = await repositories.invoices.nextSeq(proformaYear(placed.terms));
  const numbering = proformaNumbering(placed.terms, seq);
  const order = { ...placed, terms: numberedByProforma(placed.terms, numbering.number) };
  const { contact, lines, terms, termsVersion } = order;
  const snapshots = lines.map(({ product, madeOf }) =>
    orderSnapshotOf({ ...madeOf, craftedProduct: product }),
  );
  // What the order form told the customer of each line, kept as the terms of this contract.
  const rules = await repositories.orderLines.withdrawalRulesOf([
    ...new Set(lines.flatMap((line) => line.product.productEnum ?? [])),
  ]);
  const reasons = lines.map(
    ({ product }) =>
      withdrawalRightOf({
        ownPhoto: product.photo != null,
        productRule: product.productEnum && rules.get(product.productEnum),
        companyBuyer: Boolean(contact.buyerIco),
      }).reason,
  );
  const first = lines[0]?.product;
  const orderId = await repositories.entities.insert(orderEntity, {
    ...placedOrderRow(contact, first, terms, snapshots[0], numbering.number),
    termsVersion,
    dispatchDate: order.dispatchDate,
    ...(caller.user ? { usrid: caller.user.id } : { sid: caller.sid }),
  });
  for (const line of lines) {
    if (line.repriced) {
      await repositories.entities.update(craftedProductEntity, line.product.id, line.repriced);
    }
  }
  if (lines.length > 0) {
    await repositories.orderLines.insert(
      lines.map((line, n) => ({
        orderId,
        position: n + 1,
        craftedProductId: line.product.id,
        price: centsToEuros(line.priceCents),
        copies: Number(line.product.copies ?? 1),
        snapshot: JSON.stringify(snapshots[n]),
        withdrawalReason: reasons[n],
      })),
    );
  }
  const pieces = lines.map((line) => line.product.id);
  // The database's rule against an admin's entry for one of these pieces at the same moment.
  if (pieces.length > 0) {
    await repositories.claims.claimFor(orderId, pieces);
    await repositories.basket.removeCraftedProducts(pieces);
  }
  await recordVouchers(repositories.giftVouchers, orderId, order);
  await unit.emit('order.placed', {
    orderId,
    caller,
    order,
    proforma: numbering,
    withdrawalReasons: reasons,
  });
  return orderId;
};

/**
 * The vouchers the order buys (issued with a code once it is paid) and what the codes it gave
 * pay of it, in its transaction.
 */
const recordVouchers = async (
  giftVouchers: GiftVoucherRepository,
  orderId: number,
  { contact, terms, settings, spends }: PlacedOrder,
): Promise<void> => {
  const at = terms.placedAt.toISOString();
  const treatment = soldVoucherTax({ vatRates: [settings.vatPercent], taxedAtDestination: false });
  const buyerName = buyerOf(contact, terms.method).buyerName;
  for (const voucher of terms.vouchers.ordered) {
    await giftVouchers.insert(
      {
        valueCents: voucher.value * 100,
        treatment,
        orderId,
        buyerEmail: contact.email,
        buyerName,
        recipientName: voucher.recipientName,
        message: voucher.message ?? null,
        sendTo: voucher.sendTo ?? null,
        sendOn: voucher.sendTo ? (voucher.sendOn ?? null) : null,
        reason: null,
        issuedBy: null,
      },
      at,
    );
  }
  await recordSpends(giftVouchers, orderId, spends, at);
};

type Placed = DomainEvents['order.placed'];

/** The placement's first step in the order's history: to POTVRDENA, by the customer. */
export const placementHistory: InTransaction<'order.placed', 'orderHistory'> = {
  name: 'placement in the order history',
  uses: ['orderHistory'],
  run: async ({ orderId, caller, order }: Placed, { orderHistory }) => {
    await orderHistory.record(orderId, {
      fromStatus: null,
      toStatus: ORDER_STATUS_ON_CREATION,
      changedBy: caller.user?.login ?? 'zákazník',
      changedDate: order.terms.placedAt.toISOString(),
      note: null,
    });
  },
};

/** The link a placed card order's mail pays it by, valid from its placement. */
export type CardPaymentLinkOf = (order: { id: number; number: string }, placedAt: Date) => string;

/**
 * The placed order's pro-forma invoice: issued with its number, rendered and mailed to the
 * customer once the placement commits. A card order's mail also links to paying it by card,
 * when the shop takes cards (`cardPaymentLinkOf`).
 */
export const proformaOnPlacement = (
  documents: Pick<DocumentService, 'issue'>,
  publicUrl: string,
  withdrawalSignature: WithdrawalLinkOf,
  cardPaymentLinkOf?: CardPaymentLinkOf,
): InTransaction<'order.placed', 'pendingDocuments'> => ({
  name: 'pro-forma invoice',
  uses: ['pendingDocuments'],
  run: async ({ orderId, order, proforma, withdrawalReasons }: Placed, repositories, unit) => {
    const { contact, lines, terms, settings } = order;
    const cardPaymentUrl =
      order.paymentMethod === 'KARTA'
        ? cardPaymentLinkOf?.({ id: orderId, number: terms.variableSymbol }, terms.placedAt)
        : undefined;
    const withdrawal = withdrawalReasons.map((reason) => WITHDRAWAL_WORDING[reason]);
    const data = proformaOf(contact, lines, terms, settings, proforma, withdrawal);
    await documents.issue(repositories, unit, {
      kind: PROFORMA,
      orderId,
      number: proforma.number,
      data: { ...data, invoice: { ...data.invoice, dispatchDate: order.dispatchDate } },
      mail: {
        to: contact.email,
        ...placedMail(lines, withdrawal, terms, settings, publicUrl, order.dispatchDate, {
          companyBuyer: isCompanyOrder(contact),
          withdrawalSignature: withdrawalSignature(orderId),
          cardPaymentUrl,
        }),
        attachmentName: `zalohova-faktura-${proforma.number}.pdf`,
      },
    });
  },
});

const placedMail = (
  lines: readonly PlacedLine[],
  withdrawal: readonly string[],
  terms: OrderTerms,
  settings: ShopSettings,
  publicUrl: string,
  dispatchDate: string | null,
  {
    companyBuyer,
    withdrawalSignature,
    cardPaymentUrl,
  }: { companyBuyer: boolean; withdrawalSignature: string; cardPaymentUrl?: string },
) =>
  orderPlacedMail({
    orderNumber: terms.variableSymbol,
    companyBuyer,
    withdrawalSignature,
    lines: lines.map(({ product, priceCents }, n) => ({
      productName: String(product.text3 ?? ''),
      sizeText: pieceSizeText(product),
      copies: Number(product.copies ?? 1),
      priceText: formatEur(priceCents),
      withdrawalText: withdrawal[n],
    })),
    amountText: formatEur(terms.amountDueCents),
    postageText: formatEur(terms.postageCents),
    voucherFacts: [
      ...terms.vouchers.ordered.map((v): [string, string] => [
        `${soldVoucherTitle(v.value * 100)} – pre: ${v.recipientName}`,
        formatEur(v.value * 100),
      ]),
      ...terms.vouchers.spent.map((d): [string, string] => [d.title, formatEur(-d.amountCents)]),
    ],
    paidByVouchers: terms.amountDueCents === 0,
    handoverText: terms.handover,
    dispatchDate,
    iban: settings.supplier.iban,
    variableSymbol: terms.variableSymbol,
    dueDate: shopDay(terms.dueAt),
    shopName: settings.supplier.name,
    publicUrl,
    cardPaymentUrl,
  });
