import { TAX_DOCUMENT_TITLES, type TaxDocumentKind, type VatRateCents } from '@fotoobraz/domain';
import {
  renderInvoicePage,
  type InvoiceCustomer,
  type InvoiceFact,
  type InvoiceLine,
  type InvoiceSupplier,
} from '../../../rendering/documents/invoice-layout.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';

/** Everything a tax document states, frozen when it is issued (never read from settings again). */
export interface TaxDocumentPdfData {
  kind: TaxDocumentKind;
  number: string;
  /** Calendar days 'YYYY-MM-DD'. */
  issueDate: string;
  taxPointDate: string;
  variableSymbol: string;
  /** The pro-forma invoice the payment answered. */
  proformaNumber: string | null;
  /** The advance deducted (final invoice) or the document corrected (credit note). */
  referencedNumber: string | null;
  /** Why a credit note corrects its document. */
  reason: string | null;
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  /** The lines as the table shows them, deductions included. */
  lines: InvoiceLine[];
  /** Base and VAT per rate; null for a shop that is not a VAT payer. */
  vatRecap: VatRateCents[] | null;
  /** What the bar under the lines shows: paid, left to pay, or credited. */
  barCents: number;
  /**
   * The order was paid by card through the gateway: the documents name it as the payment's
   * form, and a credit note's refund goes back to the card.
   */
  paidByCard?: boolean;
}

const BANK_TRANSFER = 'Bankový prevod';
const CARD = 'Platba kartou';
const TO_CARD = 'Na platobnú kartu';
/** Where a credit note's amount goes back: the way the order was paid. */
export const TRANSFER_REFUND = 'Sumu vrátime na účet, z ktorého prišla platba.';
export const CARD_REFUND = 'Sumu vrátime na kartu, ktorou ste platili.';

/** Title, facts, bar and footer of each kind; the lines and recap come with the data. */
const textsOf = (d: TaxDocumentPdfData) => {
  const issued: InvoiceFact = { label: 'Dátum vystavenia', value: formatDateSk(d.issueDate) };
  const vs: InvoiceFact = { label: 'Variabilný symbol', value: d.variableSymbol };
  // Named in another case than the pro-forma's own title, so a tax document never reads as one.
  const proforma: InvoiceFact = { label: 'K zálohovej faktúre', value: d.proformaNumber ?? '' };
  const seller = `${d.supplier.name}, IČO ${d.supplier.ico}`;
  switch (d.kind) {
    case 'ADVANCE_INVOICE':
    case 'PAYMENT_CONFIRMATION': {
      const advance = d.kind === 'ADVANCE_INVOICE';
      return {
        facts: [
          [
            issued,
            { label: 'Dátum prijatia platby', value: formatDateSk(d.taxPointDate) },
            vs,
            proforma,
          ],
          [{ label: 'Forma úhrady', value: d.paidByCard ? CARD : BANK_TRANSFER }],
        ],
        totalLabel: 'Uhradené – neplaťte',
        footer: {
          statement: advance
            ? 'Daňový doklad k prijatej platbe. Uhradené – neplaťte.'
            : 'Potvrdenie o prijatí platby nie je daňový doklad. Uhradené – neplaťte.',
          detail: `Faktúru vystavíme pri odoslaní alebo odovzdaní tovaru. ${seller}`,
        },
      };
    }
    case 'FINAL_INVOICE':
      return {
        facts: [
          [issued, { label: 'Dátum dodania', value: formatDateSk(d.taxPointDate) }, vs, proforma],
          [
            { label: 'Forma úhrady', value: d.paidByCard ? CARD : BANK_TRANSFER },
            { label: 'Odpočet zálohy podľa dokladu', value: d.referencedNumber ?? '', span: 2 },
          ],
        ],
        totalLabel: 'Zostáva uhradiť',
        footer: {
          statement: 'Faktúra je uhradená zálohou – neplaťte.',
          detail: `Ďakujeme za nákup. ${seller}`,
        },
      };
    case 'CREDIT_NOTE':
      return {
        facts: [
          [
            issued,
            { label: 'Dátum opravy', value: formatDateSk(d.taxPointDate) },
            vs,
            { label: 'Opravovaný doklad', value: d.referencedNumber ?? '' },
          ],
          // The reason, however long, follows the totals in full.
          [{ label: 'Vrátenie', value: d.paidByCard ? TO_CARD : BANK_TRANSFER }],
        ],
        totalLabel: 'Spolu na vrátenie',
        footer: {
          statement: `Opravná faktúra k dokladu č. ${d.referencedNumber ?? ''}.`,
          detail: `${d.paidByCard ? CARD_REFUND : TRANSFER_REFUND} ${seller}`,
        },
      };
  }
};

/**
 * A tax document as a one-page A4 PDF in the pro-forma's layout: the advance invoice on
 * payment ('Faktúra – daňový doklad k prijatej platbe'), a non-payer's payment confirmation, the
 * final 'Faktúra' deducting the advance, and the 'Opravná faktúra (dobropis)'.
 * @example const pdf = await renderTaxDocument(data) // -> a Buffer starting with '%PDF-'
 */
export const renderTaxDocument = (d: TaxDocumentPdfData): Promise<Buffer> => {
  const texts = textsOf(d);
  return renderInvoicePage({
    title: TAX_DOCUMENT_TITLES[d.kind],
    number: d.number,
    supplier: d.supplier,
    customer: d.customer,
    facts: texts.facts,
    lines: d.lines,
    totalCents: d.barCents,
    totalLabel: texts.totalLabel,
    vatRecap: d.vatRecap,
    note: d.kind === 'CREDIT_NOTE' && d.reason ? d.reason : undefined,
    noteHeading: 'Dôvod opravy',
    footer: texts.footer,
  });
};
