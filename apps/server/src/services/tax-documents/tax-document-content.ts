import {
  breakdownLess,
  centsToEuros,
  negatedBreakdown,
  roundHalfUpToCents,
  unitPriceWithoutVat,
  vatBreakdown,
  type order as orderEntity,
  type OrderSnapshot,
  type RowOf,
  type TaxDocumentKind,
  type VatRateCents,
  orderNumberOf,
} from '@fotoobraz/domain';
import type { InvoiceCustomer, InvoiceLine } from '../../rendering/documents/invoice-layout.ts';
import { formatDateSk } from '../../rendering/documents/slovak-date.ts';
import type { TaxDocumentPdfData } from '../../rendering/documents/tax-document.pdf.ts';
import type {
  NewTaxDocument,
  TaxDocument,
  VatRateAmounts,
} from '../../repositories/tax-document.repository.ts';
import { pieceTitleOf } from '../order-terms.ts';
import type { ShopSettings } from '../shop-settings.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** A document about to be issued: its row (less its number) and its page. */
export interface TaxDocumentContent {
  row: Omit<NewTaxDocument, 'kind' | 'year' | 'seq' | 'number' | 'orderId'>;
  page: Omit<TaxDocumentPdfData, 'kind' | 'number'>;
}

/** When and why: the step's days (YYYY-MM-DD, Bratislava) and its note. */
export interface TaxDocumentOccasion {
  today: string;
  /** The payment's day for a document on payment; null: today. */
  paidOn: string | null;
  /** The step's note: a credit note's reason. */
  note: string | null;
}

const cents = (euros: unknown): number => roundHalfUpToCents(Number(euros ?? 0));

const toEuros = (breakdown: readonly VatRateCents[]): VatRateAmounts[] =>
  breakdown.map(({ rate, baseCents, vatCents }) => ({
    rate,
    base: centsToEuros(baseCents),
    vat: centsToEuros(vatCents),
  }));

const toCents = (breakdown: readonly VatRateAmounts[]): VatRateCents[] =>
  breakdown.map(({ rate, base, vat }) => ({
    rate,
    baseCents: roundHalfUpToCents(base),
    vatCents: roundHalfUpToCents(vat),
  }));

/** The buyer as the documents name them; an order from before billing details: its delivery. */
export const buyerOf = (order: OrderRow): InvoiceCustomer => {
  const billed = Boolean(order.buyerName);
  const street = billed ? order.buyerStreet : order.deliveryStreet;
  const postcode = billed ? order.buyerPostcode : order.deliveryPostcode;
  const city = billed ? order.buyerCity : order.deliveryCity;
  const country = billed ? order.buyerCountry : order.deliveryCountry;
  const place = `${postcode ?? ''} ${city ?? ''}`.trim();
  return {
    name: (billed ? order.buyerName : order.deliveryName) ?? undefined,
    email: order.email ?? '',
    phone: order.phone ?? undefined,
    addressLines: [street ?? '', place, country ?? ''].filter(Boolean),
    idLines: [
      order.buyerIco ? `IČO: ${order.buyerIco}` : '',
      order.buyerDic ? `DIČ: ${order.buyerDic}` : '',
      order.buyerIcDph ? `IČ DPH: ${order.buyerIcDph}` : '',
    ].filter(Boolean),
  };
};

/** A line of the order as a document lists it: its snapshot and what it cost. */
export interface DocumentLine {
  price: number | null;
  copies: number;
  snapshot: string | null;
}

const productOf = (snapshot: string | null) =>
  (snapshot ? (JSON.parse(snapshot) as Partial<OrderSnapshot>) : {}).craftedProduct;

const titleOf = (product: ReturnType<typeof productOf>): string =>
  product ? pieceTitleOf(product as Parameters<typeof pieceTitleOf>[0]) : '';

/**
 * What was supplied, a line each, VAT included: the pieces and the postage. An order of one
 * piece (or one entered without lines) is its total less postage; an order of several lists each
 * line at its price.
 */
const supplyLines = (
  order: OrderRow,
  vatPercent: number | null,
  orderLines: readonly DocumentLine[],
): InvoiceLine[] => {
  const product = productOf(order.snapshot);
  const totalCents = cents(order.totalAmount);
  const postageCents = cents(order.postage);
  const taxed = (amountCents: number, pieces: number) =>
    vatPercent === null
      ? {}
      : { unitPriceCents: unitPriceWithoutVat(amountCents, pieces, vatPercent), vatPercent };
  const pieces: InvoiceLine[] =
    orderLines.length > 1
      ? orderLines.map((line, n) => {
          const quantity = line.copies || 1;
          const amountCents = cents(line.price);
          return {
            title: titleOf(productOf(line.snapshot)) || `Položka ${n + 1}`,
            quantity: `${quantity} ks`,
            amountCents,
            ...taxed(amountCents, quantity),
          };
        })
      : [
          {
            title: titleOf(product) || `Objednávka č. ${orderNumberOf(order)}`,
            quantity: `${Number(product?.copies ?? 1) || 1} ks`,
            amountCents: totalCents - postageCents,
            ...taxed(totalCents - postageCents, Number(product?.copies ?? 1) || 1),
          },
        ];
  const lines = [...pieces];
  if (postageCents > 0) {
    lines.push({
      title: 'Poštovné a balné',
      quantity: '1 ks',
      amountCents: postageCents,
      ...taxed(postageCents, 1),
    });
  }
  return lines;
};

