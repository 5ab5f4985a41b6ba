import { formatEur, vatBreakdown, type PriceLine } from '@fotoobraz/domain';
import {
  renderInvoicePage,
  type InvoiceCustomer,
  type InvoiceSupplier,
} from '../../../rendering/documents/invoice-layout.ts';
import { formatIban } from './payment-qr.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';

export interface InvoiceItem {
  /** The product name, e.g. 'Fotografia v ráme s paspartou 50 × 40 cm'. */
  title: string;
  /** The price breakdown of the piece (the crafted product's lines); they sum to amountCents. */
  breakdown: readonly PriceLine[];
  /** Copies. */
  quantity: number;
  /** The item's total for all copies, VAT included. */
  amountCents: number;
  /** Whether the customer may withdraw from it, in the domain's wording. */
  withdrawal?: string;
}

export interface ProformaInvoiceData {
  /** See {@link proformaNumber}: '2026-000123'. */
  number: string;
  /** ISO dates 'YYYY-MM-DD'. */
  issueDate: string;
  dueDate: string;
  /** The order number, up to 10 digits. */
  variableSymbol: string;
  supplier: InvoiceSupplier;
  vatPayer: boolean;
  /** The VAT rate in percent (23); prices include it. */
  vatPercent: number;
  customer: InvoiceCustomer;
  items: readonly InvoiceItem[];
  postageCents: number;
  /** 'Osobný odber po dohode' or 'Doručenie kuriérom na adresu …'. */
  handover: string;
  /** Items plus postage, VAT included: what the customer pays. */
  totalCents: number;
  /** The PAY by square QR code (see payment-qr.ts). */
  qrPng: Buffer;
  note?: string;
  /** The day the shop promised to send the order off, 'YYYY-MM-DD' (orders placed since it does). */
  dispatchDate?: string | null;
}

/**
 * The pro-forma invoice number: the year of issue, a hyphen and the six-digit sequence of that
 * year, starting at 1 every year. It is not the order number (that is the variable symbol).
 * @example proformaNumber(2026, 123) // -> '2026-000123'
 */
export const proformaNumber = (year: number, sequence: number): string =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The pro-forma invoice (zálohová faktúra) as a PDF: one A4 page for a typical order (one item
 * with its breakdown), with the supplier and customer, dates, variable symbol, the items,
 * postage, the VAT recap (or 'Nie sme platcami DPH.'), the amount due and the PAY by square QR.
 * @example
 * const pdf = await renderProformaInvoice({ number: '2026-000123', issueDate: '2026-11-22',
 *   dueDate: '2026-12-06', variableSymbol: '123', supplier, vatPayer: true, vatPercent: 23,
 *   customer: { email: 'jana@example.sk' }, items: [{ title: 'Fotoobraz 30 × 20 cm',
 *   breakdown: lines, quantity: 1, amountCents: 300 }], postageCents: 490,
 *   handover: 'Doručenie kuriérom na adresu Hlavná 1, 811 01 Bratislava', totalCents: 790, qrPng });
 * // -> a Buffer starting with '%PDF-'
 */
export const renderProformaInvoice = (data: ProformaInvoiceData): Promise<Buffer> => {
  const iban = formatIban(data.supplier.iban);
  return renderInvoicePage({
    title: 'Zálohová faktúra',
    number: data.number,
    supplier: data.supplier,
    customer: data.customer,
    facts: [
      [
        { label: 'Dátum vystavenia', value: formatDateSk(data.issueDate) },
        { label: 'Dátum splatnosti', value: formatDateSk(data.dueDate) },
        { label: 'Variabilný symbol', value: data.variableSymbol },
        ...(data.dispatchDate
          ? [{ label: 'Odošleme do', value: formatDateSk(data.dispatchDate) }]
          : []),
      ],
      [
        { label: 'Forma úhrady', value: 'Bankový prevod' },
        { label: 'IBAN', value: iban, span: 2 },
        { label: 'Banka', value: data.supplier.bank ?? '' },
      ],
    ],
    lines: [
      ...data.items.map((item) => ({
        title: item.title,
        detail: item.withdrawal,
        quantity: `${item.quantity} ks`,
        amountCents: item.amountCents,
        breakdown: item.breakdown,
      })),
      {
        title: data.postageCents > 0 ? 'Poštovné a balné' : 'Odovzdanie',
        detail: data.handover,
        amountCents: data.postageCents,
      },
    ],
    totalCents: data.totalCents,
    totalLabel: 'Spolu na úhradu',
    vatRecap: data.vatPayer
      ? vatBreakdown([{ amountCents: data.totalCents, vatPercent: data.vatPercent }])
      : null,
    payment: {
      qrPng: data.qrPng,
      heading: 'Zaplaťte prevodom alebo naskenujte QR kód PAY by square',
      rows: [
        ['IBAN', iban],
        ['Variabilný symbol', data.variableSymbol],
        ['Suma', formatEur(data.totalCents)],
        ['Splatnosť', formatDateSk(data.dueDate)],
      ],
      note: 'Objednávku začneme vyrábať po pripísaní platby na náš účet. Uveďte, prosím, variabilný symbol.',
    },
    note: data.note,
    footer: {
      statement: 'Zálohová faktúra nie je daňový doklad.',
      detail:
        `${data.vatPayer ? 'Daňový doklad' : 'Faktúru'} vystavíme po prijatí platby. ` +
        `${data.supplier.name}, IČO ${data.supplier.ico}`,
    },
  });
};
