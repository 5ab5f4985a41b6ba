import {
  accountingCsv,
  accountingMonthPeriod,
  roundHalfUpToCents,
  sortAccountingDocuments,
  vatSummary,
  type AccountingDocument,
  type VatLine,
  type VatSummary,
  shopDay,
} from '@fotoobraz/domain';
import type { EInvoiceRepository } from '../repositories/einvoice.repository.ts';
import type { AccountingRepository, ProformaEntry } from '../repositories/accounting.repository.ts';
import type {
  TaxDocument,
  TaxDocumentRepository,
  VatRateAmounts,
} from '../repositories/tax-document.repository.ts';
import { Problem } from '../../../lib/problem.ts';
import { PROFORMA } from '../../orders/index.ts';

/** A month's document with where its PDF is kept. */
export interface MonthDocument {
  document: AccountingDocument;
  pdf: { table: 'invoice' | 'taxDocument'; id: number; stored: boolean };
}

/** A document before its order's payment is known. */
type Unpaid = Omit<AccountingDocument, 'paymentMethod' | 'cardPaymentId'>;

/** How each of the orders is paid, and by which card payment (the card payments' area). */
export type OrderPayments = (
  orderIds: readonly number[],
) => Promise<Map<number, Pick<AccountingDocument, 'paymentMethod' | 'cardPaymentId'>>>;

const vatLinesOf = (breakdown: readonly VatRateAmounts[]): VatLine[] =>
  breakdown.map((line) => ({
    ratePercent: line.rate,
    baseCents: roundHalfUpToCents(line.base),
    vatCents: roundHalfUpToCents(line.vat),
  }));

const proformaOf = (entry: ProformaEntry): { document: Unpaid; pdf: MonthDocument['pdf'] } => ({
  document: {
    number: entry.number,
    type: 'PROFORMA',
    issueDate: shopDay(new Date(entry.issuedAt)),
    taxPointDate: null,
    // An order placed before billing details existed names its buyer by the delivery or e-mail.
    buyerName: entry.buyerName ?? entry.deliveryName ?? entry.email,
    buyerIco: entry.buyerIco,
    buyerDic: entry.buyerDic,
    buyerIcDph: entry.buyerIcDph,
    vat: [],
    totalCents: roundHalfUpToCents(entry.amount),
    variableSymbol: entry.variableSymbol,
    orderId: entry.orderId,
  },
  pdf: { table: 'invoice', id: entry.id, stored: true },
});

const taxDocumentOf = (doc: TaxDocument): { document: Unpaid; pdf: MonthDocument['pdf'] } => ({
  document: {
    number: doc.number,
    type: doc.kind,
    issueDate: doc.issueDate,
    taxPointDate: doc.taxPointDate,
    buyerName: doc.buyerName,
    buyerIco: doc.buyerIco,
    buyerDic: doc.buyerDic,
    buyerIcDph: doc.buyerIcDph,
    vat: vatLinesOf(doc.vatBreakdown),
    totalCents: roundHalfUpToCents(doc.total),
    variableSymbol: doc.variableSymbol,
    orderId: doc.orderId,
  },
  pdf: { table: 'taxDocument', id: doc.id, stored: doc.hasPdf },
});

/**
 * The accountant's month: every pro-forma issued in it and every tax document whose tax point
 * falls in it (Bratislava days), as a CSV, a VAT summary per rate and a ZIP of the PDFs.
 */
export class AccountingService {
  constructor(
    private readonly accounting: AccountingRepository,
    private readonly taxDocuments: TaxDocumentRepository,
    private readonly einvoices: EInvoiceRepository,
    private readonly payments: OrderPayments,
  ) {}

  /** The month's documents, sorted by day and number. */
  async documents(month: string): Promise<MonthDocument[]> {
    const period = accountingMonthPeriod(month);
    const [proformas, taxDocuments] = await Promise.all([
      this.accounting.proformasIssued(period.from, period.until),
      this.taxDocuments.listByTaxPoint(period.firstDay, period.lastDay),
    ]);
    const unpaid = [...proformas.map(proformaOf), ...taxDocuments.map(taxDocumentOf)];
    const paid = await this.payments([...new Set(unpaid.map((d) => d.document.orderId))]);
    const docs: MonthDocument[] = unpaid.map(({ document, pdf }) => ({
      document: {
        ...document,
        ...(paid.get(document.orderId) ?? { paymentMethod: 'PREVOD', cardPaymentId: null }),
      },
      pdf,
    }));
    const sorted = sortAccountingDocuments(docs.map((d) => d.document));
    return sorted.map((document) => docs.find((d) => d.document === document)!);
  }

  /** The month's CSV; 409 while one of its pro-formas waits for the worker (it has no row yet). */
  async csv(month: string): Promise<string> {
    await this.ensureNoProformaPending(month);
    return accountingCsv((await this.documents(month)).map((d) => d.document));
  }

  async vatSummary(month: string): Promise<VatSummary> {
    return vatSummary((await this.documents(month)).map((d) => d.document));
  }

  /**
   * The month's PDFs, each followed by its e-invoice's XML when it has one, read one at a time
   * and named by number: never more than one in memory. A tax document issued moments ago may
   * still be rendering; the ZIP waits for it rather than leave it out (409, asked again in a
   * moment).
   */
  async pdfs(month: string): Promise<{ name: string; read: () => Promise<Buffer> }[]> {
    await this.ensureNoProformaPending(month);
    const docs = await this.documents(month);
    if (docs.some(({ pdf }) => !pdf.stored)) throw pdfPending();
    const withXml = await this.einvoices.withXml(
      docs.filter(({ pdf }) => pdf.table === 'taxDocument').map(({ pdf }) => pdf.id),
    );
    return docs.flatMap(({ document, pdf }) => {
      const name = document.number.replace(/[^A-Za-z0-9._-]/g, '_');
      const files = [
        {
          name: `${name}.pdf`,
          read: async () => {
            const bytes =
              pdf.table === 'invoice'
                ? await this.accounting.proformaPdf(pdf.id)
                : await this.taxDocuments.pdfOf(pdf.id);
            if (!bytes) throw pdfPending();
            return bytes;
          },
        },
      ];
      if (pdf.table === 'taxDocument' && withXml.has(pdf.id)) {
        files.push({
          name: `${name}.xml`,
          read: async () => Buffer.from((await this.einvoices.xmlOf(pdf.id)) ?? '', 'utf8'),
        });
      }
      return files;
    });
  }

  private async ensureNoProformaPending(month: string): Promise<void> {
    const { from, until } = accountingMonthPeriod(month);
    if (await this.accounting.pendingIssued(PROFORMA, from, until)) throw pdfPending();
  }
}

const pdfPending = (): Problem =>
  new Problem({
    status: 409,
    title: 'A document of the month is still being rendered',
    message: 'error.accounting.pdfpending',
    body: { errorKey: 'pdfpending' },
  });
