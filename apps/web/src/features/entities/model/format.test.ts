import { frame, order, printMedia, productConfig } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { breakdownRows, orderSize } from '../orders/order-detail';
import {
  base64Bytes,
  formatBytes,
  formatDecimalText,
  formatInstant,
  formatNumber,
  fromDateTimeLocal,
  toDateTimeLocal,
} from './format';

const NBSP = '\u00a0';
const local = new Date(2026, 2, 5, 8, 7, 9).toISOString();

describe('dates', () => {
  it("show the Slovak way in Bratislava, with seconds on request (not the spec's DD/MM/YY)", () => {
    expect(formatInstant('2026-03-05T08:07:09Z')).toBe(`5.${NBSP}3.${NBSP}2026 09:07`);
    expect(formatInstant('2026-03-05T08:07:09Z', true)).toBe(`5.${NBSP}3.${NBSP}2026 09:07:09`);
    expect(formatInstant(null)).toBe('');
  });

  it('go in and out of datetime-local inputs as YYYY-MM-DDThh:mm', () => {
    expect(toDateTimeLocal(local)).toBe('2026-03-05T08:07');
    expect(fromDateTimeLocal('2026-03-05T08:07')).toBe(new Date(2026, 2, 5, 8, 7).toISOString());
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});

describe('numbers and prices in Slovak', () => {
  it.each([
    ['pricePerSqare', printMedia.fields.pricePerSqare, 30, `30,00${NBSP}€`],
    ['postage', order.fields.postage, 4.9, `4,90${NBSP}€`],
    ['mirrorAddonSquare', productConfig.fields.mirrorAddonSquare, 0.04, '0,04'],
    ['mirrorAddonSquare', productConfig.fields.mirrorAddonSquare, 2, '2'],
    ['usrid', order.fields.usrid, 12345, `12${NBSP}345`],
  ] as const)('%s %s', (name, field, value, text) => {
    expect(formatNumber(name, field, value)).toBe(text);
  });

  it("a frame's price per metre, kept as text, shows as an amount", () => {
    expect(frame.fields.price.kind).toBe('string');
    expect(formatDecimalText('price', '18.5')).toBe(`18,50${NBSP}€`);
    expect(formatDecimalText('price', 'n/a')).toBe('n/a');
  });

  it('sizes of images', () => {
    expect(base64Bytes('iVBORw==')).toBe(4);
    expect(formatBytes(345)).toBe(`345${NBSP}B`);
    expect(formatBytes(1536)).toBe(`1,5${NBSP}kB`);
    expect(formatBytes(2.5 * 1024 * 1024)).toBe(`2,5${NBSP}MB`);
  });
});

describe('the order summary (spec §2)', () => {
  it('plain prints are as large as the photo, everything else as the finished piece', () => {
    const sizes = { photoOnlyWidth: 30, photoOnlyHeight: 20, finalWidth: 50, finalHeight: 40.5 };
    expect(orderSize({ productEnum: 'PLAINPHOTO', ...sizes })).toBe('30 x 20 cm');
    expect(orderSize({ productEnum: 'PLAINPHOTOLAMIN', ...sizes })).toBe('30 x 20 cm');
    expect(orderSize({ productEnum: 'PHOTOFRAME', ...sizes })).toBe('50 x 40,5 cm');
  });

  it('the breakdown: rows by line break, cells by semicolon', () => {
    expect(breakdownRows('Tlač;0,06 m²;1,80 €\nVýroba;0,06 m²;0,30 €\n')).toEqual([
      ['Tlač', '0,06 m²', '1,80 €'],
      ['Výroba', '0,06 m²', '0,30 €'],
    ]);
    expect(breakdownRows(null)).toEqual([]);
  });
});