/** The line of a final invoice that deducts what was paid in advance. */
const deductionLine = (
  prior: TaxDocument,
  advance: readonly VatRateCents[],
  vatPercent: number | null,
): InvoiceLine => {
  const document =
    prior.kind === 'ADVANCE_INVOICE'
      ? 'Daňový doklad k prijatej platbe'
      : 'Potvrdenie o prijatí platby';
  return {
    title: 'Odpočet zálohy',
    detail: `${document} č. ${prior.number}, platba prijatá ${formatDateSk(prior.taxPointDate)}`,
    amountCents: -cents(prior.total),
    ...(vatPercent === null
      ? {}
      : { unitPriceCents: -advance.reduce((sum, r) => sum + r.baseCents, 0), vatPercent }),
  };
};

/**
 * The row and page of a document of `kind` for `order`. `prior` is the order's document the new
 * one refers to: the advance (or payment confirmation) a final invoice deducts, the document a
 * credit note corrects. Amounts are the order's (`totalAmount`, `postage`), fixed at placement;
 * `orderLines` are the order's lines, of which several are listed each at its price.
 */
export const taxDocumentContent = (
  kind: TaxDocumentKind,
  order: OrderRow,
  settings: ShopSettings,
  occasion: TaxDocumentOccasion,
  prior: TaxDocument | undefined,
  orderLines: readonly DocumentLine[] = [],
): TaxDocumentContent => {
  const vatPayer = kind === 'PAYMENT_CONFIRMATION' ? false : settings.vatPayer;
  const vatPercent = vatPayer ? settings.vatPercent : null;
  const supply = supplyLines(order, vatPercent, orderLines);
  const totalCents = supply.reduce((sum, line) => sum + line.amountCents, 0);
  const supplied =
    vatPercent === null
      ? []
      : vatBreakdown(supply.map(({ amountCents }) => ({ amountCents, vatPercent })));
  const customer = buyerOf(order);
  const row = {
    issueDate: occasion.today,
    taxPointDate: occasion.today,
    variableSymbol: order.variableSymbol ?? null,
    buyerName: customer.name ?? customer.email,
    buyerIco: order.buyerIco ?? null,
    buyerDic: order.buyerDic ?? null,
    buyerIcDph: order.buyerIcDph ?? null,
    vatPayer,
    reason: null,
    referencedDocumentId: prior?.id ?? null,
    referencedNumber: prior?.number ?? null,
  };
  const page = {
    issueDate: occasion.today,
    taxPointDate: occasion.today,
    variableSymbol: String(order.variableSymbol ?? order.id),
    proformaNumber: order.invoiceNumber ?? null,
    referencedNumber: prior?.number ?? null,
    reason: null,
    supplier: { ...settings.supplier, icDph: vatPayer ? settings.supplier.icDph : undefined },
    customer,
  };
  switch (kind) {
    case 'ADVANCE_INVOICE':
    case 'PAYMENT_CONFIRMATION': {
      const paidOn = occasion.paidOn ?? occasion.today;
      const proforma = order.invoiceNumber ?? null;
      return {
        row: {
          ...row,
          taxPointDate: paidOn,
          vatBreakdown: toEuros(supplied),
          total: centsToEuros(totalCents),
          amountDue: 0,
          referencedDocumentId: null,
          referencedNumber: proforma,
        },
        page: {
          ...page,
          taxPointDate: paidOn,
          referencedNumber: proforma,
          lines: supply,
          vatRecap: vatPercent === null ? null : supplied,
          barCents: totalCents,
        },
      };
    }
    case 'FINAL_INVOICE': {
      const paidCents = prior ? cents(prior.total) : 0;
      const advance = prior ? toCents(prior.vatBreakdown) : [];
      return {
        row: {
          ...row,
          // The VAT this invoice adds to what the advance declared: nothing when it paid all.
          vatBreakdown: toEuros(breakdownLess(supplied, advance)),
          total: centsToEuros(totalCents),
          amountDue: centsToEuros(totalCents - paidCents),
        },
        page: {
          ...page,
          lines: prior ? [...supply, deductionLine(prior, advance, vatPercent)] : supply,
          vatRecap: vatPercent === null ? null : supplied,
          barCents: totalCents - paidCents,
        },
      };
    }
    case 'CREDIT_NOTE': {
      const credited = prior ? negatedBreakdown(toCents(prior.vatBreakdown)) : [];
      const creditedCents = -(prior ? cents(prior.total) : totalCents);
      const reason = occasion.note?.trim() || 'Zrušenie objednávky';
      const lines = supply.map((line) => ({
        ...line,
        amountCents: -line.amountCents,
        ...(line.unitPriceCents === undefined ? {} : { unitPriceCents: -line.unitPriceCents }),
      }));
      return {
        row: {
          ...row,
          reason,
          vatBreakdown: toEuros(credited),
          total: centsToEuros(creditedCents),
          amountDue: centsToEuros(creditedCents),
        },
        page: {
          ...page,
          reason,
          lines,
          vatRecap: vatPercent === null ? null : credited,
          barCents: creditedCents,
        },
      };
    }
  }
};
