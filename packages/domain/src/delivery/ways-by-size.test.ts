import { describe, expect, it } from 'vitest';
import { deliveryOptions } from './delivery-options.ts';
import { deliverySettingsOf } from './delivery-settings.ts';
import { parcelOf } from './parcel.ts';
import { pieceParcelOf } from './piece-parcel.ts';
import { waysBySize } from './ways-by-size.ts';

const { limits, rates } = deliverySettingsOf(() => null);

describe('the ways a size fits before the piece is complete', () => {
  it.each([
    // The 'Dunaj' edition's smallest canvas: 64 cm + the padding is over a point's 70 cm.
    ['PHOTOCANVAS', 64, 36, ['OSOBNY_ODBER', 'KURIER']],
    ['PHOTOCANVAS', 40, 30, ['OSOBNY_ODBER', 'POINT', 'ZBOX', 'KURIER']],
    ['PLAINPHOTO', 30, 20, ['OSOBNY_ODBER', 'POINT', 'ZBOX', 'KURIER']],
    ['PHOTOFRAME', 60, 40, ['OSOBNY_ODBER', 'POINT', 'KURIER']],
    ['PHOTOCANVAS', 120, 80, ['OSOBNY_ODBER', 'KURIER']],
  ] as const)('%s %i × %i cm can go %j', (productEnum, widthCm, heightCm, ways) => {
    expect(waysBySize({ productEnum, widthCm, heightCm }, limits)).toEqual(ways);
  });

  it('rules out no way the complete piece would be offered', () => {
    const piece = { productEnum: 'PHOTOCANVAS' as const, widthCm: 64, heightCm: 36 };
    const complete = parcelOf([
      pieceParcelOf({
        ...piece,
        copies: 1,
        mediaType: 'PLATNO',
        glass: false,
        lamination: false,
        mat: false,
        frame: null,
      }),
    ]);
    const offered = deliveryOptions(complete, limits, rates)
      .filter((o) => o.offered)
      .map((o) => o.choice);
    expect(offered).toEqual(waysBySize(piece, limits));
    const point = deliveryOptions(complete, limits, rates).find((o) => o.choice === 'POINT')!;
    expect(point.message).toBe('Zásielka je na výdajné miesto príliš veľká.');
  });
});
