import {
  SLOVAK_DIC_SCHEME,
  type DocumentFigures,
  type FiguredLine,
  type PaymentMethod,
  type TaxDocumentKind,
} from '@fotoobraz/domain';
import type { InvoiceSupplier } from '../../../../rendering/documents/invoice-layout.ts';
import { xmlText } from '../../../../lib/xml-text.ts';
import { CARD_REFUND, TRANSFER_REFUND } from '../../rendering/tax-document.pdf.ts';

/** Peppol BIS Billing 3.0 on EN 16931: what every document declares it follows. */
export const PEPPOL_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The buyer as the e-invoice names it (a company: the e-invoice goes to companies only). */
export interface EInvoiceBuyer {
  name: string;
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  ico: string;
  /** The DIČ: the Peppol endpoint `0245:<DIČ>`. */
  dic: string;
  icDph: string | null;
  email: string | null;
}

/** Everything a tax document's structured invoice says, taken from the issued document. */
export interface EInvoiceDocument {
  kind: Exclude<TaxDocumentKind, 'PAYMENT_CONFIRMATION'>;
  number: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  taxPointDate: string;
  /** The order's number the customer knows: the variable symbol. */
  orderNumber: string;
  /** The document this one refers to: the advance a final invoice deducts, the one a credit note corrects. */
  referenced: { number: string; issueDate: string } | null;
  /** Why a credit note corrects its document. */
  reason: string | null;
  /** How the order was paid: a credit note pays back the same way. */
  paidBy: PaymentMethod;
  supplier: InvoiceSupplier & { countryCode: string };
  buyer: EInvoiceBuyer;
  figures: DocumentFigures;
}

const TYPE_CODES = { ADVANCE_INVOICE: '386', FINAL_INVOICE: '380', CREDIT_NOTE: '381' } as const;
const NAMESPACES =
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

/** An element with text, or nothing when the text is empty. */
const el = (name: string, text: string | null | undefined, attributes = ''): string =>
  text ? `<${name}${attributes}>${xmlText(text)}</${name}>` : '';

/** Cents as an amount with two decimals: 12345 -> '123.45'. */
const amount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const money = (name: string, cents: number): string =>
  `<cbc:${name} currencyID="EUR">${amount(cents)}</cbc:${name}>`;

/** A unit price without VAT of a line: its net amount over its pieces, to 1/10 000 of a cent. */
const unitPrice = (netCents: number, quantity: number): string => {
  const price = Math.abs(netCents / quantity) / 100;
  return price.toFixed(6).replace(/(\.\d\d\d*?)0+$/, '$1');
};

/** The VAT category: standard rate (S); a non-payer issues no e-invoice, so no other occurs. */
const taxCategory = (element: string, rate: number): string =>
  `<cac:${element}><cbc:ID>S</cbc:ID><cbc:Percent>${rate}</cbc:Percent>` +
  `<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${element}>`;

const address = (street: string, city: string, postcode: string, country: string): string =>
  '<cac:PostalAddress>' +
  el('cbc:StreetName', street) +
  el('cbc:CityName', city) +
  el('cbc:PostalZone', postcode) +
  `<cac:Country><cbc:IdentificationCode>${xmlText(country)}</cbc:IdentificationCode></cac:Country>` +
  '</cac:PostalAddress>';

const vatId = (icDph: string | null | undefined): string =>
  icDph
    ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', icDph)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
    : '';

const supplierParty = (s: EInvoiceDocument['supplier']): string =>
  '<cac:AccountingSupplierParty><cac:Party>' +
  el('cbc:EndpointID', s.dic, ` schemeID="${SLOVAK_DIC_SCHEME}"`) +
  `<cac:PartyName>${el('cbc:Name', s.name)}</cac:PartyName>` +
  address(s.street, s.city, s.postcode, s.countryCode) +
  vatId(s.icDph) +
  `<cac:PartyLegalEntity>${el('cbc:RegistrationName', s.name)}${el('cbc:CompanyID', s.ico)}` +
  `${el('cbc:CompanyLegalForm', s.register)}</cac:PartyLegalEntity>` +
  (s.email || s.phone
    ? `<cac:Contact>${el('cbc:Telephone', s.phone)}${el('cbc:ElectronicMail', s.email)}</cac:Contact>`
    : '') +
  '</cac:Party></cac:AccountingSupplierParty>';

