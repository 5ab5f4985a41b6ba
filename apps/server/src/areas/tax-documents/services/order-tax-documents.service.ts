import {
  order as orderEntity,
  TAX_DOCUMENT_TITLES,
  type OrderDocument,
  type OrderDocumentEInvoice,
  shopDay,
} from '@fotoobraz/domain';
import type { EInvoiceRepository, EInvoiceStatus } from '../repositories/einvoice.repository.ts';
import { eInvoiceFilename } from './einvoices/einvoice-issue.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { DocumentLinkQuery, DocumentLinks } from '../../../lib/document-links.ts';
import { notFound, Problem, refusal } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { InvoiceRepository } from '../../orders/index.ts';
import type { TaxDocumentRepository } from '../repositories/tax-document.repository.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { DocumentService } from '../../documents/index.ts';
import { issuedProforma } from '../../orders/index.ts';
import { taxDocumentFilename } from './tax-document-issuer.ts';

const NO_IMAGES = { large: false, small: false } as const;
const ALL = { kind: 'all' } as const;

const linkRefused = (): Problem =>
  refusal(
    403,
    'Invalid or expired document link',
    'error.document.link',
    'Odkaz na doklad je neplatný alebo mu uplynula platnosť.',
  );

const hasTaxDocuments = (): Problem =>
  new Problem({
    status: 409,
    title: 'An order with tax documents cannot be deleted',
    message: 'error.order.taxDocuments',
    body: {
      entityName: 'order',
      errorKey: 'taxDocuments',
      detail:
        'Objednávku s vystavenými daňovými dokladmi nemožno zmazať: doklady sa uchovávajú 10 rokov.',
    },
  });

/**
 * An order's documents for its owner and admins (and, one document at a time, for whoever holds
 * a signed link from the mail): the pro-forma and the tax documents, as issued.
 */
export class OrderTaxDocumentService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly taxDocuments: TaxDocumentRepository,
    private readonly invoices: InvoiceRepository,
    private readonly documents: DocumentService,
    private readonly links: DocumentLinks,
    private readonly einvoices: EInvoiceRepository,
  ) {}

  /** The pro-forma first, then the tax documents in the order they were issued. */
  async list(caller: Caller, orderId: number): Promise<OrderDocument[]> {
    const order = await readableOrder(this.entities, caller, orderId);
    const url = (number: string) => `/api/orders/${orderId}/documents/${number}`;
    const entries: OrderDocument[] = [];
    const invoice = await this.invoices.findByOrder(orderId);
    const proformaNumber = invoice?.number ?? order.invoiceNumber;
    if (proformaNumber) {
      entries.push({
        number: proformaNumber,
        type: 'PROFORMA',
        title: 'Zálohová faktúra',
        issueDate: shopDay(new Date(invoice?.issueDate ?? order.orderDate)),
        taxPointDate: null,
        total: Number(invoice?.amount ?? order.totalAmount ?? 0),
        amountDue: Number(invoice?.amount ?? order.totalAmount ?? 0),
        referencedNumber: null,
        reason: null,
        ready: Boolean(invoice),
        filename: `zalohova-faktura-${proformaNumber}.pdf`,
        url: url(proformaNumber),
        einvoice: null,
      });
    }
    const einvoices = await this.einvoices.listByOrder(orderId);
    for (const d of await this.taxDocuments.listByOrder(orderId)) {
      entries.push({
        number: d.number,
        type: d.kind,
        title: TAX_DOCUMENT_TITLES[d.kind],
        issueDate: d.issueDate,
        taxPointDate: d.taxPointDate,
        total: d.total,
        amountDue: d.amountDue,
        referencedNumber: d.referencedNumber,
        reason: d.reason,
        ready: d.hasPdf,
        filename: taxDocumentFilename(d.kind, d.number),
        url: url(d.number),
        einvoice: einvoiceOf(
          einvoices.find((e) => e.taxDocumentId === d.id),
          `${url(d.number)}/ubl`,
        ),
      });
    }
    return entries;
  }

  /**
   * A tax document's e-invoice as issued (UBL XML), with the same rights as its PDF; 404 for a
   * document without one.
   */
  async ubl(
    caller: Caller,
    orderId: number,
    number: string,
    link: DocumentLinkQuery,
  ): Promise<{ filename: string; xml: string }> {
    await this.accessibleOrder(caller, orderId, number, link);
    const document = await this.taxDocuments.findByNumber(number);
    if (document?.orderId !== orderId) throw notFound();
    const xml = await this.einvoices.xmlOf(document.id);
    if (!xml) throw notFound();
    return { filename: eInvoiceFilename(number), xml };
  }

  /** The order, for its owner or an admin, or for whoever holds a valid link to `number`. */
  private async accessibleOrder(
    caller: Caller,
    orderId: number,
    number: string,
    link: DocumentLinkQuery,
  ) {
    const signed =
      link.expires !== undefined &&
      link.signature !== undefined &&
      this.links.verify(orderId, number, link.expires, link.signature);
    const order = signed
      ? await this.entities.findById(orderEntity, orderId, ALL, NO_IMAGES)
      : await readableOrder(this.entities, caller, orderId).catch((error: unknown) => {
          throw link.signature ? linkRefused() : error;
        });
    if (!order) throw notFound();
    return order;
  }

  /**
   * A document's PDF as issued: for the order's owner or an admin, or with a valid signed link.
   * Asked for before the worker rendered it, it is rendered now rather than refused.
   */
  async pdf(
    caller: Caller,
    orderId: number,
    number: string,
    link: DocumentLinkQuery,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const order = await this.accessibleOrder(caller, orderId, number, link);
    const document = await this.taxDocuments.findByNumber(number);
    if (!document) {
      if (number !== order.invoiceNumber) throw notFound();
      const proforma = await issuedProforma(this.invoices, this.documents, orderId);
      if (!proforma) throw notFound();
      return { filename: `zalohova-faktura-${proforma.number}.pdf`, pdf: proforma.pdf };
    }
    if (document.orderId !== orderId) throw notFound();
    if (!document.hasPdf) await this.documents.finishFor(orderId, document.kind);
    const pdf = await this.taxDocuments.pdfOf(document.id);
    if (!pdf) throw notFound();
    return { filename: taxDocumentFilename(document.kind, document.number), pdf };
  }

  /** Refuses (409) to delete an order that has tax documents: they are kept ten years. */
  async checkDeletable(orderId: number): Promise<void> {
    if (await this.taxDocuments.existsForOrder(orderId)) throw hasTaxDocuments();
  }
}

/** A tax document's e-invoice as its order lists it: 'not required' when it has none. */
const einvoiceOf = (stored: EInvoiceStatus | undefined, url: string): OrderDocumentEInvoice => {
  if (!stored) return { state: 'NOT_REQUIRED', reason: null, messageId: null, url: null };
  const reason = stored.problems.length
    ? stored.problems.join(' ')
    : stored.doubtful
      ? stored.lastError
      : stored.state === 'SENDING' && stored.lastError
        ? `Posledný pokus o odoslanie zlyhal: ${stored.lastError}`
        : null;
  return {
    state: stored.doubtful ? 'DOUBTFUL' : stored.state,
    reason,
    messageId: stored.messageId,
    url: stored.hasXml ? url : null,
  };
};
