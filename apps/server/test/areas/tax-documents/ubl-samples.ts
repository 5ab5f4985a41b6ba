import { documentFigures, type DeductedAdvance, type SuppliedLine } from '@fotoobraz/domain';
import type { EInvoiceDocument } from '../../../src/areas/tax-documents/services/einvoices/ubl-document.ts';

/** The shared validator (plain JavaScript, outside the project): loaded, not compiled. */
const VALIDATOR = new URL('../../../../../../shared/einvoice/validate.mjs', import.meta.url).href;
const { validateUbl: validate } = (await import(/* @vite-ignore */ VALIDATOR)) as {
  validateUbl: unknown;
};

interface Finding {
  id: string;
  flag: string;
  location: string;
  text: string;
  rules: string;
}

/** The shared validator: both rule sets on one document. */
export const validateUbl = validate as (xml: string) => { fatal: Finding[]; warning: Finding[] };

/**
 * Every finding of the official rules of EN 16931 and Peppol BIS 3.0 (the shared validator, with
 * EAS 0245 and the Slovak rules SK-R-001 to SK-R-007) on a document, fatal and warning alike:
 * a document the shop makes passes with none.
 */
export const ruleFindings = (xml: string) => {
  const { fatal, warning } = validateUbl(xml);
  return [...fatal, ...warning].map((f) => `${f.flag} ${f.id} at ${f.location}: ${f.text}`);
};

export const SAMPLE_SUPPLIER: EInvoiceDocument['supplier'] = {
  name: 'Fotoobraz s.r.o.',
  street: 'Obchodná 12',
  city: 'Bratislava',
  postcode: '811 06',
  country: 'Slovensko',
  countryCode: 'SK',
  ico: '12345678',
  dic: '2020123456',
  icDph: 'SK2020123456',
  register: 'Obchodný register OS Bratislava I, oddiel Sro, vložka 12345/B',
  iban: 'SK3112000000198742637541',
  email: 'objednavky@fotoobraz.sk',
  phone: '+421 900 000 000',
};

export const SAMPLE_BUYER: EInvoiceDocument['buyer'] = {
  name: 'Ateliér & Foto s.r.o.',
  street: 'Hlavná 1',
  city: 'Košice',
  postcode: '040 01',
  countryCode: 'SK',
  ico: '87654321',
  dic: '2023456789',
  icDph: 'SK2023456789',
  email: 'uctaren@atelier.sk',
};

/**
 * A sample document of `kind` over `supply` at 23 %, deducting `advance` on a final invoice,
 * of an order paid by transfer unless `paidBy` says otherwise.
 */
export const sampleDocument = (
  kind: EInvoiceDocument['kind'],
  supply: SuppliedLine[],
  advance?: DeductedAdvance,
  paidBy: EInvoiceDocument['paidBy'] = 'PREVOD',
): EInvoiceDocument => ({
  kind,
  number: `${{ ADVANCE_INVOICE: 'ZF', FINAL_INVOICE: 'FA', CREDIT_NOTE: 'DB' }[kind]}2026000001`,
  issueDate: '2026-11-28',
  taxPointDate: '2026-11-27',
  orderNumber: '2611000042',
  referenced: advance ? { number: advance.number, issueDate: '2026-11-27' } : null,
  reason: kind === 'CREDIT_NOTE' ? 'Zrušenie objednávky' : null,
  paidBy,
  supplier: SAMPLE_SUPPLIER,
  buyer: SAMPLE_BUYER,
  figures: documentFigures(kind, supply, 23, advance),
});
