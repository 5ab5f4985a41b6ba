import { describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_WORDING,
  postageRefundCents,
  withdrawalLastDay,
  withdrawalPeriodOf,
  withdrawalRightOf,
  withdrawalWordingOf,
} from './index.ts';

const rates = { S: 490, M: 690, L: 990, XL: 1990 };
const small = { widthCm: 30, heightCm: 20 };
const large = { widthCm: 80, heightCm: 60 };

describe('which pieces can be withdrawn', () => {
  it("exempts a print of the customer's own photo and allows an edition piece", () => {
    expect(withdrawalRightOf({ ownPhoto: true })).toEqual({
      withdrawable: false,
      reason: 'OWN_PHOTO',
    });
    expect(withdrawalRightOf({ ownPhoto: false })).toEqual({
      withdrawable: true,
      reason: 'EDITION',
    });
  });

  it("lets the product's rule override the default either way", () => {
    expect(withdrawalRightOf({ ownPhoto: true, productRule: 'MOZNE' }).withdrawable).toBe(true);
    expect(withdrawalRightOf({ ownPhoto: false, productRule: 'VYLUCENE' }).withdrawable).toBe(
      false,
    );
    expect(withdrawalRightOf({ ownPhoto: false, productRule: 'PODLA_ZDROJA' }).reason).toBe(
      'EDITION',
    );
  });

  it('gives a company buyer no right, whatever the piece', () => {
    expect(
      withdrawalRightOf({ ownPhoto: false, productRule: 'MOZNE', companyBuyer: true }),
    ).toEqual({ withdrawable: false, reason: 'COMPANY_BUYER' });
  });

  it('words each line as the customer reads it', () => {
    expect(withdrawalWordingOf({ ownPhoto: true })).toBe(
      'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
    );
    expect(withdrawalWordingOf({ ownPhoto: false })).toBe('Môžete odstúpiť do 14 dní od prevzatia');
    expect(Object.values(WITHDRAWAL_WORDING).every((s) => s.length > 20)).toBe(true);
  });
});

describe('the withdrawal period', () => {
  it('is open before the goods arrive', () => {
    expect(withdrawalPeriodOf(null, '2027-06-01')).toEqual({ state: 'NOT_RECEIVED' });
  });

  it('ends 14 days after the day of receipt, on the 14th day itself', () => {
    expect(withdrawalLastDay('2026-11-02')).toBe('2026-11-16');
    expect(withdrawalPeriodOf('2026-11-02', '2026-11-16').state).toBe('OPEN');
    expect(withdrawalPeriodOf('2026-11-02', '2026-11-17')).toEqual({
      state: 'ENDED',
      receivedOn: '2026-11-02',
      lastDay: '2026-11-16',
    });
  });

  it('moves a last day on a weekend or a day off to the next working day', () => {
    // 14 days after 14 November 2026 is Saturday 28 November.
    expect(withdrawalLastDay('2026-11-14')).toBe('2026-11-30');
    // 24 December 2026 is a Thursday off, then Christmas and a weekend.
    expect(withdrawalLastDay('2026-12-10')).toBe('2026-12-28');
    // 17 November is a working day since 2025.
    expect(withdrawalLastDay('2026-11-03')).toBe('2026-11-17');
  });
});

describe('the postage a withdrawal refunds', () => {
  const base = { method: 'KURIER' as const, chargedCents: 690, alreadyRefundedCents: 0, rates };

  it('is all of it when nothing of the order is kept', () => {
    expect(postageRefundCents({ ...base, keptAfter: [] })).toBe(690);
  });

  it('is what the kept pieces alone would not have cost', () => {
    expect(postageRefundCents({ ...base, keptAfter: [small] })).toBe(200);
    expect(postageRefundCents({ ...base, keptAfter: [large] })).toBe(0);
  });

  it('never refunds more than was paid over several withdrawals', () => {
    expect(postageRefundCents({ ...base, alreadyRefundedCents: 200, keptAfter: [small] })).toBe(0);
    expect(postageRefundCents({ ...base, alreadyRefundedCents: 200, keptAfter: [] })).toBe(490);
  });

  it("is a point's flat rate once nothing is kept, else nothing: the kept pieces cost it all", () => {
    const point = { ...base, method: 'VYDAJNE_MIESTO' as const, chargedCents: 390 };
    expect(postageRefundCents({ ...point, keptAfter: [large] })).toBe(0);
    expect(postageRefundCents({ ...point, keptAfter: [] })).toBe(390);
  });

  it('is nothing for a personal pick-up', () => {
    expect(
      postageRefundCents({ ...base, method: 'OSOBNY_ODBER', chargedCents: 0, keptAfter: [small] }),
    ).toBe(0);
  });
});
