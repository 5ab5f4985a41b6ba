import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import {
  codePreviews,
  codesPaidCents,
  entryOfCheck,
  orderRefusalKey,
  refusedCodesOf,
  typedCodeFault,
  type CodeEntry,
} from './voucher-codes';
import { newVoucherCode, normalizeVoucherCode } from '@fotoobraz/domain';

const codeOf = (byte: number) =>
  normalizeVoucherCode(newVoucherCode(() => new Uint8Array(15).fill(byte)));

const usable = (code: string, balance: number): CodeEntry => ({
  code,
  state: 'usable',
  balance: { value: balance, balance, validUntil: '2029-12-07' },
});

describe('what a code takes off an order', () => {
  it.each([
    ['a cheaper order: all of it, the rest stays on the voucher', 4200, [50], [[4200, 800]]],
    ['a dearer order: all of the voucher', 8000, [50], [[5000, 0]]],
    [
      'three codes: each what the ones before it left',
      6000,
      [20, 30, 50],
      [
        [2000, 0],
        [3000, 0],
        [1000, 4000],
      ],
    ],
    [
      'an order paid by the first: nothing of the second',
      1000,
      [10, 5],
      [
        [1000, 0],
        [0, 500],
      ],
    ],
  ])('%s', (_case, payableCents, balances, expected) => {
    const entries = balances.map((balance, n) => usable(codeOf(n), balance));
    const previews = codePreviews(payableCents, entries);
    expect(
      entries.map((e) => previews.get(e.code)).map((p) => [p?.amountCents, p?.remainingCents]),
    ).toEqual(expected);
    expect(codesPaidCents(previews)).toBe(
      Math.min(payableCents, balances.reduce((a, b) => a + b, 0) * 100),
    );
  });

  it('counts only the codes that can pay: one still checked or refused takes nothing', () => {
    const previews = codePreviews(4200, [
      { code: codeOf(1), state: 'checking' },
      { code: codeOf(2), state: 'refused', text: null, key: 'giftVoucher.code.notFound' },
      usable(codeOf(3), 20),
    ]);
    expect([...previews.keys()]).toEqual([codeOf(3)]);
    expect(codesPaidCents(previews)).toBe(2000);
  });
});

describe('a code as the shop answers it', () => {
  it('a used-up voucher is an answer, but it can pay nothing', () => {
    expect(
      entryOfCheck('A', { ok: true, balance: { value: 50, balance: 0, validUntil: '2029-12-07' } }),
    ).toMatchObject({ state: 'refused', key: 'giftVoucher.code.usedUpNow' });
  });

  it.each([
    [400, 'giftVoucher.code.pattern'],
    [404, 'giftVoucher.code.notFound'],
    [410, 'giftVoucher.code.gone'],
    [429, 'giftVoucher.code.tooMany'],
    [500, 'giftVoucher.code.failed'],
  ])("%i is told in the server's sentence, else in the shop's (%s)", (status, key) => {
    expect(entryOfCheck('A', { ok: false, status, detail: 'Veta servera.' })).toMatchObject({
      text: 'Veta servera.',
      key,
    });
    expect(entryOfCheck('A', { ok: false, status, detail: null })).toMatchObject({
      text: null,
      key,
    });
  });

  it('a typed code is refused before asking when it cannot be one, is held already, or finds no room', () => {
    const good = codeOf(7);
    expect(typedCodeFault('  ', [])).toEqual({ key: 'giftVoucher.code.required' });
    expect(typedCodeFault('ABCD-EFGH', [])).toEqual({ key: 'giftVoucher.code.pattern' });
    expect(typedCodeFault(good.toLowerCase(), [good])).toEqual({
      key: 'giftVoucher.code.duplicate',
    });
    expect(typedCodeFault(good, [codeOf(1), codeOf(2), codeOf(3)])).toEqual({
      key: 'giftVoucher.code.full',
    });
    const hyphened = newVoucherCode(() => new Uint8Array(15).fill(7)).toLowerCase();
    expect(typedCodeFault(hyphened, [])).toEqual({ code: good });
  });
});

describe("an order's refusal of its codes", () => {
  const refusal = (fieldErrors: { field: string; message: string }[]) =>
    new ApiError({
      status: 400,
      url: '/api/orders',
      data: { status: 400, message: 'error.validation', fieldErrors },
    });

  it.each(['NotFound', 'Expired', 'Blocked', 'UsedUp', 'Conflict'])(
    '%s has its own words',
    (code) => {
      expect(orderRefusalKey(code)).toBe(`giftVoucher.code.refused.${code}`);
    },
  );

  it('an unknown code is still told, in general words', () => {
    expect(orderRefusalKey('Whatever')).toBe('giftVoucher.code.refused.other');
  });

  it('voucherCodes[n] names the n-th code sent; voucherCodes alone names them all', () => {
    const sent = [codeOf(1), codeOf(2)];
    expect(
      refusedCodesOf(
        refusal([
          { field: 'email', message: 'NotNull' },
          { field: 'voucherCodes[1]', message: 'Expired' },
        ]),
        sent,
      ),
    ).toEqual(new Map([[sent[1], 'giftVoucher.code.refused.Expired']]));
    expect(refusedCodesOf(refusal([{ field: 'voucherCodes', message: 'Conflict' }]), sent)).toEqual(
      new Map(sent.map((code) => [code, 'giftVoucher.code.refused.Conflict'])),
    );
    expect(refusedCodesOf(new Error('offline'), sent).size).toBe(0);
  });
});
