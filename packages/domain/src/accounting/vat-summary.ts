import { countsForVat, type AccountingDocument } from './accounting-document.ts';
import type { VatSummary, VatSummaryRow } from '../answers/accounting.answers.ts';

/**
 * The VAT of a month's tax documents per rate: what each document declares, so credit notes
 * (negative) subtract and a final invoice adds only what its advance did not declare. Pro-formas and payment confirmations are left out.
 * @example
 * vatSummary([invoice(12300 at 23 %), creditNote(-12300 at 23 %), invoice(1000 at 23 %)]).rates
 * // -> [{ ratePercent: 23, baseCents: 813, vatCents: 187, totalCents: 1000, documents: 3 }]
 */
export const vatSummary = (documents: readonly AccountingDocument[]): VatSummary => {
  const byRate = new Map<number, VatSummaryRow>();
  const total: VatSummaryRow = {
    ratePercent: 0,
    baseCents: 0,
    vatCents: 0,
    totalCents: 0,
    documents: 0,
  };
  for (const doc of documents) {
    const lines = countsForVat(doc.type) ? doc.vat : [];
    if (lines.length === 0) continue;
    total.documents += 1;
    for (const line of lines) {
      const row = byRate.get(line.ratePercent) ?? {
        ratePercent: line.ratePercent,
        baseCents: 0,
        vatCents: 0,
        totalCents: 0,
        documents: 0,
      };
      row.baseCents += line.baseCents;
      row.vatCents += line.vatCents;
      row.totalCents += line.baseCents + line.vatCents;
      row.documents += 1;
      byRate.set(line.ratePercent, row);
      total.baseCents += line.baseCents;
      total.vatCents += line.vatCents;
      total.totalCents += line.baseCents + line.vatCents;
    }
  }
  return { rates: [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent), total };
};
