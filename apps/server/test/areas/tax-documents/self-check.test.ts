import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { EInvoiceChecker } from '../../../src/areas/tax-documents/services/einvoices/einvoice-checker.ts';
import { checkUbl } from '../../../src/areas/tax-documents/services/einvoices/einvoice-self-check.ts';
import { ublDocument } from '../../../src/areas/tax-documents/services/einvoices/ubl-document.ts';
import { xmlProblem } from '../../../src/lib/xml-text.ts';
import { sampleDocument } from './ubl-samples.ts';

const SUPPLY = [
  { title: 'Fotoobraz', quantity: 3, amountCents: 7647 },
  { title: 'Poštovné a balné', quantity: 1, amountCents: 490 },
];
const good = ublDocument(sampleDocument('ADVANCE_INVOICE', SUPPLY));
const credit = ublDocument({
  ...sampleDocument('CREDIT_NOTE', SUPPLY),
  referenced: { number: 'ZF2026000001', issueDate: '2026-11-27' },
});

describe("the server's own check of an e-invoice", () => {
  const checker = new EInvoiceChecker();
  afterAll(() => checker.close());

  it('passes the documents the server makes', () => {
    expect(checkUbl(good, XMLParser)).toEqual([]);
    expect(checkUbl(credit, XMLParser)).toEqual([]);
  });

  it.each([
    [
      'a line sum that does not add up',
      (x: string) =>
        x.replace(
          '<cbc:LineExtensionAmount currencyID="EUR">66.15<',
          '<cbc:LineExtensionAmount currencyID="EUR">67.15<',
        ),
      /BR-CO-10/,
    ],
    [
      'a VAT breakdown off by a euro',
      (x: string) =>
        x.replace(
          /(<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">)(\d+)/,
          (_m, a: string, b: string) => `${a}${Number(b) + 1}`,
        ),
      /BR-S-08/,
    ],
    [
      'a buyer without its DIČ endpoint',
      (x: string) => x.replace('schemeID="0245">2023456789', 'schemeID="9950">SK2023456789'),
      /odberateľa musí byť jeho DIČ/,
    ],
    [
      'a seller without its IČ DPH',
      (x: string) => x.replace('<cbc:CompanyID>SK2020123456</cbc:CompanyID>', ''),
      /BR-S-02/,
    ],
    [
      'a payable amount that is not total less prepaid',
      (x: string) =>
        x.replace(
          '<cbc:PayableAmount currencyID="EUR">0.00<',
          '<cbc:PayableAmount currencyID="EUR">1.00<',
        ),
      /BR-CO-16/,
    ],
  ])('finds %s, in Slovak', (_what, spoil, rule) => {
    const problems = checkUbl(spoil(good), XMLParser);
    expect(problems.join('\n')).toMatch(rule);
  });

  it('checks a batch of long documents in its thread while the event loop stays free', async () => {
    const long = ublDocument(
      sampleDocument(
        'ADVANCE_INVOICE',
        Array.from({ length: 50 }, (_, n) => ({
          title: `Fotoobraz ${n + 1}`,
          quantity: 1 + (n % 4),
          amountCents: 1999 + n,
        })),
      ),
    );
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 100 }, () => checker.check(long)));
    const took = performance.now() - started;
    clearInterval(timer);
    expect(results.every((p) => p.length === 0)).toBe(true);
    // The batch takes a while; the requests' thread is never held for long meanwhile.
    expect(took).toBeGreaterThan(longestGap * 4);
    expect(longestGap).toBeLessThan(300);
  });

  it('runs off the event loop, in a worker thread, and answers each check', async () => {
    const spoiled = good.replace('<cbc:BuyerReference>2611000042</cbc:BuyerReference>', '');
    const [a, b] = await Promise.all([checker.check(good), checker.check(spoiled)]);
    expect(a).toEqual([]);
    expect(b.join(' ')).toContain('BuyerReference');
  });

  it('refuses a document that is not well-formed XML before reading it', async () => {
    // The parser alone reads both as an invoice: what XML 1.0 cannot hold, an unclosed element.
    const noncharacter = good.replace('Hlavná 1', 'Hlavná\uFFFE 1');
    const surrogate = good.replace('Hlavná 1', 'Hlavná\uD800 1');
    const unclosed = good.replace('</cbc:BuyerReference>', '');
    expect(checkUbl(noncharacter, XMLParser)).toEqual([]);
    const [a, b, c] = await Promise.all(
      [noncharacter, surrogate, unclosed].map((x) => checker.check(x)),
    );
    expect(a).toEqual([expect.stringContaining('znak U+FFFE')]);
    expect(b).toEqual([expect.stringContaining('znak U+D800')]);
    expect(c).toEqual([expect.stringContaining('XML nie je správne utvorené')]);
  });

  it('makes well-formed XML of a text stored before the text rule refused what XML cannot hold', () => {
    const stored = sampleDocument('FINAL_INVOICE', SUPPLY);
    const xml = ublDocument({
      ...stored,
      buyer: { ...stored.buyer, name: 'Foto\uFFFE\u202E & syn' },
    });
    expect(xmlProblem(xml, XMLValidator)).toBeNull();
    expect(xml).toContain('<cbc:RegistrationName>Foto &amp; syn</cbc:RegistrationName>');
  });
});
