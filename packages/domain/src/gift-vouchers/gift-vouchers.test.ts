import { describe, expect, it } from 'vitest';
import { documentFigures } from '../tax-documents/document-figures.ts';
import { orderAmounts, suppliedLines, type OwedPiece } from '../orders/order-amounts.ts';
import { storedOrderAmounts } from '../orders/stored-order-amounts.ts';
import {
  formatVoucherCode,
  isWellFormedVoucherCode,
  maskVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
  VOUCHER_CODE_ALPHABET,
} from './voucher-code.ts';
import { voucherStateOn } from './voucher-terms.ts';
import { redemptionOf, soldVoucherTax } from './voucher-tax.ts';
import { soldVoucherTitle, spendVouchers, voucherDeductions } from './voucher-spending.ts';
import { GiftVoucherOrderSchema, VoucherCodesSchema } from '../requests/gift-voucher.requests.ts';
import { PlaceOrderSchema } from '../requests/order.requests.ts';

const seeded = (seed: number) => (count: number) =>
  Uint8Array.from({ length: count }, (_, i) => (seed * 7919 + i * 104729) % 256);

describe('a voucher code', () => {
  it('is four groups of four readable characters, its last a check character', () => {
    const code = newVoucherCode(seeded(3));
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(isWellFormedVoucherCode(normalizeVoucherCode(code))).toBe(true);
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(32);
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('is read in any case, with or without hyphens and spaces', () => {
    const code = newVoucherCode(seeded(5));
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    expect(normalizeVoucherCode(typed)).toBe(code.replaceAll('-', ''));
    expect(formatVoucherCode(typed)).toBe(code);
  });

  it('catches every single mistyped character', () => {
    const code = normalizeVoucherCode(newVoucherCode(seeded(11)));
    for (let i = 0; i < code.length; i++) {
      for (const other of VOUCHER_CODE_ALPHABET) {
        if (other === code[i]) continue;
        const typo = code.slice(0, i) + other + code.slice(i + 1);
        expect(isWellFormedVoucherCode(typo), typo).toBe(false);
      }
    }
  });

  it('catches a swap of two neighbours unless their values lie exactly 16 apart', () => {
    for (let seed = 0; seed < 40; seed++) {
      const code = normalizeVoucherCode(newVoucherCode(seeded(seed)));
      for (let i = 0; i + 1 < code.length; i++) {
        const [a, b] = [code[i], code[i + 1]];
        if (a === b) continue;
        const swapped = code.slice(0, i) + b + a + code.slice(i + 2);
        const apart = Math.abs(VOUCHER_CODE_ALPHABET.indexOf(a) - VOUCHER_CODE_ALPHABET.indexOf(b));
        expect(isWellFormedVoucherCode(swapped), swapped).toBe(apart === 16);
      }
    }
  });

  it('has 15 random characters: 75 bits, every symbol as likely', () => {
    const seen = new Set<string>();
    for (let byte = 0; byte < 256; byte++) {
      seen.add(newVoucherCode(() => new Uint8Array(15).fill(byte))[0]);
    }
    expect(seen.size).toBe(32);
    expect(Math.log2(32 ** 15)).toBe(75);
  });

  it('is shown with all but its last group hidden', () => {
    expect(maskVoucherCode('ABCD-EFGH-JKMN-PQRS')).toBe('••••-••••-••••-PQRS');
  });

  it('is refused when it cannot be one the shop issued', () => {
    const good = newVoucherCode(seeded(8));
    expect(VoucherCodesSchema.safeParse([good.toLowerCase()]).data).toEqual([
      normalizeVoucherCode(good),
    ]);
    expect(VoucherCodesSchema.safeParse(['ABCD-EFGH']).error?.issues[0].message).toBe('Pattern');
    expect(VoucherCodesSchema.safeParse([good, good]).error?.issues[0]).toMatchObject({
      path: [1],
      message: 'Duplicate',
    });
    const four = [1, 2, 3, 4].map((s) => newVoucherCode(seeded(s)));
    expect(VoucherCodesSchema.safeParse(four).error?.issues[0].message).toBe('Size');
  });
});

describe('ordering a voucher', () => {
  it('takes 10 € to 500 € in whole euros, a name, and a day only with an address', () => {
    expect(GiftVoucherOrderSchema.safeParse({ value: 50, recipientName: 'Eva' }).success).toBe(
      true,
    );
    const message = (input: object) =>
      GiftVoucherOrderSchema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]);
    expect(message({ value: 9, recipientName: 'Eva' })).toEqual([['value', 'OutOfBounds']]);
    expect(message({ value: 501, recipientName: 'Eva' })).toEqual([['value', 'OutOfBounds']]);
    expect(message({ value: 20.5, recipientName: 'Eva' })).toEqual([['value', 'Pattern']]);
    expect(message({ value: 20, recipientName: ' ' })).toEqual([['recipientName', 'NotNull']]);
    expect(message({ value: 20, recipientName: 'Eva', sendOn: '2026-12-24' })).toEqual([
      ['sendTo', 'NotNull'],
    ]);
  });

  it('is an order of its own, which takes no code: a voucher cannot buy a voucher', () => {
    const order = { email: 'jana@example.sk', giftVouchers: [{ value: 50, recipientName: 'Eva' }] };
    expect(PlaceOrderSchema.safeParse(order).success).toBe(true);
    const code = newVoucherCode(seeded(2));
    expect(
      PlaceOrderSchema.safeParse({ ...order, voucherCodes: [code] }).error?.issues[0],
    ).toMatchObject({ path: ['voucherCodes'], message: 'Conflict' });
    expect(PlaceOrderSchema.safeParse({ email: 'jana@example.sk' }).error?.issues[0].path).toEqual([
      'craftedProduct',
    ]);
  });
});

