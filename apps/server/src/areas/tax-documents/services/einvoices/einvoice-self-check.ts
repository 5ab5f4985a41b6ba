import type { XMLParser } from 'fast-xml-parser';

/**
 * The server's own check of an e-invoice before it leaves: what EN 16931 asks of the sums
 * (BR-CO-10 to BR-CO-17), of the standard-rated VAT breakdown (BR-S-*), of the identifiers
 * (Peppol BIS 3.0 customization and profile, endpoints `0245:<DIČ>`, the seller's IČ DPH) and of
 * the payment (IBAN, variable symbol). Returns the problems found, in Slovak; none: it may go.
 *
 * It runs in a worker thread, which gets it as source text: it must use nothing from outside
 * its own body but its arguments (the XML parser's class is handed in).
 * @example checkUbl(xml, XMLParser) // -> [] ; or ['Súčet riadkov (10,00 €) nesedí so sumou riadkov v súhrne (12,00 €) [BR-CO-10].']
 */
export function checkUbl(xml: string, Parser: typeof XMLParser): string[] {
  const problems: string[] = [];
  const parser = new Parser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (name) =>
      ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal', 'TaxTotal', 'PaymentMeans'].includes(name),
  });
  type Node = Record<string, unknown>;
  const parsed = parser.parse(xml) as Node;
  const root = (parsed.Invoice ?? parsed.CreditNote) as Node | undefined;
  if (!root) return ['Dokument nie je faktúra ani dobropis vo formáte UBL 2.1.'];
  const credit = Boolean(parsed.CreditNote);
  const text = (node: unknown): string => {
    if (node === undefined || node === null) return '';
    if (typeof node === 'object') return String((node as Node)['#text'] ?? '');
    return String(node);
  };
  const at = (node: unknown, ...path: string[]): unknown =>
    path.reduce<unknown>(
      (n, key) => (n && typeof n === 'object' ? (n as Node)[key] : undefined),
      node,
    );
  const list = (node: unknown): Node[] =>
    Array.isArray(node) ? (node as Node[]) : node ? [node as Node] : [];
  /** An amount in cents; NaN when missing or not a number with at most two decimals. */
  const cents = (node: unknown): number => {
    const value = text(node).trim();
    return /^-?\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN;
  };
  const euros = (c: number) => (c / 100).toFixed(2).replace('.', ',') + ' €';
  const expectEqual = (rule: string, what: string, actual: number, expected: number, slack = 0) => {
    if (Number.isNaN(actual) || Number.isNaN(expected)) {
      problems.push(`${what}: chýba alebo nie je suma [${rule}].`);
    } else if (Math.abs(actual - expected) > slack) {
      problems.push(`${what}: ${euros(actual)}, má byť ${euros(expected)} [${rule}].`);
    }
  };

  if (
    text(root.CustomizationID) !==
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
  ) {
    problems.push('Chýba identifikátor špecifikácie Peppol BIS Billing 3.0 (CustomizationID).');
  }
  if (text(root.ProfileID) !== 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0') {
    problems.push('Chýba identifikátor procesu Peppol (ProfileID).');
  }
  if (!text(root.ID)) problems.push('Chýba číslo dokladu [BR-02].');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text(root.IssueDate)))
    problems.push('Chýba dátum vystavenia [BR-03].');
  if (!text(root.BuyerReference))
    problems.push('Chýba číslo objednávky odberateľa (BuyerReference) [PEPPOL-EN16931-R003].');
  if (text(root.DocumentCurrencyCode) !== 'EUR') problems.push('Mena dokladu nie je EUR [BR-05].');

  for (const [role, key] of [
    ['dodávateľa', 'AccountingSupplierParty'],
    ['odberateľa', 'AccountingCustomerParty'],
  ] as const) {
    const party = at(root, key, 'Party') as Node | undefined;
    const endpoint = at(party, 'EndpointID') as Node | string | undefined;
    const scheme =
      endpoint && typeof endpoint === 'object' ? String(endpoint['@schemeID'] ?? '') : '';
    if (scheme !== '0245' || !/^\d{10}$/.test(text(endpoint))) {
      problems.push(`Elektronická adresa ${role} musí byť jeho DIČ v schéme 0245 (0245:DIČ).`);
    }
    if (!text(at(party, 'PartyLegalEntity', 'RegistrationName'))) {
      problems.push(`Chýba obchodné meno ${role} [${role === 'dodávateľa' ? 'BR-06' : 'BR-07'}].`);
    }
    if (!text(at(party, 'PostalAddress', 'Country', 'IdentificationCode'))) {
      problems.push(`Chýba štát v adrese ${role} [${role === 'dodávateľa' ? 'BR-09' : 'BR-11'}].`);
    }
  }
  const sellerVat = text(
    at(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID'),
  );
  if (!/^SK\d{10}$/.test(sellerVat)) {
    problems.push(
      'Chýba IČ DPH dodávateľa (SK a 10 číslic): bez neho nemožno uviesť DPH [BR-S-02].',
    );
  }

  const means = list(root.PaymentMeans)[0];
  const iban = text(at(means, 'PayeeFinancialAccount', 'ID'));
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) {
    problems.push('Chýba IBAN účtu dodávateľa v platobných údajoch [BR-61].');
  }
  if (!text(at(means, 'PaymentID'))) problems.push('Chýba variabilný symbol v platobných údajoch.');

  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const quantityTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  const lines = list(root[lineTag]);
  if (lines.length === 0) problems.push('Doklad nemá žiadnu položku [BR-16].');
  const netByRate = new Map<string, number>();
  let lineSum = 0;
  lines.forEach((line, n) => {
    const label = `Položka ${n + 1}`;
    const net = cents(line.LineExtensionAmount);
    const quantity = Number(text(line[quantityTag]));
    const price = Number(text(at(line, 'Price', 'PriceAmount')));
    const category = at(line, 'Item', 'ClassifiedTaxCategory') as Node | undefined;
    const code = text(at(category, 'ID'));
    const rate = Number(text(at(category, 'Percent')));
    lineSum += net;
    if (!text(at(line, 'Item', 'Name'))) problems.push(`${label}: chýba názov [BR-25].`);
    if (!(price >= 0)) problems.push(`${label}: cena nesmie byť záporná [BR-27].`);
    if (!Number.isFinite(quantity)) problems.push(`${label}: chýba množstvo [BR-22].`);
    else
      expectEqual(
        'PEPPOL-EN16931-R120',
        `${label}: suma bez DPH`,
        net,
        Math.round(quantity * price * 100),
        2,
      );
    if (code !== 'S' || !(rate > 0)) {
      problems.push(`${label}: kategória DPH musí byť S so sadzbou nad 0 % [BR-S-05].`);
    }
    const key = `${code}:${rate}`;
    netByRate.set(key, (netByRate.get(key) ?? 0) + net);
  });

  const totals = root.LegalMonetaryTotal as Node | undefined;
  const lineExtension = cents(at(totals, 'LineExtensionAmount'));
  const taxExclusive = cents(at(totals, 'TaxExclusiveAmount'));
  const taxInclusive = cents(at(totals, 'TaxInclusiveAmount'));
  const prepaid =
    at(totals, 'PrepaidAmount') === undefined ? 0 : cents(at(totals, 'PrepaidAmount'));
  const rounding =
    at(totals, 'PayableRoundingAmount') === undefined
      ? 0
      : cents(at(totals, 'PayableRoundingAmount'));
  const payable = cents(at(totals, 'PayableAmount'));
  expectEqual('BR-CO-10', 'Súčet súm položiek bez DPH', lineExtension, lineSum);
  expectEqual('BR-CO-13', 'Suma bez DPH', taxExclusive, lineExtension);

  const taxTotal = list(root.TaxTotal)[0];
  const subtotals = list(at(taxTotal, 'TaxSubtotal'));
  const vatTotal = cents(at(taxTotal, 'TaxAmount'));
  let vatSum = 0;
  const declared = new Set<string>();
  for (const subtotal of subtotals) {
    const category = at(subtotal, 'TaxCategory') as Node | undefined;
    const code = text(at(category, 'ID'));
    const rate = Number(text(at(category, 'Percent')));
    const key = `${code}:${rate}`;
    const taxable = cents(subtotal.TaxableAmount);
    const vat = cents(subtotal.TaxAmount);
    declared.add(key);
    vatSum += vat;
    const label = `Rekapitulácia DPH ${rate} %`;
    expectEqual('BR-S-08', `${label}: základ dane`, taxable, netByRate.get(key) ?? 0);
    // The VAT is what the prices with VAT hold, so it may differ from base × rate by a cent.
    expectEqual('BR-CO-17', `${label}: DPH`, vat, Math.round((taxable * rate) / 100), 1);
  }
  for (const key of netByRate.keys()) {
    if (!declared.has(key)) {
      problems.push(`Rekapitulácia DPH chýba pre sadzbu ${key.split(':')[1]} % [BR-S-01].`);
    }
  }
  expectEqual('BR-CO-14', 'DPH spolu', vatTotal, vatSum);
  expectEqual('BR-CO-15', 'Suma s DPH', taxInclusive, taxExclusive + vatTotal);
  expectEqual('BR-CO-16', 'Suma na úhradu', payable, taxInclusive - prepaid + rounding);
  if (credit && !text(at(root, 'BillingReference', 'InvoiceDocumentReference', 'ID'))) {
    problems.push('Dobropis neuvádza číslo opravovaného dokladu [BR-55].');
  }
  return problems;
}
