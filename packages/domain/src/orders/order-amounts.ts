import { parseBreakdown } from '../pricing/breakdown.ts';
import {
  breakdownOf,
  figuredSupply,
  type FiguredLine,
  type SuppliedLine,
} from '../tax-documents/document-figures.ts';
import type { VatRateCents } from '../tax-documents/vat.ts';

/**
 * Everything an order owes, in one place: its pieces (express production included in the piece
 * it speeds up), its postage, and what is taken off it, each with its VAT base and VAT; then
 * what was paid and credited, and what is still due. The basket's summary, the pro-forma and its
 * QR code, every tax document (and so the UBL, the accountant's CSV and the VAT summary) and the
 * withdrawal refunds read their figures from here, so none of them adds up an order its own way.
 */

/** The postage, as every document names its line. */
export const POSTAGE_TITLE = 'Poštovné a balné';
/** The express production's line in a piece's price breakdown (pricing.ts). */
export const EXPRESS_LABEL = 'Expresná výroba';

/** A piece of the order: its order line (where it has one) and what it costs, VAT included. */
export interface OwedPiece {
  /** The order line's id; null for an order the back office entered without lines. */
  lineId: number | null;
  title: string;
  /** Copies; at least 1. */
  quantity: number;
  /** The piece's price, every copy and its express production included, in cents. */
  amountCents: number;
  /** Of `amountCents`, what its express production costs. */
  expressCents: number;
}

/**
 * Something that lowers what an order owes. A `discount` (a voucher the owner gave away) lowers
 * the price itself, and with it the VAT base; a `payment` (money the customer paid by other
 * means, as a multi-purpose voucher is) lowers only what is still due, never the base or the
 * VAT; `prepaid` (a single-purpose voucher, taxed when it was sold) lowers what is due and what
 * the order's documents declare: they deduct it with the base and VAT its sale already declared,
 * as a final invoice deducts an advance, so the same money is never taxed twice.
 */
export interface Deduction {
  title: string;
  /** Positive: how much it takes off. */
  amountCents: number;
  treatment: 'discount' | 'payment' | 'prepaid';
}

/** A gift voucher the order sells: a supply of its own (single-purpose), beside the pieces. */
export interface SoldVoucher {
  /** The voucher's row; null before it is stored. */
  voucherId: number | null;
  title: string;
  amountCents: number;
}

export interface OrderAmountsInput {
  pieces: readonly OwedPiece[];
  postageCents: number;
  /** Gift vouchers the order sells. */
  vouchers?: readonly SoldVoucher[];
  deductions?: readonly Deduction[];
  /** The shop's VAT rate; null for a shop that is not a VAT payer. */
  vatPercent: number | null;
  /** Money received for the order. */
  paidCents?: number;
  /** Money the order no longer owes: credit notes of withdrawals and of a cancellation. */
  creditedCents?: number;
}

/** An amount of the order as a document lists it, with its base and VAT. */
export type OwedLine = FiguredLine & {
  kind: 'piece' | 'postage' | 'voucher' | 'discount' | 'prepaid';
  /** The piece's order line; null for anything else, or an order without lines. */
  lineId: number | null;
  /** The sold voucher's row, on a `voucher` line. */
  voucherId?: number | null;
};

export interface OrderAmounts {
  /**
   * The pieces, the postage (when charged), the vouchers sold, the discounts and the prepaid
   * vouchers spent, in that order: what its documents supply. The prepaid lines are no part of
   * the price (`totalCents`); they take off what the documents declare.
   */
  lines: OwedLine[];
  piecesCents: number;
  /** Of `piecesCents`, the express production. */
  expressCents: number;
  postageCents: number;
  /** The vouchers sold together. */
  vouchersCents: number;
  /** The discounts together (positive). */
  discountCents: number;
  /** What the order costs: pieces + postage + vouchers sold − discounts, VAT included. */
  totalCents: number;
  /** What vouchers (prepaid or as payments) pay of it. */
  voucherPaidCents: number;
  /** Base and VAT per rate of `totalCents`, highest rate first; [] without VAT. */
  vatBreakdown: VatRateCents[];
  /** Paid: money received, and the vouchers spent on it. */
  paidCents: number;
  creditedCents: number;
  /** What is still to pay; never below 0. */
  amountDueCents: number;
  /** What the shop owes back (paid for more than the order still costs); never below 0. */
  refundDueCents: number;
}

/**
 * The amounts of an order.
 * @example orderAmounts({ pieces: [{ lineId: 1, title: 'Fotografia 40 × 30 cm', quantity: 1, amountCents: 3710, expressCents: 0 }], postageCents: 490, vatPercent: 23 }).totalCents // -> 4200
 */