describe('spending vouchers', () => {
  const voucher = (code: string, balanceCents: number) => ({
    code,
    balanceCents,
    treatment: 'JEDNOUCELOVA' as const,
  });

  it('takes what each can, in the order given, and leaves the rest on it', () => {
    expect(spendVouchers(4200, [voucher('A', 5000)])).toEqual([
      { code: 'A', amountCents: 4200, remainingCents: 800, treatment: 'JEDNOUCELOVA' },
    ]);
    expect(
      spendVouchers(6000, [voucher('A', 2000), voucher('B', 3000), voucher('C', 5000)]).map((s) => [
        s.amountCents,
        s.remainingCents,
      ]),
    ).toEqual([
      [2000, 0],
      [3000, 0],
      [1000, 4000],
    ]);
  });

  it('takes nothing of a voucher once the order is paid', () => {
    expect(spendVouchers(1000, [voucher('A', 1000), voucher('B', 500)])[1]).toMatchObject({
      amountCents: 0,
      remainingCents: 500,
    });
    expect(voucherDeductions(spendVouchers(1000, [voucher('A', 1000), voucher('B', 500)]))).toEqual(
      [
        {
          title: expect.stringContaining('darčekovou poukážkou'),
          amountCents: 1000,
          treatment: 'prepaid',
        },
      ],
    );
  });
});

describe('a voucher’s state', () => {
  const issued = {
    code: 'X',
    balanceCents: 800,
    validUntil: '2029-12-07',
    blocked: false,
    withdrawn: false,
    cancelled: false,
  };
  it.each([
    [{}, '2026-12-07', 'PLATNA'],
    [{}, '2029-12-07', 'PLATNA'],
    [{}, '2029-12-08', 'EXPIROVANA'],
    [{ balanceCents: 0 }, '2026-12-07', 'VYCERPANA'],
    [{ code: null, validUntil: null }, '2026-12-07', 'OBJEDNANA'],
    [{ blocked: true }, '2026-12-07', 'ZABLOKOVANA'],
    [{ withdrawn: true }, '2026-12-07', 'ODSTUPENA'],
  ])('%o on %s is %s', (change, today, state) => {
    expect(voucherStateOn({ ...issued, ...change }, today)).toBe(state);
  });
});

