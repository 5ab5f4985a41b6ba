import type { TaxDocumentKind } from './tax-document-kind.ts';
import { vatIncluded, type VatRateCents } from './vat.ts';

/** What was supplied, a line each, VAT included (a piece, the postage). */
export interface SuppliedLine {
  title: string;
  detail?: string;
  /** Pieces; at least 1. */
  quantity: number;
  /** The line's price with VAT, in cents. */
  amountCents: number;
}

/** The advance a final invoice deducts: the advance invoice as it was issued. */
export interface DeductedAdvance {
  number: string;
  /** The advance's tax point ('YYYY-MM-DD'), the day its payment arrived. */
  taxPointDate: string;
  /** Base and VAT per rate as the advance declared them; empty for a payment confirmation. */
  vatBreakdown: readonly VatRateCents[];
  totalCents: number;
}

/** One line of a document with every figure any output shows of it. */
export interface FiguredLine {
  title: string;
  detail?: string;
  /** Pieces; -1 on the line that deducts an advance (its price stays positive). */
  quantity: number;
  /** With VAT. */
  amountCents: number;
  /** Without VAT: the lines of one rate sum exactly to that rate's base. */
  netCents: number;
  vatCents: number;
  /** Null for a shop that is not a VAT payer. */
  vatPercent: number | null;
  /** The advance this line deducts, by number. */
  deducts?: string;
}

/**
 * Every figure of one tax document, computed once: the PDF, the row the accountant's CSV and
 * VAT summary read, and the structured invoice are all drawn from it, so they cannot disagree.
 */
export interface DocumentFigures {
  lines: FiguredLine[];
  /** The base and VAT the document declares per rate, highest rate first; [] without VAT. */
  vatBreakdown: VatRateCents[];
  /** The document's total with VAT: the sum of its lines (negative on a credit note). */
  totalCents: number;
  /** Paid before this document without being taxed on it (a non-payer's confirmed payment). */
  paidCents: number;
  /** What is left to pay: the total less what was paid. */
  amountDueCents: number;
}

/**
 * Splits the lines of one rate into base and VAT so that their bases sum exactly to the base of
 * the rate's total: each line is split on its own, and the cent or two that rounding line by line
 * loses or gains goes to the largest line.
 */
const splitRate = (amounts: readonly number[], rate: number): number[] => {
  const nets = amounts.map((amount) => vatIncluded(amount, rate).baseCents);
  const { baseCents } = vatIncluded(
    amounts.reduce((sum, a) => sum + a, 0),
    rate,
  );
  const difference = baseCents - nets.reduce((sum, n) => sum + n, 0);
  if (difference !== 0 && nets.length > 0) {
    let largest = 0;
    amounts.forEach((a, i) => {
      if (Math.abs(a) > Math.abs(amounts[largest])) largest = i;
    });
    nets[largest] += difference;
  }
  return nets;
};

/** The supplied lines, each with its base and VAT; all at one rate, or without VAT. */
export const figuredSupply = (
  supply: readonly SuppliedLine[],
  vatPercent: number | null,
): FiguredLine[] => {
  const nets =
    vatPercent === null
      ? supply.map((line) => line.amountCents)
      : splitRate(
          supply.map((line) => line.amountCents),
          vatPercent,
        );
  return supply.map((line, i) => ({
    title: line.title,
    ...(line.detail ? { detail: line.detail } : {}),
    // A line that takes off (a discount, a voucher's part) counts -1: a price is never negative.
    quantity: Math.sign(line.amountCents || 1) * Math.max(1, Math.round(Math.abs(line.quantity))),
    amountCents: line.amountCents,
    netCents: nets[i],
    vatCents: line.amountCents - nets[i],
    vatPercent,
  }));
};

/** Base and VAT per rate of the lines, highest rate first. */
export const breakdownOf = (lines: readonly FiguredLine[]): VatRateCents[] => {
  const byRate = new Map<number, VatRateCents>();
  for (const line of lines) {
    if (line.vatPercent === null) continue;
    const r = byRate.get(line.vatPercent) ?? { rate: line.vatPercent, baseCents: 0, vatCents: 0 };
    r.baseCents += line.netCents;
    r.vatCents += line.vatCents;
    byRate.set(line.vatPercent, r);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
};

const negated = (line: FiguredLine): FiguredLine => ({
  ...line,
  amountCents: -line.amountCents,
  netCents: -line.netCents,
  vatCents: -line.vatCents,
});

/**
 * The figures of a tax document of `kind`:
 * - an advance invoice (ZF) or a payment confirmation (PP) states the supply paid for;
 * - a final invoice (FA) states the supply, then deducts the advance invoice with the base and
 *   VAT it already declared (a line per rate, quantity -1 at the advance's base), so that it
 *   declares only the VAT still due: nothing when the advance paid all. A non-payer's payment
 *   confirmation is no tax document: its amount is deducted as paid, the total stays the supply;
 * - a credit note (DB) takes back the whole supply, every figure negative.
 * `vatPercent` is the shop's rate, null for a shop that is not a VAT payer.
 * @example documentFigures('FINAL_INVOICE', [{ title: 'Fotoobraz', quantity: 1, amountCents: 12300 }], 23, advance) // -> { vatBreakdown: [{ rate: 23, baseCents: 0, vatCents: 0 }], totalCents: 0, amountDueCents: 0, … }
 */
export const documentFigures = (
  kind: TaxDocumentKind,
  supply: readonly SuppliedLine[],
  vatPercent: number | null,
  advance?: DeductedAdvance,
): DocumentFigures => {
  const supplied = figuredSupply(supply, vatPercent);
  const suppliedCents = supplied.reduce((sum, line) => sum + line.amountCents, 0);
  const of = (lines: FiguredLine[], paidCents = 0): DocumentFigures => {
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    return {
      lines,
      vatBreakdown: breakdownOf(lines),
      totalCents,
      paidCents,
      amountDueCents: totalCents - paidCents,
    };
  };
  switch (kind) {
    case 'ADVANCE_INVOICE':
    case 'PAYMENT_CONFIRMATION':
      return of(supplied, suppliedCents);
    case 'FINAL_INVOICE': {
      if (!advance) return of(supplied);
      if (advance.vatBreakdown.length === 0 || vatPercent === null) {
        return of(supplied, advance.totalCents);
      }
      const deductions = advance.vatBreakdown.map((r): FiguredLine => ({
        title: 'Odpočet zálohy',
        quantity: -1,
        amountCents: -(r.baseCents + r.vatCents),
        netCents: -r.baseCents,
        vatCents: -r.vatCents,
        vatPercent: r.rate,
        deducts: advance.number,
      }));
      return of([...supplied, ...deductions]);
    }
    case 'CREDIT_NOTE':
      return of(supplied.map(negated));
  }
};
