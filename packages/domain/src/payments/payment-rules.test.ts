import { describe, expect, it } from 'vitest';
import type { BankTransaction } from './bank-entry.ts';
import {
  amountToCents,
  bankEntryKeyOf,
  creditDecision,
  normaliseIban,
  normaliseSymbol,
  paymentSymbolsOf,
  sameSymbol,
  settlementOf,
} from './payment-rules.ts';

describe('paymentSymbolsOf', () => {
  it.each([
    ['/VS0000123/SS456/KS0308', null, ['123', '456', '308']],
    ['/VS123', null, ['123', null, null]],
    ['/VS123/SS/KS', null, ['123', null, null]],
    ['NOTPROVIDED', 'VS 000987 objednavka', ['987', null, null]],
    [null, 'Platba VS:4411 KS:0558', ['4411', null, '558']],
    [null, '/VS55/SS7', ['55', '7', null]],
    [null, 'vs.77 darček', ['77', null, null]],
    ['/VS42', 'VS 99', ['42', null, null]],
    [null, 'Faktúra 2026000001', [null, null, null]],
    [null, 'ADVS123', [null, null, null]],
    [null, 'VS 12345678901', [null, null, null]],
    ['/VS0000', null, [null, null, null]],
  ] as const)('reads %s / %s', (endToEndId, remittance, [vs, ss, ks]) => {
    expect(paymentSymbolsOf({ endToEndId, remittance })).toEqual({
      variableSymbol: vs,
      specificSymbol: ss,
      constantSymbol: ks,
    });
  });
});

describe('symbols and IBANs', () => {
  it('compares variable symbols without leading zeros', () => {
    expect(normaliseSymbol('00042')).toBe('42');
    expect(sameSymbol('00042', '42')).toBe(true);
    expect(sameSymbol('42', '420')).toBe(false);
    expect(sameSymbol(null, null)).toBe(false);
    expect(normaliseSymbol('12a')).toBeNull();
  });

  it('normalises IBANs for comparison', () => {
    expect(normaliseIban(' sk31 1200 0000 1987 4263 7541 ')).toBe('SK3112000000198742637541');
    expect(normaliseIban(null)).toBe('');
  });
});

describe('amountToCents', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.01', 1],
    ['1290.99', 129099],
    ['-1.00', null],
    ['1,50', null],
    ['1.505', null],
    ['', null],
  ] as const)('%s -> %s', (text, cents) => expect(amountToCents(text)).toBe(cents));
});

const tx = (over: Partial<BankTransaction> = {}): BankTransaction => ({
  accountIban: 'SK3112000000198742637541',
  transactionReference: null,
  entryReference: null,
  index: 0,
  bookingDate: '2026-11-20',
  amountCents: 1290,
  currency: 'EUR',
  creditDebit: 'CRDT',
  endToEndId: '/VS17',
  remittance: null,
  counterpartyName: 'Jana Nováková',
  counterpartyIban: 'SK6807200002891987426353',
  ...over,
});

describe('bankEntryKeyOf', () => {
  it("takes the bank's reference of the transaction first", () => {
    expect(bankEntryKeyOf(tx({ transactionReference: 'TX-1', entryReference: 'E-1' }))).toBe(
      'SK3112000000198742637541|TX-1',
    );
  });

  it("falls back to the entry's reference and the transaction's place in it", () => {
    expect(bankEntryKeyOf(tx({ entryReference: 'E-1', index: 2 }))).toBe(
      'SK3112000000198742637541|E-1#2',
    );
  });

  it('falls back to a hash of the content: the same for the same transaction, else different', () => {
    const key = bankEntryKeyOf(tx());
    expect(key).toMatch(/^SK3112000000198742637541\|#[0-9a-f]{16}$/);
    expect(bankEntryKeyOf(tx())).toBe(key);
    expect(bankEntryKeyOf(tx({ amountCents: 1291 }))).not.toBe(key);
    expect(bankEntryKeyOf(tx({ index: 1 }))).not.toBe(key);
    expect(bankEntryKeyOf(tx({ accountIban: 'SK6807200002891987426353' }))).not.toBe(key);
  });
});

describe('creditDecision', () => {
  const unpaid = { status: 'POTVRDENA', totalCents: 1290, paidCents: 0 };
  it.each([
    [true, unpaid, 1290, 'PAY'],
    [true, unpaid, 1289, 'UNDERPAID'],
    [true, unpaid, 1291, 'OVERPAID'],
    [true, { ...unpaid, paidCents: 290 }, 1000, 'PAY'],
    [true, { ...unpaid, paidCents: 290 }, 1290, 'OVERPAID'],
    [true, undefined, 1290, 'UNKNOWN_VS'],
    [false, undefined, 1290, 'NO_VS'],
    [true, { ...unpaid, status: 'ZAPLATENA' }, 1290, 'ALREADY_PAID'],
    [true, { ...unpaid, status: 'ODOSLANA' }, 1290, 'ALREADY_PAID'],
    [true, { ...unpaid, status: 'ZRUSENA' }, 1290, 'CANCELLED'],
  ] as const)('symbol %s, order %o, %i cents -> %s', (hasSymbol, order, cents, decision) => {
    expect(creditDecision(hasSymbol, order, cents)).toBe(decision);
  });
});

describe('settlementOf', () => {
  it.each([
    [1000, [], { paidCents: 0, missingCents: 1000, excessCents: 0, paid: false }],
    [1000, [600], { paidCents: 600, missingCents: 400, excessCents: 0, paid: false }],
    [1000, [600, 400], { paidCents: 1000, missingCents: 0, excessCents: 0, paid: true }],
    [1000, [600, 500], { paidCents: 1100, missingCents: 0, excessCents: 100, paid: true }],
  ] as const)('total %i, payments %o', (total, payments, settlement) => {
    expect(settlementOf(total, payments)).toEqual(settlement);
  });
});