const customerParty = (b: EInvoiceBuyer): string =>
  '<cac:AccountingCustomerParty><cac:Party>' +
  el('cbc:EndpointID', b.dic, ` schemeID="${SLOVAK_DIC_SCHEME}"`) +
  `<cac:PartyName>${el('cbc:Name', b.name)}</cac:PartyName>` +
  address(b.street, b.city, b.postcode, b.countryCode) +
  vatId(b.icDph) +
  `<cac:PartyLegalEntity>${el('cbc:RegistrationName', b.name)}${el('cbc:CompanyID', b.ico)}</cac:PartyLegalEntity>` +
  (b.email ? `<cac:Contact>${el('cbc:ElectronicMail', b.email)}</cac:Contact>` : '') +
  '</cac:Party></cac:AccountingCustomerParty>';

/**
 * How the document is paid (BG-16). A card payment is 'Bank card' (UNCL4461 code 48) with no
 * card number (BR-51 allows its last digits only, which the shop never learns) and no account
 * of the shop, so that nothing in it reads as a request to pay again; a transfer is a credit
 * transfer (30) to the shop's IBAN with the variable symbol.
 */
const paymentMeans = (d: EInvoiceDocument): string =>
  d.paidBy === 'KARTA'
    ? '<cac:PaymentMeans><cbc:PaymentMeansCode name="Bank card">48</cbc:PaymentMeansCode>' +
      el('cbc:PaymentID', d.orderNumber) +
      '</cac:PaymentMeans>'
    : '<cac:PaymentMeans><cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>' +
      el('cbc:PaymentID', d.orderNumber) +
      `<cac:PayeeFinancialAccount>${el('cbc:ID', d.supplier.iban.replace(/\s+/g, ''))}` +
      `${el('cbc:Name', d.supplier.name)}</cac:PayeeFinancialAccount></cac:PaymentMeans>`;

/**
 * One line. A credit note states its lines positive (the document's type says they are taken
 * back); the deducted advance of a final invoice has quantity -1 at its positive base (a price
 * is never negative) and points at the advance invoice.
 */
const line = (d: EInvoiceDocument, l: FiguredLine, n: number): string => {
  const credit = d.kind === 'CREDIT_NOTE';
  const sign = credit ? -1 : 1;
  const tag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const quantityTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  return (
    `<cac:${tag}><cbc:ID>${n + 1}</cbc:ID>` +
    `<cbc:${quantityTag} unitCode="H87">${l.quantity}</cbc:${quantityTag}>` +
    money('LineExtensionAmount', sign * l.netCents) +
    (l.deducts
      ? `<cac:DocumentReference>${el('cbc:ID', l.deducts)}<cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>`
      : '') +
    '<cac:Item>' +
    el('cbc:Description', l.deducts ? `Daňový doklad k prijatej platbe č. ${l.deducts}` : '') +
    el('cbc:Name', l.title) +
    taxCategory('ClassifiedTaxCategory', l.vatPercent ?? 0) +
    '</cac:Item>' +
    `<cac:Price><cbc:PriceAmount currencyID="EUR">${unitPrice(l.netCents, l.quantity)}</cbc:PriceAmount></cac:Price>` +
    `</cac:${tag}>`
  );
};

