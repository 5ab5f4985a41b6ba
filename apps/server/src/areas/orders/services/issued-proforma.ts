import type { InvoiceRepository, StoredInvoice } from '../repositories/invoice.repository.ts';
import { PROFORMA } from './proforma.document.ts';
import type { DocumentService } from '../../documents/index.ts';

/**
 * The order's pro-forma invoice as issued. One asked for before the document worker got to it is
 * rendered now rather than refused; undefined when the order has none.
 */
export const issuedProforma = async (
  invoices: Pick<InvoiceRepository, 'findByOrder'>,
  documents: Pick<DocumentService, 'finishFor'>,
  orderId: number,
): Promise<StoredInvoice | undefined> =>
  (await invoices.findByOrder(orderId)) ??
  (await documents.finishFor(orderId, PROFORMA).then(() => invoices.findByOrder(orderId)));
