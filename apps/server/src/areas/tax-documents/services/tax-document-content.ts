import {
  centsToEuros,
  documentFigures,
  formatEur,
  roundHalfUpToCents,
  type DeductedAdvance,
  type DocumentFigures,
  type FiguredLine,
  type SuppliedLine,
  type order as orderEntity,
  type PieceCm,
  type RowOf,
  type TaxDocumentKind,
  type VatRateCents,
  orderNumberOf,
  pieceTitleOf,
  snapshotPiece,
  NO_VOUCHERS,
  type OrderVouchers,
  storedOrderAmounts,
  suppliedLines,
  type StoredLine,
  type PaymentMethod,
} from '@fotoobraz/domain';
import type { InvoiceCustomer, InvoiceLine } from '../../../rendering/documents/invoice-layout.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';
import type { TaxDocumentPdfData } from '../rendering/tax-document.pdf.ts';
import type {
  NewTaxDocument,
  TaxDocument,
  VatRateAmounts,
} from '../repositories/tax-document.repository.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';

type OrderRow = RowOf<typeof orderEntity>;

/**
 * A document about to be issued: its figures, and the row (less its number) and page drawn from
 * them.
 */
export interface TaxDocumentContent {
  figures: DocumentFigures;
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
  /**
   * How the order was paid: a document on payment names it, a final invoice too, and a credit
   * note pays back the same way (to the card, else by transfer).
   */
  paidBy?: PaymentMethod;
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
export type DocumentLine = StoredLine;

const productOf = snapshotPiece;

/** The title a line's piece goes by on documents and in the back office. */
export const lineTitleOf = (snapshot: string | null): string => {
  const product = productOf(snapshot);
  return product ? pieceTitleOf(product as Parameters<typeof pieceTitleOf>[0]) : '';
};

/** A line's piece outer size, which sets postage. */
export const linePieceOf = (snapshot: string | null): PieceCm => {
  const product = productOf(snapshot) as
    { finalWidth?: unknown; finalHeight?: unknown } | undefined;
  return { widthCm: Number(product?.finalWidth ?? 0), heightCm: Number(product?.finalHeight ?? 0) };
};

/** The advance (or a non-payer's confirmed payment) a final invoice deducts. */
const advanceOf = (prior: TaxDocument): DeductedAdvance => ({
  number: prior.number,
  taxPointDate: prior.taxPointDate,
  vatBreakdown: prior.kind === 'ADVANCE_INVOICE' ? toCents(prior.vatBreakdown) : [],
  totalCents: cents(prior.total),
});

/**
 * A figured line as the PDF's table shows it: pieces with their unit price without VAT; the
 * deducted advance with the number, the day and the base and VAT it declared (`paidOnly`: a
 * non-payer's confirmed payment, deducted as paid).
 */
const pageLine = (
  line: FiguredLine,
  prior: TaxDocument | undefined,
  paidOnly = false,
): InvoiceLine => {
  const taxed =
    line.vatPercent === null
      ? {}
      : {
          unitPriceCents: line.deducts
            ? line.netCents
            : Math.round(line.netCents / Math.max(1, line.quantity)),
          vatPercent: line.vatPercent,
        };
  if (!line.deducts && !paidOnly) {
    return {
      title: line.title,
      quantity: `${Math.abs(line.quantity)} ks`,
      amountCents: line.amountCents,
      ...taxed,
    };
  }
  const document =
    prior?.kind === 'ADVANCE_INVOICE'
      ? 'Daňový doklad k prijatej platbe'
      : 'Potvrdenie o prijatí platby';
  const declared =
    line.vatPercent === null
      ? ''
      : `; základ dane ${formatEur(-line.netCents)}, DPH ${formatEur(-line.vatCents)}`;
  return {
    title: DEDUCTION,
    detail: `${document} č. ${prior?.number ?? line.deducts}, platba prijatá ${formatDateSk(prior?.taxPointDate ?? '')}${declared}`,
    amountCents: line.amountCents,
    ...taxed,
  };
};

const DEDUCTION = 'Odpočet zálohy';

/**
 * The row and page of a document of `kind` for `order`. `prior` is the order's document the new
 * one refers to: the advance (or payment confirmation) a final invoice deducts, the document a
 * credit note corrects. What was supplied is the order's amounts (storedOrderAmounts, from the
 * order's lines and its postage, fixed at placement); `supply` overrides what a credit note takes
 * back (a withdrawal's lines, what a cancellation leaves: creditedSupply). `vouchers` are those
 * the order sells (supplies of their own) and those spent on it (a prepaid voucher deducted with
 * the VAT its sale declared, a given one as a discount).
 */
export const taxDocumentContent = (
  kind: TaxDocumentKind,
  order: OrderRow,
  settings: ShopSettings,
  occasion: TaxDocumentOccasion,
  prior: TaxDocument | undefined,
  orderLines: readonly DocumentLine[] = [],
  supply?: readonly SuppliedLine[],
  vouchers: OrderVouchers = NO_VOUCHERS,
): TaxDocumentContent => {
  const vatPayer = kind === 'PAYMENT_CONFIRMATION' ? false : settings.vatPayer;
  const vatPercent = vatPayer ? settings.vatPercent : null;
  supply ??= suppliedLines(storedOrderAmounts(order, orderLines, vatPercent, vouchers));
  const deducted = kind === 'FINAL_INVOICE' && prior ? advanceOf(prior) : undefined;
  const figures = documentFigures(kind, supply, vatPercent, deducted);
  const lines = figures.lines.map((line) => pageLine(line, prior));
  // A non-payer's confirmed payment is deducted as paid: a line of its own, outside the figures.
  if (deducted && figures.paidCents !== 0) {
    lines.push(
      pageLine(
        {
          title: DEDUCTION,
          quantity: -1,
          amountCents: -figures.paidCents,
          netCents: -figures.paidCents,
          vatCents: 0,
          vatPercent: null,
        },
        prior,
        true,
      ),
    );
  }
  const customer = buyerOf(order);
  const paidOn = occasion.paidOn ?? occasion.today;
  const onPayment = kind === 'ADVANCE_INVOICE' || kind === 'PAYMENT_CONFIRMATION';
  const taxPointDate = onPayment ? paidOn : occasion.today;
  const reason = kind === 'CREDIT_NOTE' ? occasion.note?.trim() || 'Zrušenie objednávky' : null;
  // The advance refers to the pro-forma its payment answered; the others to their prior document.
  const referenced = onPayment
    ? { id: null, number: order.invoiceNumber ?? null }
    : { id: prior?.id ?? null, number: prior?.number ?? null };
  return {
    figures,
    row: {
      issueDate: occasion.today,
      taxPointDate,
      variableSymbol: order.variableSymbol ?? null,
      buyerName: customer.name ?? customer.email,
      buyerIco: order.buyerIco ?? null,
      buyerDic: order.buyerDic ?? null,
      buyerIcDph: order.buyerIcDph ?? null,
      vatPayer,
      reason,
      referencedDocumentId: referenced.id,
      referencedNumber: referenced.number,
      vatBreakdown: toEuros(figures.vatBreakdown),
      total: centsToEuros(figures.totalCents),
      amountDue: centsToEuros(figures.amountDueCents),
    },
    page: {
      issueDate: occasion.today,
      taxPointDate,
      variableSymbol: orderNumberOf(order),
      proformaNumber: order.invoiceNumber ?? null,
      referencedNumber: referenced.number,
      reason,
      supplier: { ...settings.supplier, icDph: vatPayer ? settings.supplier.icDph : undefined },
      customer,
      lines,
      vatRecap: vatPercent === null ? null : figures.vatBreakdown,
      barCents: onPayment ? figures.totalCents : figures.amountDueCents,
      paidByCard: occasion.paidBy === 'KARTA',
    },
  };
};
