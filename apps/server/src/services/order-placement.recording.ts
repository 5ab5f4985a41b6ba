import {
  centsToEuros,
  craftedProduct as craftedProductEntity,
  formatEur,
  ORDER_STATUS_ON_CREATION,
  order as orderEntity,
  orderItem as orderItemEntity,
  orderSnapshotOf,
  shopDay,
} from '@fotoobraz/domain';
import type { Config } from '../config.ts';
import type { Caller } from '../lib/caller.ts';
import type { Repositories } from '../repositories/transactor.ts';
import type { DocumentService } from './documents/document.service.ts';
import { PROFORMA } from './documents/proforma.document.ts';
import { orderPlacedMail } from './mail-templates/index.ts';
import type { CheckedLine } from './order-placement.line-checks.ts';
import {
  type OrderContact,
  type OrderTerms,
  type PlacedLine,
  placedOrderRow,
  proformaNumbering,
  proformaOf,
  proformaYear,
  sizeText,
} from './order-terms.ts';
import type { ShopSettings } from './shop-settings.ts';

/** An order as its placement checked and priced it, ready to be written. */
export interface PlacedOrder {
  contact: OrderContact;
  lines: CheckedLine[];
  settings: ShopSettings;
  terms: OrderTerms;
  termsVersion: number | null;
}

/**
 * Writes a placed order in the caller's transaction: its lines (the crafted products repriced
 * as they are ordered) and their claims, numbered, out of the basket, recorded in its history,
 * and its pro-forma issued (rendered and mailed after the commit). Returns the order's id. A
 * crafted product another order took meanwhile is ConstraintError 'unique', nothing written.
 */
export const recordPlacedOrder = async (
  repositories: Repositories,
  caller: Caller,
  order: PlacedOrder,
  documents: DocumentService,
  config: Pick<Config, 'publicUrl'>,
): Promise<number> => {
  const { contact, lines, settings, terms, termsVersion } = order;
  const seq = await repositories.invoices.nextSeq(proformaYear(terms));
  const numbering = proformaNumbering(terms, seq);
  const snapshots = lines.map(({ product, madeOf }) =>
    orderSnapshotOf({ ...madeOf, craftedProduct: product }),
  );
  const first = lines[0].product;
  const orderId = await repositories.entities.insert(orderEntity, {
    ...placedOrderRow(contact, first, terms, snapshots[0], numbering.number),
    termsVersion,
    ...(caller.user ? { usrid: caller.user.id } : { sid: caller.sid }),
  });
  for (const [n, line] of lines.entries()) {
    if (line.repriced) {
      await repositories.entities.update(craftedProductEntity, line.product.id, line.repriced);
    }
    await repositories.entities.insert(orderItemEntity, {
      order: { id: orderId },
      position: n + 1,
      craftedProduct: { id: line.product.id },
      price: centsToEuros(line.priceCents),
      copies: Number(line.product.copies ?? 1),
      snapshot: JSON.stringify(snapshots[n]),
    });
  }
  // The database's rule against an admin's entry for one of these pieces at the same moment.
  await repositories.claims.claimHeldBy(orderId);
  await repositories.basket.removeCraftedProducts(lines.map((line) => line.product.id));
  await repositories.orderHistory.record(orderId, {
    fromStatus: null,
    toStatus: ORDER_STATUS_ON_CREATION,
    changedBy: caller.user?.login ?? 'zákazník',
    changedDate: terms.placedAt.toISOString(),
    note: null,
  });
  await documents.issue(repositories, {
    kind: PROFORMA,
    orderId,
    number: numbering.number,
    data: proformaOf(contact, lines, terms, settings, numbering),
    mail: {
      to: contact.email,
      ...placedMail(lines, terms, settings, config.publicUrl),
      attachmentName: `zalohova-faktura-${numbering.number}.pdf`,
    },
  });
  return orderId;
};

const placedMail = (
  lines: readonly PlacedLine[],
  terms: OrderTerms,
  settings: ShopSettings,
  publicUrl: string,
) =>
  orderPlacedMail({
    orderNumber: terms.variableSymbol,
    lines: lines.map(({ product, priceCents }) => ({
      productName: String(product.text3 ?? ''),
      sizeText: sizeText(product),
      copies: Number(product.copies ?? 1),
      priceText: formatEur(priceCents),
    })),
    amountText: formatEur(terms.totalCents),
    postageText: formatEur(terms.postageCents),
    handoverText: terms.handover,
    iban: settings.supplier.iban,
    variableSymbol: terms.variableSymbol,
    dueDate: shopDay(terms.dueAt),
    shopName: settings.supplier.name,
    publicUrl,
  });
