import { describe, expect, it } from 'vitest';
import { AccountingMonthParamsSchema } from '../requests/accounting.requests.ts';
import { accountingCsv, csvAmount, csvCell, csvDate } from './accounting-csv.ts';
import type { AccountingDocument } from './accounting-document.ts';
import {
  accountingMonthOf,
  accountingMonthPeriod,
  bratislavaMidnight,
} from './accounting-month.ts';
import { vatSummary } from './vat-summary.ts';

const doc = (over: Partial<AccountingDocument>): AccountingDocument => ({
  number: 'ZF2026000001',
  type: 'ADVANCE_INVOICE',
  issueDate: '2026-11-03',
  taxPointDate: '2026-11-02',
  buyerName: 'Jana Nováková',
  buyerIco: null,
  buyerDic: null,
  buyerIcDph: null,
  vat: [{ ratePercent: 23, baseCents: 10000, vatCents: 2300 }],
  totalCents: 12300,
  variableSymbol: '123',
  orderId: 7,
  paymentMethod: 'KARTA',
  cardPaymentId: 'pi_3QfotoobrazA1',
  ...over,
});

describe('accounting month', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['2026-07', '2026-07-01', '2026-07-31', '2026-06-30T22:00:00.000Z', '2026-07-31T22:00:00.000Z'],
    // Summer time ends within October: the month starts at +2 h and ends at +1 h.
    ['2026-10', '2026-10-01', '2026-10-31', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['2026-12', '2026-12-01', '2026-12-31', '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['2028-02', '2028-02-01', '2028-02-29', '2028-01-31T23:00:00.000Z', '2028-02-29T23:00:00.000Z'],
    ['2100-02', '2100-02-01', '2100-02-28', '2100-01-31T23:00:00.000Z', '2100-02-28T23:00:00.000Z'],
  ])('%s spans %s to %s, %s until %s', (month, firstDay, lastDay, from, until) => {
    const period = accountingMonthPeriod(month);
    expect(period).toMatchObject({ firstDay, lastDay });
    expect(period.from.toISOString()).toBe(from);
    expect(period.until.toISOString()).toBe(until);
  });

  it('refuses what is not a month', () => {
    expect(() => accountingMonthPeriod('2026-13')).toThrow(RangeError);
  });

  it('reads midnight in Bratislava on both sides of a clock change', () => {
    expect(bratislavaMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(bratislavaMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it.each([
    ['2026-11-30T22:59:59.000Z', '2026-11'],
    ['2026-11-30T23:00:00.000Z', '2026-12'],
    ['2026-12-31T23:30:00.000Z', '2027-01'],
    ['2026-07-31T21:59:00.000Z', '2026-07'],
  ])('%s falls in %s', (instant, month) => {
    expect(accountingMonthOf(new Date(instant))).toBe(month);
  });

  it.each([
    ['2026-11', true],
    ['2026-01', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['26-11', false],
    ['1969-12', false],
    ['2026-11-01', false],
    ['2026-11\u0000', false],
  ])('the month parameter %j is valid: %s', (month, valid) => {
    expect(AccountingMonthParamsSchema.safeParse({ month }).success).toBe(valid);
  });
});

describe('CSV cells', () => {
  it.each([
    [123456, '1234,56'],
    [-1237, '-12,37'],
    [5, '0,05'],
    [0, '0,00'],
    [-5, '-0,05'],
    [100, '1,00'],
  ])('%i cents -> %s', (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });

  it.each([
    ['plain', 'plain'],
    ['Foto; s.r.o.', '"Foto; s.r.o."'],
    ['Jana "Foto" N.', '"Jana ""Foto"" N."'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+421', "'+421"],
    ['@home', "'@home"],
    ['', ''],
    // Stored before the text rule refused them: a reversed name, a formula behind an override.
    ['Foto\u202Eo.r.s', 'Fotoo.r.s'],
    ['\u2066=1+1\u2069', "'=1+1"],
    ['a\uFFFEb', 'ab'],
  ])('%j -> %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('writes days in the Slovak numeric form', () => {
    expect(csvDate('2026-03-05')).toBe('05.03.2026');
    expect(csvDate(null)).toBe('');
  });
});

describe('the accountant CSV', () => {
  const proforma = doc({
    number: '2026-000005',
    type: 'PROFORMA',
    issueDate: '2026-11-01',
    taxPointDate: null,
    vat: [],
    buyerName: 'Foto; "Ateliér" s.r.o.',
    buyerIco: '12345678',
    buyerDic: '2023456789',
    buyerIcDph: 'SK2023456789',
    paymentMethod: 'PREVOD',
    cardPaymentId: null,
  });
  const payment = doc({});
  const credit = doc({
    number: 'DB2026000001',
    type: 'CREDIT_NOTE',
    issueDate: '2026-11-20',
    taxPointDate: '2026-11-20',
    vat: [
      { ratePercent: 23, baseCents: -10000, vatCents: -2300 },
      { ratePercent: 5, baseCents: -1000, vatCents: -50 },
    ],
    totalCents: -13350,
  });

  it('is UTF-8 text with a BOM, CRLF lines, a column pair per rate and decimal commas', () => {
    expect(accountingCsv([credit, payment, proforma])).toBe(
      '\ufeff' +
        'Číslo dokladu;Typ dokladu;Dátum vystavenia;Dátum zdaniteľného plnenia;Odberateľ;IČO;DIČ;IČ DPH;' +
        'Základ dane 23 %;DPH 23 %;Základ dane 5 %;DPH 5 %;Spolu;Variabilný symbol;Objednávka;' +
        'Forma úhrady;ID platby Stripe\r\n' +
        '2026-000005;Zálohová faktúra;01.11.2026;;"Foto; ""Ateliér"" s.r.o.";12345678;2023456789;SK2023456789;' +
        ';;;;123,00;123;123;bankový prevod;\r\n' +
        'ZF2026000001;Faktúra – daňový doklad k prijatej platbe;03.11.2026;02.11.2026;Jana Nováková;;;;' +
        '100,00;23,00;;;123,00;123;123;platba kartou;pi_3QfotoobrazA1\r\n' +
        'DB2026000001;Opravná faktúra (dobropis);20.11.2026;20.11.2026;Jana Nováková;;;;' +
        '-100,00;-23,00;-10,00;-0,50;-133,50;123;123;platba kartou;pi_3QfotoobrazA1\r\n',
    );
  });

  it('has only the header when the month has no documents', () => {
    expect(accountingCsv([]).split('\r\n')).toEqual([
      '\ufeffČíslo dokladu;Typ dokladu;Dátum vystavenia;Dátum zdaniteľného plnenia;Odberateľ;IČO;DIČ;IČ DPH;Spolu;Variabilný symbol;Objednávka;Forma úhrady;ID platby Stripe',
      '',
    ]);
  });
});

describe('VAT summary', () => {
  it('sums tax documents per rate, credit notes negative, pro-formas left out', () => {
    const summary = vatSummary([
      doc({
        number: '2026-000001',
        type: 'PROFORMA',
        vat: [{ ratePercent: 23, baseCents: 999, vatCents: 1 }],
      }),
      doc({}),
      doc({
        number: 'ZF2026000002',
        vat: [
          { ratePercent: 23, baseCents: 813, vatCents: 187 },
          { ratePercent: 5, baseCents: 1905, vatCents: 95 },
        ],
        totalCents: 3000,
      }),
      doc({
        number: 'DB2026000001',
        type: 'CREDIT_NOTE',
        vat: [{ ratePercent: 23, baseCents: -10000, vatCents: -2300 }],
        totalCents: -12300,
      }),
      doc({ number: 'PP2026000001', type: 'PAYMENT_CONFIRMATION', vat: [] }),
    ]);
    expect(summary.rates).toEqual([
      { ratePercent: 23, baseCents: 813, vatCents: 187, totalCents: 1000, documents: 3 },
      { ratePercent: 5, baseCents: 1905, vatCents: 95, totalCents: 2000, documents: 1 },
    ]);
    expect(summary.total).toEqual({
      ratePercent: 0,
      baseCents: 2718,
      vatCents: 282,
      totalCents: 3000,
      documents: 3,
    });
  });

  it('adds what a final invoice declares beyond its advance: nothing for a prepaid order', () => {
    const advance = doc({});
    const finalInvoice = doc({
      number: 'FA2026000001',
      type: 'FINAL_INVOICE',
      taxPointDate: '2026-11-10',
      vat: [{ ratePercent: 23, baseCents: 0, vatCents: 0 }],
      totalCents: 12300,
    });
    expect(vatSummary([advance, finalInvoice]).rates).toEqual([
      { ratePercent: 23, baseCents: 10000, vatCents: 2300, totalCents: 12300, documents: 2 },
    ]);
  });

  it('is empty without tax documents', () => {
    expect(vatSummary([])).toEqual({
      rates: [],
      total: { ratePercent: 0, baseCents: 0, vatCents: 0, totalCents: 0, documents: 0 },
    });
  });
});
