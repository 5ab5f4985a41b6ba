import { describe, expect, it } from 'vitest';
import { ibanProblem } from './iban.ts';
import { refundDueCents, transferRefundDueCents } from './refund-due.ts';
import { sepaAmount, sepaEndToEndId, sepaRemittance, sepaText } from './sepa-transfer.ts';

describe('the IBAN a refund goes to', () => {
  it.each([
    'SK3112000000198742637541',
    'sk31 1200 0000 1987 4263 7541',
    'SK6807200002891987426353',
    'DE89370400440532013000',
    'CZ6508000000192000145399',
  ])('takes %s', (iban) => expect(ibanProblem(iban)).toBeNull());

  it.each([
    ['SK3212000000198742637541', 'kontrolné číslice'],
    ['SK311200000019874263754', '24 znakov'],
    ['1200000019874263754', 'kódom krajiny'],
    ['', 'kódom krajiny'],
  ])('refuses %s in Slovak', (iban, words) => expect(ibanProblem(iban)).toContain(words));
});

describe('what an order is owed back', () => {
  const paid = { paidCents: 8180, totalCents: 8180, creditedCents: 0, refundedCents: 0 };
  it.each([
    ['a paid order, nothing credited', paid, 0],
    ['an overpaid order', { ...paid, paidCents: 8680 }, 500],
    ['a partial withdrawal', { ...paid, creditedCents: 3890 }, 3890],
    ['the same, half paid back', { ...paid, creditedCents: 3890, refundedCents: 2000 }, 1890],
    ['the same, all paid back', { ...paid, creditedCents: 3890, refundedCents: 3890 }, 0],
    ['a cancellation never paid', { ...paid, paidCents: 0, creditedCents: 8180 }, 0],
    ['a withdrawal of an unpaid order', { ...paid, paidCents: 0 }, 0],
    [
      'an underpaid order, credited in part',
      { ...paid, paidCents: 5000, creditedCents: 3890 },
      710,
    ],
  ])('%s', (_what, facts, due) => expect(refundDueCents(facts)).toBe(due));
});

describe('what goes back by transfer when a card paid too', () => {
  const byTransfer = { paidCents: 1290, totalCents: 1290, creditedCents: 0, refundedCents: 0 };
  const noCard = { paidCents: 0, refundedCents: 0 };
  const card = { paidCents: 1290, refundedCents: 0 };
  it.each([
    ['paid by transfer only', byTransfer, noCard, 0],
    ['paid by card, then by transfer', byTransfer, card, 1290],
    [
      'the same, then cancelled: the card refund is on its way',
      { ...byTransfer, creditedCents: 1290 },
      { ...card, refundedCents: 1290 },
      1290,
    ],
    [
      'the same, the card refund failed: the card is not paid by transfer',
      { ...byTransfer, creditedCents: 1290 },
      card,
      1290,
    ],
    [
      'paid by card only, credited, its refund failed',
      { ...byTransfer, paidCents: 0, creditedCents: 500 },
      card,
      0,
    ],
    [
      'paid by card, then by transfer, already paid back',
      { ...byTransfer, refundedCents: 1290 },
      card,
      0,
    ],
  ])('%s', (_what, facts, settled, due) =>
    expect(transferRefundDueCents(facts, settled)).toBe(due),
  );
});

describe('the SEPA file conventions', () => {
  it('carries the variable symbol in EndToEndId as Slovak banks read it', () => {
    expect(sepaEndToEndId('1234')).toBe('/VS1234/SS/KS');
    expect(sepaEndToEndId('1234567890').length).toBeLessThanOrEqual(35);
    expect(sepaEndToEndId(null)).toBe('NOTPROVIDED');
  });

  it('names the credit notes and the order in the remittance, in the SEPA character set', () => {
    expect(sepaRemittance(['DB2026000002'], '1234')).toBe(
      'Vratenie platby, dobropis DB2026000002, objednavka 1234',
    );
    expect(sepaText('Jana Nováková & syn', 70)).toBe('Jana Novakova   syn');
    expect(sepaRemittance(Array(20).fill('DB2026000002'), '1').length).toBe(140);
  });

  it('writes euros with a dot and two decimals', () => {
    expect(sepaAmount(3890)).toBe('38.90');
    expect(sepaAmount(5)).toBe('0.05');
    expect(sepaAmount(120000)).toBe('1200.00');
  });
});
