import {
  countryCodeOf,
  eInvoiceRequirement,
  orderNumberOf,
  type order as orderEntity,
  type RowOf,
  type TaxDocumentKind,
} from '@fotoobraz/domain';
import { XMLValidator } from 'fast-xml-parser';
import { xmlProblem } from '../../../../lib/xml-text.ts';
import type { NewEInvoice } from '../../repositories/einvoice.repository.ts';
import type { TaxDocument } from '../../repositories/tax-document.repository.ts';
import type { ShopSettings } from '../../../../services/shop-settings.ts';
import type { TaxDocumentContent } from '../tax-document-content.ts';
import { ublDocument } from './ubl-document.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** The file name the XML is attached and downloaded under. */
export const eInvoiceFilename = (number: string): string => `${number}.xml`;

/** Why a company buyer's document has no e-invoice to send. */
export const NO_BUYER_DIC =
  'Odberateľ je firma (má IČO), ale nemá DIČ ani IČ DPH: e-faktúru nemožno adresovať ' +
  '(jej príjemcu v sieti Peppol určuje DIČ). Faktúru mu pošlite inak a DIČ si vyžiadajte.';

/**
 * The e-invoice of a tax document just issued, or null when none is due (a consumer, a payment
 * confirmation, a shop that is not a VAT payer, a supply abroad). Made from the document's own
 * content, in the transaction that issues it, so the XML states what the PDF states.
 */
export const eInvoiceOf = (
  kind: TaxDocumentKind,
  number: string,
  documentId: number,
  content: TaxDocumentContent,
  order: OrderRow,
  settings: ShopSettings,
  prior: TaxDocument | undefined,
): NewEInvoice | null => {
  const { row } = content;
  const requirement = eInvoiceRequirement(kind, row.vatPayer, {
    country: order.buyerCountry ?? null,
    ico: row.buyerIco,
    dic: row.buyerDic,
    icDph: row.buyerIcDph,
  });
  if (!requirement.required || kind === 'PAYMENT_CONFIRMATION') return null;
  const base = { taxDocumentId: documentId, orderId: order.id, number };
  if (!requirement.endpoint || !row.buyerIco) {
    return { ...base, state: 'INVALID', xml: null, problems: [NO_BUYER_DIC] };
  }
  const xml = ublDocument({
    kind,
    number,
    issueDate: row.issueDate,
    taxPointDate: row.taxPointDate,
    orderNumber: orderNumberOf(order),
    referenced:
      kind === 'ADVANCE_INVOICE' || !prior
        ? null
        : { number: prior.number, issueDate: prior.issueDate },
    reason: row.reason,
    paidBy: content.page.paidByCard ? 'KARTA' : 'PREVOD',
    supplier: {
      ...content.page.supplier,
      countryCode: countryCodeOf(settings.supplier.country) ?? 'SK',
    },
    buyer: {
      name: row.buyerName,
      street: order.buyerStreet ?? '',
      city: order.buyerCity ?? '',
      postcode: order.buyerPostcode ?? '',
      countryCode: 'SK',
      ico: row.buyerIco,
      dic: requirement.endpoint,
      icDph: row.buyerIcDph,
      email: order.email ?? null,
    },
    figures: content.figures,
  });
  // Parsed before it is stored: a document that is no XML is never kept as the one sent.
  const malformed = xmlProblem(xml, XMLValidator);
  if (malformed) return { ...base, state: 'INVALID', xml: null, problems: [malformed] };
  return { ...base, state: 'SENDING', xml, problems: [] };
};