/**
 * The structured invoice (UBL 2.1, Peppol BIS Billing 3.0) of an issued tax document, from the
 * very figures its PDF and the accountant's exports show:
 * - an advance invoice (ZF) is a prepayment invoice (type 386), its payment already received;
 * - a final invoice (FA) is a commercial invoice (380) whose deducted advance is a line of its
 *   own, so its VAT breakdown declares only the VAT still due (no PrepaidAmount, which would
 *   leave the advance's VAT declared twice);
 * - a credit note (DB) is a CreditNote (381) referring to the invoice it corrects.
 * Pure: the same document gives the same XML byte for byte.
 * @example ublDocument(document) // -> '<?xml version="1.0" encoding="UTF-8"?><Invoice …'
 */
export const ublDocument = (d: EInvoiceDocument): string => {
  const credit = d.kind === 'CREDIT_NOTE';
  const sign = credit ? -1 : 1;
  const f = d.figures;
  const net = f.lines.reduce((sum, l) => sum + l.netCents, 0);
  const vat = f.vatBreakdown.reduce((sum, r) => sum + r.vatCents, 0);
  // A payment received before, not an advance already taxed: the advance invoice's own payment.
  const prepaid = f.paidCents;
  const root = credit ? 'CreditNote' : 'Invoice';
  const typeCode = credit
    ? `<cbc:CreditNoteTypeCode>${TYPE_CODES[d.kind]}</cbc:CreditNoteTypeCode>`
    : `<cbc:InvoiceTypeCode>${TYPE_CODES[d.kind]}</cbc:InvoiceTypeCode>`;
  const taxPoint = `<cbc:TaxPointDate>${d.taxPointDate}</cbc:TaxPointDate>`;
  const note = credit && d.reason ? el('cbc:Note', d.reason) : '';
  const payable = sign * (f.totalCents - prepaid);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" ${NAMESPACES}>` +
    el('cbc:CustomizationID', PEPPOL_CUSTOMIZATION) +
    el('cbc:ProfileID', PEPPOL_PROFILE) +
    el('cbc:ID', d.number) +
    `<cbc:IssueDate>${d.issueDate}</cbc:IssueDate>` +
    // The tax point comes before the type code in a CreditNote and after the note in an Invoice.
    (credit ? taxPoint + typeCode + note : typeCode + note + taxPoint) +
    '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>' +
    el('cbc:BuyerReference', d.orderNumber) +
    (d.referenced
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', d.referenced.number)}` +
        `${el('cbc:IssueDate', d.referenced.issueDate)}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : '') +
    supplierParty(d.supplier) +
    customerParty(d.buyer) +
    paymentMeans(d) +
    `<cac:PaymentTerms>${el('cbc:Note', paymentTerms(d, payable))}</cac:PaymentTerms>` +
    `<cac:TaxTotal>${money('TaxAmount', sign * vat)}` +
    f.vatBreakdown
      .map(
        (r) =>
          `<cac:TaxSubtotal>${money('TaxableAmount', sign * r.baseCents)}${money('TaxAmount', sign * r.vatCents)}` +
          `${taxCategory('TaxCategory', r.rate)}</cac:TaxSubtotal>`,
      )
      .join('') +
    '</cac:TaxTotal>' +
    '<cac:LegalMonetaryTotal>' +
    money('LineExtensionAmount', sign * net) +
    money('TaxExclusiveAmount', sign * net) +
    money('TaxInclusiveAmount', sign * (net + vat)) +
    (prepaid ? money('PrepaidAmount', prepaid) : '') +
    money('PayableAmount', payable) +
    '</cac:LegalMonetaryTotal>' +
    f.lines.map((l, n) => line(d, l, n)).join('') +
    `</${root}>\n`
  );
};

const paymentTerms = (d: EInvoiceDocument, payable: number): string => {
  if (d.kind === 'CREDIT_NOTE') return d.paidBy === 'KARTA' ? CARD_REFUND : TRANSFER_REFUND;
  if (payable === 0) return 'Uhradené – neplaťte.';
  return `Uhraďte s variabilným symbolom ${d.orderNumber}.`;
};