export const orderAmounts = (input: OrderAmountsInput): OrderAmounts => {
  const deductions = input.deductions ?? [];
  const vouchers = input.vouchers ?? [];
  const of = (treatment: Deduction['treatment']) =>
    deductions.filter((d) => d.treatment === treatment);
  const kinds: Pick<OwedLine, 'kind' | 'lineId' | 'voucherId'>[] = [];
  const supply: SuppliedLine[] = [];
  const add = (kind: Pick<OwedLine, 'kind' | 'lineId' | 'voucherId'>, line: SuppliedLine) => {
    kinds.push(kind);
    supply.push(line);
  };
  for (const piece of input.pieces) {
    add(
      { kind: 'piece', lineId: piece.lineId },
      { title: piece.title, quantity: piece.quantity, amountCents: piece.amountCents },
    );
  }
  if (input.postageCents > 0)
    add({ kind: 'postage', lineId: null }, postageLine(input.postageCents));
  for (const voucher of vouchers) {
    add(
      { kind: 'voucher', lineId: null, voucherId: voucher.voucherId },
      { title: voucher.title, quantity: 1, amountCents: voucher.amountCents },
    );
  }
  for (const treatment of ['discount', 'prepaid'] as const) {
    for (const deduction of of(treatment)) {
      add(
        { kind: treatment, lineId: null },
        { title: deduction.title, quantity: 1, amountCents: -deduction.amountCents },
      );
    }
  }
  // The prepaid vouchers are split on their own, so that the price's base is that of its total.
  const prepaid = kinds.map((k) => k.kind === 'prepaid');
  const figured = [
    ...figuredSupply(
      supply.filter((_, n) => !prepaid[n]),
      input.vatPercent,
    ),
    ...figuredSupply(
      supply.filter((_, n) => prepaid[n]),
      input.vatPercent,
    ),
  ];
  const lines = figured.map((line, n) => ({ ...line, ...kinds[n] }));
  const priced = lines.filter((line) => line.kind !== 'prepaid');
  const sum = (amounts: readonly number[]) => amounts.reduce((total, a) => total + a, 0);
  const piecesCents = sum(input.pieces.map((p) => p.amountCents));
  const totalCents = sum(priced.map((l) => l.amountCents));
  const voucherPaidCents = sum([...of('payment'), ...of('prepaid')].map((d) => d.amountCents));
  const paidCents = (input.paidCents ?? 0) + voucherPaidCents;
  const creditedCents = input.creditedCents ?? 0;
  const owed = totalCents - creditedCents - paidCents;
  return {
    lines,
    piecesCents,
    expressCents: sum(input.pieces.map((p) => p.expressCents)),
    postageCents: input.postageCents > 0 ? input.postageCents : 0,
    vouchersCents: sum(vouchers.map((v) => v.amountCents)),
    discountCents: sum(of('discount').map((d) => d.amountCents)),
    totalCents,
    voucherPaidCents,
    vatBreakdown: breakdownOf(priced),
    paidCents,
    creditedCents,
    amountDueCents: Math.max(0, owed),
    refundDueCents: Math.max(0, -owed),
  };
};

/** The postage as a document's line. */
export const postageLine = (amountCents: number): SuppliedLine => ({
  title: POSTAGE_TITLE,
  quantity: 1,
  amountCents,
});

/** The amounts as the lines a tax document supplies (pieces, postage, discounts). */
export const suppliedLines = (amounts: Pick<OrderAmounts, 'lines'>): SuppliedLine[] =>
  amounts.lines.map(({ title, quantity, amountCents }) => ({ title, quantity, amountCents }));

/**
 * Of a piece's stored price breakdown (`text2`), what its express production costs (once for the
 * piece, however many copies).
 * @example expressCentsOf('Tlač;…;12,40 €\nExpresná výroba;odoslanie o 2 pracovné dni skôr;9,90 €') // -> 990
 */
export const expressCentsOf = (breakdown: string | null | undefined): number =>
  parseBreakdown(breakdown)
    .filter((line) => line.label === EXPRESS_LABEL)
    .reduce((sum, line) => sum + line.amountCents, 0);

/**
 * What a credit note takes back of an order: the pieces `takes` names (by order line; null for
 * an order without lines) each at its price, and `postageCents` of the postage. A withdrawal's
 * credit note takes its lines and the postage the law refunds; a cancellation's, what no
 * withdrawal took back, with the vouchers the order sold (`vouchers`) and its discounts and
 * prepaid vouchers (`deductions`: a prepaid voucher's part was taxed when the voucher was sold,
 * and goes back onto the voucher, not into the credit note).
 * @example creditedSupply(amounts, (lineId) => lineId === 12, 200) // -> [{ title: 'Fotografia …', quantity: 1, amountCents: 3710 }, { title: 'Poštovné a balné', quantity: 1, amountCents: 200 }]
 */
export const creditedSupply = (
  amounts: Pick<OrderAmounts, 'lines'>,
  takes: (lineId: number | null) => boolean,
  postageCents: number,
  also: {
    vouchers?: (voucherId: number | null | undefined) => boolean;
    deductions?: boolean;
  } = {},
): SuppliedLine[] => [
  ...suppliedLines({
    lines: amounts.lines.filter((line) => line.kind === 'piece' && takes(line.lineId)),
  }),
  ...(postageCents > 0 ? [postageLine(postageCents)] : []),
  ...suppliedLines({
    lines: amounts.lines.filter(
      (line) =>
        (line.kind === 'voucher' && also.vouchers?.(line.voucherId)) ||
        ((line.kind === 'prepaid' || line.kind === 'discount') && also.deductions),
    ),
  }),
];
