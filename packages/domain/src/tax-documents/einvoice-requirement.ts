import type { TaxDocumentKind } from './tax-document-kind.ts';
import { closedSet } from '../labels/closed-set.ts';

/** The buyer as a document names it, for deciding whether it gets a structured invoice. */
export interface EInvoiceBuyer {
  /** The billing address's country as entered ('Slovensko', 'SK'). */
  country: string | null;
  ico: string | null;
  dic: string | null;
  icDph: string | null;
}

/**
 * Whether a tax document must also be issued as a structured e-invoice (Peppol BIS Billing 3.0),
 * and to which Peppol participant. The VAT act (§ 85o, from 1 January 2027) asks it of a VAT payer
 * for every invoice of a domestic supply, or of a payment received before it, to a taxable person;
 * a payment confirmation is no invoice, a consumer (no IČO) is out of scope. A company buyer is
 * addressed by its DIČ under the EAS scheme 0245; its IČ DPH ('SK' + DIČ) gives the DIČ when the
 * DIČ itself was not entered. A company with an IČO and neither number cannot be addressed: the
 * e-invoice is due but blocked, and the owner is told so.
 * @example eInvoiceRequirement('FINAL_INVOICE', true, { country: 'Slovensko', ico: '12345678', dic: '2023456789', icDph: null }) // -> { required: true, endpoint: '2023456789' }
 */
export const eInvoiceRequirement = (
  kind: TaxDocumentKind,
  vatPayer: boolean,
  buyer: EInvoiceBuyer,
):
  | { required: true; endpoint: string }
  | { required: true; endpoint: null }
  | { required: false } => {
  if (!vatPayer || kind === 'PAYMENT_CONFIRMATION' || !buyer.ico) return { required: false };
  // A supply abroad is not domestic: out of the e-invoice's scope until July 2030.
  if ((countryCodeOf(buyer.country) ?? 'SK') !== 'SK') return { required: false };
  const dic = buyer.dic || (buyer.icDph?.startsWith('SK') ? buyer.icDph.slice(2) : null);
  return { required: true, endpoint: dic || null };
};

/**
 * The ISO 3166 code of a country as a form names it: Slovakia by its Slovak or English name, any
 * other by its two-letter code; null when it cannot be told.
 * @example countryCodeOf('Slovensko') // -> 'SK'; countryCodeOf('cz') -> 'CZ'; countryCodeOf('Česko') -> null
 */
export const countryCodeOf = (country: string | null | undefined): string | null => {
  const text = (country ?? '').trim();
  if (/^(sk|svk|slovensko|slovenská republika|slovakia|slovak republic)$/i.test(text)) return 'SK';
  return /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : null;
};

/** The Peppol identifier scheme (EAS) of a Slovak DIČ. */
export const SLOVAK_DIC_SCHEME = '0245';

/** The states of a document's e-invoice, as the back office shows them. */
export const { labels: EINVOICE_STATE_LABELS, codes: EINVOICE_STATES } = closedSet({
  NOT_REQUIRED: 'Nevyžaduje sa',
  GENERATED: 'Vygenerovaná',
  SENDING: 'Čaká na odoslanie',
  /** Answered with a success that named no message (an HTML page): tried again. */
  DOUBTFUL: 'Nepotvrdená, skúša sa znova',
  SENT: 'Odoslaná',
  REFUSED: 'Odmietnutá',
  INVALID: 'Neprešla kontrolou',
});
export type EInvoiceState = (typeof EINVOICE_STATES)[number];