/**
 * Worked examples of § 9a of Act 222/2004 on VAT, at the shop's 23 %: a 50 € voucher sold, then
 * spent on a 37,10 € print sent for 4,90 €, then on an 80 € piece it pays part of.
 */
describe('the VAT of a voucher, to the cent', () => {
  const piece = (amountCents: number): OwedPiece => ({
    lineId: 1,
    title: 'Fotografia 40 × 30 cm',
    quantity: 1,
    amountCents,
    expressCents: 0,
  });

  it('a shop that prices at one rate and taxes in Slovakia sells single-purpose vouchers', () => {
    expect(soldVoucherTax({ vatRates: [23], taxedAtDestination: false })).toBe('JEDNOUCELOVA');
    expect(soldVoucherTax({ vatRates: [23, 5], taxedAtDestination: false })).toBe('VIACUCELOVA');
    expect(soldVoucherTax({ vatRates: [23], taxedAtDestination: true })).toBe('VIACUCELOVA');
    expect(redemptionOf('JEDNOUCELOVA')).toBe('prepaid');
    expect(redemptionOf('VIACUCELOVA')).toBe('payment');
    expect(redemptionOf('DAROVANA')).toBe('discount');
  });

  it('its sale is the supply: 50,00 € = base 40,65 € + VAT 9,35 €', () => {
    const sale = orderAmounts({
      pieces: [],
      postageCents: 0,
      vouchers: [{ voucherId: 1, title: soldVoucherTitle(5000), amountCents: 5000 }],
      vatPercent: 23,
    });
    expect(sale.lines).toMatchObject([
      { kind: 'voucher', title: 'Darčeková poukážka 50,00\u00a0€', netCents: 4065, vatCents: 935 },
    ]);
    expect(sale.totalCents).toBe(5000);
    expect(sale.vatBreakdown).toEqual([{ rate: 23, baseCents: 4065, vatCents: 935 }]);
    const advance = documentFigures('ADVANCE_INVOICE', suppliedLines(sale), 23);
    expect(advance.vatBreakdown).toEqual([{ rate: 23, baseCents: 4065, vatCents: 935 }]);
  });

  it('spent on a cheaper order, it pays all of it and its documents declare no VAT again', () => {
    const [spend] = spendVouchers(4200, [
      { code: 'ABCDEFGHJKMNPQRS', balanceCents: 5000, treatment: 'JEDNOUCELOVA' },
    ]);
    expect(spend).toMatchObject({ amountCents: 4200, remainingCents: 800 });
    const order = orderAmounts({
      pieces: [piece(3710)],
      postageCents: 490,
      deductions: voucherDeductions([spend]),
      vatPercent: 23,
    });
    expect(order.totalCents).toBe(4200);
    expect(order.voucherPaidCents).toBe(4200);
    expect(order.amountDueCents).toBe(0);
    // The price's own VAT, for the record: 34,15 € + 7,85 €.
    expect(order.vatBreakdown).toEqual([{ rate: 23, baseCents: 3415, vatCents: 785 }]);
    const advance = documentFigures('ADVANCE_INVOICE', suppliedLines(order), 23);
    // The document splits its lines as every document does: each on its own, the rate's
    // rounding cent on its largest line, here the voucher's.
    expect(advance.lines.map((l) => [l.amountCents, l.netCents, l.vatCents])).toEqual([
      [3710, 3016, 694],
      [490, 398, 92],
      [-4200, -3414, -786],
    ]);
    expect(advance.lines.at(-1)?.title).toBe('Uhradené darčekovou poukážkou ••••-••••-••••-PQRS');
    expect(advance.totalCents).toBe(0);
    expect(advance.vatBreakdown).toEqual([{ rate: 23, baseCents: 0, vatCents: 0 }]);
    // The month's VAT over both orders is the voucher's 9,35 €: between the piece's 7,85 € and
    // the voucher's value's 9,35 €, never 17,20 €.
    expect(935 + advance.vatBreakdown[0].vatCents).toBe(935);
  });

  it('spent on a dearer order, its documents declare only the rest: 30,00 € = 24,39 € + 5,61 €', () => {
    const [spend] = spendVouchers(8000, [
      { code: 'ABCDEFGHJKMNPQRS', balanceCents: 5000, treatment: 'JEDNOUCELOVA' },
    ]);
    const order = orderAmounts({
      pieces: [piece(8000)],
      postageCents: 0,
      deductions: voucherDeductions([spend]),
      vatPercent: 23,
    });
    expect(order.amountDueCents).toBe(3000);
    const advance = documentFigures('ADVANCE_INVOICE', suppliedLines(order), 23);
    expect(advance.vatBreakdown).toEqual([{ rate: 23, baseCents: 2439, vatCents: 561 }]);
    // Sale and order together: 9,35 € + 5,61 € = 14,96 €, the VAT of 80 € (65,04 € + 14,96 €).
    expect(935 + 561).toBe(1496);
    const final = documentFigures('FINAL_INVOICE', suppliedLines(order), 23, {
      number: '2026000001',
      taxPointDate: '2026-12-07',
      vatBreakdown: advance.vatBreakdown,
      totalCents: advance.totalCents,
    });
    expect(final.totalCents).toBe(0);
    expect(final.vatBreakdown).toEqual([{ rate: 23, baseCents: 0, vatCents: 0 }]);
  });

  it('a voucher the owner gave away lowers the price and its base: 42 € − 20 € = 17,89 € + 4,11 €', () => {
    const order = orderAmounts({
      pieces: [piece(3710)],
      postageCents: 490,
      deductions: voucherDeductions([
        { code: 'ABCDEFGHJKMNPQRS', amountCents: 2000, treatment: 'DAROVANA' },
      ]),
      vatPercent: 23,
    });
    expect(order.totalCents).toBe(2200);
    expect(order.discountCents).toBe(2000);
    expect(order.amountDueCents).toBe(2200);
    expect(order.vatBreakdown).toEqual([{ rate: 23, baseCents: 1789, vatCents: 411 }]);
    expect(order.lines.at(-1)?.title).toBe('Zľava – darčeková poukážka ••••-••••-••••-PQRS');
  });

  it('read back from its stored total (after the discount) without its lines, owes the same', () => {
    const spent = voucherDeductions([
      { code: 'ABCDEFGHJKMNPQRS', amountCents: 2000, treatment: 'DAROVANA' },
    ]);
    const stored = { id: 7, totalAmount: 22, postage: 4.9, snapshot: null, status: 'POTVRDENA' };
    const order = storedOrderAmounts(stored, [], 23, { sold: [], spent });
    expect(order.piecesCents).toBe(3710);
    expect(order.totalCents).toBe(2200);
    expect(order.amountDueCents).toBe(2200);
  });

  it('a shop that is no VAT payer charges none on either', () => {
    const sale = orderAmounts({
      pieces: [],
      postageCents: 0,
      vouchers: [{ voucherId: 1, title: soldVoucherTitle(5000), amountCents: 5000 }],
      vatPercent: null,
    });
    expect(sale.vatBreakdown).toEqual([]);
    const order = orderAmounts({
      pieces: [piece(3710)],
      postageCents: 490,
      deductions: voucherDeductions([
        { code: 'ABCDEFGHJKMNPQRS', amountCents: 4200, treatment: 'JEDNOUCELOVA' },
      ]),
      vatPercent: null,
    });
    expect(order.amountDueCents).toBe(0);
    expect(
      documentFigures('PAYMENT_CONFIRMATION', suppliedLines(order), null).vatBreakdown,
    ).toEqual([]);
  });
});
